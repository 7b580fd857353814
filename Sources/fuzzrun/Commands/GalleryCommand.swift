import LayoutModel
import SizeFuzz
import SizeFuzzReport

/// `fuzzrun gallery`: an app's contact sheet, the app drawn at launch in
/// every window of one device per class, as one HTML page.
enum GalleryCommand: Command {
    static let name = "gallery"
    static let summary = "Draw an app at launch in every window mode and size class, as one HTML page."
    static let help = """
    USAGE: fuzzrun gallery (--app NAME | --spec FILE.json | --source DIR ...) --html FILE
                           [--root TYPE] [--plist FILE] [--os 18|26|27] [--platform FILE.json]

    OPTIONS:
      --app NAME          A built-in app (fuzzrun list apps).
      --spec FILE.json    An app described as JSON (see the README).
      --source DIR        An app read from its SwiftUI source (fuzzrun extract),
                          with --root TYPE and --plist FILE, and its project's settings
                          (--project PATH, --no-project, --target NAME, --configuration NAME:
                          see fuzzrun extract --help).
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

    EXIT CODES: 0 written, 64 usage, 65 bad spec file or Swift source (or no root
                view in it), 66 spec file or source not found, 73 the page could not
                be written.

    EXAMPLES:
      fuzzrun gallery --app sports --html sports.html
      fuzzrun gallery --spec recipes.json --os 18 --html recipes.html
      fuzzrun gallery --source Sources/MyApp --html myapp.html

    """

    static func run(_ arguments: inout Arguments, console: Console) throws(CommandError) -> ExitCode {
        let appName = try arguments.value("--app")
        let specPath = try arguments.value("--spec")
        var source = try SourceOptions(&arguments)
        let htmlPath = try arguments.value("--html")
        let platform = try arguments.platform(os: true).platform
        source.project.os = platform.os
        try arguments.finish()
        if source.isGiven, appName != nil || specPath != nil {
            throw .usage("--source and \(appName != nil ? "--app" : "--spec"): give one app, not both")
        }
        guard let htmlPath else { throw .usage("--html is required: where to write the page") }
        let reading = source.isGiven ? try source.read() : nil
        if let reading { console.err(reading.text) }
        let loaded: AppSpec?
        if let reading { loaded = reading.extraction.spec } else { loaded = try LayoutCommand.loadApp(name: appName, specPath: specPath) }
        guard let app = loaded else {
            throw .usage("--app, --spec or --source is required: the app to draw")
        }
        try HTMLReport.checkWritable(htmlPath)
        let model = AppModel(app, platform: platform)
        let sheet = ContactSheet(model: model)
        var gallery = GalleryPage(model: model, sheet: sheet, generator: "SizeFuzz fuzzrun \(Fuzzrun.version)")
        if var reading {
            reading.seconds = nil
            gallery.reading = reading.lines
            gallery.thinReasons = reading.thinReasons
        }
        let page = gallery.page
        try OutputFile.write(page, to: htmlPath, option: "--html", console: console)
        let failing = sheet.entries.filter { !$0.failing.isEmpty }.count
        console.out("fuzzrun gallery: \(app.name): \(sheet.entries.count) windows, \(failing) failing at launch, in \(htmlPath)\n")
        return .success
    }
}
