import SwiftUI

struct MessageView: View {
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
