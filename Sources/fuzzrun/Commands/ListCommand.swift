import LayoutModel

/// `fuzzrun list`: what the tool knows.
enum ListCommand: Command {
    static let name = "list"
    static let summary = "List the built-in apps, the invariants or the devices."
    static let help = """
    USAGE: fuzzrun list devices

      devices     Every device and external display, with its screen in points.

    """

    /// The things `list` can list.
    enum Topic: String, CaseIterable {
        case devices
    }

    static func run(_ arguments: inout Arguments, console: Console) throws(CommandError) -> ExitCode {
        let positionals = arguments.positionals()
        try arguments.finish()
        guard positionals.count == 1 else {
            throw .usage("list needs one of: \(Topic.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        switch try Arguments.parseChoice(positionals[0], option: "list", as: Topic.self) {
        case .devices:
            for device in Device.catalog {
                let screen = device.portraitSize
                let stage = device.supportsStageManager ? ", Stage Manager" : ""
                console.line("\(device.id.rawValue.padding(toLength: 18))\(device.name): \(screen) pt @\(device.scale)x\(stage)")
            }
            for id in ExternalDisplayID.allCases {
                let display = id.display
                console.line("\(id.rawValue.padding(toLength: 18))\(display.name): \(display.size) pt @\(display.scale)x (external)")
            }
        }
        return .success
    }
}
