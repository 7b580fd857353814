/// The app's settings as its project declares them, and where each was
/// read: ``Extraction/settings``.
public struct ProjectSettings: Hashable, Sendable {
    /// Where the settings came from.
    public enum Origin: Hashable, Sendable {
        /// No project was looked for (``ProjectOptions/off``).
        case notLooked
        /// None was found in these folders (searched from the first).
        case notFound(searched: String)
        /// An Xcode project: the `.xcodeproj` path, its target and configuration.
        case xcodeProject(path: String, target: String, configuration: String)
        /// An XcodeGen `project.yml`, its target and configuration.
        case xcodeGen(path: String, target: String, configuration: String)
        /// A `Package.swift`, which holds no app settings.
        case package(path: String)
    }

    /// One setting read: its name (a build setting or an Info.plist key),
    /// its value and the file it came from.
    public struct Setting: Hashable, Sendable, CustomStringConvertible {
        /// `TARGETED_DEVICE_FAMILY`, or `UIRequiresFullScreen` from a plist.
        public var name: String
        /// The value, substituted.
        public var value: String
        /// The file that set it.
        public var file: String

        /// Creates a setting.
        public init(name: String, value: String, file: String) {
            self.name = name
            self.value = value
            self.file = file
        }

        /// `NAME = value (file)`.
        public var description: String { "\(name) = \(value) (\(file))" }
    }

    /// Where the settings came from.
    public var origin: Origin = .notLooked
    /// Each setting read that SizeFuzz uses, sorted by name.
    public var settings: [Setting] = []
    /// Whether the app opens several windows (`UIApplicationSupportsMultipleScenes`
    /// after the merge); nil when nothing says.
    public var multipleWindows: Bool?
    /// What decided ``multipleWindows``: `generated scene manifest`,
    /// `Info.plist`, `not declared`.
    public var multipleWindowsReason: String = "not declared"
    /// `UIRequiresFullScreen` after the merge.
    public var requiresFullScreen: Bool?
    /// `UIDeviceFamily` after the merge (from `TARGETED_DEVICE_FAMILY`): 1
    /// iPhone, 2 iPad.
    public var deviceFamily: [Int]?
    /// `UISupportedInterfaceOrientations~ipad` (or the key without suffix)
    /// after the merge. An iPad is launched and rotated only into the
    /// orientations listed (``LayoutModel/SceneSpec/iPadOrientations``).
    public var iPadOrientations: [String]?
    /// `IPHONEOS_DEPLOYMENT_TARGET`: `17.0`. Without `--os`, `fuzzrun`
    /// fuzzes each iPadOS version the model has that it allows.
    public var deploymentTarget: String?
    /// The `#if` flags true in the configuration
    /// (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, `-D` in `OTHER_SWIFT_FLAGS`);
    /// nil when no project gives them (then `DEBUG` alone is true).
    public var flags: [String]?
    /// The explicit Info.plist read (`INFOPLIST_FILE`, or `--plist`).
    public var infoPlist: String?
    /// The local packages whose `Sources` were read with the app.
    public var localPackages: [String] = []

    /// Creates empty settings (``Origin/notLooked``).
    public init() {}

    /// Whether a project (an Xcode project or a `project.yml`) gave the settings.
    public var isFromProject: Bool {
        switch origin {
        case .xcodeProject, .xcodeGen: true
        default: false
        }
    }

    /// Where, in a few words: `Shop.xcodeproj target Shop`.
    public var source: String {
        switch origin {
        case .notLooked: "no project read"
        case .notFound: "no project found"
        case let .xcodeProject(path, target, _): "\(Self.lastComponent(path)) target \(target)"
        case let .xcodeGen(path, target, _): "\(Self.lastComponent(path)) target \(target)"
        case .package(let path): "\(Self.lastComponent(path)), no app settings"
        }
    }

    /// One line: `several windows (Shop.xcodeproj target Shop: generated
    /// scene manifest); iPad and iPhone; iPadOS 17+; flags DEBUG, BETA`.
    public var summary: String {
        var parts: [String] = []
        let windows = multipleWindows == true ? "several windows" : "one window"
        parts.append("\(windows) (\(source): \(multipleWindowsReason))")
        if requiresFullScreen == true { parts.append("full screen") }
        let family = deviceFamily ?? [1, 2]
        // An iPhone app runs on iPads too: in an iPhone-size window before
        // iPadOS 27, resizable from 27 (LayoutModel's WindowRules+PhoneApps.swift).
        parts.append(family.contains(2) ? (family.contains(1) ? "iPad and iPhone" : "iPad only")
            : "iPhone only (on iPad: iPhone-size window; resizable from iPadOS 27)")
        if let iPadOrientations { parts.append("iPad orientations \(iPadOrientations.map(Self.shortOrientation).joined(separator: ", "))") }
        if let deploymentTarget { parts.append("iPadOS \(Self.major(deploymentTarget))+") }
        if let flags { parts.append(flags.isEmpty ? "no flags" : "flags \(flags.joined(separator: ", "))") }
        if !localPackages.isEmpty { parts.append("packages \(localPackages.map(Self.lastComponent).joined(separator: ", "))") }
        return parts.joined(separator: "; ")
    }

    static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// `17.0` as `17`, `17.4` as `17.4`.
    static func major(_ version: String) -> String {
        version.hasSuffix(".0") ? String(version.dropLast(2)) : version
    }

    /// `UIInterfaceOrientationLandscapeLeft` as `landscape left`.
    static func shortOrientation(_ name: String) -> String {
        var text = name.hasPrefix("UIInterfaceOrientation") ? String(name.dropFirst(22)) : name
        var result = ""
        for character in text where true {
            if character.isUppercase, !result.isEmpty { result += " " }
            result += character.lowercased()
        }
        text = result
        return text
    }
}
