import Foundation
import LayoutModel

/// Where to find the app's project settings, and which target and
/// configuration to read (`fuzzrun --project PATH`, `--no-project`,
/// `--target NAME`, `--configuration NAME`).
public struct ProjectOptions: Hashable, Sendable {
    /// How the project is found.
    public enum Lookup: Hashable, Sendable {
        /// No project is read: the settings come from the plist alone, and
        /// nothing is assumed about them (``AppSpec/extract(from:root:plist:)-(URL...)``'s way).
        case off
        /// The source folder and its parents, up to the repository root (a
        /// folder holding `.git`), are searched for an `.xcodeproj`, a
        /// `project.yml` or a `Package.swift`.
        case discover
        /// The project at this path: an `.xcodeproj` folder, its
        /// `project.pbxproj`, a `project.yml`, a `Package.swift`, or a folder
        /// holding one of them.
        case at(URL)
    }

    /// How the project is found.
    public var lookup: Lookup
    /// The app target to read; nil for the one whose sources hold the
    /// `@main` App.
    public var target: String?
    /// The build configuration to read: `Release` (what ships) by default.
    public var configuration: String

    /// Flags true in `#if` whatever the project says (`--define FLAG`).
    public var defines: [String]
    /// The iPadOS the reading is for, which decides `if #available(iOS n,
    /// *)`; nil for the newest the model knows (one reading for every version).
    public var os: OSVersion?

    /// Creates options.
    public init(lookup: Lookup = .discover, target: String? = nil, configuration: String = "Release",
                defines: [String] = [], os: OSVersion? = nil) {
        self.lookup = lookup
        self.target = target
        self.configuration = configuration
        self.defines = defines
        self.os = os
    }

    /// No project read.
    public static let off = ProjectOptions(lookup: .off)
    /// The project found above the sources, its app target, Release.
    public static let discover = ProjectOptions(lookup: .discover)
}
