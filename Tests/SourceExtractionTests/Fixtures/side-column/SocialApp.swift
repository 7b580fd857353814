import SwiftUI

@main
struct SocialApp: App {
    var body: some Scene {
        WindowGroup {
            AppView()
        }
    }
}

enum AppTab: String, Hashable {
    case timeline, notifications, explore, profile
}

struct Post: Hashable {
    let id: Int
}
