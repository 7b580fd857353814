import SwiftUI

@main
struct HomeApp: App {
    var body: some Scene {
        WindowGroup {
            HomeView()
        }
    }
}

struct HomeView: View {
    var body: some View {
        HStack(spacing: 0) {
            SidebarView()
                .frame(width: 300)
            List {
                ForEach(0..<20) { row in
                    Text("Row \(row)")
                }
            }
            .frame(minWidth: 320)
        }
        .navigationTitle("Home")
    }
}

struct SidebarView: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Library")
            Text("Settings")
        }
    }
}
