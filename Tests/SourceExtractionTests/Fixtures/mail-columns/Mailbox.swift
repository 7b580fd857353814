import Foundation

/// What the sidebar lists.
enum Mailbox: String, CaseIterable, Identifiable, Hashable {
    case inbox, archive, settings

    var id: Self { self }

    var title: String { rawValue.capitalized }

    var systemImage: String {
        switch self {
        case .inbox: "tray"
        case .archive: "archivebox"
        case .settings: "gear"
        }
    }
}

/// A folder of messages: a mailbox's own, or one of its subfolders, pushed
/// inside the content column.
enum Folder: String, Identifiable, Hashable, Codable {
    case inbox, archive, work

    var id: Self { self }

    var title: String { rawValue.capitalized }

    var messages: [String] {
        switch self {
        case .inbox: ["inbox-1", "inbox-2"]
        case .archive: ["archive-1"]
        case .work: ["work-1", "work-2"]
        }
    }

    var subfolders: [Folder] {
        switch self {
        case .inbox: [.work]
        case .archive, .work: []
        }
    }
}

struct Attachment: Hashable, Codable {
    var message: String
}
