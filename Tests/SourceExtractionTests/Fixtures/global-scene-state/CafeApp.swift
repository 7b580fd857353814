import SwiftUI

@main
struct CafeApp: App {
    @State private var model = CafeModel()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(model)
        }
    }
}

enum Category: String, CaseIterable, Identifiable, Hashable {
    case coffee, moji

    var id: Self { self }

    var title: String {
        switch self {
        case .coffee: "Coffee"
        case .moji: "Moji"
        }
    }
}

enum Drink: String, CaseIterable, Identifiable, Hashable {
    case latte, espresso, mocha
    var id: Self { self }
}

enum Moji: String, CaseIterable, Identifiable, Hashable {
    case smile, wink, heart
    var id: Self { self }
}

struct Recipe: Hashable {
    var drink: Drink
}
