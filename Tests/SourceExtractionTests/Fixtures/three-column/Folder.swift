enum Folder: String, CaseIterable, Identifiable, Hashable {
    case inbox, archive, drafts

    var id: Self { self }

    var title: String { rawValue.capitalized }

    var messages: [String] {
        switch self {
        case .inbox: ["inbox-1", "inbox-2", "inbox-3"]
        case .archive: ["archive-1", "archive-2"]
        case .drafts: ["drafts-1"]
        }
    }
}

struct Attachment: Hashable {
    var message: String
}
