import Foundation
import LayoutModel
import Testing

/// `fuzzrun layout`: exact output and exit codes.
@Suite struct LayoutCommandTests {
    @Test func splitHalfAsJSON() {
        let result = fuzzrun("layout", "--device", "ipad-pro-12.9", "--mode", "split-half", "--json", "--os", "18")
        #expect(result.code == 0)
        #expect(result.err == "")
        #expect(result.out == """
            {"device": "ipad-pro-12.9", "orientation": "landscape", "mode": "split-half", "os": 18, \
            "window": {"width": 678, "height": 1024}, "origin": {"x": 0, "y": 0}, "horizontalSizeClass": "regular", \
            "verticalSizeClass": "regular", "screenSize": {"width": 1366, "height": 1024}, "scale": 2}

            """)
    }

    @Test func stageWindowAsText() {
        let result = fuzzrun("layout", "--device", "ipad-pro-11", "--mode", "stage", "--window", "620x800",
                             "--orientation", "portrait", "--os", "18")
        #expect(result.code == 0)
        #expect(result.out == """
            ipad-pro-11 portrait stage
              device       iPad Pro 11-inch (1st-4th gen), portrait, iPadOS 18
              screen       834x1194 pt @2x
              window       620x800 pt at (107, 197)
              size classes horizontal compact, vertical regular

            """)
    }

    @Test func stageWindowOnAnExternalDisplay() {
        let result = fuzzrun("layout", "--device", "ipad-pro-11", "--mode", "stage", "--window=1500x900",
                             "--display", "display-1080p", "--json", "--os", "18")
        #expect(result.code == 0)
        #expect(result.out.contains(#""display": "display-1080p", "os": 18, "window": {"width": 1500, "height": 900}, "origin": {"x": 210, "y": 90}, "horizontalSizeClass": "regular""#))
    }

    /// With an app, the window object gains the app's layout: the container,
    /// its columns, tab bar, selection, screen, grids, overflows and toolbar.
    @Test func anAppsLayoutAsJSON() {
        let result = fuzzrun("layout", "--device", "ipad-pro-11", "--mode", "split-third", "--app", "sports", "--json", "--os", "18")
        #expect(result.code == 0 && result.err == "")
        #expect(result.out == """
            {"device": "ipad-pro-11", "orientation": "landscape", "mode": "split-third", "os": 18, "window": {"width": 375, "height": 834}, "origin": {"x": 819, "y": 0}, \
            "horizontalSizeClass": "compact", "verticalSizeClass": "regular", "screenSize": {"width": 1194, "height": 834}, "scale": 2, \
            "app": "sports", "navigation": "tabView", "collapsed": null, "columns": [{"role": "detail", "width": 375, "presentation": "tiled"}], \
            "tabBar": {"placement": "bottom", "items": [{"title": "Basketball", "kind": "tab", "tags": ["basketball"]}, \
            {"title": "Football", "kind": "tab", "tags": ["football"]}, {"title": "Soccer", "kind": "tab", "tags": ["soccer"]}, \
            {"title": "Tennis", "kind": "tab", "tags": ["tennis"]}], "overflow": [], "sidebar": [], "requiredWidth": 176, \
            "availableWidth": 375, "fits": true}, "selectedTab": "basketball", "sidebarSelection": null, "contentSelection": null, \
            "screen": "basketball", "path": [], "contentWidth": 375, "grids": [{"path": "padding() > LazyVGrid(adaptive:150)", \
            "width": 343, "totalWidth": 343, "fits": true, "columns": [{"size": "adaptive", "width": 343, "itemWidths": [167.5, 167.5]}]}], \
            "overflows": [], "toolbar": null}

            """)
    }

    @Test func aSplitViewsColumnsAsText() {
        let result = fuzzrun("layout", "--device", "ipad-pro-11", "--app", "sports", "--os", "18")
        #expect(result.code == 0)
        #expect(result.out == """
            ipad-pro-11 landscape full
              device       iPad Pro 11-inch (1st-4th gen), landscape, iPadOS 18
              screen       1194x834 pt @2x
              window       1194x834 pt at (0, 0)
              size classes horizontal regular, vertical regular
              app          sports
              navigation   split view (all): sidebar 320 tiled | detail 874 tiled
              selection    sidebar basketball
              screen       basketball, 874 pt wide
              grid         padding() > LazyVGrid(adaptive:150): adaptive 842 (5 x 162), 842 of 842 pt

            """)
    }

    /// Lengths print to a tenth of a point, as the reports write them: three
    /// items share 561 pt as 181.7 each, not 181.66666666666666.
    @Test func aGridsItemWidthsPrintToATenth() {
        let result = fuzzrun("layout", "--device", "ipad-pro-11", "--mode", "left-half", "--app", "sports", "--os", "26")
        #expect(result.code == 0)
        #expect(result.out == """
            ipad-pro-11 landscape left-half
              device       iPad Pro 11-inch (1st-4th gen), landscape, iPadOS 26
              screen       1194x834 pt @2x
              window       593x834 pt at (0, 0)
              size classes horizontal compact, vertical regular
              app          sports
              navigation   tab view
              tab bar      bottom: Basketball, Football, Soccer, Tennis; needs 176 of 593 pt
              selection    tab basketball
              screen       basketball, 593 pt wide
              grid         padding() > LazyVGrid(adaptive:150): adaptive 561 (3 x 181.7), 561 of 561 pt

            """)
        // The JSON keeps the exact widths.
        let json = fuzzrun("layout", "--device", "ipad-pro-11", "--mode", "left-half", "--app", "sports", "--os", "26", "--json")
        #expect(json.out.contains(#""itemWidths": [181.66666666666666, 181.66666666666666, 181.66666666666666]"#))
    }

    @Test func aTabSidebarAndATabBarThatDoesNotFit() {
        let sidebar = fuzzrun("layout", "--device", "ipad-pro-11", "--app", "blog", "--os", "18")
        #expect(sidebar.out.contains("  tab bar      sidebar: main, search / Blog: blog-latest, blog-swift, blog-swiftui, blog-archive / "
            + "Books: books-new, books-swift, books-swiftui / Courses: courses-new, courses-swift, courses-swiftui\n"))
        let bottom = fuzzrun("layout", "--device", "ipad-pro-11", "--mode", "split-third", "--app", "cluttered-tab-bar", "--json", "--os", "18")
        #expect(bottom.out.contains(#""tabBar": {"placement": "bottom", "items": [{"title": "Main", "kind": "tab", "tags": ["main"]}"#))
        #expect(bottom.out.contains(#"{"title": "More", "kind": "more", "tags": ["blog-archive", "#))
        #expect(bottom.out.contains(#""fits": false}"#))
    }

    /// A spec file's app, with a grid that overflows and a toolbar whose
    /// secondary action goes to the overflow menu.
    @Test func aSpecFilesLayout() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let spec = AppSpec(name: "shelf", screens: [
            Screen("shelf", content: .grid(columns: [GridItem(.flexible(minimum: 160, maximum: .infinity), spacing: 8),
                                                      GridItem(.fixed(300))]),
                   toolbar: ToolbarSpec(items: [ToolbarItem("add", placement: .primaryAction),
                                                ToolbarItem("sort", placement: .secondaryAction)])),
        ], root: .any(.stack(StackSpec(root: "shelf"))))
        let path = try folder.write("shelf.json", String(decoding: try spec.jsonData(), as: UTF8.self))
        let result = fuzzrun("layout", "--device", "ipad-pro-11", "--mode", "split-third", "--spec", path, "--os", "18")
        #expect(result.code == 0 && result.err == "")
        #expect(result.out.hasSuffix("""
              app          shelf
              navigation   stack
              screen       shelf, 375 pt wide
              grid         LazyVGrid(flexible:160,fixed:300): flexible 160 | fixed 300, 468 of 375 pt (overflows)
              overflow     LazyVGrid(flexible:160,fixed:300) needs 468 pt, gets 375
              toolbar      trailing add; overflow menu sort

            """))
        let json = fuzzrun("layout", "--device", "ipad-pro-11", "--mode", "split-third", "--spec", path, "--json", "--os", "18")
        #expect(json.out.contains(#""toolbar": {"leading": [], "center": [], "trailing": ["add"], "bottom": [], "overflow": ["sort"], "keyboard": [], "clipped": []}}"#))
        #expect(json.out.contains(#""navigation": "stack", "collapsed": null, "columns": [{"role": "detail", "width": 375, "presentation": "tiled"}]"#))
    }

    @Test func badAppsAndSpecs() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let unknown = fuzzrun("layout", "--device", "ipad-pro-11", "--app", "nope")
        #expect(unknown.code == 64 && unknown.out == "" && unknown.err == "fuzzrun: error: --app: unknown app 'nope' (fuzzrun list apps)\n")
        let both = fuzzrun("layout", "--device", "ipad-pro-11", "--app", "cafe", "--spec", "x.json")
        #expect(both.code == 64 && both.err == "fuzzrun: error: --app and --spec: give one app, not both\n")
        let missing = fuzzrun("layout", "--device", "ipad-pro-11", "--spec", folder.file("none.json"))
        #expect(missing.code == 66 && missing.out == "" && missing.err == "fuzzrun: error: \(folder.file("none.json")): no such file\n")
        let bad = try folder.write("bad.json", "{")
        let malformed = fuzzrun("layout", "--device", "ipad-pro-11", "--spec", bad)
        #expect(malformed.code == 65 && malformed.out == "")
        #expect(malformed.err == "fuzzrun: error: \(bad): not valid JSON (unexpected end of file during JSON parse)\n")
        let asFolder = fuzzrun("layout", "--device", "ipad-pro-11", "--spec", folder.path)
        #expect(asFolder.code == 65 && asFolder.err == "fuzzrun: error: \(folder.path): is a folder, not a JSON file\n")
        let noValue = fuzzrun("layout", "--device", "ipad-pro-11", "--app")
        #expect(noValue.code == 64 && noValue.err == "fuzzrun: error: --app needs a value\n")
    }

    /// Bad input: one line on stderr naming the option, exit 64, nothing on stdout.
    @Test(arguments: [
        (["layout"], "fuzzrun: error: --device is required (fuzzrun list devices)\n"),
        (["layout", "--device"], "fuzzrun: error: --device needs a value\n"),
        (["layout", "--device", "ipad-foo"],
         "fuzzrun: error: --device: unknown value 'ipad-foo' (expected one of: ipad-mini-5, ipad-mini-6, ipad-10.2, ipad-10th, ipad-air-11, ipad-air-13, ipad-pro-10.5, ipad-pro-11, ipad-pro-11-m4, ipad-pro-12.9, ipad-pro-13-m4, iphone-se, iphone-13, iphone-16, iphone-8-plus, iphone-16-plus, iphone-16-pro-max, iphone-16-pro)\n"),
        (["layout", "--device", "ipad-pro-11", "--mode", "thirds"],
         "fuzzrun: error: --mode: unknown value 'thirds' (expected one of: full, split-third, split-half, split-two-thirds, slide-over, stage, windowed, left-half, right-half, top-half, bottom-half, left-third, middle-third, right-third, top-left-quarter, top-right-quarter, bottom-left-quarter, bottom-right-quarter)\n"),
        (["layout", "--device", "ipad-pro-11", "--mode", "split-half", "--orientation", "portrait", "--os", "18"],
         "fuzzrun: error: --mode: ipad-pro-11 has no split-half window: a half split exists in landscape only\n"),
        (["layout", "--device", "ipad-mini-6", "--mode", "stage", "--window", "500x700", "--os", "18"],
         "fuzzrun: error: --mode: ipad-mini-6 has no stage window: it has no Stage Manager\n"),
        (["layout", "--device", "ipad-pro-11", "--mode", "stage"],
         "fuzzrun: error: --window: a stage window needs a size (WxH)\n"),
        (["layout", "--device", "ipad-pro-11", "--window", "500x700", "--os", "18"],
         "fuzzrun: error: --window: a full window's size is set by the system; give a size only with stage\n"),
        (["layout", "--device", "ipad-pro-11", "--mode", "stage", "--window", "500x"],
         "fuzzrun: error: --window: '500x' is not a size WxH, such as 678x1024\n"),
        (["layout", "--device", "ipad-pro-11", "--mode", "stage", "--window", "nanx700"],
         "fuzzrun: error: --window: 'nanx700' must be positive and finite\n"),
        (["layout", "--device", "ipad-pro-11", "--mode", "stage", "--window", "0x700"],
         "fuzzrun: error: --window: '0x700' must be positive and finite\n"),
        (["layout", "--device", "ipad-pro-11", "--mode", "stage", "--window", "700x0"],
         "fuzzrun: error: --window: '700x0' must be positive and finite\n"),
        (["layout", "--device", "ipad-pro-11", "--mode", "stage", "--window", "700xinf"],
         "fuzzrun: error: --window: '700xinf' must be positive and finite\n"),
        (["layout", "--device", "ipad-pro-11", "--mode", "stage", "--window", "700x1e309"],
         "fuzzrun: error: --window: '700x1e309' must be positive and finite\n"),
        (["layout", "--device", "ipad-pro-11", "--mode", "stage", "--window", "-500x700"],
         "fuzzrun: error: --window: '-500x700' must be positive and finite\n"),
        (["layout", "--device", "ipad-pro-11", "--mode", "stage", "--window", "100000x700", "--os", "18"],
         "fuzzrun: error: --window: window width 100000 is outside 375...1194, what the system gives\n"),
        (["layout", "--device", "ipad-pro-11", "--mode", "stage", "--window", "500.3x700"],
         "fuzzrun: error: --window: window width 500.3 is not on the pixel grid (multiples of 1/2 pt)\n"),
        (["layout", "--device", "ipad-pro-11", "--orientation", "sideways"],
         "fuzzrun: error: --orientation: unknown value 'sideways' (expected one of: portrait, landscape)\n"),
        (["layout", "--device", "ipad-pro-11", "--colour"], "fuzzrun: error: unknown option --colour\n"),
        (["layout", "--device", "ipad-pro-11", "--json=yes"], "fuzzrun: error: --json takes no value\n"),
        (["layout", "--device", "ipad-pro-11", "--device", "ipad-pro-11"],
         "fuzzrun: error: --device given more than once\n"),
        (["layout", "--device", "ipad-mini-6", "--mode", "stage", "--window", "500x700", "--display", "display-6k"],
         "fuzzrun: error: --display: ipad-mini-6 cannot put a window on an external display: it has no Stage Manager (the display mirrors)\n"),
    ] as [([String], String)])
    func badInput(_ arguments: [String], _ message: String) {
        let result = fuzzrun(arguments)
        #expect(result.code == 64)
        #expect(result.out == "")
        #expect(result.err == message)
    }
}
