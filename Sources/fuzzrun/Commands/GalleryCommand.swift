import LayoutModel
import SizeFuzz

/// `fuzzrun gallery`: an app's contact sheet, the app drawn at launch in
/// every window of one device per class, as one HTML page.
enum GalleryCommand: Command {
    static let name = "gallery"
    static let summary = "Draw an app at launch in every window mode and size class, as one HTML page."
    static let help = """
    USAGE: fuzzrun gallery (--app NAME | --spec FILE.json) --html FILE
                           [--os 18|26|27] [--platform FILE.json]

    OPTIONS:
      --app NAME          A built-in app (fuzzrun list apps).
      --spec FILE.json    An app described as JSON (see the README).
      --html FILE         Where to write the page.
      --os N              The version of iPadOS to model: 18, 26 or 27 (default
                          \(OSVersion.current.rawValue), or the platform file's "os").
      --platform FILE.json  Model parameters other than the defaults (see the README).

    The app is launched, before any fuzzing, in every window mode of the OS on
    one device of each class (\(ContactSheet.devices.map(\.rawValue).joined(separator: ", "))) it runs on, in
    both orientations; resizable windows (stage, windowed, Slide Over under 26
    and 27) at one width between each pair of the app's breakpoints. Each
    drawing is captioned with its window and size classes and marked with the
    invariants that fail at launch there; the page groups them by size class.
    The page is self-contained and has no scripts; the same app gives the same
    bytes.

    EXIT CODES: 0 written, 64 usage, 65 bad spec file, 66 spec file not found,
                73 the page could not be written.

    EXAMPLES:
      fuzzrun gallery --app sports --html sports.html
      fuzzrun gallery --spec recipes.json --os 18 --html recipes.html

    """

    static func run(_ arguments: inout Arguments, console: Console) throws(CommandError) -> ExitCode {
        let appName = try arguments.value("--app")
        let specPath = try arguments.value("--spec")
        let htmlPath = try arguments.value("--html")
        let platform = try arguments.platform(os: true).platform
        try arguments.finish()
        guard let htmlPath else { throw .usage("--html is required: where to write the page") }
        guard let app = try LayoutCommand.loadApp(name: appName, specPath: specPath) else {
            throw .usage("--app or --spec is required: the app to draw")
        }
        try HTMLReport.checkWritable(htmlPath)
        let model = AppModel(app, platform: platform)
        let sheet = ContactSheet(model: model)
        let page = GalleryPage(model: model, sheet: sheet).page
        try OutputFile.write(page, to: htmlPath, option: "--html", console: console)
        let failing = sheet.entries.filter { !$0.failing.isEmpty }.count
        console.out("fuzzrun gallery: \(app.name): \(sheet.entries.count) windows, \(failing) failing at launch, in \(htmlPath)\n")
        return .success
    }
}
