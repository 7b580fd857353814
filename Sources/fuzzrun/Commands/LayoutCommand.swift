import LayoutModel
import SizeFuzz
import SizeFuzzReport

/// `fuzzrun layout`: the window a device and mode resolve to, and its size
/// classes; with an app, the app's layout at that window.
enum LayoutCommand: Command {
    static let name = "layout"
    static let summary = "Print the window a device and mode resolve to, and an app's layout in it."
    static let help = """
    USAGE: fuzzrun layout --device ID [--orientation portrait|landscape] [--mode M]
                          [--window WxH] [--display ID] [--app NAME | --spec FILE.json]
                          [--os 18|26|27] [--platform FILE.json] [--json] [--svg FILE.svg]

    OPTIONS:
      --device ID         A device id (fuzzrun list devices).
      --orientation O     portrait or landscape (default landscape).
      --mode M            How the window is presented (default full). iPadOS 18:
                          full, split-third, split-half, split-two-thirds,
                          slide-over, stage. iPadOS 26 and 27: full, windowed,
                          stage, slide-over, left-half, right-half, top-half,
                          bottom-half, left-third, middle-third, right-third,
                          top-left-quarter, top-right-quarter,
                          bottom-left-quarter, bottom-right-quarter.
      --window WxH        The size of a resizable window in points: required with
                          stage and windowed, optional with slide-over under
                          iPadOS 26 and 27, refused with the others.
      --display ID        Put the stage window on an external display.
      --app NAME          Also resolve this built-in app's layout at launch in the
                          window (fuzzrun list apps): its container, columns, tab
                          bar, screen and path, grids, overflows and toolbar.
      --spec FILE.json    The same for an app described as JSON (see the README).
      --source DIR        The same for an app read from its SwiftUI source (fuzzrun extract),
                          with --root TYPE and --plist FILE, and its project's settings
                          (--project PATH, --no-project, --target NAME, --configuration NAME:
                          see fuzzrun extract --help).
      --os N              The version of iPadOS to model: 18, 26 or 27 (default
                          \(OSVersion.current.rawValue), or the platform file's "os").
      --platform FILE.json  Model parameters other than the defaults (see the README).
      --json              Print one JSON object.
      --svg FILE.svg      Also draw the launch layout (with an app) or the window on
                          its screen (without) as SVG into FILE.svg.

    With an app, the window is the one the app launches in: a stage window is
    clamped to the app's scene size restrictions. A device the app does not run
    on (its "devices" list; an iPhone app also runs on iPads) is refused, as is
    a mode an app that requires full screen does not get. Such an app's scene
    keeps the screen's size under 26 (and 18's Stage Manager): the report adds
    the scene and the factor it is scaled by. An iPhone app on an iPad gets its
    iPhone-size window under 18 and 26 (full screen mode only), a resizable
    window under 27.

    EXIT CODES: 0 printed, 64 usage (also a device the app does not run on), 65 bad spec file,
                66 spec file not found, 73 --svg could not write.

    EXAMPLES:
      fuzzrun layout --device ipad-pro-12.9 --mode split-half --json
      fuzzrun layout --device ipad-pro-11 --mode stage --window 620x800
      fuzzrun layout --device ipad-pro-11 --mode split-third --app sports
      fuzzrun layout --device ipad-pro-11 --mode stage --window 375x834 --app fixed-sidebar --svg launch.svg

    """

