import LayoutModel

/// Draws scenarios for one app from a ``ChoiceSource``: a launch window, then
/// events chosen with the app's current state in view (Hypothesis's stateful
/// testing), so that most events do something.
///
/// Everything is drawn as bounded choices, simplest first: the first device,
/// landscape, full screen, a window the size of the screen, the first event
/// kind (a resize), the first tab or row. Each event is one span labelled
/// with its kind, preceded inside it by a continue flag, so deleting a span
/// deletes an event; each size is a span labelled `size`.
public struct ScenarioGenerator: Sendable {
    /// The app.
    public let model: AppModel
    /// The most events a scenario has.
    public let maxEvents: Int
    /// What the draws read, worked out once, behind one shared reference: a
    /// runner copies its generator for every case, which retained nine
    /// references when each table was a field of its own.
    let tables: Tables

    /// A generator's tables (see ``ScenarioGenerator/tables``).
    final class Tables: Sendable {
        /// The app's breakpoints.
        let breakpoints: Breakpoints
        /// The weights of the window modes per device and orientation, one
        /// row of ``modes``' count after another: one array, so that a draw
        /// reads its row in place (a row of its own was retained and released
        /// for every mode drawn).
        let modeRows: [UInt64]
        /// The sum of each row of ``modeRows``.
        let modeTotals: [UInt64]
        /// ``WindowMode/allCases``, in the order of a row's weights, kept
        /// here: a static array was reached through `swift_once` on every draw.
        let modes: [WindowMode]
        /// The devices a case may launch on.
        let launchDevices: [DeviceID]
        /// The weights of ``launchDevices`` under the platform's OS.
        let launchWeights: [UInt64]
        /// The sum of ``launchWeights``.
        let launchTotal: UInt64
        /// What the event weights read about the app.
        let traits: AppTraits
        /// The launch windows of the fixed-size modes, by cell of
        /// ``modeRows`` (``ScenarioGenerator/fixedWindows(_:modeWeights:)``).
        let fixedWindows: [Window?]

        /// Tables of the values given.
        init(breakpoints: Breakpoints, modeWeights: [[UInt64]], launchDevices: [DeviceID], launchWeights: [UInt64],
             traits: AppTraits, fixedWindows: [Window?]) {
            self.breakpoints = breakpoints
            self.fixedWindows = fixedWindows
            modeRows = modeWeights.flatMap { $0 }
            modeTotals = modeWeights.map { $0.reduce(0, +) }
            modes = WindowMode.allCases
            self.launchDevices = launchDevices
            self.launchWeights = launchWeights
            launchTotal = launchWeights.reduce(0, +)
            self.traits = traits
        }
    }

    /// The app's breakpoints, drawn with the bias of ``EdgeBias``.
    public var breakpoints: Breakpoints { tables.breakpoints }
    /// The weights of the window modes per device and orientation, a row
    /// for each (made from ``Tables/modeRows``).
    var modeWeights: [[UInt64]] {
        let count = tables.modes.count
        return stride(from: 0, to: tables.modeRows.count, by: count).map { Array(tables.modeRows[$0..<$0 + count]) }
    }
    /// The devices a case may launch on: ``devices`` that the app runs on
    /// (its `devices` list), in the same order.
    public var launchDevices: [DeviceID] { tables.launchDevices }
    /// The weights of ``launchDevices`` under the platform's OS.
    var launchWeights: [UInt64] { tables.launchWeights }
    /// The sum of ``launchWeights``.
    var launchTotal: UInt64 { tables.launchTotal }
    /// What the event weights read about the app, read once.
    var traits: AppTraits { tables.traits }

    /// Creates a generator for `model`'s app with up to `maxEvents` events.
    /// - Parameters:
    ///   - model: the app, on its platform.
    ///   - maxEvents: the most events a scenario has.
    ///   - breakpoints: the app's breakpoints, when already known.
    public init(model: AppModel, maxEvents: Int = 20, breakpoints: Breakpoints? = nil) {
        let rules = model.platform.windows, modeWeights = Self.modeWeights(rules)
        self.init(model: model, maxEvents: maxEvents, breakpoints: breakpoints, modeWeights: modeWeights,
                  fixedWindows: Self.fixedWindows(rules, modeWeights: modeWeights))
    }

