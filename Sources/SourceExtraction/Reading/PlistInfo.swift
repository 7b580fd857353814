import Foundation
import LayoutModel

/// The `Info.plist` keys the reader maps to the spec.
struct PlistInfo: Sendable {
    /// `UIRequiresFullScreen`.
    var requiresFullScreen: Bool?
    /// `UIApplicationSupportsMultipleScenes`, or the same key inside
    /// `UIApplicationSceneManifest`.
    var multipleScenes: Bool?
    /// `UIRequiresFullScreenIgnoredStartingWithVersion`.
    var ignoredFrom: OSVersion?
    /// `UIDeviceFamily`: 1 iPhone, 2 iPad.
    var deviceFamily: [Int]?
    /// `UISupportedInterfaceOrientations~ipad`, else the key without a suffix.
    var iPadOrientations: [Orientation]?
    /// `UISupportedInterfaceOrientations~iphone`, else the key without a suffix.
    var iPhoneOrientations: [Orientation]?

    /// The plist at `url` (XML or binary).
    static func read(_ url: URL) throws(ExtractionError) -> PlistInfo {
        PlistInfo(dictionary: try dictionary(at: url))
    }

    /// The root dictionary of the plist at `url`, XML or binary
    /// (`PropertyListSerialization` reads both, on Linux too), read through
    /// the bounded reader.
    static func dictionary(at url: URL) throws(ExtractionError) -> [String: Any] {
        let data: Data
        do {
            data = Data(try SourceReader.bytes(at: url.path, limit: SourceReader.maximumPlistSize))
        } catch {
            guard case let .tooLarge(path, size) = error else { throw error }
            throw .badPlist(path: path, reason: "\(size) bytes is more than the \(SourceReader.maximumPlistSize) a plist may have")
        }
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw .badPlist(path: url.path, reason: "\(error.localizedDescription)")
        }
        guard let root = object as? [String: Any] else { throw .badPlist(path: url.path, reason: "the root is not a dictionary") }
        return root
    }

    /// The keys the reader maps, from a plist's root dictionary.
    init(dictionary root: [String: Any]) {
        requiresFullScreen = root["UIRequiresFullScreen"] as? Bool
        let manifest = root["UIApplicationSceneManifest"] as? [String: Any]
        multipleScenes = (manifest?["UIApplicationSupportsMultipleScenes"] as? Bool)
            ?? (root["UIApplicationSupportsMultipleScenes"] as? Bool)
        if let text = root["UIRequiresFullScreenIgnoredStartingWithVersion"] as? String,
           let major = Int(text.split(separator: ".").first ?? "") {
            ignoredFrom = OSVersion(rawValue: major)
        }
        deviceFamily = (root["UIDeviceFamily"] as? [Any])?.compactMap { ($0 as? NSNumber)?.intValue ?? Int("\($0)") }
        let plain = root["UISupportedInterfaceOrientations"]
        iPadOrientations = Self.orientations(root["UISupportedInterfaceOrientations~ipad"] ?? plain)
        iPhoneOrientations = Self.orientations(root["UISupportedInterfaceOrientations~iphone"] ?? plain)
    }

    /// The model's orientations in a `UISupportedInterfaceOrientations`
    /// array, landscape first: `UIInterfaceOrientationPortrait` and
    /// `...PortraitUpsideDown` are portrait, `...LandscapeLeft` and
    /// `...LandscapeRight` landscape (Apple, Information Property List:
    /// UISupportedInterfaceOrientations). `nil` when the value is not an
    /// array or names neither.
    static func orientations(_ value: Any?) -> [Orientation]? {
        guard let names = (value as? [Any])?.compactMap({ $0 as? String }) else { return nil }
        var result: [Orientation] = []
        if names.contains(where: { $0.hasPrefix("UIInterfaceOrientationLandscape") }) { result.append(.landscape) }
        if names.contains(where: { $0.hasPrefix("UIInterfaceOrientationPortrait") }) { result.append(.portrait) }
        return result.isEmpty ? nil : result
    }

    /// No key set.
    init() {}
}
