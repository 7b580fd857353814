import SwiftUI

@main
struct DashboardApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                DashboardScreen()
            }
        }
    }
}

struct DashboardScreen: View {
    var body: some View {
        DashboardView()
            .frame(width: UIScreen.main.bounds.width)
            .navigationTitle("Dashboard")
    }
}

struct DashboardView: View {
    var body: some View {
        VStack {
            Text("Revenue")
            Text("Visitors")
        }
    }
}
