import Foundation
import LayoutModel
import SizeFuzz
import Testing

/// `--os`, `"os"` in platform files, and the OS a corpus entry records.
@Suite struct OSOptionTests {
    @Test(arguments: [
        (["layout", "--device", "ipad-pro-11", "--os", "19"], 64,
         "fuzzrun: error: --os: unknown value '19' (expected one of: 18, 26, 27)\n"),
        (["--os", "ios26", "--iterations", "10"], 64,
         "fuzzrun: error: --os: unknown value 'ios26' (expected one of: 18, 26, 27)\n"),
        (["layout", "--device", "ipad-pro-11", "--os", "26", "--mode", "split-third"], 64,
         "fuzzrun: error: --mode: iPadOS 26 has no split-third window: Split View was removed in iPadOS 26; use left-third or right-third, or windowed with --window\n"),
        (["layout", "--device", "ipad-pro-11", "--os", "18", "--mode", "left-half"], 64,
         "fuzzrun: error: --mode: iPadOS 18 has no left-half window: it exists from iPadOS 26 on (--os 26)\n"),
        (["layout", "--device", "ipad-pro-10.5", "--os", "26"], 64,
         "fuzzrun: error: --device: ipad-pro-10.5 does not run iPadOS 26\n"),
        (["layout", "--device", "iphone-8-plus", "--os", "26"], 64,
         "fuzzrun: error: --device: iphone-8-plus does not run iOS 26\n"),
        (["layout", "--device", "ipad-pro-11", "--os", "26", "--mode", "left-half", "--window", "500x500"], 64,
         "fuzzrun: error: --window: a left-half window's size is set by the system; give a size only with windowed, stage or slide-over\n"),
        (["replay", "--os", "26"], 64, "fuzzrun: error: unknown option --os\n"),
    ] as [([String], Int32, String)])
    func badOS(_ arguments: [String], _ code: Int32, _ message: String) {
        let result = fuzzrun(arguments)
        #expect(result.code == code)
        #expect(result.out == "")
        #expect(result.err == message)
    }

    /// A platform file names its OS at the top level; `--os` overrides it.
    @Test func aPlatformFileNamesItsOS() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("platform.json", #"{"os": 26, "windows": {"windowing": {"tileGap": 0}}}"#)
        let platform = try Platform.load(contentsOf: path)
        #expect(platform.os == .v26 && platform.windows.windowing.tileGap == 0)
        let tiled = fuzzrun("layout", "--device", "ipad-pro-11", "--mode", "left-half", "--platform", path)
        #expect(tiled.code == 0 && tiled.out.contains("window       597x834 pt"))
        #expect(fuzzrun("layout", "--device", "ipad-pro-11", "--mode", "left-half", "--platform", path, "--os", "18").code == 64)
        let bad = try folder.write("bad.json", #"{"os": 19}"#)
        #expect(fuzzrun("layout", "--device", "ipad-pro-11", "--platform", bad).err
                == "fuzzrun: error: --platform: \(bad): os: expected one of 18, 26, 27\n")
        let gap = try folder.write("gap.json", #"{"windows": {"windowing": {"tileGap": 0.25}}}"#)
        #expect(fuzzrun("layout", "--device", "ipad-pro-11", "--platform", gap).err
                == "fuzzrun: error: --platform: \(gap): windows.windowing.tileGap: must be a multiple of 0.5 pt (the iPad pixel grid)\n")
        let wide = try folder.write("wide.json", #"{"windows": {"windowing": {"tileGap": 600}}}"#)
        #expect(fuzzrun("layout", "--device", "ipad-pro-11", "--platform", wide).err
                == "fuzzrun: error: --platform: \(wide): windows.windowing.tileGap: leaves the left-third window of ipad-mini-5 in landscape no room\n")
    }

    /// A failure found under 27 (not the default) replays with `--os 27` and
    /// is saved with `"os" : 27`, which replay reads back; an entry without
    /// `os` reads as 18.
    @Test func aFailureRecordsItsOS() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = fuzzrun("--app", "fixed-sidebar", "--os", "27", "--iterations", "10", "--jobs", "1", "--no-timing",
                          "--save-corpus", folder.path)
        #expect(run.code == 1)
        #expect(run.out.contains("--invariant no-fixed-width-overflow --os 27\n"))
        #expect(run.out.contains("AppModel(.fixedSidebar, platform: Platform.standard.on(.v27))"))
        let files = try CorpusFolder.entryFiles(under: [folder.path])
        let file = try #require(files.first)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains(#""os" : 27,"#))
        let entry = try CorpusEntry.load(contentsOf: file)
        #expect(entry.os == .v27 && entry.scenario.window.os == .v27)
        #expect(entry.replay().matches)
        #expect(fuzzrun("replay", folder.path).code == 0)

