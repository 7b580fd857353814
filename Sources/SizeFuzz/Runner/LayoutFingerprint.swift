import LayoutModel

/// A deterministic 64-bit fingerprint of a layout (a word-at-a-time hash of what a user
/// would see differ), the same in every process, for counting distinct
/// layouts. Swift's `Hasher` is seeded per process and would not do.
enum LayoutFingerprint {
    /// The fingerprint of the layout at `layout`.
    ///
    /// Takes a pointer to the layout where it is kept, and reads its fields
    /// through it: passed as a value (even `borrowing`) from an array, the
    /// whole layout was copied on every call.
    static func of(_ layout: UnsafePointer<Layout>) -> UInt64 {
        var hash = Hash()
        hash.add(layout.pointee.window.width)
        hash.add(layout.pointee.window.height)
        // Counts and indices are never negative: converted without a check,
        // their bits are what a checked conversion gave.
        hash.addBits(UInt64(truncatingIfNeeded: layout.pointee.plan) << 8
                     | (layout.pointee.sizeClasses.horizontal == .regular ? 1 : 0))
        // Optional chains read the fields in place: `if let` copied the split
        // view's and the tab bar's layouts (retaining the tab bar's arrays).
        if let sidebar = layout.pointee.split?.sidebar {
            hash.add(sidebar.width)
            hash.add(layout.pointee.split?.content?.width ?? -1)
            hash.add(layout.pointee.split?.detail.width ?? 0)
            hash.addBits(UInt64(truncatingIfNeeded: sidebar.presentation.hashCode << 4
                                | (layout.pointee.split?.content?.presentation.hashCode ?? 0)))
        }
        if let placement = layout.pointee.tabBar?.placement {
            let items = layout.pointee.tabBar?.itemCount ?? 0, overflow = layout.pointee.tabBar?.overflowCount ?? 0
            hash.addBits(UInt64(truncatingIfNeeded: items) << 8 | UInt64(truncatingIfNeeded: overflow) << 16
                         | UInt64(truncatingIfNeeded: placement.hashCode))
        }
        // The screen's name, then the tab's, as words kept with the names
        // (the same state `hash.add(screen)` and `hash.add(tab)` left).
        layout.pointee.addNames(to: &hash.words)
        // The layout's path counted in place (``Layout/depth``), without making it.
        let overflows = layout.pointee.content.isEmpty ? 0 : layout.pointee.content.overflows.count
        hash.addBits(UInt64(truncatingIfNeeded: layout.pointee.depth) << 32 | UInt64(truncatingIfNeeded: overflows))
        return hash.finish()
    }

    /// A ``WordHash`` (strings eight bytes at a time), finished with
    /// SplitMix64.
    struct Hash {
        var words = WordHash()
        @inline(__always) mutating func add(_ value: Double) { words.add(value) }
        @inline(__always) mutating func addBits(_ bits: UInt64) { words.add(bits: bits) }
        /// The state through a SplitMix64 finaliser, so its high bits are well mixed.
        func finish() -> UInt64 { SplitMix64.mix(words.state) }
    }
}

extension ColumnPresentation {
    /// A small number for each presentation, for fingerprints.
    var hashCode: Int {
        switch self {
        case .tiled: 1
        case .overlay: 2
        case .displaced: 3
        case .hidden: 4
        }
    }
}

extension TabBarLayout.Placement {
    /// A small number for each placement, for fingerprints.
    var hashCode: Int {
        switch self {
        case .top: 1
        case .sidebar: 2
        case .bottom: 3
        }
    }
}
