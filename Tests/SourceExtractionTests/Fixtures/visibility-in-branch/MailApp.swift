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
    case inbox, sent, drafts
    var id: Self { self }
    var title: String { rawValue.capitalized }
    var messages: [String] {
        switch self {
        case .inbox: ["inbox-1", "inbox-2"]
        case .sent: ["sent-1", "sent-2"]
        case .drafts: ["drafts-1"]
        }
    }
}

struct Attachment: Hashable {
    var message: String
}

struct MessageView: View {
    let message: String

    var body: some View {
        VStack {
            Text(message)
            NavigationLink("Attachment", value: Attachment(message: message))
        }
        .navigationTitle(message)
    }
}

struct AttachmentView: View {
    let attachment: Attachment

    var body: some View {
        Text(attachment.message)
            .navigationTitle("Attachment")
    }
}

struct MailboxList: View {
    let mailbox: Mailbox

    var body: some View {
        List(mailbox.messages, id: \.self) { message in
            NavigationLink(message, value: message)
        }
        .navigationTitle(mailbox.title)
    }
}
