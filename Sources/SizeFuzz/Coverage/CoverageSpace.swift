import LayoutModel

/// The cells of one app's semantic coverage (``CoverageCell``), numbered, and
/// which of them the model can reach.
///
/// A cell is reachable when each of its parts is, as the model's rules say:
/// the window part (device class, mode, size class, breakpoint interval) when
/// some device, orientation and mode, or Stage Manager size within the app's
/// restrictions, on the device or an external display, gives such a window;
/// the container state when the container the app shows in such a window
/// can take it (a split view collapses only in compact width, to its content
/// column only with three columns; a top tab bar turns into a sidebar only
/// with `sidebarAdaptable`); the event kind when the generator can draw it
/// for such a window and container (a resize only for a resizable window, a
/// tab selection only in a tab view, a deep link only in an app that has
/// some). The launch is reachable for windows not on an external display.
/// The rule is per part, so a few cells it counts may still need states the
/// generator never combines; cells it excludes can never be visited.
public struct CoverageSpace: Sendable {
    /// The app's width breakpoints (intervals are between them).
    public let widths: [Double]
    /// The reachable cells, as a bit set over the cell indices.
    ///
    /// Bits, not one `Bool` a cell: the space has a cell for every device
    /// class, mode, size class, container, interval and event kind (about a
    /// million for an app with 40 breakpoints), of which a few thousand are
    /// reachable, and a report reads them a word at a time.
    public let reachable: CoverageMap
    /// How many cells the space has (reachable or not): every index is below it.
    public let cellCount: Int
    /// How many cells are reachable.
    public let reachableCount: Int

    static let modes = WindowMode.allCases.count + 1
    /// The events of a cell: the launch, then each kind. At most 64, so that
    /// ``eventKinds(_:plan:container:resizable:pad:external:stageManager:modes:)``
    /// keeps them as the bits of a word.
    static let events = EventKind.allCases.count + 1
    var intervals: Int { widths.count + 1 }

    /// The space of `model`'s app with width breakpoints `breakpoints`.
    ///
    /// Windows that agree on everything a cell is made of (device class,
    /// mode, size class, container, breakpoint interval, and what decides
    /// the event kinds) reach the same cells, so each such kind of window is
    /// counted once: most of the app's windows are Stage Manager sizes that
    /// differ in nothing else.
    public init(model: AppModel, breakpoints: Breakpoints) {
        self.init(model: model, breakpoints: breakpoints, windows: Self.windows(model: model, widths: breakpoints.widths))
    }

    /// The space of `model`'s app with width breakpoints `breakpoints`, whose
    /// windows reach the cells of `windows` (``windows(model:widths:)``'s, or
    /// a test's every window, which must reach the same cells).
    init(model: AppModel, breakpoints: Breakpoints, windows: [Window]) {
        widths = breakpoints.widths
        cellCount = CoverageCell.DeviceClass.allCases.count * Self.modes * 2
            * CoverageCell.ContainerState.allCases.count * (breakpoints.widths.count + 1) * Self.events
        var reachable = CoverageMap(cells: cellCount)
        var count = 0
        let space = Self.Indexer(intervals: breakpoints.widths.count + 1)
        let app = AppFacts(model)
        let intervals = breakpoints.widths.count + 1
        // The kinds of window seen, as bits: a few thousand, where a set of
        // their numbers cost a window about 140 instructions.
        var seen = CoverageMap(cells: CoverageCell.DeviceClass.allCases.count * Self.modes * 2 * intervals
                                   * model.plans.count * 16)
        // The event kinds of each plan, container and the four facts of a
        // window they read, worked out the first time they are asked for
        // (`.max` until then: a cell has fewer than 64 events): a few dozen
        // where the kinds of window are 2,000 over the built-in apps, which
        // cost a run's setup 1.3 M instructions (measured with callgrind).
        var eventKinds = [UInt64](repeating: .max, count: model.plans.count * CoverageCell.ContainerState.allCases.count * 16)
        for window in windows {
            let device = CoverageCell.DeviceClass(window.device)
            let mode = window.display != nil ? Self.modes - 1 : window.mode.ordinal
            let horizontal = model.horizontalClass(of: window)
            let planIndex = model.planIndex(for: window)
            let interval = Self.interval(of: window.width, in: breakpoints.widths)
            // Everything below reads of the window only these.
            var kind = (device.rawValue * Self.modes + mode) * 2 + (horizontal == .regular ? 1 : 0)
            kind = kind * intervals + interval
            kind = kind * model.plans.count + planIndex
            kind = kind * 2 + (window.idiom == .pad ? 1 : 0)
            kind = kind * 2 + (window.device.idiom == .pad ? 1 : 0)
            kind = kind * 2 + (window.device.supportsStageManager ? 1 : 0)
            kind = kind * 2 + (window.isResizable ? 1 : 0)
            guard seen.insertNew(kind) else { continue }
            let plan = model.plans[planIndex]
            // An iPhone app's iPhone-size window on an iPad (before 27) has
            // no mode changes and no external display; the same for every
            // iPad window of the model, so the four facts still key the cache.
            let fixedPhone = model.phoneWindowOnPad && window.device.idiom == .pad
            let facts = (window.isResizable ? 8 : 0) + (window.device.idiom == .pad ? 4 : 0)
                + (window.display != nil ? 2 : 0) + (window.device.supportsStageManager ? 1 : 0)
            for container in Self.states(of: plan, idiom: window.idiom, horizontal: horizontal) {
                let slot = (planIndex * CoverageCell.ContainerState.allCases.count + container.rawValue) * 16 + facts
                if eventKinds[slot] == .max {
                    eventKinds[slot] = Self.eventKinds(app, plan: plan, container: container, resizable: window.isResizable,
                                                       pad: window.device.idiom == .pad, external: window.display != nil,
                                                       stageManager: window.device.supportsStageManager && !fixedPhone,
                                                       modes: !fixedPhone)
                }
                var events = eventKinds[slot]
                while events != 0 {
                    let cell = CoverageCell(device: device, mode: mode, horizontal: horizontal, container: container,
                                            interval: interval, event: events.trailingZeroBitCount)
                    events &= events - 1
                    if reachable.insertNew(space.index(cell)) { count += 1 }
                }
            }
        }
        self.reachable = reachable
        reachableCount = count
    }

