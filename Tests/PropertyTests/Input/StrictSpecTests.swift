import Foundation
@testable import LayoutModel
@testable import SizeFuzz
import Testing

/// Specs that used to trap or pass silently (a width out of range, an
/// unknown or duplicate key, a misspelt value, deep nesting): every
/// reproducer, with its exact message and exit code.
@Suite struct StrictSpecTests {
    /// A one-screen spec with `root` as given and `extra` members added.
    static func spec(root: String = #"{"any": {"view": {"screen": "s1"}}}"#, screen: String = #"{"id": "s1"}"#,
                     extra: String = "") -> String {
        #"{"name": "x", "screens": [\#(screen)], "root": \#(root)\#(extra)}"#
    }

    /// Writes `text` as a spec, runs `fuzzrun` on it with `arguments`
    /// before `--spec` (a run of 10 cases when none are given), and expects
    /// the spec refused: exit 65, nothing on stdout, and `message` after the
    /// file's path on stderr.
    static func expectRefused(_ text: String, _ message: String, arguments: [String] = [],
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("spec.json", text)
        let result = fuzzrun(arguments + ["--spec", path] + (arguments.isEmpty ? ["--iterations", "10"] : []))
        #expect(result.code == 65 && result.out == "", sourceLocation: sourceLocation)
        #expect(result.err == "fuzzrun: error: \(path): \(message)\n", sourceLocation: sourceLocation)
    }

