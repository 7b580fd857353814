import SwiftUI

@main
struct LibraryApp: App {
    @StateObject private var session = Session()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environmentObject(session)
        }
    }
}

final class Session: ObservableObject {
    @Published var isSignedIn = UserDefaults.standard.bool(forKey: "signedIn")
}

enum Shelf: String, CaseIterable, Identifiable, Hashable {
    case reading, finished
    var id: Self { self }
    var title: String { rawValue.capitalized }
}
