public import LayoutModel

/// The versions of iPadOS to fuzz when no version is named and the app read
/// from source has a project with a deployment target
/// (`IPHONEOS_DEPLOYMENT_TARGET`): every version the model has that the
/// target allows (17.0 allows 18, 26 and 27; 26.0 allows 26 and 27), oldest
/// first. `fuzzrun --source` without `--os` and `fuzz(source:)` without an
/// `os` both fuzz these, each in turn.
public struct OSVersionPlan: Equatable, Sendable {
    /// The versions, oldest first: those the target allows, or the newest
    /// the model has alone when the target is newer than all of them.
    public var versions: [OSVersion]
    /// Where they came from: `Shop.xcodeproj target Shop: deployment target iPadOS 17`.
    public var reason: String
    /// Whether the deployment target is newer than every version the model
    /// has (``versions`` is then the newest alone).
    public var isPastTheModel: Bool

    /// The plan for an app of `settings`; `nil` without a deployment target
    /// (or one whose major version is not a number).
    public init?(settings: ProjectSettings) {
        guard let target = settings.deploymentTarget, let major = Int(target.split(separator: ".").first ?? "") else {
            return nil
        }
        reason = "\(settings.source): deployment target iPadOS \(major)"
        let allowed = OSVersion.allCases.filter { $0.rawValue >= major }
        isPastTheModel = allowed.isEmpty
        versions = allowed.isEmpty ? [OSVersion.allCases.last ?? .current] : allowed
    }

    /// The one version a run that can fuzz only one takes: the default
    /// (``OSVersion/current``) when the target allows it, else the oldest
    /// it allows.
    public var single: OSVersion {
        versions.contains(.current) ? .current : versions.first ?? .current
    }

    /// `18, 26 and 27`.
    public static func list(_ versions: [OSVersion]) -> String {
        let names = versions.map { String($0.rawValue) }
        return names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }
}