    /// Creates a generator for `model`'s app with up to `maxEvents` events
    /// (``init(model:maxEvents:breakpoints:)``), given `modeWeights`, the
    /// ``modeWeights(_:)`` of the model's window rules, and `fixedWindows`,
    /// their ``fixedWindows(_:modeWeights:)``: a runner works them out once
    /// for all its apps, which share a platform (each app's own mode weights
    /// cost 116,000 instructions of a run's setup, measured with callgrind).
    init(model: AppModel, maxEvents: Int, breakpoints: Breakpoints?, modeWeights: [[UInt64]], fixedWindows: [Window?]) {
        self.model = model
        self.maxEvents = max(0, maxEvents)
        var modeWeights = modeWeights
        // An app that requires full screen has no Split View or Slide Over
        // under iPadOS 18 (``AppSpec/allows(_:on:)``).
        for (index, mode) in WindowMode.allCases.enumerated() where !model.app.allows(mode, on: model.platform.os) {
            for row in modeWeights.indices { modeWeights[row][index] = 0 }
        }
        let os = model.platform.os
        let supported = Self.devices.filter { model.app.runs(on: $0, os: os) }
        // An app that runs on no catalog device cannot be validated into
        // existence; keep the generator total anyway.
        let launchDevices = supported.isEmpty ? Self.devices : supported
        let weights = launchDevices.map { Self.weight(of: $0, os: model.platform.os) }
        // Devices that do not run the OS weigh nothing; if that leaves none,
        // every device the app runs on is drawn alike (the window rules then
        // refuse what the OS cannot give, and the launch falls back).
        tables = Tables(breakpoints: breakpoints ?? Breakpoints(model: model), modeWeights: modeWeights,
                        launchDevices: launchDevices,
                        launchWeights: weights.contains { $0 > 0 } ? weights : launchDevices.map { _ in 1 },
                        traits: AppTraits(model: model), fixedWindows: fixedWindows)
    }

    /// The devices in the order generators draw them (the first is the
    /// simplest): iPads with Stage Manager, other iPads, then iPhones.
    public static let devices: [DeviceID] = [
        .ipadPro11, .ipadPro12_9, .ipadPro13M4, .ipadPro11M4, .ipadAir11, .ipadAir13,
        .ipadMini6, .ipadMini5, .ipad10_2, .ipad10th, .ipadPro10_5,
        .iphone16, .iphoneSE, .iphone13, .iphone8Plus, .iphone16Plus, .iphone16ProMax, .iphone16Pro,
    ]

    /// How often a device is drawn under `os`: iPads with Stage Manager 4,
    /// other iPads 2, iPhones 1, and 0 for a device that does not run `os`.
    static func weight(of id: DeviceID, os: OSVersion) -> UInt64 {
        os.hasWindowing && !id.device.runs(os) ? 0 : id.device.idiom == .phone ? 1 : id.device.supportsStageManager ? 4 : 2
    }

    /// Draws the window the app launches in: a device the app runs on (the
    /// choice is an index into ``launchDevices``, so every replayed or shrunk
    /// choice names one), an orientation, a mode the device has, and for a
    /// resizable window its size.
    public func drawWindow(_ source: inout ChoiceSource, bias: EdgeBias) -> Window {
        let rules = model.platform.windows
        // A replayed or shrunk choice may name a device the OS does not run
        // (weight 0); the first that does stands in for it.
        let drawn = min(launchWeights.withUnsafeBufferPointer { source.drawWeighted($0, total: launchTotal) },
                        launchDevices.count - 1)
        let device = launchWeights[drawn] > 0 ? launchDevices[drawn]
            : launchDevices[launchWeights.firstIndex { $0 > 0 } ?? 0]
        // The choice is drawn either way, so an app that supports one
        // orientation there keeps the choices' shape; it takes that one.
        let drawnOrientation: Orientation = source.drawBool() ? .portrait : .landscape
        let orientation = traits.fixedOrientation(device) ?? drawnOrientation
        let cell = drawModeCell(&source, device: device, orientation: orientation)
        let mode = tables.modes[cell % tables.modes.count]
        guard mode.isResizable(on: rules.os) else {
            // A fixed window is the same every time it is drawn: it was made once.
            return tables.fixedWindows[cell]
                ?? Self.window(rules, device: device, orientation: orientation, mode: mode, size: nil)
        }
        let size = drawSize(&source, screen: device.screenSize(orientation), scale: device.scale, bias: bias)
        return Self.window(rules, device: device, orientation: orientation, mode: mode, size: size)
    }

