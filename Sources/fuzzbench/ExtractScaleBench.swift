import Foundation
import LayoutModel
import SourceExtraction

/// `fuzzbench extract-scale [N...]`: `AppSpec.extract` on generated apps with
/// N sidebar rows, N navigation links, N tabs and N assumptions (10,000 and
/// 100,000 by default), one row a line, each file under the reader's 4 MiB:
/// the time should grow with N, not N squared.
struct ExtractScaleBench {
    /// The sizes to try.
    var sizes: [Int]

    /// The shapes generated, each with its name.
    static var shapes: [(name: String, source: (Int) -> String)] {
        [("rows", rows), ("links", links), ("tabs", tabs), ("assumptions", assumptions)]
    }

    /// An app whose window shows `body`.
    static func app(_ body: String) -> String {
        "@main\nstruct ScaleApp: App {\n    var body: some Scene { WindowGroup { Home() } }\n}\n"
            + "struct Home: View {\n    @State private var selection: Int?\n    var body: some View {\n\(body)\n    }\n}\n"
            + "struct Detail: View {\n    var body: some View { Text(\"Detail\") }\n}\n"
    }

    /// A sidebar of `count` rows, each tagged.
    static func rows(_ count: Int) -> String {
        var rows = ""
        for index in 0..<count { rows += "Text(\"\(index)\").tag(\(index))\n" }
        return app("        NavigationSplitView {\n            List(selection: $selection) {\n\(rows)            }\n"
            + "        } detail: {\n            Detail()\n        }")
    }

    /// A stack whose list holds `count` links to a detail view.
    static func links(_ count: Int) -> String {
        var links = ""
        for index in 0..<count { links += "NavigationLink(\"\(index)\") { Detail() }\n" }
        return app("        NavigationStack {\n            List {\n\(links)            }\n        }")
    }

    /// A tab view of `count` tabs.
    static func tabs(_ count: Int) -> String {
        var tabs = ""
        for index in 0..<count { tabs += "Text(\"\(index)\").tabItem{}.tag(\(index))\n" }
        return app("        TabView {\n\(tabs)        }")
    }

    /// A view with `count` modifiers the reader does not know: as many assumptions.
    static func assumptions(_ count: Int) -> String {
        var chain = ""
        for index in 0..<count { chain += "Text(\"\(index)\").unknown\(index)()\n" }
        return app("        NavigationStack {\n            VStack {\n\(chain)            }\n        }")
    }

    func run() {
        print("| shape | N | bytes | extract | screens | assumptions |")
        print("| --- | --- | --- | --- | --- | --- |")
        for (name, source) in Self.shapes {
            for size in sizes {
                let text = source(size)
                let url = FileManager.default.temporaryDirectory.appendingPathComponent("fuzzbench-scale-\(ProcessInfo.processInfo.processIdentifier)")
                try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(at: url) }
                try? Data(text.utf8).write(to: url.appendingPathComponent("ScaleApp.swift"))
                var screens = 0, assumed = 0
                let time = seconds {
                    do {
                        let extraction = try AppSpec.extract(from: [url])
                        screens = extraction.spec.screens.count
                        assumed = extraction.assumptions.count
                    } catch {
                        print("fuzzbench: \(error)")
                    }
                }
                print("| \(name) | \(size) | \(text.utf8.count) | \(fixed(time * 1000, 1)) ms | \(screens) | \(assumed) |")
            }
        }
    }
}
