import Foundation
@testable import LayoutModel
@testable import SizeFuzz
import Testing

/// A root over the window's shape (`minWidth`, `minHeight`, `aspect`):
/// the conditions at their boundaries, the JSON forms, and a model that
/// switches containers as the window is resized across the threshold while
/// the size class stays, resetting what the branches own.
@Suite struct WindowShapeRootTests {
    /// Each shape condition at its boundary: `minWidth` and `minHeight` hold
    /// from their value up, a square window is neither landscape nor
    /// portrait, and without a size no shape condition holds.
    @Test(arguments: [
        (RootCondition.minWidth(700), Size(width: 700, height: 500), true),
        (.minWidth(700), Size(width: 699.5, height: 500), false),
        (.minHeight(600), Size(width: 300, height: 600), true),
        (.minHeight(600), Size(width: 300, height: 599), false),
        (.aspect(.landscape), Size(width: 801, height: 800), true),
        (.aspect(.landscape), Size(width: 800, height: 800), false),
        (.aspect(.portrait), Size(width: 800, height: 800), false),
        (.aspect(.portrait), Size(width: 799, height: 800), true),
        (.not(.aspect(.portrait)), Size(width: 800, height: 800), true),
        (.allOf([.idiom(.pad), .minWidth(700)]), Size(width: 700, height: 10), true),
    ])
    func shapeConditionsAtTheirBoundary(_ condition: RootCondition, _ size: Size, _ holds: Bool) {
        #expect(condition.holds(idiom: .pad, horizontal: .regular, size: size) == holds)
        #expect(condition.readsShape)
    }

    @Test func withoutASizeNoShapeConditionHolds() {
        #expect(!RootCondition.minWidth(0).holds(idiom: .pad, horizontal: .regular))
        #expect(!RootCondition.aspect(.landscape).holds(idiom: .pad, horizontal: .regular))
        #expect(!RootCondition.anyOf([.idiom(.phone), .horizontalSizeClass(.compact)]).readsShape)
    }