    /// The window `rules` give `device` in `orientation` and `mode` (of
    /// `size`, for a resizable mode), or, where they refuse it, full screen
    /// there, or at the last the whole screen: a launch always has a window.
    static func window(_ rules: WindowRules, device: DeviceID, orientation: Orientation, mode: WindowMode,
                       size: Size?) -> Window {
        (try? rules.window(device: device, orientation: orientation, mode: mode, size: size))
            ?? (try? rules.window(device: device, orientation: orientation)) ?? Window(
                device: device, orientation: orientation, mode: .full,
                requestedSize: device.screenSize(orientation), size: device.screenSize(orientation), os: rules.os)
    }

    /// The launch windows of the fixed-size modes under `rules`, one for each
    /// cell of `modeWeights` (``modeWeights(_:)``) read row after row: the
    /// window ``drawWindow(_:bias:)`` gives for the cell's device,
    /// orientation and mode, or `nil` where the mode is resizable or never
    /// drawn (weight 0). A runner works them out once: making the window
    /// again on every draw cost about 370 instructions a case (measured with callgrind).
    static func fixedWindows(_ rules: WindowRules, modeWeights: [[UInt64]]) -> [Window?] {
        DeviceID.allCases.flatMap { device in
            [Orientation.landscape, .portrait].flatMap { orientation in
                let row = modeWeights[device.index * 2 + (orientation == .portrait ? 1 : 0)]
                return zip(WindowMode.allCases, row).map { mode, weight -> Window? in
                    weight == 0 || mode.isResizable(on: rules.os) ? nil
                        : window(rules, device: device, orientation: orientation, mode: mode, size: nil)
                }
            }
        }
    }

    /// Draws a mode `device` has in `orientation` (full screen is simplest).
    func drawMode(_ source: inout ChoiceSource, device: DeviceID, orientation: Orientation) -> WindowMode {
        tables.modes[drawModeCell(&source, device: device, orientation: orientation) % tables.modes.count]
    }

    /// Draws a mode `device` has in `orientation`, as its cell in
    /// ``Tables/modeRows`` (the row times the modes' count, plus the mode's
    /// index in ``Tables/modes``).
    func drawModeCell(_ source: inout ChoiceSource, device: DeviceID, orientation: Orientation) -> Int {
        let row = device.index * 2 + (orientation == .portrait ? 1 : 0)
        let tables = self.tables, count = tables.modes.count
        // The row's sum was taken once (the draw added up its 18 weights).
        let index = tables.modeRows.withUnsafeBufferPointer { rows in
            source.drawWeighted(UnsafeBufferPointer(rebasing: rows[row * count..<(row + 1) * count]),
                                total: tables.modeTotals[row])
        }
        return row * count + index
    }

    /// The weights of the window modes for each device and orientation
    /// (device index times two, plus one for portrait): zero for the modes
    /// the device lacks there (and for every mode of a device that does not
    /// run the rules' OS).
    static func modeWeights(_ rules: WindowRules) -> [[UInt64]] {
        DeviceID.allCases.flatMap { device in
            [Orientation.landscape, .portrait].map { orientation in
                WindowMode.allCases.map { mode in
                    rules.unavailability(of: mode, device: device, orientation: orientation) == nil
                        ? weight(of: mode, on: rules.os) : 0
                }
            }
        }
    }

    /// How often a mode is drawn where it exists: under iPadOS 18 full 4,
    /// each Split View pane 2, Slide Over 1, stage 6; under 26 and later
    /// full 4, windowed 6, stage 3, Slide Over 2, each tile 1.
    static func weight(of mode: WindowMode, on os: OSVersion) -> UInt64 {
        switch mode {
        case .full: 4
        case .splitThird, .splitHalf, .splitTwoThirds: 2
        case .slideOver: os.hasWindowing ? 2 : 1
        case .stage: os.hasWindowing ? 3 : 6
        case .windowed: 6
        default: 1
        }
    }

    /// Draws a stage window size on `screen`: each side the screen's
    /// (simplest), a breakpoint or its neighbour a pixel away, any length on
    /// the pixel grid between the system minimum and the screen, or, for a
    /// window of size `current`, a drag of up to 40 pt from it.
    ///
    /// Never inlined: the compiler left it out of line, and when a smaller
    /// span (a guided source's marks counted by `drawCount`) tipped
    /// it into its callers, a seeded run of 20,000 cases cost 1.1 M
    /// instructions more.
    @inline(never)
    func drawSize(_ source: inout ChoiceSource, screen: Size, scale: Int, current: Size? = nil, bias: EdgeBias) -> Size {
        let bounds = model.platform.windows.systemBounds(screen: screen)
        let width = drawLength(&source, lower: bounds.minimum.width, upper: bounds.maximum.width, scale: scale,
                               breakpoints: breakpoints.widths, extra: nil, current: current?.width, bias: bias)
        let height = drawLength(&source, lower: bounds.minimum.height, upper: bounds.maximum.height, scale: scale,
                                breakpoints: breakpoints.heights, extra: width, current: current?.height, bias: bias)
        return Size(width: width, height: height)
    }

