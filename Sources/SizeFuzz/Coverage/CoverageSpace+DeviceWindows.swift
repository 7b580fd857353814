import LayoutModel

extension CoverageSpace {
    /// The coverage spaces of `generators`' apps, each from the generator's
    /// model and breakpoints: the same spaces as
    /// ``init(model:breakpoints:)`` gives each app alone.
    ///
    /// The apps of a run share their platform, so the modes of each device
    /// and orientation and the windows of the fixed ones
    /// (`DeviceWindows`) are worked out once for all of them, where each
    /// space's own cost about 120,000 instructions of a run's setup (measured with callgrind).
    public static func spaces(of generators: [ScenarioGenerator]) -> [CoverageSpace] {
        var devices: DeviceWindows?
        return generators.map { generator in
            let rules = generator.model.platform.windows
            let table = devices.flatMap { $0.rules == rules ? $0 : nil } ?? DeviceWindows(rules)
            devices = table
            return CoverageSpace(model: generator.model, breakpoints: generator.breakpoints,
                                 windows: windows(model: generator.model, widths: generator.breakpoints.widths, devices: table))
        }
    }

    /// What ``windows(model:widths:devices:)`` reads of the window rules
    /// alone, the same for every app: the modes each device and orientation
    /// has, and the window of each fixed one.
    struct DeviceWindows {
        /// The rules the modes and windows are of.
        let rules: WindowRules
        /// At `d * 2 + o`, for device `d` of ``ScenarioGenerator/devices`` in
        /// orientation `o` (landscape 0, portrait 1): the modes the rules make
        /// available there, in ``WindowMode`` order, each with its window when
        /// the mode is fixed and the rules give one (`nil` for a resizable
        /// mode, whose windows depend on the app).
        let modes: [[(mode: WindowMode, window: Window?)]]

        /// The modes and fixed windows of every device and orientation under `rules`.
        init(_ rules: WindowRules) {
            self.rules = rules
            var modes: [[(mode: WindowMode, window: Window?)]] = []
            modes.reserveCapacity(ScenarioGenerator.devices.count * 2)
            for device in ScenarioGenerator.devices {
                for orientation in Self.orientations {
                    modes.append(WindowMode.allCases.compactMap { mode in
                        guard rules.unavailability(of: mode, device: device, orientation: orientation) == nil else { return nil }
                        guard !mode.isResizable(on: rules.os) else { return (mode, nil) }
                        return (mode, try? rules.window(device: device, orientation: orientation, mode: mode))
                    })
                }
            }
            self.modes = modes
        }

        /// The orientations in the order of ``modes``' rows.
        static let orientations: [Orientation] = [.landscape, .portrait]
    }
}
