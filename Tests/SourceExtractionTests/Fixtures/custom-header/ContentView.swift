import SwiftUI

struct ContentView: View {
    @State private var selection: Mailbox? = .inbox
    @State private var columnVisibility = NavigationSplitViewVisibility.automatic

    var body: some View {
        NavigationSplitView(columnVisibility: $columnVisibility) {
            List(Mailbox.allCases, selection: $selection) { mailbox in
                Text(mailbox.title)
            }
        } detail: {
            NavigationStack {
                switch selection {
                case .inbox?:
                    MailboxView(title: "Inbox")
                case .archive?:
                    MailboxView(title: "Archive")
                case nil:
                    Text("Choose a mailbox")
                }
            }
        }
    }
}

/// The mailbox draws its own header instead of the navigation bar: the
/// sidebar button, then the title, at the top of the safe area.
struct MailboxView: View {
    let title: String

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Button("Sidebar", systemImage: "sidebar.leading") {}
                Text(title)
                    .font(.largeTitle)
                Spacer()
            }
            .padding(.horizontal)
            List {
                NavigationLink("Welcome", value: Message(subject: "Welcome"))
            }
        }
        .toolbar(.hidden, for: .navigationBar)
        .navigationTitle(title)
        .navigationDestination(for: Message.self) { message in
            // The message has a header of its own too: a back button, the subject.
            VStack(spacing: 0) {
                HStack {
                    Button("Back", systemImage: "chevron.backward") {}
                    Text(message.subject)
                    Spacer()
                }
                .padding(.horizontal)
                BodyView(message: message)
                    .frame(minWidth: 280)
            }
            .toolbar(.hidden, for: .navigationBar)
            .navigationTitle("Message")
        }
    }
}

struct BodyView: View {
    let message: Message

    var body: some View {
        ScrollView {
            Text(message.subject)
        }
    }
}
