import Foundation
import Testing

/// `fuzzrun trace`: exact output and exit codes, and one drawing per step.
@Suite struct TraceCommandTests {
    @Test func aHandWrittenScenarioStepByStep() {
        let result = fuzzrun("trace", "--os", "18", "--app", "cafe", "--window", "ipad-pro-11 landscape full",
                             "--event", "select-sidebar coffee", "--event", "push latte", "--event", "mode split-third")
        #expect(result.code == 0 && result.err == "")
        #expect(result.out == """
            cafe: 3 events on iPadOS 18 (--os), checking every invariant
            launch ipad-pro-11 landscape full  |sidebar 320|detail 874|  split view 1194x834 regular: sidebar 320 | detail 874; selection none
            1  select-sidebar coffee           |sidebar 320|detail 874|  split view 1194x834 regular: sidebar 320 | detail 874; selection coffee; screen coffee
            2  push latte                      |sidebar 320|detail 874|  split view 1194x834 regular: sidebar 320 | detail 874; selection coffee; screen latte, path [latte]
            3  mode split-third                |detail 375 ▸ collapsed|  split view 375x834 compact, collapsed to its detail; selection coffee; screen latte, path [latte]

            Every invariant checked held.

            """)
    }

    @Test func aFailingStepIsMarkedAndExplained() {
        let result = fuzzrun("trace", "--os", "18", "--app", "fixed-sidebar", "--window", "ipad-pro-11 landscape full",
                             "--event", "mode split-third", "--invariant", "no-fixed-width-overflow")
        #expect(result.code == 1 && result.err == "")
        #expect(result.out == """
            fixed-sidebar: 1 event on iPadOS 18 (--os), checking no-fixed-width-overflow
            launch ipad-pro-11 landscape full  |view 1194|  view 1194x834 regular; screen home
            1  mode split-third                |view 375|   view 375x834 compact; screen home  <- no-fixed-width-overflow fails

            ✗ step 1: no-fixed-width-overflow: HStack(spacing: 0) needs 620 pt but gets 375 pt in the split-third 375x834 window

            """)
    }

    @Test func aCorpusEntryWithADrawingPerStep() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let entry = CorpusReplayTests.folder + "/path-preserved/path-reset-on-resize-47b8370d.json"
        let result = fuzzrun("trace", entry, "--svg", folder.file("steps"), "--os", "18")
        #expect(result.code == 1 && result.err == "")
        #expect(result.out == """
            path-reset-on-resize: 3 events on iPadOS 18 (the entry's "os"), checking path-preserved
            launch ipad-pro-11 landscape full  |sidebar 320|detail 874|  split view 1194x834 regular: sidebar 320 | detail 874; selection none
            1  select-sidebar coffee           |sidebar 320|detail 874|  split view 1194x834 regular: sidebar 320 | detail 874; selection coffee; screen coffee
            2  push latte                      |sidebar 320|detail 874|  split view 1194x834 regular: sidebar 320 | detail 874; selection coffee; screen latte, path [latte]
            3  mode split-third                |detail 375 ▸ collapsed|  split view 375x834 compact, collapsed to its detail; selection coffee; screen coffee  <- path-preserved fails

            ✗ step 3: path-preserved: the path under 'coffee' was [latte] and is now [] at split-third 375x834

            """)
        #expect(folder.allFiles() == ["steps/step-0.svg", "steps/step-1.svg", "steps/step-2.svg", "steps/step-3.svg"])
        for name in folder.allFiles() {
            let svg = try String(contentsOfFile: folder.file(name), encoding: .utf8)
            let parsed = try SVGElements(svg)
            #expect(parsed.elements("rect", role: "window").count == 1)
            #expect(parsed.elements("rect", role: "marked").isEmpty == (name != "steps/step-3.svg"))
        }
    }

    @Test(arguments: [
        (["trace", "--app", "cafe", "--window", "ipad-pro-11 sideways full"], 64,
         "fuzzrun: error: --window: 'ipad-pro-11 sideways full' is not a window (DEVICE ORIENTATION MODE [WxH] [on DISPLAY])\n"),
        (["trace", "--app", "cafe", "--window", "ipad-pro-11 landscape full", "--event", "jump"], 64,
         "fuzzrun: error: --event: event 1 'jump' is not an event\n"),
        (["trace", "--window", "ipad-pro-11 landscape full"], 64,
         "fuzzrun: error: give --app NAME or --spec FILE.json, or a corpus entry\n"),
        (["trace", "--app", "cafe"], 64,
         "fuzzrun: error: --window is required, such as --window \"ipad-pro-11 landscape full\"\n"),
        (["trace", "/nonexistent/entry.json"], 66,
         "fuzzrun: error: /nonexistent/entry.json: no such file\n"),
        (["trace", "a.json", "b.json"], 64, "fuzzrun: error: give one corpus entry, not 2\n"),
    ]) func badInput(_ arguments: [String], _ code: Int32, _ message: String) {
        let result = fuzzrun(arguments)
        #expect(result.code == code)
        #expect(result.err == message)
        #expect(result.out == "")
    }

    @Test func anSVGFolderThatIsAFileIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("taken", "")
        let result = fuzzrun("trace", "--os", "18", "--app", "cafe", "--window", "ipad-pro-11 landscape full", "--svg", file)
        #expect(result.code == 73)
        #expect(result.err == "fuzzrun: error: --svg: \(file) is a file, not a folder\n")
    }

    @Test func anSVGThatCannotBeWrittenIsOneLine() {
        let result = fuzzrun("layout", "--device", "ipad-pro-11", "--app", "cafe", "--svg", "/nonexistent/launch.svg")
        #expect(result.code == 73)
        #expect(result.err == "fuzzrun: error: --svg: cannot write /nonexistent/launch.svg: no folder /nonexistent\n")
        #expect(result.out == "")
    }

    @Test func layoutDrawsTheLaunchLayout() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = fuzzrun("layout", "--device", "ipad-pro-11", "--mode", "stage", "--window", "375x834",
                             "--app", "fixed-sidebar", "--svg", folder.file("launch.svg"))
        #expect(result.code == 0 && result.err == "")
        let parsed = try SVGElements(try String(contentsOfFile: folder.file("launch.svg"), encoding: .utf8))
        let window = try #require(parsed.elements("rect", role: "window").first)
        #expect(window.number("width") == 375 && window.number("height") == 834)
        #expect(parsed.texts.contains("needs 620 pt, gets 375 pt"))
        let bare = fuzzrun("layout", "--device", "ipad-pro-11", "--mode", "slide-over", "--svg", folder.file("window.svg"))
        #expect(bare.code == 0)
        let windowOnly = try SVGElements(try String(contentsOfFile: folder.file("window.svg"), encoding: .utf8))
        #expect(windowOnly.elements("rect", role: "window").first?.string("data-mode") == "slide-over")
    }
}
