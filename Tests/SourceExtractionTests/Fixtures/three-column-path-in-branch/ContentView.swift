import SwiftUI

/// The mail app with the selections above the size-class switch, but the
/// detail's stack keeping its own path: the stack is the split view's, so
/// the open attachment is gone when a resize (or the background's
/// snapshot) shows the compact stack and the split view comes back.
struct ContentView: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @State private var mailbox: Mailbox?
    @State private var message: String?
    @State private var visibility: NavigationSplitViewVisibility = .all
    @State private var compactPath = NavigationPath()

    var body: some View {
        if horizontalSizeClass == .compact {
            CompactMail(path: $compactPath)
        } else {
            RegularMail(mailbox: $mailbox, message: $message, visibility: $visibility)
        }
    }
}

struct RegularMail: View {
    @Binding var mailbox: Mailbox?
    @Binding var message: String?
    @Binding var visibility: NavigationSplitViewVisibility

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List(Mailbox.allCases, selection: $mailbox) { mailbox in
                Text(mailbox.title)
            }
            .navigationTitle("Mail")
        } content: {
            if let mailbox {
                List(mailbox.messages, id: \.self, selection: $message) { message in
                    Text(message)
                }
                .navigationTitle(mailbox.title)
            }
        } detail: {
            NavigationStack {
                if let message {
                    MessageView(message: message)
                } else {
                    Text("No message selected")
                }
            }
            .navigationDestination(for: Attachment.self) { attachment in
                AttachmentView(attachment: attachment)
            }
        }
    }
}

struct CompactMail: View {
    @Binding var path: NavigationPath

    var body: some View {
        NavigationStack(path: $path) {
            List(Mailbox.allCases) { mailbox in
                NavigationLink(mailbox.title, value: mailbox)
            }
            .navigationTitle("Mail")
            .navigationDestination(for: Mailbox.self) { mailbox in
                MailboxList(mailbox: mailbox)
            }
            .navigationDestination(for: String.self) { message in
                MessageView(message: message)
            }
            .navigationDestination(for: Attachment.self) { attachment in
                AttachmentView(attachment: attachment)
            }
        }
    }
}
