import SwiftUI

@main
struct ArticleApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                ArticleView()
            }
        }
    }
}

struct ArticleView: View {
    var body: some View {
        HStack(spacing: 8) {
            RailView()
                .frame(width: 280)
            BodyView()
        }
        .navigationTitle("Article")
    }
}

struct RailView: View {
    var body: some View {
        VStack {
            Text("Contents")
            Text("Related")
        }
        .frame(minWidth: 200)
    }
}

struct BodyView: View {
    var body: some View {
        ScrollView {
            Text("Article text")
        }
        .frame(minWidth: 300)
    }
}
