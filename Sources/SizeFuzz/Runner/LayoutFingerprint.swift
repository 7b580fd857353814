import LayoutModel

/// A deterministic 64-bit fingerprint of a layout (a word-at-a-time hash of what a user
/// would see differ), the same in every process, for counting distinct
/// layouts. Swift's `Hasher` is seeded per process and would not do.
enum LayoutFingerprint {
    static func of(_ layout: borrowing Layout) -> UInt64 {
        var hash = Hash()
        hash.add(layout.window.width)
        hash.add(layout.window.height)
        hash.addBits(UInt64(layout.plan) << 8 | (layout.sizeClasses.horizontal == .regular ? 1 : 0))
        if let split = layout.split {
            hash.add(split.sidebar.width)
            hash.add(split.content?.width ?? -1)
            hash.add(split.detail.width)
            hash.addBits(UInt64(split.sidebar.presentation.hashCode << 4 | (split.content?.presentation.hashCode ?? 0)))
        }
        if let tabBar = layout.tabBar {
            hash.addBits(UInt64(tabBar.items.count) << 8 | UInt64(tabBar.overflow.count) << 16 | UInt64(tabBar.placement.hashCode))
        }
        if let screen = layout.screen { hash.add(screen) }
        if let tab = layout.selectedTab { hash.add(tab) }
        hash.addBits(UInt64(layout.path.count) << 32 | UInt64(layout.content.overflows.count))
        return hash.finish()
    }

    /// A multiply-rotate hash over 64-bit words (strings eight bytes at a
    /// time), finished with SplitMix64.
    struct Hash {
        var state: UInt64 = 0xcbf2_9ce4_8422_2325
        mutating func add(_ value: Double) { addBits(value.bitPattern) }
        mutating func add(_ text: String) {
            var text = text
            text.withUTF8 { bytes in
                var word: UInt64 = 0
                var shift: UInt64 = 0
                for byte in bytes {
                    word |= UInt64(byte) << shift
                    shift += 8
                    if shift == 64 {
                        addBits(word)
                        word = 0
                        shift = 0
                    }
                }
                addBits(word ^ UInt64(bytes.count) << 56)
            }
        }
        mutating func addBits(_ bits: UInt64) {
            state = (state ^ bits) &* 0x9E37_79B9_7F4A_7C15
            state = (state << 31) | (state >> 33)
        }
        /// The state through a SplitMix64 finaliser, so its high bits are well mixed.
        func finish() -> UInt64 { SplitMix64.mix(state) }
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
