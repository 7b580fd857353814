import LayoutModel

/// What one app's cases covered: size classes, window modes, event kinds,
/// breakpoints and layouts. Counts add up across workers and shards in any
/// order, so they do not depend on `--jobs`.
public struct AppStatistics: Hashable, Sendable {
    /// Cases run.
    public var cases = 0
    /// Steps checked (launches and events).
    public var steps = 0
    /// Steps by the focused scene's size classes: `[compact/compact,
    /// compact/regular, regular/compact, regular/regular]` (horizontal/vertical).
    public var sizeClasses: [Int] {
        get { Array(counts[0..<Self.modesStart]) }
        set { setCounts(0..<Self.modesStart, to: newValue) }
    }
    /// Steps by window mode, in `WindowMode.allCases` order, then windows on
    /// an external display.
    public var modes: [Int] {
        get { Array(counts[Self.modesStart..<Self.eventsStart]) }
        set { setCounts(Self.modesStart..<Self.eventsStart, to: newValue) }
    }
    /// Events by kind, in the generator's kind order.
    public var events: [Int] {
        get { Array(counts[Self.eventsStart...]) }
        set { setCounts(Self.eventsStart..<counts.count, to: newValue) }
    }
    /// ``sizeClasses``, ``modes`` and ``events`` one after another in one
    /// array: a step counts into one buffer, checked once for being unique,
    /// rather than into three.
    private var counts = [Int](repeating: 0, count: Self.eventsStart + EventKind.allCases.count)
    /// Where ``modes`` starts in ``counts``.
    private static var modesStart: Int { 4 }
    /// Where ``events`` starts in ``counts`` (a step reads it from its
    /// ``indexer``, which keeps the number of modes: no `swift_once`).
    private static var eventsStart: Int { modesStart + CoverageSpace.modes }
    /// Which of the app's width breakpoints a window landed on or a pixel
    /// beside.
    public var breakpointsHit: [Bool] = []
    /// An estimate of the distinct layouts seen.
    public var layouts = DistinctCounter()
    /// The semantic coverage cells visited (``CoverageSpace``).
    public var cells = CoverageMap()
    /// The cells of the case running now, when a guided run collects them
    /// (``CaseFeatures``); `nil` otherwise, and in every statistics a run returns.
    var caseCells: CaseFeatures? = nil
    /// The width and screen scale whose breakpoints were marked last: marking
    /// them again would change nothing (``breakpointsHit`` only gains hits),
    /// and most steps leave the window as it was. Not a count: equality and
    /// hashing leave it out, so statistics do not depend on `--jobs`.
    private var markedWidth = -Double.infinity, markedScale = 0
    /// The width whose breakpoint interval (``CoverageCell/interval``) was
    /// worked out last, and that interval: most steps' cells are in a window
    /// of the same width as the step before. Left out of equality and hashing
    /// like ``markedWidth``.
    private var intervalWidth = -Double.infinity, lastInterval = 0
    /// Numbers the cells of the app's breakpoint intervals, kept from step to
    /// step (made again at a launch whose breakpoints differ in number, so a
    /// step counts after the launch of its case). Left out of
    /// equality and hashing like ``markedWidth``.
    private var indexer = CoverageSpace.Indexer(intervals: 1)
    /// The scene whose layout gave ``keptCell``, ``keptSizeClass`` and
    /// ``keptMode`` at the last step counted, `-1` for none: a step whose
    /// scene is that one and that did not lay it out anew has the same
    /// layout, so those parts are not worked out again. Left out
    /// of equality and hashing like ``markedWidth``.
    private var keptScene = -1
    /// The index of the cell of ``keptScene``'s layout at the launch (event
    /// 0): a step's cell is this plus its event (``CoverageSpace/Indexer``
    /// numbers the event last).
    private var keptCell = 0
    /// Where ``keptScene``'s size classes and window mode count in
    /// ``counts``.
    private var keptSizeClass = 0, keptMode = Self.modesStart
    /// The screen scale of ``keptScene``'s window, for the breakpoints a
    /// step that lays a scene out marks (its width is ``intervalWidth``).
    private var keptScale = 0

    /// Empty statistics.
    public init() {}

    /// Whether `lhs` and `rhs` hold the same counts (and the same cells of a
    /// running case).
    public static func == (lhs: AppStatistics, rhs: AppStatistics) -> Bool {
        lhs.cases == rhs.cases && lhs.steps == rhs.steps && lhs.counts == rhs.counts
            && lhs.breakpointsHit == rhs.breakpointsHit && lhs.layouts == rhs.layouts
            && lhs.cells == rhs.cells && lhs.caseCells == rhs.caseCells
    }

