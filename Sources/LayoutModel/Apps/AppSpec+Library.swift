// The "library" pattern: a root that swaps one TabView for another on the
// horizontal size class, a `.sidebarAdaptable` one in regular width (a
// sidebar in landscape) and a plain one in compact, because `tabViewStyle(_:)`
// takes one concrete style and cannot be chosen by a condition. Each tab is a
// NavigationStack that pushes. Where the tab selection and the paths are
// declared decides whether they survive the swap: above the `if` (the root
// view's `@State`, as in Apple's TabView documentation, "Changing Tab
// Structure Between Horizontal and Regular Size Classes", which keeps one
// `selection` for both structures) they do; inside each branch they are
// discarded with it (`StatePart`: "this state would reset every time you
// switch branches", Apple developer forums, on WWDC21 "Demystify SwiftUI").
// The same reset happens when the app goes to the background in regular
// width, as iPadOS flips its size class for the snapshot.

extension AppSpec {
    /// The library app: two tab views swapped on the size class, the tab
    /// selection and every tab's path kept above the switch.
    public static let library = libraryApp(name: "library", owns: nil)

    /// The library app whose tab views each declare the tab selection inside
    /// their branch: a size-class change puts the user back on the first tab.
    public static let selectionInBranch = libraryApp(name: "selection-in-branch", owns: [.tabSelection])

    /// The library app whose tab views each keep their tabs' paths inside
    /// their branch: a size-class change pops every tab to its root.
    public static let pathsInBranch = libraryApp(name: "paths-in-branch", owns: [.paths])

    static func libraryApp(name: String, owns: [StatePart]?) -> AppSpec {
        let screens = [
            Screen("books", title: "Books", destinations: ["book"]),
            Screen("authors", title: "Authors", destinations: ["author"]),
            Screen("author", title: "Author", destinations: ["book"]),
            Screen("shelves", title: "Shelves", destinations: ["shelf"]),
            Screen("shelf", title: "Shelf", destinations: ["book"]),
            Screen("book", title: "Book"),
        ]
        let tabs: [TabEntry] = ["books", "authors", "shelves"].map { id in
            .tab(Tab(screens.first { $0.id == id }?.displayTitle ?? id, tag: id))
        }
        let summary = switch owns {
        case nil: "a sidebarAdaptable TabView in regular width, a plain one in compact; selection and paths above the switch"
        case [.tabSelection]?: "library, but each tab view declares the tab selection inside its branch"
        default: "library, but each tab view keeps its tabs' paths inside its branch"
        }
        return AppSpec(
            name: name, summary: summary,
            source: "Apple TabView documentation, \"Changing Tab Structure Between Horizontal and Regular Size Classes\"; WWDC21 \"Demystify SwiftUI\"",
            screens: screens,
            root: .sizeClass(regular: .tabView(TabViewSpec(style: .sidebarAdaptable, entries: tabs, owns: owns)),
                             compact: .tabView(TabViewSpec(style: .automatic, entries: tabs, owns: owns))),
            devices: [.idiom(.pad)])
    }
}
