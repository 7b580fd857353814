import SwiftUI

@main
struct SportsApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
