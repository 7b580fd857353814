import Foundation
import LayoutModel
import SizeFuzz
@testable import SourceExtraction
import Testing

/// Findings and lints name the line of the code they are about: a column
/// width's lint its `.navigationSplitViewColumnWidth` (in `fuzzrun lint`
/// and as the warning a run prints), a path under the current directory
/// relative to it; `--root` naming the `App` takes its window.
@Suite struct LinesAndNamesTests {
    /// An app whose root is a split view whose sidebar asks for `width`
    /// (line 7 holds the split view, line 10 the modifier).
    static func splitApp(_ width: String) -> String {
        """
        @main
        struct NotesApp: App {
            var body: some Scene { WindowGroup { Home() } }
        }
        struct Home: View {
            var body: some View {
                NavigationSplitView {
                    List { Text("Inbox") }
                        .navigationTitle("Mail")
                        .navigationSplitViewColumnWidth(\(width))
                } detail: {
                    Text("Detail")
                }
            }
        }

        """
    }

    static let lintMessage = "notes: root.any.splitView.sidebarWidth: the sidebar column asks for min 200, ideal 500, max 360; "
        + "SwiftUI renders 360 pt, not 500 (column-spec-consistent)"

    @Test func aColumnWidthLintNamesTheModifiersLine() throws {
        let mistake = try HardeningApp.folder(Self.splitApp("min: 200, ideal: 500, max: 360"))
        defer { try? FileManager.default.removeItem(at: mistake) }
        let file = mistake.appendingPathComponent("App.swift").path
        let lint = fuzzrun(["lint", "--no-project", "--source", mistake.path])
        #expect(lint.code == 2)
        #expect(lint.out.split(separator: "\n").first.map(String.init) == "\(file):10:17: \(Self.lintMessage)")

        let correct = try HardeningApp.folder(Self.splitApp("min: 200, ideal: 250, max: 360"))
        defer { try? FileManager.default.removeItem(at: correct) }
        let clean = fuzzrun(["lint", "--no-project", "--source", correct.path])
        #expect(clean.code == 0)
        #expect(clean.out == "fuzzrun lint: clean: no lint in 1 app\n")
    }

