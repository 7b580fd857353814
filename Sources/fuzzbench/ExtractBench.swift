import Foundation
import LayoutModel
import SourceExtraction

/// `fuzzbench extract [DIRS_OR_FILES...]`: the median of 5 timings of
/// `AppSpec.extract` (reading, parsing and evaluating) on the paths, or,
/// with none, on the generated 300 KB source of `fuzzbench parse` with an
/// `App` whose `TabView` shows every one of its screens, written to a
/// temporary folder.
struct ExtractBench {
    var paths: [String]

    func run() {
        var urls = paths.map { URL(fileURLWithPath: $0) }
        var folder: URL?
        if urls.isEmpty {
            let source = ParseBench.generatedSource(bytes: 300_000)
            var screens = 0
            while source.contains("struct Screen\(screens): View") { screens += 1 }
            var app = "@main\nstruct BenchApp: App {\n    var body: some Scene {\n        WindowGroup {\n            TabView {\n"
            for index in 0..<screens { app += "                Screen\(index)().tag(\(index))\n" }
            app += "            }\n        }\n    }\n}\n"
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("fuzzbench-extract-\(ProcessInfo.processInfo.processIdentifier)")
            try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try? Data(source.utf8).write(to: url.appendingPathComponent("Screens.swift"))
            try? Data(app.utf8).write(to: url.appendingPathComponent("BenchApp.swift"))
            folder = url
            urls = [url]
            print("generated: \(source.utf8.count + app.utf8.count) bytes, \(screens) screens")
        }
        defer { if let folder { try? FileManager.default.removeItem(at: folder) } }
        do {
            let extraction = try AppSpec.extract(from: urls)
            print("\(extraction.spec.screens.count) screens, \(extraction.assumptions.count) assumptions, \(extraction.sourceMap.entries.count) source map entries")
        } catch {
            print("fuzzbench: \(error)")
            exit(65)
        }
        let time = median(runs: 5) { _ = try? AppSpec.extract(from: urls) }
        print("extract: \(fixed(time * 1000, 1)) ms (median of 5)")
    }
}
