import SwiftUI

struct ContentView: View {
    @State private var selection: Category? = .coffee
    @State private var path = NavigationPath()

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                ForEach(Category.allCases) { category in
                    NavigationLink(category.title, value: category)
                }
            }
            .navigationTitle("Cafe")
        } detail: {
            NavigationStack(path: $path) {
                switch selection {
                case .coffee?:
                    DrinkList()
                case .moji?:
                    MojiList()
                case nil:
                    Text("Choose a category")
                }
            }
            .navigationDestination(for: Drink.self) { drink in
                DrinkDetail(drink: drink)
            }
            .navigationDestination(for: Moji.self) { moji in
                Text(moji.rawValue)
                    .font(.largeTitle)
            }
            .navigationDestination(for: Recipe.self) { recipe in
                Form {
                    Section("Ingredients") {
                        Text("Milk")
                        Text("Espresso")
                    }
                }
                .frame(minWidth: 280)
            }
        }
        .onOpenURL { url in
            guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
                  let name = components.queryItems?.first(where: { $0.name == "moji" })?.value,
                  let moji = Moji(rawValue: name) else { return }
            selection = .moji
            path.removeLast(path.count)
            path.append(moji)
        }
    }
}

struct DrinkList: View {
    var body: some View {
        List(Drink.allCases) { drink in
            NavigationLink(drink.rawValue.capitalized, value: drink)
        }
        .navigationTitle("Coffee")
    }
}

struct MojiList: View {
    var body: some View {
        List(Moji.allCases) { moji in
            NavigationLink(moji.rawValue, value: moji)
        }
        .navigationTitle("Moji")
    }
}

struct DrinkDetail: View {
    let drink: Drink

    var body: some View {
        VStack {
            Text(drink.rawValue.capitalized)
            NavigationLink("Recipe", value: Recipe(drink: drink))
        }
    }
}
