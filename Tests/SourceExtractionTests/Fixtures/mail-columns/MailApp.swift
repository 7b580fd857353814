import SwiftUI

@main
struct MailApp: App {
    var body: some Scene {
        WindowGroup {
            MailView()
        }
    }
}
