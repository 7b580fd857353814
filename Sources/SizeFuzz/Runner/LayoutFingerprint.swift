import LayoutModel

/// A deterministic 64-bit fingerprint of a layout (FNV-1a over what a user
/// would see differ), the same in every process, for counting distinct
/// layouts. Swift's `Hasher` is seeded per process and would not do.
enum LayoutFingerprint {
    static func of(_ layout: Layout) -> UInt64 {
        var hash = Hash()
        hash.add(layout.window.width)
        hash.add(layout.window.height)
        hash.add(layout.sizeClasses.horizontal.rawValue)
        hash.add(layout.navigation.rawValue)
        for column in layout.columns {
            hash.add(column.role.rawValue)
            hash.add(column.width)
            hash.add(column.presentation.rawValue)
        }
        if let tabBar = layout.tabBar {
            hash.add(tabBar.placement.rawValue)
            hash.add(Double(tabBar.items.count))
            hash.add(Double(tabBar.overflow.count))
        }
        hash.add(layout.selectedTab ?? "")
        hash.add(layout.sidebarSelection ?? "")
        hash.add(layout.screen ?? "")
        for screen in layout.path { hash.add(screen) }
        for grid in layout.content.grids { hash.add(Double(grid.layout.itemsPerRow)) }
        hash.add(Double(layout.content.overflows.count))
        return hash.finish()
    }

    struct Hash {
        var state: UInt64 = 0xcbf2_9ce4_8422_2325
        mutating func add(_ value: Double) { addBits(value.bitPattern) }
        mutating func add(_ text: String) {
            for byte in text.utf8 { state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            addBits(0xff)
        }
        mutating func addBits(_ bits: UInt64) {
            var bits = bits
            for _ in 0..<8 {
                state = (state ^ (bits & 0xff)) &* 0x0000_0100_0000_01b3
                bits >>= 8
            }
        }
        /// The state through a SplitMix64 finaliser, so its high bits are well mixed.
        func finish() -> UInt64 { SplitMix64.mix(state) }
    }
}
