import Foundation
@testable import LayoutModel
@testable import SizeFuzz
import Testing

/// Containers compose: a root that is an `HStack` of a container
/// and a side column (Ice Cubes' shape). The container gets the width the
/// column leaves, keeps the window's size classes, and every invariant
/// applies to it and to the column's screen.
@Suite struct SideColumnTests {
    func layout(_ app: AppSpec, _ window: String, _ events: [String] = []) throws -> Evaluator {
        try Scenario(window: window, events: events).evaluate(on: AppModel(app))
    }

    /// Full screen on a 12.9-inch iPad: the column takes its 400 pt maximum,
    /// the tab view the other 966, taller than wide, so its sidebar starts
    /// hidden and the tabs are in a top bar (Ice Cubes issue 2372: the sidebar
    /// or the secondary column, not both).
    @Test func theContainerGetsWhatTheColumnLeaves() throws {
        let evaluator = try layout(.withSideColumn, "ipad-pro-12.9 landscape full")
        #expect(evaluator.violations == [])
        let layout = evaluator.layouts[0]
        #expect(layout.sideColumn?.width == 400 && layout.containerWidth == 966 && layout.contentWidth == 966)
        #expect(ColumnDiagram.line(layout) == "|tab 966 ▴ top bar|side 400|")
        #expect(LayoutSummary.line(layout)
                == "tab view 1366x1024 regular, top bar of 4; tab timeline; screen timeline; side column notifications 400")
    }

    /// The column shows only where its condition holds: not in compact
    /// width, not below its minimum window width, not on iPhone.
    @Test(arguments: ["ipad-pro-11 landscape left-third", "ipad-pro-11 portrait full", "iphone-16-pro-max landscape full"])
    func theColumnHidesWhereItsConditionFails(_ window: String) throws {
        let evaluator = try layout(.withSideColumn, window)
        #expect(evaluator.violations == [])
        #expect(evaluator.layouts[0].sideColumn == nil)
        #expect(evaluator.layouts[0].containerWidth == evaluator.layouts[0].window.width)
    }

    /// Shown on the size class alone, the column takes half of a narrow
    /// regular window, and in a short one (the tab view's area still wider
    /// than tall) the tab sidebar starts shown beside it: the mistake's shrunk
    /// scenario, as `fuzzrun` prints it.
    /// (A spec, not a built-in app: the HTML report cannot yet label an
    /// overflow in a view this narrow without its text leaving the view.)
    @Test func theAlwaysShownColumnShrinksToALaunchInAShortWindow() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let json = String(decoding: try JSONEncoder().encode(AppSpec.sideColumnAlways), as: UTF8.self)
        let path = try folder.write("side-column-always.json", json)
        let result = fuzzrun("--spec", path, "--invariant", "content-fits", "--seed", "1",
                             "--iterations", "3000", "--no-timing")
        #expect(result.code == 1 && result.err == "")
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(11)) == [
            "fuzzrun: FAILED: 1 failure in 3000 cases of 1 app (seed 1)",
            "fuzzrun: invariants off: only content-fits checked, 14 off",
            "",
            "✗ side-column-always: content-fits",
            "  screen 'timeline': Timeline needs 300 pt but gets 19 pt in the slide-over 678x320 window; show a narrower layout below 300 pt (ViewThatFits, or a compact branch: compactContent)",
            "  app side-column-always, seed 1, case 6, shrunk from 15 to 0 events in 259 steps",
            "",
            "  Minimal scenario:",
            "    launch ipad-pro-11 landscape slide-over 678x320  |tab sidebar 320|tab 19|side 339|  tab view 678x320 regular, sidebar; tab timeline; screen timeline; side column notifications 339  <- content-fits fails",
            "",
            "  Region: 17 rectangles (ipad-pro-11 landscape; windows 320...1194 × 320...834; approximate: some cells did not settle within the walk's budget)",
        ])
    }

    /// The column's own screen is checked in the column's width.
    @Test func theColumnsScreenIsCheckedInItsWidth() throws {
        var app = AppSpec.withSideColumn
        app.sideColumn?.width = 200
        app.sideColumn?.maxWidth = nil
        let evaluator = try layout(app, "ipad-pro-12.9 landscape full")
        #expect(evaluator.violations.map(\.description) == [
            "content-fits at step 0: side column screen 'notifications': Notifications needs 240 pt but gets 200 pt in the full 1366x1024 window; show a narrower layout below 240 pt (ViewThatFits, or a compact branch: compactContent)",
        ])
    }

    /// The JSON form is strict and checked.
    @Test(arguments: [
        (#", "sideColumn": {"screen": "s1", "spacing": 0, "maxWidht": 400}"#,
         "sideColumn.maxWidht: unknown key; did you mean 'maxWidth'?"),
        (#", "sideColumn": {"screen": "s2", "spacing": 0}"#, "sideColumn.screen: unknown screen 's2'"),
        (#", "sideColumn": {"screen": "s1", "spacing": 0, "width": 300, "maxWidth": 400}"#,
         "sideColumn.width: a fixed width (frame(width:)) takes no minWidth or maxWidth: give one or the other"),
        (#", "sideColumn": {"screen": "s1", "spacing": -1}"#, "sideColumn.spacing: must be from 0 to 100000"),
    ] as [(String, String)])
    func theSideColumnIsStrict(_ extra: String, _ message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("spec.json", StrictSpecTests.spec(extra: extra))
        let result = fuzzrun("--spec", path, "--iterations", "10")
        #expect(result.code == 65 && result.out == "")
        #expect(result.err == "fuzzrun: error: \(path): \(message)\n")
    }

    /// Whether the column shows: its condition worked out once per model
    /// for every idiom and size class, read with its minimum window width,
    /// decides as ``SideColumnSpec/isShown(windowWidth:idiom:horizontal:)``.
    @Test func theColumnShowsAsItsSpecDecides() throws {
        for app in [AppSpec.withSideColumn, .sideColumnAlways] {
            let model = AppModel(app)
            let spec = try #require(app.sideColumn)
            #expect(model.tables.sideColumnByTraits == (true, false, false, false))
            for idiom in [Idiom.pad, .phone] {
                for horizontal in [SizeClass.regular, .compact] {
                    for width in stride(from: 300.0, through: 1400, by: 0.5) {
                        let size = Size(width: width, height: 800)
                        let window = Window(device: .ipadPro11, orientation: .landscape, mode: .full,
                                            requestedSize: size, size: size, idiom: idiom)
                        #expect(model.sideColumnShows(in: window, horizontal: horizontal)
                                == spec.isShown(windowWidth: width, idiom: idiom, horizontal: horizontal))
                    }
                }
            }
        }
        let model = AppModel(.withSideColumn)
        let shown = [1023.5, 1024].map { width in
            let size = Size(width: width, height: 800)
            return model.sideColumnShows(in: Window(device: .ipadPro11, orientation: .landscape, mode: .full,
                                                    requestedSize: size, size: size), horizontal: .regular)
        }
        #expect(shown == [false, true])
        #expect(AppModel(.blog).tables.sideColumnByTraits == (false, false, false, false))
    }
}