    @Test func aFixtureUnderTheCurrentDirectoryIsNamedRelativeToIt() throws {
        let folder = Fixtures.url("primary-width-over-max").standardizedFileURL.path
        let directory = FileManager.default.currentDirectoryPath
        try #require(folder.hasPrefix(directory + "/"))
        let relative = String(folder.dropFirst(directory.count + 1))
        let message = "health-notes: root.pad.splitView.sidebarWidth: the sidebar column asks for "
            + "min 200, ideal 500, max 360; SwiftUI renders 360 pt, not 500 (column-spec-consistent)"
        let lint = fuzzrun(["lint", "--no-project", "--source", folder])
        #expect(lint.out.split(separator: "\n").first.map(String.init) == "\(relative)/RootView.swift:12:17: \(message)")
        // The warning a run prints before fuzzing names the line too.
        let run = fuzzrun(["--no-project", "--source", folder, "--seed", "1", "--iterations", "1", "--no-timing"])
        #expect(run.err.split(separator: "\n").filter { $0.hasPrefix("fuzzrun: warning:") }
            == ["fuzzrun: warning: \(relative)/RootView.swift:12:17: \(message)"])
        #expect(run.out.hasPrefix("Read \(relative) (2 files, "))
    }

    struct PathCase: Sendable, CustomStringConvertible {
        var path: String
        var directory: String
        var shown: String
        var description: String { "\(path) in \(directory)" }
    }

    @Test(arguments: [
        PathCase(path: "/w/app/Sources/A.swift", directory: "/w/app", shown: "Sources/A.swift"),
        PathCase(path: "/w/app/Sources/A.swift", directory: "/w/app/", shown: "Sources/A.swift"),
        PathCase(path: "/w/application/A.swift", directory: "/w/app", shown: "/w/application/A.swift"),
        PathCase(path: "/w/other/A.swift", directory: "/w/app", shown: "/w/other/A.swift"),
        PathCase(path: "/w/app", directory: "/w/app", shown: "/w/app"),
        PathCase(path: "/tmp/A.swift", directory: "/", shown: "/tmp/A.swift"),
        PathCase(path: "Sources/A.swift", directory: "/w/app", shown: "Sources/A.swift"),
    ])
    func displayPaths(_ test: PathCase) {
        #expect(DisplayPath.relative(test.path, to: test.directory) == test.shown)
    }

    /// Two apps: `--root` naming the second takes its window; naming the
    /// first, the first's, as with no `--root`.
    @Test func rootNamingAnAppTakesItsWindow() throws {
        let url = try HardeningApp.folder("""
            @main
            struct MailApp: App {
                var body: some Scene { WindowGroup { NavigationStack { Text("m").navigationTitle("Inbox") } } }
            }
            struct NotesApp: App {
                var body: some Scene { WindowGroup { NavigationStack { Text("n").navigationTitle("Notes") } } }
            }

            """)
        defer { try? FileManager.default.removeItem(at: url) }
        func root(_ arguments: [String]) throws -> (name: String, screens: [String]) {
            let result = fuzzrun(["extract", "--no-project", url.path] + arguments)
            try #require(result.code == 0, "\(result.err)")
            let file = url.appendingPathComponent("spec.json")
            try Data(result.out.utf8).write(to: file)
            let spec = try AppSpec.load(contentsOf: file.path)
            return (spec.name, spec.screens.map(\.id))
        }
        #expect(try root([]) == ("mail", ["inbox"]))
        #expect(try root(["--root", "MailApp"]) == ("mail", ["inbox"]))
        #expect(try root(["--root", "NotesApp"]) == ("notes", ["notes"]))
        let missing = fuzzrun(["extract", "--no-project", url.path, "--root", "DraftsApp"])
        #expect(missing.code == 65)
        #expect(missing.err.hasSuffix("a view type named 'DraftsApp' (struct DraftsApp: View)\n"), "\(missing.err)")
    }

    /// An app whose toolbar presents a popover; `base` is the screen's
    /// width (line 10) and `content` the popover's (line 15).
    static func popoverApp(base: Int, content: Int) -> String {
        """
        @main
        struct NotesApp: App {
            var body: some Scene { WindowGroup { Home() } }
        }
        struct Home: View {
            @State private var sharing = false
            var body: some View {
                NavigationStack {
                    HStack { Text("Groceries") }
                        .frame(width: \(base))
                        .navigationTitle("Notes")
                        .toolbar { Button("Share") { sharing = true } }
                        .popover(isPresented: $sharing) {
                            VStack { Text("Share") }
                                .frame(width: \(content))
                        }
                }
            }
        }

        """
    }

    /// The shrunk scenario keeps no step the failure does not need: a
    /// screen too wide at launch fails with no `present`; a popover too
    /// wide keeps the one `present` that shows it, and names its frame.
    @Test(arguments: [(900, 200, "10:17", "frame(width: 900) needs 900 pt but gets 593 pt in the left-half 593x834 window", [String]()),
                      (300, 900, "15:25", "presentation 'sharing' (sheet, 593 pt wide): frame(width: 900) needs 900 pt but gets 593 pt "
                       + "in the left-half 593x834 window",
                       ["present sharing"])])
    func aShrunkScenarioKeepsOnlyTheStepsItNeeds(base: Int, content: Int, line: String, finding: String, events: [String]) throws {
        let url = try HardeningApp.folder(Self.popoverApp(base: base, content: content))
        defer { try? FileManager.default.removeItem(at: url) }
        let run = fuzzrun(["--no-project", "--source", url.path, "--seed", "1", "--iterations", "3000", "--no-timing",
                           "--invariant", "no-fixed-width-overflow"])
        #expect(run.code == 1)
        let lines = run.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let verdict = try #require(lines.firstIndex(of: "✗ notes: no-fixed-width-overflow"))
        #expect(lines[verdict + 1] == "  \(url.path)/App.swift:\(line): .frame(width: \(max(base, content))): \(finding)")
        let start = try #require(lines.firstIndex(of: "  Minimal scenario:"))
        let steps = lines[(start + 2)...].prefix { !$0.isEmpty }
            .map { $0.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1).last.map(String.init) ?? "" }
        #expect(steps.map { $0.components(separatedBy: "  ").first?.trimmingCharacters(in: .whitespaces) ?? "" } == events)
    }
}
