import LayoutModel

/// The launches of one app a worker has evaluated, by launch window: what
/// `Evaluator` holds after launching the app in a window and checking the
/// launch, kept so that the next case launched in the same window copies it
/// instead of launching, laying out and checking again.
///
/// A worker runs thousands of cases of one app, and half its launches are
/// in a window it has launched in before (a device's full screen and split
/// panes, Stage Manager sizes at a breakpoint or the screen's); the other
/// half are Stage Manager sizes drawn anywhere, which seldom repeat. So the
/// launch in a window of a fixed size is kept the first time, and a launch
/// in a resizable window never (keeping one at its second sighting, as this
/// did, cost more than its copies saved: 651,412,172 instructions against
/// 651,076,758 without, measured with callgrind); at most `capacity` are kept. The
/// launch is a function of the model, the window and the invariants
/// checked, so a kept launch is exactly what a fresh one would
/// give; launches that run code of the user's (custom invariants, a
/// `SceneNavigator`) are never kept.
struct LaunchCache {
    /// One kept launch.
    struct Entry {
        /// The app's state after the launch.
        var state: AppState
        /// The launched scene's layout.
        var layout: Layout
        /// The launched scene's intent.
        var intent: SceneIntent
        /// The launch's violations.
        var violations: [Violation]
        /// The invariants the launch failed.
        var failed: InvariantSet
        /// The fingerprint of `layout` (`LayoutFingerprint`), for the statistics.
        var fingerprint: UInt64
    }

    /// A window as plain words: equal keys for equal windows, and a cheap
    /// hash (`Window`'s own hashes its modes' and device's names).
    struct Key: Equatable {
        /// The device, display, orientation, modes, idiom and OS, a byte each.
        var tags: UInt64
        /// The requested, scene and frame sizes.
        var requested: Size, size: Size, frame: Size

        /// The key of `window`.
        @inline(__always) init(_ window: Window) {
            var tags = UInt64(truncatingIfNeeded: window.device.index)
            tags = tags << 8 | UInt64(Self.ordinal(window.display))
            tags = tags << 8 | (window.orientation == .portrait ? 1 : 0)
            tags = tags << 8 | UInt64(truncatingIfNeeded: window.mode.ordinal)
            tags = tags << 8 | UInt64(truncatingIfNeeded: window.requestedMode.ordinal)
            tags = tags << 8 | (window.idiom == .phone ? 1 : 0)
            tags = tags << 8 | UInt64(truncatingIfNeeded: window.os.rawValue)
            self.tags = tags
            requested = window.requestedSize
            size = window.size
            frame = window.frameSize
        }

        /// 0 for no display, else 1 and up.
        @inline(__always) static func ordinal(_ display: ExternalDisplayID?) -> Int {
            switch display {
            case nil: 0
            case .display1080p: 1
            case .display1440p: 2
            case .studioDisplay: 3
            case .display6K: 4
            }
        }

        /// A well-mixed hash of the key, never 0: the words folded in by a
        /// multiply each (an odd multiplier, so each fold is one to one in
        /// the word), then mixed once. A full `SplitMix64` mix after each
        /// word cost about 60 instructions a restart (measured with callgrind); the hash
        /// only picks a slot to start probing from (keys are compared
        /// whole), so one final mix spreads it well enough.
        @inline(__always) var hash: UInt64 {
            let odd: UInt64 = 0x9E37_79B9_7F4A_7C15
            var hash = (tags ^ requested.width.bitPattern) &* odd
            hash = (hash ^ requested.height.bitPattern) &* odd
            hash = (hash ^ size.width.bitPattern) &* odd
            hash = (hash ^ size.height.bitPattern) &* odd
            hash = (hash ^ frame.width.bitPattern) &* odd
            return SplitMix64.mix(hash ^ frame.height.bitPattern) | 1
        }
    }

    /// The most launches kept: a launch kept costs about 2,000 instructions
    /// (its layout's fingerprint and the copies kept), and a case that
    /// copies it saves about 700 over a launch, less what its first layout
    /// pays for boxes it cannot write over (the copied layout shares them
    /// with the cache). The windows kept first are the ones drawn most, so
    /// the later ones seldom pay back: 32 kept gave 651.6 M instructions
    /// for the 20,000 cases of `fuzzrun --seed 42`, 64 gave 651.4 M, 128
    /// gave 652.5 M, 512 more still (measured with callgrind; resizable windows were then
    /// kept at their second sighting).
    static let capacity = 64
    /// The slots of `slots` (a power of two, twice `capacity`).
    private static let slotCount = 128

    /// Each slot's index in `entries` plus one, or 0 when empty (open addressing).
    private var slots: [Int32] = []
    /// The kept launches' keys, hashes and launches, in the order kept.
    private var keys: [Key] = []
    private var hashes: [UInt64] = []
    private var entries: [Entry] = []
    /// The built-in invariants the kept launches checked.
    private var bits: UInt32 = 0

    /// An empty cache.
    init() {}

    /// The index in `entries` of the launch kept for `key` (of hash
    /// `hash`) checking `invariants`, if any.
    @inline(__always) func index(of key: Key, hash: UInt64, invariants: InvariantSet) -> Int? {
        guard !entries.isEmpty, invariants.bits == bits, invariants.custom.isEmpty else { return nil }
        return slots.withUnsafeBufferPointer { slots in
            var slot = Int(truncatingIfNeeded: hash) & (Self.slotCount - 1)
            while slots[slot] != 0 {
                let index = Int(slots[slot]) - 1
                if hashes[index] == hash && keys[index] == key { return index }
                slot = (slot + 1) & (Self.slotCount - 1)
            }
            return nil
        }
    }

    /// Calls `body` with the launch at `index` (from
    /// `index(of:hash:invariants:)`) where it is kept: a subscript copied
    /// the whole entry.
    @inline(__always) func withEntry<Result>(at index: Int, _ body: (UnsafePointer<Entry>) -> Result) -> Result {
        entries.withUnsafeBufferPointer { body($0.baseAddress! + index) }
    }

    /// Whether a launch in `window` (of key hash `hash`) of `model`
    /// checking `invariants` should be kept: it may be, there is room, and
    /// the window is of a fixed size (a mode's, which recurs).
    mutating func shouldKeep(_ window: Window, hash: UInt64, model: AppModel, invariants: InvariantSet) -> Bool {
        guard invariants.custom.isEmpty, model.navigator == nil else { return false }
        if invariants.bits != bits {
            slots = []
            keys = []
            hashes = []
            entries = []
            bits = invariants.bits
        }
        return entries.count < Self.capacity && !window.isResizable
    }

    /// Keeps `entry` as the launch in the window of `key` (of hash `hash`),
    /// after `shouldKeep(_:hash:model:invariants:)` said so.
    mutating func keep(_ entry: Entry, key: Key, hash: UInt64) {
        if slots.isEmpty { slots = Array(repeating: 0, count: Self.slotCount) }
        var slot = Int(truncatingIfNeeded: hash) & (Self.slotCount - 1)
        while slots[slot] != 0 { slot = (slot + 1) & (Self.slotCount - 1) }
        keys.append(key)
        hashes.append(hash)
        entries.append(entry)
        slots[slot] = Int32(entries.count)
    }
}
