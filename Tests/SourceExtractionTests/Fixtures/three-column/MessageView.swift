import SwiftUI

struct MessageView: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    let message: String

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text(message)
                    .font(.title)
                NavigationLink("Attachment", value: Attachment(message: message))
            }
        }
        .frame(minWidth: 280)
        .toolbar {
            if horizontalSizeClass == .compact {
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Compose", systemImage: "square.and.pencil") {}
                    Button("Reply", systemImage: "arrowshape.turn.up.left") {}
                    Button("Flag", systemImage: "flag") {}
                }
            } else {
                ToolbarItem(placement: .primaryAction) {
                    Button("Compose", systemImage: "square.and.pencil") {}
                }
                ToolbarItemGroup(placement: .secondaryAction) {
                    Button("Reply", systemImage: "arrowshape.turn.up.left") {}
                    Button("Flag", systemImage: "flag") {}
                }
            }
        }
    }
}

struct QuickLookView: View {
    let attachment: Attachment

    var body: some View {
        VStack {
            Image(systemName: "doc")
            Text(attachment.message)
        }
        .frame(minWidth: 280)
    }
}
