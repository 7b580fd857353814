import Foundation

/// What reading the app's project gives the extractor: the settings for
/// ``Extraction/settings``, the Info.plist keys merged as Xcode merges
/// them, the `#if` flags, the local packages' sources to read with the
/// app's, and the assumption made when no project says anything.
struct ProjectReading {
    /// The settings and where they came from.
    var settings = ProjectSettings()
    /// The Info.plist keys the spec uses; nil when neither a project nor a
    /// plist gave any.
    var plist: PlistInfo?
    /// The flags true in `#if`; nil when unknown (then `DEBUG` alone is).
    var flags: Set<String>?
    /// `Sources` folders of local packages, read with the app's sources.
    var packageSources: [URL] = []
    /// Files the app target builds for other platforms only (absolute),
    /// left out of the reading.
    var otherPlatformFiles: Set<String> = []
    /// The defaults, said as one assumption, when no project gave settings;
    /// an `.xcconfig` named but missing, one each.
    var assumptions: [Assumption] = []

    /// What the defaults assume: SizeFuzz's spec without settings.
    static let defaults = "one window, every orientation, iPad and iPhone"
}