    @Test func shapeConditionsReadAsSwift() {
        #expect(RootCondition.allOf([.minWidth(700), .not(.aspect(.portrait))]).swiftDescription
            == "width >= 700 && !(width < height)")
        #expect(RootCondition.anyOf([.minHeight(600.5), .aspect(.landscape)]).swiftDescription
            == "height >= 600.5 || width > height")
    }

    @Test func jsonForms() throws {
        let json = #"{"branches": [{"when": {"allOf": [{"minWidth": 700}, {"minHeight": 500}, {"aspect": "landscape"}]}, "container": {"view": {"screen": "a"}}}], "otherwise": {"view": {"screen": "a"}}}"#
        let root = try JSONInput.decode(RootSpec.self, from: Data(json.utf8), file: "<json>")
        let condition = RootCondition.allOf([.minWidth(700), .minHeight(500), .aspect(.landscape)])
        #expect(root == .branches([RootBranch(when: condition, container: .view(screen: "a"))], otherwise: .view(screen: "a")))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(condition), as: UTF8.self)
            == #"{"allOf":[{"minWidth":700},{"minHeight":500},{"aspect":"landscape"}]}"#)
    }

    /// A threshold that is no length, an aspect that is none, two keys, and
    /// a side column's condition over the shape are refused naming the field.
    @Test(arguments: [
        (StrictSpecTests.spec(root: #"{"branches": [{"when": {"minWidth": -1}, "container": {"view": {"screen": "s1"}}}], "otherwise": {"view": {"screen": "s1"}}}"#),
         "root.branches[0].when.minWidth: must be from 0 to 100000"),
        (StrictSpecTests.spec(root: #"{"branches": [{"when": {"not": {"minHeight": 1e9}}, "container": {"view": {"screen": "s1"}}}], "otherwise": {"view": {"screen": "s1"}}}"#),
         "root.branches[0].when.not.minHeight: must be from 0 to 100000"),
        (StrictSpecTests.spec(root: #"{"branches": [{"when": {"aspect": "square"}, "container": {"view": {"screen": "s1"}}}], "otherwise": {"view": {"screen": "s1"}}}"#),
         "root.branches[0].when.aspect: 'square' is not one of landscape, portrait"),
        (StrictSpecTests.spec(root: #"{"branches": [{"when": {"minWidth": 700, "minHeight": 500}, "container": {"view": {"screen": "s1"}}}], "otherwise": {"view": {"screen": "s1"}}}"#),
         "root.branches[0].when: a condition is an object with one key: idiom, horizontalSizeClass, minWidth, minHeight, aspect, anyOf, allOf or not"),
        (StrictSpecTests.spec(root: #"{"any": {"stack": {"root": "s1"}}}"#,
                              extra: #", "sideColumn": {"screen": "s1", "spacing": 0, "when": {"minWidth": 900}}"#),
         "sideColumn.when: reads the window's shape: give the narrowest window in minWindowWidth"),
    ] as [(String, String)])
    func strictShapeConditions(_ spec: String, _ message: String) throws {
        try StrictSpecTests.expectRefused(spec, message)
    }

    /// A mail app whose root shows a split view from 900 points wide and a
    /// stack below, the split view keeping its detail path in its branch
    /// (`owns`) or not.
    static func mail(ownsPaths: Bool) -> AppSpec {
        let split = SplitViewSpec(sidebar: ["inbox", "sent"], detailStack: true, owns: ownsPaths ? [.paths] : nil)
        let prominent = SplitViewSpec(sidebar: ["inbox", "sent"], detailStack: true, style: .prominentDetail,
                                      owns: ownsPaths ? [.paths] : nil)
        return AppSpec(name: "shape-mail", screens: [
            Screen("inbox", destinations: ["message"]), Screen("sent", destinations: ["message"]), Screen("message"),
        ], root: .branches([RootBranch(when: .minWidth(900), container: .splitView(split))],
                           otherwise: .splitView(prominent)))
    }

    /// The container follows the window's width at the threshold, in
    /// regular width both sides of it.
    @Test(arguments: [(Size(width: 900, height: 800), 0), (Size(width: 899, height: 800), 1)])
    func theModelChoosesByTheWindowsWidth(_ size: Size, _ plan: Int) throws {
        let model = AppModel(Self.mail(ownsPaths: false), platform: .standard)
        let text = "ipad-pro-11 landscape stage \(Points.format(size.width))x\(Points.format(size.height))"
        let window = try Scenario(window: text, events: [], rules: .standard).window
        #expect(model.horizontalClass(of: window) == .regular)
        #expect(model.planIndex(for: window) == plan)
    }

    /// A resize across the threshold in regular width swaps the split views:
    /// the path held above the switch survives, the path each branch keeps
    /// is reset and path-preserved fails at the resize; one point short of
    /// the threshold nothing is swapped.
    @Test(arguments: [
        (false, "resize 899x834", [String]()),
        (true, "resize 900x834", []),
        (true, "resize 899x834", ["path-preserved at step 3: the path under 'inbox' was [message] and is now [] at stage 899x834"]),
    ])
    func aResizeAcrossTheThresholdResetsWhatTheBranchOwns(_ owns: Bool, _ resize: String, _ violations: [String]) throws {
        let scenario = try Scenario(window: "ipad-pro-11 landscape stage 1000x800",
                                    events: ["select-sidebar inbox", "push message", resize], rules: .standard)
        let evaluator = scenario.evaluate(on: AppModel(Self.mail(ownsPaths: owns), platform: .standard), invariants: .all)
        #expect(evaluator.violations.map(\.description) == violations)
    }

    /// The fuzzer finds the mistake and passes the correct app.
    @Test func theFuzzerFindsTheBranchsPath() throws {
        for (owns, code) in [(false, 0), (true, 1)] {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let data = try JSONEncoder().encode(Self.mail(ownsPaths: owns))
            let path = try folder.write("mail.json", String(decoding: data, as: UTF8.self))
            let result = fuzzrun("--spec", path, "--seed", "1", "--iterations", "2000", "--no-timing", "--os", "26")
            #expect(result.code == code, "owns: \(owns)")
        }
    }

    /// The threshold is a breakpoint the generators draw.
    @Test func theThresholdIsABreakpoint() {
        let breakpoints = Breakpoints(model: AppModel(Self.mail(ownsPaths: false), platform: .standard))
        #expect(breakpoints.widths.contains(900))
    }
}
