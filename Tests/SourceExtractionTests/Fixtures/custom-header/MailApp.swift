import SwiftUI

@main
struct MailApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

enum Mailbox: String, CaseIterable, Identifiable, Hashable {
    case inbox, archive

    var id: Self { self }

    var title: String {
        switch self {
        case .inbox: "Inbox"
        case .archive: "Archive"
        }
    }
}

struct Message: Hashable {
    let subject: String
}
