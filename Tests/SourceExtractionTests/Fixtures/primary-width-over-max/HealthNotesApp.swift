import SwiftUI

@main
struct HealthNotesApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}

enum Category: String, CaseIterable, Identifiable, Hashable {
    case weight, sleep, steps
    var id: Self { self }
    var title: String { rawValue.capitalized }
}

enum Device {
    static var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
}