    /// The largest drag step, in pixels: 40 pt at @2x.
    static let dragPixels = 80

    /// Draws one length in `lower...upper` on a `scale` pixel grid.
    ///
    /// `extra` is one more breakpoint (a height equal to the width, where a
    /// window turns from landscape to portrait); `current` is the length now,
    /// for drags.
    func drawLength(_ source: inout ChoiceSource, lower: Double, upper: Double, scale: Int,
                    breakpoints: [Double], extra: Double?, current: Double?, bias: EdgeBias) -> Double {
        source.spanned("size") { source in
            let count = breakpoints.count &+ (extra == nil ? 0 : 1)
            // ``EdgeBias/weights(breakpoints:drag:)`` in four words on the
            // stack, with their sum: the same draw without an array (the
            // sum wraps without a check: an edge bias weighs a breakpoint
            // at most 8).
            let breakpointWeight = count > 0 ? bias.breakpointWeight : 0
            let dragWeight: UInt64 = current != nil ? 3 : 0
            var weights = (UInt64(1), breakpointWeight, UInt64(3), dragWeight)
            let total = 4 &+ breakpointWeight &+ dragWeight
            let kind = withUnsafeMutablePointer(to: &weights) { tuple in
                tuple.withMemoryRebound(to: UInt64.self, capacity: 4) { first in
                    source.drawWeighted(UnsafeBufferPointer(start: first, count: 4), total: total)
                }
            }
            let pixel = 1 / Double(scale)
            switch kind {
            case 0:
                return upper
            case 3 where current != nil:
                // A drag: a small signed step from the current length, which
                // shrinks toward no step at all.
                let step = source.drawInt(in: -Self.dragPixels...Self.dragPixels)
                let value = Points.floorToPixelGrid(current ?? upper, scale: scale) + Double(step) * pixel
                return min(max(value, lower), upper)
            case 1 where count > 0:
                // One choice: the breakpoint's index times three, plus the
                // offset (on it, a pixel below, a pixel above), so a snapped
                // length is as short as any other and simpler than most.
                // At most its bound: converted without checks.
                let choice = Int(truncatingIfNeeded: source.draw(upTo: UInt64(truncatingIfNeeded: count &* 3 &- 1)))
                let index = min(choice / 3, count &- 1)
                let point = index < breakpoints.count ? breakpoints[index] : (extra ?? upper)
                let offset: Double = switch choice % 3 {
                case 0: 0
                case 1: -pixel
                default: pixel
                }
                let value = Points.floorToPixelGrid(point, scale: scale) + offset
                return min(max(value, lower), upper)
            default:
                let steps = UInt64(max(0, ((upper - lower) * Double(scale)).rounded(.down)))
                return Points.ceilToPixelGrid(lower, scale: scale) + Double(source.draw(upTo: steps)) * pixel
            }
        }
    }
}

/// How hard generators lean on breakpoints: heavily at the start of a run,
/// less as it goes on, so that a long run still explores the spaces between.
public struct EdgeBias: Hashable, Sendable {
    /// The weight of a breakpoint among a length's kinds; the others are
    /// fixed. Kept as one number, not as arrays of weights: a case made two
    /// arrays, and every length drawn retained one.
    let breakpointWeight: UInt64

    /// The weights of a length's kinds: the preset, a breakpoint, any length,
    /// a drag from the current length.
    public var kindWeights: [UInt64] { [1, breakpointWeight, 3, 3] }

    /// The weights for a length with or without breakpoints and a current length.
    func weights(breakpoints: Bool, drag: Bool) -> [UInt64] {
        [1, breakpoints ? breakpointWeight : 0, 3, drag ? 3 : 0]
    }

    /// The bias for case `caseIndex`: a breakpoint is drawn two times in three
    /// at the start, decaying to one time in five after about 100,000 cases.
    /// A function of the case index alone, so every case replays on its own.
    public init(caseIndex: UInt64) {
        breakpointWeight = max(1, 160_000 / (20_000 + min(caseIndex, 1 << 40)))
    }
}
