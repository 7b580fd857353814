import SwiftUI

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            NotesView()
        }
    }
}

struct NotesView: View {
    @State private var showingSettings = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(0..<20) { number in
                    Text("Note \(number)")
                }
            }
            .navigationTitle("Notes")
            .toolbar {
                Button("Settings") {
                    showingSettings = true
                }
            }
            .sheet(isPresented: $showingSettings) {
                SettingsView()
            }
        }
    }
}

struct SettingsView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Accounts") {
                    AccountsView()
                }
                NavigationLink("Appearance", destination: AppearanceView())
            }
            .navigationTitle("Settings")
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
    }
}

struct AccountsView: View {
    var body: some View {
        List {
            NavigationLink(destination: AccountDetailView()) {
                Label("iCloud", systemImage: "icloud")
            }
        }
        .navigationTitle("Accounts")
    }
}

struct AccountDetailView: View {
    @State private var name = ""
    @State private var syncsNotes = true

    var body: some View {
        Form {
            TextField("Name", text: $name)
            Toggle("Sync Notes", isOn: $syncsNotes)
        }
        .frame(maxWidth: 480)
        .navigationTitle("Account")
    }
}

struct AppearanceView: View {
    @AppStorage("largeText") private var largeText = false

    var body: some View {
        Form {
            Toggle("Large Text", isOn: $largeText)
        }
        .navigationTitle("Appearance")
    }
}
