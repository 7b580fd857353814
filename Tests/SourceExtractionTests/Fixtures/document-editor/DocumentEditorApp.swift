import SwiftUI

@main
struct DocumentEditorApp: App {
    var body: some Scene {
        WindowGroup {
            DocumentsView()
        }
    }
}

enum Route: Hashable {
    case editor
}

struct DocumentsView: View {
    @State private var showingShare = false
    private let documents = ["Draft", "Notes", "Plan"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(documents, id: \.self) { name in
                    NavigationLink(name, value: Route.editor)
                }
                Button("Share All") {
                    showingShare = true
                }
                .popover(isPresented: $showingShare, attachmentAnchor: .rect(.bounds), arrowEdge: .bottom) {
                    ShareMenu()
                        .frame(minWidth: 280)
                        .presentationCompactAdaptation(.automatic)
                }
            }
            .navigationTitle("Documents")
            .navigationDestination(for: Route.self) { _ in
                EditorView()
            }
        }
    }
}

struct ShareMenu: View {
    var body: some View {
        VStack(alignment: .leading) {
            Button("Copy Link") {}
            Button("Send a Copy") {}
        }
    }
}
