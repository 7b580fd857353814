import SwiftUI

@main
struct DocumentsApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

enum DocumentTab: Hashable {
    case documents, shared
}
