import SwiftUI

/// The Mail tab: mailboxes in the split view's sidebar, the mailbox chosen
/// in its detail, on a stack of messages.
struct MailSplitView: View {
    @State private var mailbox: Mailbox? = .inbox

    var body: some View {
        NavigationSplitView {
            List(Mailbox.allCases, selection: $mailbox) { box in
                Label(box.title, systemImage: "tray")
            }
            .navigationTitle("Mail")
        } detail: {
            NavigationStack {
                if let mailbox {
                    MailboxView(mailbox: mailbox)
                }
            }
        }
    }
}

struct MailboxView: View {
    let mailbox: Mailbox

    var body: some View {
        List {
            NavigationLink("Welcome", value: Message(subject: "Welcome"))
            NavigationLink("Invoice", value: Message(subject: "Invoice"))
        }
        .navigationTitle(mailbox.title)
        .navigationDestination(for: Message.self) { message in
            MessageView(message: message)
                .frame(maxWidth: 600)
        }
    }
}

struct MessageView: View {
    let message: Message

    var body: some View {
        ScrollView {
            Text(message.subject)
        }
        .frame(minWidth: 200)
        .navigationTitle("Message")
    }
}