        let old = try folder.write("old.json", text.replacingOccurrences(of: "  \"os\" : 27,\n", with: ""))
        #expect(throws: InputError.self) { try CorpusEntry.load(contentsOf: old) }
        let eighteen = try folder.write("eighteen.json", #"""
            {"app": "cafe", "caseIndex": null, "choices": null, "expect": "pass", "formatVersion": 1,
             "invariant": "path-preserved", "note": "", "region": null, "seed": null,
             "scenario": {"events": ["mode split-third"], "window": "ipad-pro-11 landscape full"}}
            """#)
        #expect(try CorpusEntry.load(contentsOf: eighteen).os == .v18)
        let bad = try folder.write("bad.json", #"""
            {"app": "cafe", "caseIndex": null, "choices": null, "expect": "pass", "formatVersion": 1, "os": 26,
             "invariant": "path-preserved", "note": "", "region": null, "seed": null,
             "scenario": {"events": [], "window": "ipad-pro-11 landscape split-third"}}
            """#)
        let replay = fuzzrun("replay", bad)
        #expect(replay.code == 65)
        #expect(replay.err == "fuzzrun: error: \(bad): scenario.window: 'ipad-pro-11 landscape split-third': iPadOS 26 has no split-third window: Split View was removed in iPadOS 26; use left-third or right-third, or windowed with --window\n")
    }

    /// The issue's layouts under 26: a windowed iPad (10th gen), and every
    /// tile of the 11-inch iPad Pro in both orientations, as JSON with origins.
    @Test func layoutsUnder26() {
        let windowed = fuzzrun("layout", "--device", "ipad-10th", "--mode", "windowed", "--window", "700x600", "--os", "26", "--json")
        #expect(windowed.code == 0 && windowed.err == "")
        #expect(windowed.out == """
            {"device": "ipad-10th", "orientation": "landscape", "mode": "windowed", "os": 26, "window": {"width": 700, "height": 600}, \
            "origin": {"x": 240, "y": 110}, "horizontalSizeClass": "regular", "verticalSizeClass": "regular", \
            "screenSize": {"width": 1180, "height": 820}, "scale": 2}

            """)
        let tiles: [(WindowMode, Orientation, String)] = [
            (.leftHalf, .landscape, "593x834 at 0,0"), (.rightHalf, .landscape, "593x834 at 601,0"),
            (.topHalf, .landscape, "1194x413 at 0,0"), (.bottomHalf, .landscape, "1194x413 at 0,421"),
            (.leftThird, .landscape, "392.5x834 at 0,0"), (.middleThird, .landscape, "392.5x834 at 400.5,0"),
            (.rightThird, .landscape, "393x834 at 801,0"),
            (.topLeftQuarter, .landscape, "593x413 at 0,0"), (.topRightQuarter, .landscape, "593x413 at 601,0"),
            (.bottomLeftQuarter, .landscape, "593x413 at 0,421"), (.bottomRightQuarter, .landscape, "593x413 at 601,421"),
            (.leftHalf, .portrait, "413x1194 at 0,0"), (.rightHalf, .portrait, "413x1194 at 421,0"),
            (.topHalf, .portrait, "834x593 at 0,0"), (.bottomHalf, .portrait, "834x593 at 0,601"),
            (.topLeftQuarter, .portrait, "413x593 at 0,0"), (.topRightQuarter, .portrait, "413x593 at 421,0"),
            (.bottomLeftQuarter, .portrait, "413x593 at 0,601"), (.bottomRightQuarter, .portrait, "413x593 at 421,601"),
            (.slideOver, .landscape, "320x794 at 874,20"), (.slideOver, .portrait, "320x1154 at 514,20"),
        ]
        for (mode, orientation, expected) in tiles {
            let result = fuzzrun("layout", "--device", "ipad-pro-11", "--mode", mode.rawValue,
                                 "--orientation", orientation.rawValue, "--os", "26")
            #expect(result.code == 0)
            let lines = result.out.split(separator: "\n").map(String.init)
            let window = lines.first { $0.hasPrefix("  window") } ?? ""
            let text = expected.split(separator: " ").map(String.init)
            let origin = text[2].split(separator: ",").map(String.init)
            #expect(window == "  window       \(text[0]) pt at (\(origin[0]), \(origin[1]))", "\(mode) \(orientation)")
        }
        let portraitThird = fuzzrun("layout", "--device", "ipad-pro-11", "--mode", "middle-third", "--orientation", "portrait", "--os", "26")
        #expect(portraitThird.err == "fuzzrun: error: --mode: ipad-pro-11 has no middle-third window: thirds exist in landscape only\n")
        let refused = fuzzrun("layout", "--device", "ipad-pro-11", "--mode", "stage", "--window", "597x417", "--os", "26")
        #expect(refused.code == 0 && refused.out.contains("window       597x417 pt at (298.5, 208.5)"))
        let small = fuzzrun("layout", "--device", "ipad-10th", "--mode", "stage", "--window", "700x600", "--os", "26")
        #expect(small.code == 0)
    }
}
