import LayoutModel
import SizeFuzz

/// `fuzzrun list`: what the tool knows.
enum ListCommand: Command {
    static let name = "list"
    static let summary = "List the built-in apps, the invariants, the devices or the estimates."
    static let help = """
    USAGE: fuzzrun list apps|invariants|devices|estimates

      apps        Every built-in app: what it is, where the pattern comes from, for
                  a mistake the invariant that catches it, and for a lint example
                  the lint rule that reports it.
      invariants  Every invariant, with what it promises.
      devices     Every device and external display, with its screen in points and
                  scale; under it, a line per version of iPadOS (iOS on an iPhone)
                  with the window modes the device has there (marked where a mode
                  exists in one orientation only) and, on an iPhone, its width size
                  class in landscape.
      estimates   Every estimated parameter (a number Apple does not publish): its
                  default, the plausible range a finding is re-checked over, and the
                  versions of iPadOS that read it (evidence: Parameters.md).

    """

    /// The things `list` can list.
    enum Topic: String, CaseIterable {
        case apps, invariants, devices, estimates
    }

    static func run(_ arguments: inout Arguments, console: Console) throws(CommandError) -> ExitCode {
        let positionals = arguments.positionals()
        try arguments.finish()
        guard positionals.count == 1 else {
            throw .usage("list needs one of: \(Topic.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        switch try Arguments.parseChoice(positionals[0], option: "list", as: Topic.self) {
        case .apps: console.out(appsText)
        case .invariants:
            let width = InvariantName.allCases.map(\.rawValue.count).max() ?? 0
            for invariant in InvariantName.allCases {
                console.line(invariant.rawValue.padding(toLength: width + 1) + invariant.summary)
            }
        case .devices:
            for device in Device.catalog {
                let screen = device.portraitSize
                console.line("\(device.id.rawValue.padding(toLength: 18))\(device.name): \(screen) pt @\(device.scale)x")
                for system in systems(of: device.id) { console.line(String(repeating: " ", count: 18) + system) }
            }
            for id in ExternalDisplayID.allCases {
                let display = id.display
                console.line("\(id.rawValue.padding(toLength: 18))\(display.name): \(display.size) pt @\(display.scale)x (external)")
            }
        case .estimates: console.out(estimatesText)
        }
        return .success
    }

    /// The versions of iPadOS (iOS on an iPhone) `device` runs in the model,
    /// one line per group of versions with the same window modes, a mode that
    /// exists in one orientation only marked with it: `iPadOS 18: full,
    /// split-third, split-half (landscape), …`, `iPadOS 26, 27: full, …,
    /// tiles: halves, quarters, thirds (landscape)`. On an iPhone, the
    /// horizontal size class it has in landscape.
    static func systems(of device: DeviceID) -> [String] {
        var groups: [(versions: [OSVersion], modes: String)] = []
        for os in OSVersion.allCases where os == .v18 || device.device.runs(os) {
            let rules = WindowRules.standard.on(os)
            // The orientations in which one of `modes` exists.
            let orientations = { (modes: [WindowMode]) in
                Orientation.allCases.filter { orientation in
                    modes.contains { rules.unavailability(of: $0, device: device, orientation: orientation) == nil }
                }
            }
            var modes = WindowMode.allCases.filter { !$0.isTile }.compactMap { mode in
                label(mode.rawValue, in: orientations([mode]))
            }
            let tiles = [("half", "halves"), ("quarter", "quarters"), ("third", "thirds")].compactMap { suffix, plural in
                label(plural, in: orientations(WindowMode.allCases.filter { $0.isTile && $0.rawValue.hasSuffix("-\(suffix)") }))
            }
            if !tiles.isEmpty { modes.append("tiles: " + tiles.joined(separator: ", ")) }
            if rules.unavailability(of: .stage, device: device, orientation: .landscape, onDisplay: true) == nil {
                modes.append("external displays")
            }
            if let landscape = device.device.landscapeHorizontalSizeClass {
                modes[modes.count - 1] += " (\(landscape.rawValue) width in landscape)"
            }
            let text = modes.joined(separator: ", ")
            if let last = groups.last, last.modes == text {
                groups[groups.count - 1].versions.append(os)
            } else {
                groups.append(([os], text))
            }
        }
        let system = device.idiom == .phone ? "iOS " : "iPadOS "
        return groups.map { group in
            system + group.versions.map { "\($0.rawValue)" }.joined(separator: ", ") + ": " + group.modes
        }
    }

    /// `name`, marked with the one orientation it exists in; `nil` when it
    /// exists in none.
    private static func label(_ name: String, in orientations: [Orientation]) -> String? {
        switch orientations.count {
        case 0: nil
        case 1: "\(name) (\(orientations[0].rawValue))"
        default: name
        }
    }

    /// The built-in apps, the correct patterns first: name and summary, then
    /// the source, then for a mistake the invariant that catches it, for a
    /// lint example the rule that reports it.
    static var appsText: String {
        let width = (BuiltinApp.all.map(\.name.count).max() ?? 0) + 1
        let indent = String(repeating: " ", count: width + 2)
        var lines: [String] = []
        for (title, apps) in [("Correct patterns (fuzzed by default; every invariant must hold):", BuiltinApp.defaultSet),
                              ("Known mistakes (each caught by an invariant):", BuiltinApp.mistakes),
                              ("Lint examples (each reported by fuzzrun lint; fine on screen):", BuiltinApp.lintExamples)] {
            if !lines.isEmpty { lines.append("") }
            lines.append(title)
            for app in apps {
                lines.append("  " + app.name.padding(toLength: width) + (app.spec.summary ?? ""))
                if let source = app.spec.source { lines.append(indent + "source: " + source) }
                if let invariant = app.caughtBy { lines.append(indent + "caught by: " + invariant.rawValue) }
                if let rule = app.lintedBy { lines.append(indent + "linted by: " + rule.rawValue) }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
