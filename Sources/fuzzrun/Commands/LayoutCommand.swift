import LayoutModel

/// `fuzzrun layout`: the window a device and mode resolve to, and its size classes.
enum LayoutCommand: Command {
    static let name = "layout"
    static let summary = "Print the window a device and mode resolve to, and its size classes."
    static let help = """
    USAGE: fuzzrun layout --device ID [--orientation portrait|landscape]
                          [--mode full|split-third|split-half|split-two-thirds|slide-over|stage]
                          [--window WxH] [--display ID] [--json]

    OPTIONS:
      --device ID         A device id (fuzzrun list devices).
      --orientation O     portrait or landscape (default landscape).
      --mode M            How the window is presented (default full).
      --window WxH        The size of a stage window in points; required with
                          --mode stage, refused with the others.
      --display ID        Put the stage window on an external display.
      --json              Print one JSON object.

    EXAMPLES:
      fuzzrun layout --device ipad-pro-12.9 --mode split-half --json
      fuzzrun layout --device ipad-pro-11 --mode stage --window 620x800

    """

    static func run(_ arguments: inout Arguments, console: Console) throws(CommandError) -> ExitCode {
        guard let device = try arguments.choice("--device", as: DeviceID.self) else {
            throw .usage("--device is required (fuzzrun list devices)")
        }
        let orientation = try arguments.choice("--orientation", as: Orientation.self) ?? .landscape
        let mode = try arguments.choice("--mode", as: WindowMode.self) ?? .full
        let size = try arguments.size("--window")
        let display = try arguments.choice("--display", as: ExternalDisplayID.self)
        let json = try arguments.flag("--json")
        try arguments.finish()

        let rules = WindowRules.standard
        let window: Window
        do {
            window = try rules.window(device: device, orientation: orientation, mode: mode, size: size, display: display)
        } catch {
            throw .usage("\(error.option): \(error)")
        }
        let report = WindowReport(window: window, rules: rules)
        if json {
            console.line(report.json.serialized())
        } else {
            console.out(report.text)
        }
        return .success
    }
}

extension WindowError {
    /// The `fuzzrun layout` option a window error is about.
    var option: String {
        switch self {
        case .modeUnavailable: "--mode"
        case .displayUnavailable: "--display"
        case .sizeRequired, .sizeNotAllowed, .sizeNotFinite, .sizeOffPixelGrid, .sizeOutOfRange: "--window"
        }
    }
}
