import Foundation
import LayoutModel
import SourceExtraction

/// Small apps written into a fresh temporary folder and extracted: one
/// behaviour pattern each.
struct Snippet: Sendable, CustomStringConvertible {
    /// The test's name for the pattern.
    var name: String
    /// File name and text of each file.
    var files: [String: String]
    var description: String { name }

    /// The folder the files are written to.
    static func write(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("behavior-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        return folder
    }

    /// The snippet extracted, with locations relative to its folder.
    func extract() throws -> (spec: AppSpec, entries: [SourceMap.Entry], assumptions: [String]) {
        let folder = try Self.write(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let extraction = try AppSpec.extract(from: [folder])
        let prefix = folder.path + "/"
        func relative(_ location: String) -> String {
            location.hasPrefix(prefix) ? String(location.dropFirst(prefix.count)) : location
        }
        let entries = extraction.sourceMap.entries(.behavior).map {
            SourceMap.Entry(kind: $0.kind, key: $0.key, location: relative($0.location), code: $0.code)
        }
        return (extraction.spec, entries, extraction.assumptions.map { "\(relative($0.location)): \($0.construct): \($0.assumed)" })
    }

    /// `file:line:column` of the last occurrence of `code` in `file`,
    /// counted from the text: what the source map must say.
    func location(of code: String, in file: String = "ContentView.swift") -> String {
        let text = files[file] ?? ""
        guard let range = text.range(of: code, options: .backwards) else { return "\(file): '\(code)' not found" }
        let before = text[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let column = before.count - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
        return "\(file):\(line):\(column)"
    }
}

extension Snippet {
    static let app = """
    import SwiftUI

    @main
    struct CafeApp: App {
        var body: some Scene {
            WindowGroup {
                ContentView()
            }
        }
    }

    enum Category: String, CaseIterable, Hashable {
        case coffee, moji
    }

    enum Drink: String, CaseIterable, Hashable {
        case latte, espresso
    }

    """

    /// A split view whose sidebar selects a category and whose detail is a
    /// stack of drinks, with `modifiers` on the split view and
    /// `properties` added to the view.
    static func cafe(_ name: String, _ modifiers: String, properties: String = "",
                     path: String = "@State private var path: [Drink] = []", extra: [String: String] = [:]) -> Snippet {
        let view = """
        import SwiftUI

        struct ContentView: View {
            @Environment(\\.horizontalSizeClass) private var horizontalSizeClass
            @State private var selection: Category? = .coffee
            \(path)
            @State private var visibility: NavigationSplitViewVisibility = .automatic
        \(properties)
            var body: some View {
                NavigationSplitView(columnVisibility: $visibility) {
                    List(Category.allCases, id: \\.self, selection: $selection) { category in
                        Text(category.rawValue)
                    }
                } detail: {
                    NavigationStack(path: $path) {
                        List(Drink.allCases, id: \\.self) { drink in
                            NavigationLink(drink.rawValue, value: drink)
                        }
                        .navigationDestination(for: Drink.self) { drink in
                            Text(drink.rawValue)
                        }
                    }
                }
        \(modifiers)
            }
        }

        """
        return Snippet(name: name, files: ["App.swift": app, "ContentView.swift": view].merging(extra) { $1 })
    }

    static let sportsApp = """
    import SwiftUI

    @main
    struct SportsApp: App {
        var body: some Scene {
            WindowGroup {
                ContentView()
            }
        }
    }

    enum Sport: String, CaseIterable, Hashable {
        case basketball, football, soccer

        static var fallback: Sport { Self.allCases.first! }
    }

    """

    /// A tab view in compact width and a split view in regular, with
    /// `modifiers` on the root and `properties` added; `sidebar` and `tab`
    /// are the selection bindings.
    static func sports(_ name: String, _ modifiers: String, properties: String = "",
                       sidebar: String = "$sidebarSelection", tab: String = "$selectedSport",
                       extra: [String: String] = [:]) -> Snippet {
        let view = """
        import SwiftUI

        struct ContentView: View {
            @Environment(\\.horizontalSizeClass) private var horizontalSizeClass
            @State private var selectedSport: Sport = .basketball
            @State private var sidebarSelection: Sport? = .basketball
        \(properties)
            var body: some View {
                content
        \(modifiers)
            }

            @ViewBuilder
            private var content: some View {
                if horizontalSizeClass == .compact {
                    TabView(selection: \(tab)) {
                        ForEach(Sport.allCases, id: \\.self) { sport in
                            Text(sport.rawValue)
                                .tabItem { Text(sport.rawValue) }
                                .tag(sport)
                        }
                    }
                } else {
                    NavigationSplitView {
                        List(Sport.allCases, id: \\.self, selection: \(sidebar)) { sport in
                            Text(sport.rawValue)
                        }
                    } detail: {
                        Text("Scores")
                    }
                }
            }
        }

        """
        return Snippet(name: name, files: ["App.swift": sportsApp, "ContentView.swift": view].merging(extra) { $1 })
    }
}

extension Snippet {
    /// The snippet with `old` replaced by `new` in `file`.
    func replacing(_ old: String, with new: String, in file: String = "ContentView.swift", name: String) -> Snippet {
        var copy = self
        copy.name = name
        copy.files[file] = files[file]?.replacingOccurrences(of: old, with: new)
        return copy
    }
}
