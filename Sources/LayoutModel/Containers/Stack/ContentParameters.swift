/// Defaults of the views inside a screen where the platform gives no numbers.
public struct ContentParameters: Hashable, Sendable, Codable {
    /// The length of `.padding()` with no length, on each side. Default
    /// 16 pt: an estimate. Apple documents only that a `nil` length makes
    /// "SwiftUI use a platform-specific default amount" (`padding(_:_:)`),
    /// and publishes no number; 16 pt is the inset commonly seen on iPhone
    /// and iPad.
    public var defaultPadding: Double

    /// Creates parameters; each defaults to its documented value.
    public init(defaultPadding: Double = 16) {
        self.defaultPadding = defaultPadding
    }

    /// The defaults.
    public static let standard = ContentParameters()
}
