import SwiftUI

/// A library behind a sign-in flow: signed in, a split view in regular
/// width and a tab view in compact; signed out, a stack of sign-in steps.
/// The sign-in flow shows more links than the plain split view, so a
/// reading of the regular width alone would take it for the app.
struct RootView: View {
    @EnvironmentObject private var session: Session
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    var body: some View {
        if session.isSignedIn {
            if horizontalSizeClass == .regular {
                LibrarySplit()
            } else {
                LibraryTabs()
            }
        } else {
            SignInFlow()
        }
    }
}

struct LibrarySplit: View {
    @State private var shelf: Shelf?

    var body: some View {
        NavigationSplitView {
            List(Shelf.allCases, selection: $shelf) { shelf in
                Text(shelf.title)
            }
        } detail: {
            Text(shelf?.title ?? "Choose a shelf")
        }
    }
}

struct LibraryTabs: View {
    var body: some View {
        TabView {
            Tab("Reading", systemImage: "book") {
                NavigationStack { Text("Reading") }
            }
            Tab("Finished", systemImage: "checkmark") {
                NavigationStack { Text("Finished") }
            }
        }
    }
}

struct SignInFlow: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Sign in with email") { Text("Email") }
                NavigationLink("Create an account") { Text("New account") }
            }
            .navigationTitle("Welcome")
        }
    }
}
