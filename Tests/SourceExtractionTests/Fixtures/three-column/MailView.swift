import SwiftUI

struct MailView: View {
    @State private var visibility: NavigationSplitViewVisibility = .automatic
    @State private var folder: Folder? = .inbox
    @State private var message: String?
    @State private var path: [Attachment] = []

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List(Folder.allCases, selection: $folder) { folder in
                Label(folder.title, systemImage: "folder")
            }
            .navigationSplitViewColumnWidth(min: 200, ideal: 250, max: 350)
            .navigationTitle("Mail")
        } content: {
            if let folder {
                List(folder.messages, id: \.self, selection: $message) { message in
                    Text(message)
                }
                .navigationSplitViewColumnWidth(min: 250, ideal: 350, max: 500)
                .navigationTitle(folder.title)
            }
        } detail: {
            NavigationStack(path: $path) {
                if let message {
                    MessageView(message: message)
                } else {
                    Text("No message selected")
                }
            }
            .navigationDestination(for: Attachment.self) { attachment in
                QuickLookView(attachment: attachment)
            }
            .navigationSplitViewColumnWidth(min: 300, ideal: 500)
        }
        .navigationSplitViewStyle(.balanced)
    }
}
