import SwiftUI

struct MailView: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @SceneStorage("mailbox") private var mailbox: Mailbox? = .inbox
    @SceneStorage("message") private var message: String?
    @SceneStorage("folders") private var foldersData: Data?
    @SceneStorage("attachments") private var attachmentsData: Data?
    @SceneStorage("columns") private var columnsData: Data?
    @AppStorage("loadRemoteImages") private var loadRemoteImages = true
    @State private var columnVisibility: NavigationSplitViewVisibility = .automatic
    @State private var preferredColumn: NavigationSplitViewColumn = .detail
    @State private var folderPath: [Folder] = []
    @State private var attachmentPath: [Attachment] = []

    var body: some View {
        NavigationSplitView(columnVisibility: $columnVisibility, preferredCompactColumn: $preferredColumn) {
            List(Mailbox.allCases, selection: $mailbox) { mailbox in
                Label(mailbox.title, systemImage: mailbox.systemImage)
            }
            .navigationSplitViewColumnWidth(min: 200, ideal: 250, max: 350)
            .navigationTitle("Mail")
        } content: {
            Group {
                switch mailbox {
                case .inbox?:
                    FolderStack(root: .inbox, path: $folderPath, message: $message)
                case .archive?:
                    FolderStack(root: .archive, path: $folderPath, message: $message)
                case .settings?:
                    // Settings needs two columns, but a split view's columns
                    // are its initializer's: the form takes the content
                    // column and the detail stays empty.
                    settings
                case nil:
                    ContentUnavailableView("No Mailbox", systemImage: "tray")
                }
            }
            .navigationSplitViewColumnWidth(min: 250, ideal: 350, max: 500)
        } detail: {
            NavigationStack(path: $attachmentPath) {
                if let message {
                    MessageView(message: message)
                        .navigationDestination(for: Attachment.self) { attachment in
                            QuickLookView(attachment: attachment)
                        }
                } else {
                    ContentUnavailableView("No Message", systemImage: "envelope")
                }
            }
            .navigationSplitViewColumnWidth(min: 300, ideal: 500)
        }
        .navigationSplitViewStyle(.balanced)
        .onChange(of: horizontalSizeClass) { _, new in
            // A window turning compact shows the message being read.
            if new == .compact {
                preferredColumn = .detail
            }
        }
        .onChange(of: mailbox) {
            folderPath = []
        }
        .onChange(of: folderPath) { _, newValue in
            foldersData = try? JSONEncoder().encode(newValue)
        }
        .onChange(of: attachmentPath) { _, newValue in
            attachmentsData = try? JSONEncoder().encode(newValue)
        }
        .onChange(of: columnVisibility) { _, newValue in
            columnsData = try? JSONEncoder().encode(newValue)
        }
    }

    private var settings: some View {
        Form {
            Toggle("Load remote images", isOn: $loadRemoteImages)
            LabeledContent("Signature", value: "Sent from my iPad")
        }
        .frame(minWidth: 240)
        .navigationTitle("Settings")
    }
}

/// A mailbox's folder at the root of the content column, its subfolders
/// pushed on the column's own stack.
struct FolderStack: View {
    let root: Folder
    @Binding var path: [Folder]
    @Binding var message: String?

    var body: some View {
        NavigationStack(path: $path) {
            MessageList(folder: root, selection: $message)
                .navigationDestination(for: Folder.self) { folder in
                    MessageList(folder: folder, selection: $message)
                }
        }
    }
}

struct MessageList: View {
    let folder: Folder
    @Binding var selection: String?

    var body: some View {
        List(selection: $selection) {
            ForEach(folder.messages, id: \.self) { message in
                Text(message)
                    .tag(message)
            }
            if !folder.subfolders.isEmpty {
                Section("Folders") {
                    ForEach(folder.subfolders) { subfolder in
                        NavigationLink(value: subfolder) {
                            Label(subfolder.title, systemImage: "folder")
                        }
                    }
                }
            }
        }
        .navigationTitle(folder.title)
    }
}
