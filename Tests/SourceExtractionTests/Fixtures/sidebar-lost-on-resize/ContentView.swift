import SwiftUI

enum Mailbox: String, CaseIterable, Identifiable, Hashable {
    case inbox, sent

    var id: Self { self }
    var title: String { rawValue.capitalized }
}

struct Message: Hashable {
    var id: String
}

struct ContentView: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @State private var columnVisibility: NavigationSplitViewVisibility = .automatic
    @State private var mailbox: Mailbox?
    @State private var path: [Message] = []

    var body: some View {
        NavigationSplitView(columnVisibility: $columnVisibility) {
            List(selection: $mailbox) {
                ForEach(Mailbox.allCases) { mailbox in
                    NavigationLink(mailbox.title, value: mailbox)
                }
            }
            .navigationTitle("Mail")
        } detail: {
            NavigationStack(path: $path) {
                switch mailbox {
                case .inbox?:
                    MessageList(mailbox: .inbox)
                case .sent?:
                    MessageList(mailbox: .sent)
                case nil:
                    Text("Choose a mailbox")
                }
            }
            .navigationDestination(for: Message.self) { message in
                MessageView(message: message)
            }
        }
        .onChange(of: horizontalSizeClass) {
            // Give the message the whole window after every layout change.
            columnVisibility = .detailOnly
        }
    }
}

struct MessageList: View {
    let mailbox: Mailbox

    var body: some View {
        List {
            NavigationLink("\(mailbox.rawValue)-1", value: Message(id: "\(mailbox.rawValue)-1"))
            NavigationLink("\(mailbox.rawValue)-2", value: Message(id: "\(mailbox.rawValue)-2"))
        }
        .navigationTitle(mailbox.title)
    }
}

struct MessageView: View {
    let message: Message

    var body: some View {
        ScrollView {
            Text(message.id)
        }
        .frame(minWidth: 280)
    }
}
