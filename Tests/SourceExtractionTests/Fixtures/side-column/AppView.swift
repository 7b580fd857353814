import SwiftUI

/// The tab view, and beside it on a wide iPad a column of notifications.
struct AppView: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @State private var selection: AppTab = .timeline

    var body: some View {
        GeometryReader { proxy in
            HStack(spacing: 0) {
                tabs
                if showsNotificationsColumn(in: proxy.size.width) {
                    Divider()
                    NotificationsView()
                        .frame(maxWidth: 400)
                }
            }
        }
    }

    /// The column takes up to 400 pt, so it shows only where the tab view
    /// keeps room for its sidebar and a readable timeline beside it.
    private func showsNotificationsColumn(in width: CGFloat) -> Bool {
        UIDevice.current.userInterfaceIdiom == .pad && horizontalSizeClass == .regular && width >= 1024
    }

    private var tabs: some View {
        TabView(selection: $selection) {
            Tab("Timeline", systemImage: "house", value: AppTab.timeline) {
                NavigationStack {
                    TimelineView()
                        .navigationDestination(for: Post.self) { post in
                            PostView(post: post)
                        }
                }
            }
            Tab("Notifications", systemImage: "bell", value: AppTab.notifications) {
                NavigationStack {
                    NotificationsView()
                }
            }
            Tab("Explore", systemImage: "magnifyingglass", value: AppTab.explore, role: .search) {
                Text("Explore")
            }
            Tab("Profile", systemImage: "person", value: AppTab.profile) {
                Text("Profile")
            }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}

struct TimelineView: View {
    var body: some View {
        List {
            NavigationLink("First post", value: Post(id: 1))
            NavigationLink("Second post", value: Post(id: 2))
        }
        .frame(minWidth: 300)
        .navigationTitle("Timeline")
    }
}

struct PostView: View {
    let post: Post

    var body: some View {
        ScrollView {
            Text("Post \(post.id)")
        }
        .frame(minWidth: 300)
        .navigationTitle("Post")
    }
}

struct NotificationsView: View {
    var body: some View {
        List {
            Text("Someone boosted your post")
        }
        .frame(minWidth: 240)
        .navigationTitle("Notifications")
    }
}
