import SwiftUI

@main
struct MailApp: App {
    var body: some Scene {
        WindowGroup {
            InboxView()
        }
    }
}

struct InboxView: View {
    @State private var showingCompose = false

    var body: some View {
        NavigationStack {
            List {
                Button("New Message") {
                    showingCompose = true
                }
                ForEach(0..<10) { number in
                    Text("Message \(number)")
                }
            }
            .navigationTitle("Inbox")
            .sheet(isPresented: $showingCompose) {
                ComposeForm()
                    .frame(width: 640)
                    .presentationSizing(.form)
            }
        }
    }
}

struct ComposeForm: View {
    @State private var subject = ""
    @State private var message = ""

    var body: some View {
        Form {
            TextField("Subject", text: $subject)
            TextEditor(text: $message)
        }
        .frame(minWidth: 320)
    }
}