    /// Hashes the counts that `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(cases)
        hasher.combine(steps)
        hasher.combine(counts)
        hasher.combine(breakpointsHit)
        hasher.combine(layouts)
        hasher.combine(cells)
        hasher.combine(caseCells)
    }

    /// Adds `other`'s counts to these.
    public mutating func merge(_ other: AppStatistics) {
        cases += other.cases
        steps += other.steps
        for index in counts.indices { counts[index] += other.counts[index] }
        if breakpointsHit.count < other.breakpointsHit.count {
            breakpointsHit += Array(repeating: false, count: other.breakpointsHit.count - breakpointsHit.count)
        }
        for (index, hit) in other.breakpointsHit.enumerated() where hit { breakpointsHit[index] = true }
        layouts.merge(other.layouts)
        cells.merge(other.cells)
    }

    /// How many event kinds the JSON report always lists, counted or not:
    /// the kinds before `present` and `dismiss`, which it lists only when
    /// they happened (so a run of apps without presentations reports what it
    /// did before they existed).
    public static let alwaysListedEvents = EventKind.withoutPresentations

    /// The names of the event kinds, in the order of ``events``: made once (the
    /// report's coverage lines read them dozens of times a run, about 110,000
    /// instructions each time).
    public static let eventNames: [String] =
        EventKind.allCases.map { String(describing: $0.label).replacingPrefix("event.", with: "") }

    /// Counts the launch of a case: its first step, its cell and the
    /// layouts it launched with.
    ///
    /// The evaluator is read, never changed: it is `inout` so that its
    /// address is passed (borrowed from the caller's `inout` evaluator, it was
    /// copied with a `memcpy` for every step, measured with callgrind).
    mutating func recordLaunch(_ evaluator: inout Evaluator, breakpoints: Breakpoints, traits: AppTraits) {
        cases += 1
        if breakpointsHit.count != breakpoints.widths.count {
            breakpointsHit = Array(repeating: false, count: breakpoints.widths.count)
            (markedWidth, markedScale) = (-.infinity, 0)
            (intervalWidth, lastInterval) = (-.infinity, 0)
        }
        // The case's steps number their cells with the same breakpoints:
        // the indexer is checked once a case, not once a step.
        if indexer.intervals != breakpoints.widths.count + 1 {
            indexer = CoverageSpace.Indexer(intervals: breakpoints.widths.count + 1)
        }
        recordStep(event: 0, scene: 0, &evaluator, relaidOut: ~0, breakpoints: breakpoints, traits: traits,
                   launchFingerprint: evaluator.launchFingerprint)
    }

    /// Sets the counts at `range` of ``counts`` to `values`, one for each.
    private mutating func setCounts(_ range: Range<Int>, to values: [Int]) {
        precondition(values.count == range.count, "AppStatistics: \(values.count) counts for \(range.count) places")
        counts.replaceSubrange(range, with: values)
    }

    /// Counts a step whose event of `kind` targeted scene `scene`
    /// (`evaluator` is read, never changed, as in ``recordLaunch(_:breakpoints:traits:)``).
    mutating func recordStep(kind: EventKind, scene: Int, _ evaluator: inout Evaluator, breakpoints: Breakpoints,
                             traits: AppTraits) {
        recordStep(event: kind.rawValue + 1, scene: scene, &evaluator, relaidOut: evaluator.relaidOut,
                   breakpoints: breakpoints, traits: traits)
    }

    /// Counts a step: its event (`event`, ``CoverageCell/event``: 0 for a
    /// launch), the cell scene `scene` is in after it, its size classes and
    /// window mode, and, for
    /// the scenes it laid out anew (`relaidOut`, ``Evaluator/relaidOut``),
    /// their layouts and the breakpoints the target's window lies on.
    ///
    /// Reads the scenes and layouts where the evaluator keeps them: an array
    /// subscript copied the whole layout or scene state. `launchFingerprint`
    /// is scene 0's layout's fingerprint when it is known already (a kept
    /// launch, `LaunchCache`).
    ///
    /// Counts add with wrapping arithmetic: no count of a run comes near
    /// `Int.max`, and each overflow check cost every step an instruction
    /// (measured with callgrind).
    private mutating func recordStep(event: Int, scene: Int, _ evaluator: inout Evaluator, relaidOut: UInt64,
                                     breakpoints: Breakpoints, traits: AppTraits, launchFingerprint: UInt64? = nil) {
        steps &+= 1
        let count = evaluator.layouts.count
        let scene = min(scene, count &- 1)
        let eventsStart = Self.modesStart &+ indexer.modes
        guard scene >= 0 else {
            if event > 0 { counts[eventsStart &+ event &- 1] &+= 1 }
            return
        }
        // A launch lays every scene out (`relaidOut` is all ones), so a case
        // never reads the parts its statistics kept from the case before.
        if scene != keptScene || relaidOut & Evaluator.bit(scene) != 0 {
            keepParts(of: scene, &evaluator, widths: breakpoints.widths, traits: traits)
        }
        let cell = keptCell &+ event
        cells.insert(cell)
        caseCells?.insert(cell)
        counts.withUnsafeMutableBufferPointer { counts in
            counts[keptSizeClass] &+= 1
            counts[keptMode] &+= 1
            if event > 0 { counts[eventsStart &+ event &- 1] &+= 1 }
        }
        // The window and its layout change only when the step relaid a scene out.
        guard relaidOut != 0 else { return }
        // The scene's window is the one its parts were kept from (the
        // evaluator lays a scene out anew whenever its window changes): its
        // width is ``intervalWidth``, whose interval is ``lastInterval``.
        if intervalWidth != markedWidth || keptScale != markedScale {
            (markedWidth, markedScale) = (intervalWidth, keptScale)
            recordBreakpoints(width: intervalWidth, scale: keptScale, widths: breakpoints.widths, interval: lastInterval)
        }
        evaluator.layouts.withUnsafeBufferPointer { kept in
            for index in kept.indices where index >= 64 || relaidOut & (1 << UInt64(index)) != 0 {
                if index == 0, let launchFingerprint {
                    layouts.insert(launchFingerprint)
                } else {
                    layouts.insert(LayoutFingerprint.of(kept.baseAddress! + index))
                }
            }
        }
    }

    /// Works out the parts of a step's cell and counts that scene `scene`'s
    /// layout decides (all but the event) and keeps them, with the scene, in
    /// ``keptCell``, ``keptSizeClass``, ``keptMode`` and ``keptScale``; the
    /// breakpoint interval of its width is kept in ``lastInterval``.
    ///
    /// Reads the layout where the evaluator keeps it (`evaluator` is read,
    /// never changed): an array subscript copied the whole layout.
    @inline(__always) private mutating func keepParts(of scene: Int, _ evaluator: inout Evaluator, widths: [Double],
                                                      traits: AppTraits) {
        evaluator.layouts.withUnsafeBufferPointer { kept in
            let layout = kept.baseAddress! + scene
            let window = layout.pointee.window
            let mode = window.display != nil ? indexer.modes &- 1 : window.mode.ordinal
            let horizontal = layout.pointee.sizeClasses.horizontal
            let vertical = layout.pointee.sizeClasses.vertical
            if window.width != intervalWidth {
                (intervalWidth, lastInterval) = (window.width, CoverageSpace.interval(of: window.width, in: widths))
            }
            keptCell = indexer.index(CoverageCell(
                device: traits.deviceClass(window.device), mode: mode,
                horizontal: horizontal, container: CoverageCell.ContainerState(layout),
                interval: lastInterval, event: 0))
            keptSizeClass = (horizontal == .regular ? 2 : 0) + (vertical == .regular ? 1 : 0)
            keptMode = Self.modesStart &+ mode
            keptScale = traits.scale(of: window)
        }
        keptScene = scene
    }

    /// Marks the width breakpoints a window of `width` on a screen of
    /// `scale` lies on or a pixel beside, given
    /// `interval`, the number of `widths` at or below its width
    /// (``CoverageSpace/interval(of:in:)``): those a pixel below it are just
    /// below that index, so they are found by a step or two down from it
    /// rather than by a search of every breakpoint.
    private mutating func recordBreakpoints(width: Double, scale: Int, widths: [Double], interval: Int) {
        let pixel = 1 / Double(scale) + 1e-9
        var low = interval
        // Wrapping: `low` stays an index of `widths`, or one past them.
        while low > 0 && widths[low &- 1] >= width - pixel { low &-= 1 }
        while low < widths.count && widths[low] <= width + pixel {
            breakpointsHit[low] = true
            low &+= 1
        }
    }
}

extension String {
    /// The string without `prefix` at its start, and `replacement` instead.
    func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}