    /// A width that used to trap: a split view's widths, `detailMinWidth` and the scene
    /// restrictions now take lengths from 0 to 100,000 pt only.
    @Test(arguments: [
        (#"{"name":"finite","screens":[{"id":"s1","content":{"grid":{"columns":[{"adaptive":{"minimum":50}},{"flexible":{}}]}}}],"root":{"any":{"splitView":{"sidebar":["s1"],"sidebarWidth":{"ideal":1e308}}}}}"#,
         "root.any.splitView.sidebarWidth.ideal: must be from 0 to 100000"),
        (#"{"name":"finite","screens":[{"id":"s1","content":{"grid":{"columns":[{"adaptive":{"minimum":50}},{"flexible":{}}]}}}],"root":{"any":{"splitView":{"sidebar":["s1"],"sidebarWidth":{"ideal":"inf"}}}}}"#,
         "root.any.splitView.sidebarWidth.ideal: must be from 0 to 100000"),
        (spec(root: #"{"any": {"splitView": {"sidebar": ["s1"], "sidebarWidth": {"min": "-inf"}}}}"#),
         "root.any.splitView.sidebarWidth.min: must be from 0 to 100000"),
        (spec(root: #"{"any": {"splitView": {"sidebar": ["s1"], "contentWidth": {"max": 200000}, "hasContent": true}}}"#),
         #"root.any.splitView.contentWidth.max: must be from 0 to 100000, or "inf""#),
        (spec(root: #"{"any": {"splitView": {"sidebar": ["s1"], "sidebarWidth": {"fixed": "nan"}}}}"#),
         "root.any.splitView.sidebarWidth.fixed: must be from 0 to 100000"),
        (spec(root: #"{"any": {"splitView": {"sidebar": ["s1"], "detailMinWidth": "nan"}}}"#),
         "root.any.splitView.detailMinWidth: must be from 0 to 100000"),
        (spec(extra: #", "scene": {"restrictions": {"minimum": {"width": "inf"}}}"#),
         "scene.restrictions.minimum.width: must be from 0 to 100000"),
        (spec(extra: #", "scene": {"restrictions": {"maximum": {"height": 1e6}}}"#),
         #"scene.restrictions.maximum.height: must be from 0 to 100000, or "inf""#),
        (spec(screen: #"{"id": "s1", "toolbar": {"items": [{"id": "a", "placement": "primaryAction", "width": "inf"}]}}"#),
         "screens[0].toolbar.items[0].width: must be from 0 to 100000"),
    ] as [(String, String)])
    func everyLengthIsChecked(_ text: String, _ message: String) throws {
        try Self.expectRefused(text, message, arguments: ["layout", "--device", "ipad-pro-11"])
    }

    /// The same spec embedded in a corpus entry is refused by `replay`, not run.
    @Test func anEntryEmbeddingTheTrapIsRefused() throws {
        let spec = #"{"name":"finite","screens":[{"id":"s1","content":{"grid":{"columns":[{"adaptive":{"minimum":50}},{"flexible":{}}]}}}],"root":{"any":{"splitView":{"sidebar":["s1"],"sidebarWidth":{"ideal":1e308}}}}}"#
        let (folder, path) = try ReplayCommandTests.corpus([
            (#""app" : "path-reset-on-resize""#, #""app" : \#(spec)"#),
            (#""select-sidebar coffee",\#n      "push latte","#, ""),
            (#"      "mode split-third""#, #"      "mode split-third""#),
        ])
        defer { folder.remove() }
        let result = fuzzrun("replay", path)
        #expect(result.code == 65 && result.out == "")
        #expect(result.err == "fuzzrun: error: \(path): app.root.any.splitView.sidebarWidth.ideal: must be from 0 to 100000\n")
    }

    /// The arithmetic is total whatever it is given: no width traps.
    @Test(arguments: [Double.infinity, -.infinity, .nan, 1e308, -1e308, 0])
    func adaptiveColumnsNeverTrap(_ width: Double) {
        let items = GridLayout.adaptiveItems(in: width, minimum: 50, maximum: .infinity, spacing: 8)
        #expect((1...GridLayout.maximumItemsPerColumn).contains(items.count))
        let spacing = GridLayout.adaptiveItems(in: 300, minimum: 50, maximum: .infinity, spacing: width)
        #expect((1...GridLayout.maximumItemsPerColumn).contains(spacing.count))
    }

    /// Unknown and duplicate keys, and misspelt values, are errors naming the
    /// field; the nearest valid key or value is suggested when one is close.
    @Test(arguments: [
        (spec(extra: #", "behaviour": {"selectionSync": {"nilFallback": "s1"}}"#), "behaviour: unknown key; did you mean 'behavior'?"),
        (spec(screen: #"{"id": "s1", "destination": ["s1"]}"#), "screens[0].destination: unknown key; did you mean 'destinations'?"),
        (spec(extra: #", "scene": {"restriction": {"minimum": {"width": 900}}}"#), "scene.restriction: unknown key; did you mean 'restrictions'?"),
        (spec(extra: #", "sceen": {"multipleWindows": true}"#), "sceen: unknown key; did you mean 'scene'?"),
        (#"{"name": "x", "sceens": [{"id": "s1"}], "root": {"any": {"view": {"screen": "s1"}}}}"#, "sceens: unknown key; did you mean 'screens'?"),
        (spec(extra: #", "colour": "red""#), "colour: unknown key"),
        (spec(root: #"{"any": {"view": {"screen": "s1"}}, "regular": {"view": {"screen": "s1"}}}"#),
         "root: needs any, regular and compact, pad and phone, or branches and otherwise; found any and regular"),
        (spec(root: #"{"any": {"view": {"screen": "s1"}}, "any": {"stack": {"root": "s1"}}}"#), "root.any: duplicate key"),
        (#"{"name": "x", "name": "y", "screens": [{"id": "s1"}], "root": {"any": {"view": {"screen": "s1"}}}}"#, "name: duplicate key"),
        (spec(root: #"{"any": {"stak": {"root": "s1"}}}"#),
         "root.any.stak: unknown key; did you mean 'stack'? (expected one of splitView, tabView, stack, view)"),
        (spec(screen: #"{"id": "s1", "content": {"frme": {"width": 3, "content": {"spacer": {"minLength": 0}}}}}"#),
         "screens[0].content.frme: unknown key; did you mean 'frame'? (expected one of content, hstack, vstack, frame, flexibleFrame, screenWidthFrame, grid, spacer, padding)"),
        (spec(screen: #"{"id": "s1", "content": {"spacer": {"minLength": 0}, "grid": {"columns": []}}}"#),
         "screens[0].content: expected exactly one key, one of content, hstack, vstack, frame, flexibleFrame, screenWidthFrame, grid, spacer, padding; found spacer, grid"),
        (spec(screen: #"{"id": "s1", "content": {"grid": {"columns": [{"fixed": 70, "flexible": {}}]}}}"#),
         "screens[0].content.grid.columns[0]: a grid item has one of fixed, flexible or adaptive; found fixed and flexible"),
        (spec(screen: #"{"id": "s1", "content": {"grid": {"columns": [{"adaptive": {"minimum": 50, "maximun": 90}}]}}}"#),
         "screens[0].content.grid.columns[0].adaptive.maximun: unknown key; did you mean 'maximum'?"),
        (spec(screen: #"{"id": "s1", "toolbar": {"items": [{"id": "a", "placement": "primaryActon"}]}}"#),
         "screens[0].toolbar.items[0].placement: 'primaryActon' is not one of automatic, primaryAction, secondaryAction, bottomBar, principal, topBarLeading, topBarTrailing, navigation, confirmationAction, cancellationAction, status, keyboard; did you mean 'primaryAction'?"),
        (spec(extra: #", "behavior": {"pathReset": "sometimes"}"#),
         "behavior.pathReset: 'sometimes' is not one of never, onSidebarChange, onSizeClassChange"),
        (spec(extra: #", "behavior": {"selectionSync": {"nilFallback": "nowhere"}}"#),
         "behavior.selectionSync.nilFallback: unknown screen 'nowhere'"),
        (spec(root: #"{"any": {"splitView": {"sidebar": ["s1"], "sidebarWidth": {"min": 1, "mx": 2}}}}"#),
         "root.any.splitView.sidebarWidth.mx: unknown key; did you mean 'max'?"),
        (spec(root: #"{"any": {"tabView": {"entries": [{"tab": {"title": "A", "tag": "s1", "rol": "search"}}]}}}"#),
         "root.any.tabView.entries[0].tab.rol: unknown key; did you mean 'role'?"),
    ] as [(String, String)])
    func strictKeys(_ text: String, _ message: String) throws {
        try Self.expectRefused(text, message)
    }

    /// Nesting is bounded, so recursive decoding, validation and layout
    /// cannot run out of stack: 40 nested stacks are 121 levels of JSON.
    @Test func deepNestingIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let content = String(repeating: #"{"vstack":{"spacing":0,"children":["#, count: 40) + #"{"spacer":{"minLength":0}}"#
            + String(repeating: "]}}", count: 40)
        let path = try folder.write("deep.json", Self.spec(screen: #"{"id": "s1", "content": \#(content)}"#))
        let result = fuzzrun("--spec", path)
        #expect(result.code == 65 && result.out == "")
        #expect(result.err == "fuzzrun: error: \(path): not valid JSON (nested more than 100 levels deep around character 1180)\n")
    }

    /// `"behaviour"` used to drop the planted bug and pass: the mistake app's
    /// spec, with the typo, is now refused rather than fuzzed.
    @Test func aMisspeltBehaviorNoLongerPasses() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = String(decoding: try AppSpec.optionalSidebarSync.jsonData(), as: UTF8.self)
            .replacingOccurrences(of: #""behavior""#, with: #""behaviour""#)
        let path = try folder.write("typo.json", text)
        let result = fuzzrun("--spec", path, "--iterations", "10")
        #expect(result.code == 65)
        #expect(result.err == "fuzzrun: error: \(path): behaviour: unknown key; did you mean 'behavior'?\n")
    }
}
