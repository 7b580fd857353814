/// The version of iPadOS (and iOS) whose window model the platform follows.
///
/// Each version has its own window modes and rules (``WindowRules``):
///
/// - ``v18``: Split View, Slide Over and Stage Manager (iPadOS 16–18); an
///   iPhone-only app runs in an iPhone-size window.
/// - ``v26``: Full Screen Apps, Windowed Apps and Stage Manager, tiles,
///   window controls, and Slide Over as one resizable panel (iPadOS 26.1);
///   an iPhone-only app still sees an iPhone-size screen.
/// - ``v27``: as 26; an app that requires full screen resizes discretely,
///   and an iPhone-only app is resizable and compact at every width.
///
/// Written as a whole number (`18`, `26`, `27`) on the command line
/// (`--os`), in platform files (`"os"`) and in corpus entries (`"os"`).
public enum OSVersion: Int, Hashable, Sendable, Codable, CaseIterable, Comparable {
    /// iPadOS 18: the Split View and Stage Manager model.
    case v18 = 18
    /// iPadOS 26 (with 26.1's Slide Over): windows, tiles and window controls.
    case v26 = 26
    /// iPadOS 27: 26's windows, resizable iPhone apps, discrete resizing.
    case v27 = 27

    /// The version the model runs when none is given.
    public static let current: OSVersion = .v26

    /// Whether the version has iPadOS 26's windowing (tiles, window controls).
    @inlinable public var hasWindowing: Bool { self != .v18 }

    /// `iPadOS 26`.
    public var name: String { "iPadOS \(rawValue)" }

    /// The version's name on a device of `idiom`: `iOS 26` on an iPhone,
    /// `iPadOS 26` on an iPad (the versions share their numbers).
    public func name(on idiom: Idiom) -> String {
        idiom == .phone ? "iOS \(rawValue)" : name
    }

    /// Decodes a version from its number; another number is an error saying
    /// which versions exist.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let number = try? container.decode(Int.self), let version = OSVersion(rawValue: number) else {
            let known = OSVersion.allCases.map { "\($0.rawValue)" }.joined(separator: ", ")
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected one of \(known)")
        }
        self = version
    }

    /// Encodes the version's number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Orders versions by release.
    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool { lhs.rawValue < rhs.rawValue }
}
