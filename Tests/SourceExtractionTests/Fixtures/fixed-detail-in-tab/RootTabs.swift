import SwiftUI

/// A sidebar-adaptable tab view whose Mail tab is a split view of its own,
/// and whose Calendar tab pushes events on a stack.
struct RootTabs: View {
    @State private var selection: AppTab = .mail

    var body: some View {
        TabView(selection: $selection) {
            Tab("Mail", systemImage: "envelope", value: AppTab.mail) {
                MailSplitView()
            }
            Tab("Calendar", systemImage: "calendar", value: AppTab.calendar) {
                NavigationStack {
                    TodayView()
                        .navigationDestination(for: Event.self) { event in
                            EventDetail(event: event)
                        }
                }
            }
            Tab("Settings", systemImage: "gear", value: AppTab.settings) {
                SettingsView()
            }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}

struct TodayView: View {
    var body: some View {
        List {
            NavigationLink("Stand-up", value: Event(title: "Stand-up"))
            NavigationLink("Review", value: Event(title: "Review"))
        }
        .navigationTitle("Today")
    }
}

struct EventDetail: View {
    let event: Event

    var body: some View {
        Text(event.title)
            .navigationTitle("Event")
    }
}

struct SettingsView: View {
    var body: some View {
        Form {
            Toggle("Fetch new mail", isOn: .constant(true))
        }
        .navigationTitle("Settings")
    }
}
