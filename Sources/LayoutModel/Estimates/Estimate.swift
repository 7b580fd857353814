/// A parameter of ``Platform`` whose default is an estimate, with the range of
/// values that the evidence leaves plausible and the evidence for each end.
///
/// Apple publishes no number for these (the iPadOS 26 minimum window, the
/// width at which a window turns regular, the gap between tiles, …), so a
/// failure found at the default may not exist on a real iPad. SizeFuzz
/// replays every shrunk failure at both ends of each range the failure's
/// scenario touches and reports the failures that hold only at some values
/// (`EstimateDependence` in SizeFuzz). ``Estimate/all`` lists every one; a new
/// estimated parameter is one more entry there.
public struct Estimate: Sendable {
    /// The parameter's field in a platform file, such as
    /// `windows.windowing.tileGap`: what `--platform` sets and reports name.
    public let parameter: String
    /// The smallest plausible value, in points.
    public let lower: Double
    /// The largest plausible value, in points.
    public let upper: Double
    /// Why a value below ``lower`` is not plausible, with its source.
    public let lowerEvidence: String
    /// Why a value above ``upper`` is not plausible, with its source.
    public let upperEvidence: String
    /// The versions of iPadOS whose model reads the parameter: a scenario on
    /// another version does not touch it.
    public let versions: [OSVersion]
    /// The parameter's value in a platform.
    private let read: @Sendable (Platform) -> Double
    /// Sets the parameter in a platform.
    private let write: @Sendable (inout Platform, Double) -> Void

    /// An estimate of the parameter at `keyPath`, named `parameter` (its
    /// platform file field), plausible from `plausible.lowerBound` (for the
    /// reason `lower`) to `plausible.upperBound` (for the reason `upper`),
    /// read by the model under `versions`.
    public init(_ parameter: String, _ keyPath: WritableKeyPath<Platform, Double> & Sendable,
                plausible: ClosedRange<Double>, lower: String, upper: String,
                versions: [OSVersion] = OSVersion.allCases) {
        self.parameter = parameter
        self.lower = plausible.lowerBound
        self.upper = plausible.upperBound
        self.lowerEvidence = lower
        self.upperEvidence = upper
        self.versions = versions
        read = { $0[keyPath: keyPath] }
        write = { $0[keyPath: keyPath] = $1 }
    }

    /// The plausible values, ``lower`` through ``upper``.
    public var plausible: ClosedRange<Double> { lower...upper }

    /// The value in ``Platform/standard``.
    public var defaultValue: Double { read(.standard) }

    /// The parameter's value in `platform`.
    public func value(in platform: Platform) -> Double { read(platform) }

    /// `platform` with the parameter set to `value`.
    public func setting(_ value: Double, in platform: Platform) -> Platform {
        var platform = platform
        write(&platform, value)
        return platform
    }

    /// Whether the model reads the parameter under `os`.
    public func affects(_ os: OSVersion) -> Bool { versions.contains(os) }

    /// The steps in which plausible values are tried between the ends, in
    /// points: the iPad pixel grid.
    public static let resolution = 0.5

    /// The estimate named `parameter`, if there is one.
    public static func named(_ parameter: String) -> Estimate? {
        all.first { $0.parameter == parameter }
    }
}
