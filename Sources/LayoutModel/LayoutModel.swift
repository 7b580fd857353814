// LayoutModel: a pure, deterministic model of iPadOS windows, size classes and
// SwiftUI's adaptive containers. This module imports nothing, not even
// Foundation, so it cannot reach a clock, a file or randomness by accident.