    /// The index of `cell`.
    public func index(of cell: CoverageCell) -> Int { Indexer(intervals: intervals).index(cell) }

    /// The cell at `index`.
    public func cell(at index: Int) -> CoverageCell {
        var rest = index
        let event = rest % Self.events; rest /= Self.events
        let interval = rest % intervals; rest /= intervals
        let container = rest % CoverageCell.ContainerState.allCases.count; rest /= CoverageCell.ContainerState.allCases.count
        let horizontal: SizeClass = rest % 2 == 1 ? .regular : .compact; rest /= 2
        let mode = rest % Self.modes; rest /= Self.modes
        return CoverageCell(device: CoverageCell.DeviceClass(rawValue: rest) ?? .phone, mode: mode, horizontal: horizontal,
                            container: CoverageCell.ContainerState(rawValue: container) ?? .view, interval: interval,
                            event: event)
    }

    /// The number of `widths` at or below `width`.
    ///
    /// Wrapping arithmetic: `low` and `high` are indices of `widths`, far
    /// from overflowing, and the checks (with a signed halving) cost each
    /// step of the search about five instructions (measured with callgrind).
    @inline(__always) static func interval(of width: Double, in widths: [Double]) -> Int {
        var low = 0, high = widths.count
        while low < high {
            let middle = (low &+ high) >> 1
            if widths[middle] <= width { low = middle &+ 1 } else { high = middle }
        }
        return low
    }

    /// Numbers cells: device, mode, size class, container, interval, event, most significant first.
    struct Indexer {
        var intervals: Int
        /// ``CoverageSpace/modes`` and ``CoverageSpace/events``, read once: an
        /// indexer kept from step to step (``AppStatistics``) then calls no
        /// `swift_once` for them on every step.
        let modes = CoverageSpace.modes, events = CoverageSpace.events

        /// The index of `cell`.
        ///
        /// Wrapping arithmetic: each part of a cell of the space is below its
        /// count, so its index is below ``CoverageSpace/cellCount`` and cannot
        /// overflow, and the checks cost each step of a run about ten
        /// instructions (measured with callgrind).
        @inline(__always) func index(_ cell: CoverageCell) -> Int {
            var index = cell.device.rawValue
            index = index &* modes &+ cell.mode
            index = index &* 2 &+ (cell.horizontal == .regular ? 1 : 0)
            index = index &* CoverageCell.ContainerState.allCases.count &+ cell.container.rawValue
            index = index &* intervals &+ min(cell.interval, intervals &- 1)
            return index &* events &+ cell.event
        }
    }
}