    static func run(_ arguments: inout Arguments, console: Console) throws(CommandError) -> ExitCode {
        guard let device = try arguments.choice("--device", as: DeviceID.self) else {
            throw .usage("--device is required (fuzzrun list devices)")
        }
        let orientation = try arguments.choice("--orientation", as: Orientation.self) ?? .landscape
        let mode = try arguments.choice("--mode", as: WindowMode.self) ?? .full
        let size = try arguments.size("--window")
        let display = try arguments.choice("--display", as: ExternalDisplayID.self)
        let appName = try arguments.value("--app")
        let specPath = try arguments.value("--spec")
        var source = try SourceOptions(&arguments)
        let json = try arguments.flag("--json")
        let svgPath = try arguments.value("--svg")
        let platform = try arguments.platform(os: true).platform
        source.project.os = platform.os
        try arguments.finish()
        if source.isGiven, appName != nil || specPath != nil {
            throw .usage("--source and \(appName != nil ? "--app" : "--spec"): give one app, not both")
        }
        let reading = source.isGiven ? try source.read() : nil
        if let reading { console.err(reading.text) }
        let app: AppSpec?
        if let reading { app = reading.extraction.spec } else { app = try loadApp(name: appName, specPath: specPath) }

        let rules = platform.windows
        let window: Window
        do {
            window = try rules.window(device: device, orientation: orientation, mode: mode, size: size, display: display)
        } catch {
            throw .usage("\(error.option): \(error)")
        }
        guard let app else {
            if let svgPath { try drawWindow(window, platform: platform, to: svgPath, console: console) }
            let report = WindowReport(window: window, rules: rules)
            console.out(json ? report.json.serialized() + "\n" : report.text)
            return .success
        }
        guard app.runs(on: device, os: platform.os) else {
            throw .usage("--device: \(app.name) does not run on \(device.rawValue) (its devices: \(app.devicesDescription))")
        }
        guard app.allows(mode, on: platform.os) else {
            let reason = app.isPhoneApp ? "is an iPhone app, run in an iPhone-size window (full)"
                : "requires full screen (UIRequiresFullScreen)"
            throw .usage("--mode: \(app.name) \(reason), so \(platform.os.name) gives it no \(mode.rawValue) window")
        }
        let model = AppModel(app, platform: platform)
        guard let scene = model.launch(in: window).scenes.first else { throw .data("\(app.name): launches no scene") }
        let report = WindowReport(window: scene.window, rules: rules)
        let resolved = model.layout(of: scene)
        if let svgPath {
            try OutputFile.write(LayoutDrawing(resolved, model: model, caption: "launch \(scene.window.scenarioDescription)").svg,
                                 to: svgPath, option: "--svg", console: console)
        }
        let layout = LayoutReport(app: app.name, layout: resolved)
        console.out(json ? JSONValue.object(report.jsonMembers + layout.jsonMembers).serialized() + "\n"
                         : report.text + layout.text)
        return .success
    }

    /// Draws `window` alone: an app with one empty view in it.
    private static func drawWindow(_ window: Window, platform: Platform, to path: String, console: Console) throws(CommandError) {
        let empty = AppSpec(name: "window", summary: "", source: "", screens: [Screen("window")],
                            root: .any(.view(screen: "window")))
        let model = AppModel(empty, platform: platform)
        guard let scene = model.launch(in: window).scenes.first else { return }
        let drawing = LayoutDrawing(model.layout(of: scene), model: model, caption: window.scenarioDescription)
        try OutputFile.write(drawing.svg, to: path, option: "--svg", console: console)
    }

    /// The app `--app` names or `--spec` describes; `nil` when neither is given.
    static func loadApp(name: String?, specPath: String?) throws(CommandError) -> AppSpec? {
        switch (name, specPath) {
        case (nil, nil): return nil
        case let (name?, nil):
            guard let app = BuiltinApp.named(name) else { throw .usage("--app: unknown app \(name.echoed) (fuzzrun list apps)") }
            return app.spec
        case let (nil, path?):
            do { return try AppSpec.load(contentsOf: path) } catch { throw CommandError(error) }
        case (_?, _?):
            throw .usage("--app and --spec: give one app, not both")
        }
    }
}

extension WindowError {
    /// The `fuzzrun layout` option a window error is about.
    var option: String {
        switch self {
        case .modeUnavailable, .modeNotInOS: "--mode"
        case .deviceUnsupported: "--device"
        case .displayUnavailable: "--display"
        case .sizeRequired, .sizeNotAllowed, .sizeNotFinite, .sizeOffPixelGrid, .sizeOutOfRange: "--window"
        }
    }
}
