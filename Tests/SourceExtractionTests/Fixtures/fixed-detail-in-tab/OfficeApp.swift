import SwiftUI

@main
struct OfficeApp: App {
    var body: some Scene {
        WindowGroup {
            RootTabs()
        }
    }
}

enum AppTab: String, Hashable {
    case mail, calendar, settings
}

enum Mailbox: String, CaseIterable, Identifiable, Hashable {
    case inbox, sent, archive

    var id: Self { self }

    var title: String { rawValue.capitalized }
}

struct Message: Hashable {
    let subject: String
}

struct Event: Hashable {
    let title: String
}
