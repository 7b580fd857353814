import LayoutModel
import SizeFuzz
import Testing

/// `--platform FILE.json`: model parameters other than the defaults.
@Suite struct PlatformOptionTests {
    @Test func aThresholdMovesTheSizeClass() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("platform.json", #"{"windows": {"regularWidthThreshold": 700}}"#)
        #expect(try Platform.load(contentsOf: path).windows.regularWidthThreshold == 700)
        #expect(try Platform.load(contentsOf: path).splitView == Platform.standard.splitView)
        let result = fuzzrun("layout", "--device", "ipad-pro-12.9", "--mode", "split-half", "--platform", path, "--json", "--os", "18")
        #expect(result.code == 0)
        #expect(result.out.contains(#""horizontalSizeClass": "compact""#))
    }

    @Test(arguments: [
        ("unknown.json", #"{"windows": {"regularWidthThresholdd": 700}}"#, 65, "windows.regularWidthThresholdd: not a platform parameter; did you mean 'regularWidthThreshold'?"),
        ("type.json", #"{"windows": {"regularWidthThreshold": "wide"}}"#, 65, "windows.regularWidthThreshold: expected a number"),
        ("shape.json", #"{"windows": 3}"#, 65, "windows: expected an object"),
        ("broken.json", #"{"windows": "#, 65, "not valid JSON (unexpected end of file during JSON parse)"),
        ("range.json", #"{"tabBar": {"compactItemLimit": 0}}"#, 65, "tabBar.compactItemLimit: must be from 2 (one tab and More) to 1000"),
        ("column.json", #"{"splitView": {"sidebarWidth": {"min": 200, "mx": 300}}}"#, 65,
         "splitView.sidebarWidth.mx: unknown key; did you mean 'max'?"),
    ] as [(String, String, Int32, String)])
    func badPlatformFiles(_ name: String, _ contents: String, _ code: Int32, _ message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write(name, contents)
        let result = fuzzrun("--platform", path, "--iterations", "10")
        #expect(result.code == code)
        #expect(result.out == "")
        #expect(result.err == "fuzzrun: error: --platform: \(path): \(message)\n")
    }

    /// A column width is replaced whole: the default's ideal 320 does not
    /// merge with the bounds given.
    @Test func aColumnWidthIsReplacedWhole() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("platform.json", #"{"splitView": {"sidebarWidth": {"min": 200, "max": 300}}}"#)
        let platform = try Platform.load(contentsOf: path)
        #expect(platform.splitView.sidebarWidth == ColumnWidth(min: 200, ideal: 200, max: 300))
        #expect(platform.splitView.contentWidth == ColumnWidth(min: 0, ideal: 320, max: 320))
    }

    /// A failure that needs the platform file: a system minimum of 5000 pt
    /// is above three-column's maximum height of 900 pt. Its replay command
    /// and regression test carry the file, and the replay fails only with it.
    @Test func aFailureCarriesItsPlatform() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("platform.json", #"{"windows": {"windowing": {"minimumWindowSize": {"width": 5000, "height": 5000}}}}"#)
        let run = fuzzrun("--app", "three-column", "--iterations", "10", "--jobs", "1", "--no-timing", "--platform", path)
        #expect(run.code == 1)
        #expect(run.out.contains("\n✗ three-column: size-within-restrictions\n"))
        let replay = "--replay 0:0 --app three-column --invariant size-within-restrictions"
        #expect(run.out.contains("  Replay: fuzzrun \(replay) --platform \(path)\n"))
        #expect(run.out.contains("AppModel(.threeColumn, platform: try Platform.load(contentsOf: \"\(path)\"))"))
        let arguments = replay.split(separator: " ").map(String.init) + ["--no-timing"]
        #expect(fuzzrun(arguments + ["--platform", path]).code == 1)
        #expect(fuzzrun(arguments).code == 0)
    }

    @Test func aMissingPlatformFile() {
        let result = fuzzrun("replay", "--platform", "/nonexistent/platform.json")
        #expect(result.code == 66)
        #expect(result.err == "fuzzrun: error: --platform: /nonexistent/platform.json: no such file\n")
    }
}
