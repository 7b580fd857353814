// A cafe's menu, as a team might write it: a split view with a sidebar of
// categories, a list of drinks and a detail. Source text for the parser's
// tests, never compiled.
import SwiftUI

@main
struct CafeMenuApp: App {
    @State private var order = Order()

    var body: some Scene {
        WindowGroup(id: "menu") {
            MenuRoot()
                .environment(order)
        }
        .defaultSize(width: 1024, height: 768)
        #if os(visionOS)
        .windowResizability(.contentSize)
        #endif
    }
}

enum Category: String, CaseIterable, Identifiable, Hashable {
    case coffee = "Coffee", tea = "Tea"
    case pastry
    indirect case special(Category)

    var id: String { rawValue }

    var symbol: String {
        switch self {
        case .coffee: "cup.and.saucer"
        case .tea, .pastry: "leaf"
        case .special(let inner) where inner == .coffee:
            "star"
        case .special: "sparkles"
        }
    }
}

struct MenuRoot: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(Order.self) private var order
    @State private var category: Category? = .coffee
    @State private var drink: Drink.ID?
    @State private var visibility: NavigationSplitViewVisibility = .all
    @SceneStorage("search") private var search = ""

    private var drinks: [Drink] {
        Drink.all.filter { $0.category == category && (search.isEmpty || $0.name.localizedCaseInsensitiveContains(search)) }
    }

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: .constant(.sidebar)) {
            List(Category.allCases, selection: $category) { item in
                Label(item.rawValue, systemImage: item.symbol)
                    .tag(item)
            }
            .navigationSplitViewColumnWidth(min: 180, ideal: 220, max: 280)
            .navigationTitle("Menu")
        } content: {
            List(drinks, selection: $drink) { drink in
                DrinkRow(drink: drink, compact: sizeClass == .compact)
            }
            .searchable(text: $search)
            .navigationSplitViewColumnWidth(320)
        } detail: {
            if let drink, let selected = Drink.all.first(where: { $0.id == drink }) {
                DrinkDetail(drink: selected)
            } else if category == nil {
                ContentUnavailableView("Pick a category", systemImage: "menucard")
            } else {
                Text("Pick a drink").foregroundStyle(.secondary)
            }
        }
        .navigationSplitViewStyle(.balanced)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button {
                    order.add(drink)
                } label: {
                    Label("Add", systemImage: "plus")
                }
                .disabled(drink == nil)
            }
            if sizeClass == .regular {
                ToolbarItemGroup(placement: .secondaryAction) {
                    Button("Clear", role: .destructive) { order.clear() }
                    Text("\(order.count) items, \(order.total, format: .currency(code: "EUR"))")
                }
            }
        }
    }
}

struct DrinkRow: View {
    let drink: Drink
    var compact = false

    var body: some View {
        HStack(spacing: compact ? 4 : 12) {
            Image(systemName: drink.category.symbol)
                .frame(width: 32, height: 32)
            VStack(alignment: .leading) {
                Text(drink.name).font(.headline)
                Text(drink.price, format: .currency(code: "EUR"))
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 8)
        }
        .padding(.vertical, 4)
    }
}

struct DrinkDetail: View {
    var drink: Drink
    @State private var size = Drink.Size.medium
    @State private var shots = 1 {
        didSet { shots = min(max(shots, 0), 4) }
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text(#"The "house" \#(drink.name)"#)
                    .font(.largeTitle.bold())
                Picker("Size", selection: $size) {
                    ForEach(Drink.Size.allCases, id: \.self) { size in
                        Text(size.label).tag(size)
                    }
                }
                .pickerStyle(.segmented)
                .frame(maxWidth: 400)
                Stepper("Shots: \(shots)", value: $shots, in: 0...4)
                Text("""
                    Served \(size.label.lowercased()), with \(shots == 1 ? "one shot" : "\(shots) shots").
                    Allergens: \(drink.allergens.joined(separator: ", "))
                    """)
            }
            .padding()
        }
        .navigationTitle(drink.name)
        #if os(iOS)
        .navigationBarTitleDisplayMode(.inline)
        #elseif os(macOS)
        .frame(minWidth: 300)
        #else
        .padding(.horizontal, 24)
        #endif
    }
}

#Preview("Root", traits: .landscapeLeft) {
    MenuRoot()
        .environment(Order())
}
