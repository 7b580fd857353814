import Foundation

/// An XcodeGen `project.yml`, read through ``YAMLReader``: its application
/// targets, their settings (`settings:` of the project and of the target,
/// each either `base:` and `configs: NAME:` or a flat mapping of settings),
/// `info: properties:` (the Info.plist keys XcodeGen writes into the
/// target's plist), `deploymentTarget`, and local packages (`packages:
/// NAME: path:`).
struct XcodeGenProject: Sendable {
    /// The `project.yml` file.
    let file: String
    /// Its folder: paths in it are relative to it.
    let folder: String
    private let document: YAMLValue

    /// Reads the `project.yml` at `file`.
    static func read(_ file: String) throws(ExtractionError) -> XcodeGenProject {
        let document = try YAMLReader.read(try ProjectFile.text(at: file), path: file)
        return XcodeGenProject(file: file, folder: URL(fileURLWithPath: file).deletingLastPathComponent().path, document: document)
    }

    /// The names of the targets whose `type` is `application`, in order.
    var appTargets: [String] {
        (document["targets"]?.pairs ?? []).filter { $0.value["type"]?.scalar == "application" }.map(\.key)
    }

    /// The target's source folders and files (`sources:`, each a path or a
    /// mapping with `path:`), absolute.
    func sources(of target: String) -> [String] {
        (document["targets"]?[target]?["sources"]?.items ?? []).compactMap { item in
            (item.scalar ?? item["path"]?.scalar).map { XcodeProject.join(folder, $0) }
        }
    }

    /// The folders of local packages (`packages: NAME: path:`), absolute.
    var localPackages: [String] {
        (document["packages"]?.pairs ?? []).compactMap { $0.value["path"]?.scalar.map { XcodeProject.join(folder, $0) } }
    }

    /// The target's build settings in `configuration`, over the project's.
    func settings(of target: String, configuration: String) -> BuildSettingTable {
        var table = BuildSettingTable()
        table.builtins = ["TARGET_NAME": target, "PRODUCT_NAME": target, "CONFIGURATION": configuration,
                          "SRCROOT": folder, "PROJECT_DIR": folder, "PLATFORM_NAME": "iphoneos"]
        for settings in [document["settings"], document["targets"]?[target]?["settings"]] {
            guard let settings else { continue }
            let hasGroups = settings["base"] != nil || settings["configs"] != nil || settings["groups"] != nil
            let base = hasGroups ? settings["base"] : settings
            table.add(Self.assignments(base, file: file), configuration: configuration)
            let config = settings["configs"]?.pairs?.first { $0.key.lowercased() == configuration.lowercased() }?.value
            table.add(Self.assignments(config, file: file), configuration: configuration)
        }
        return table
    }

    /// The target's `deploymentTarget`, or the project's `options:
    /// deploymentTarget: iOS:`.
    func deploymentTarget(of target: String) -> String? {
        let own = document["targets"]?[target]?["deploymentTarget"]
        return own?.scalar ?? own?["iOS"]?.scalar ?? document["options"]?["deploymentTarget"]?["iOS"]?.scalar
    }

    /// The target's `info: properties:`, as property-list values (`true`,
    /// `YES` and their opposites as booleans, numbers as numbers).
    func infoProperties(of target: String) -> [String: Any] {
        guard let pairs = document["targets"]?[target]?["info"]?["properties"]?.pairs else { return [:] }
        var result: [String: Any] = [:]
        for pair in pairs { result[pair.key] = Self.plistValue(pair.value) }
        return result
    }

    /// The `info: path:` XcodeGen writes the plist to, absolute, if given.
    func infoPath(of target: String) -> String? {
        document["targets"]?[target]?["info"]?["path"]?.scalar.map { XcodeProject.join(folder, $0) }
    }

    private static func plistValue(_ value: YAMLValue) -> Any {
        switch value {
        case .scalar(let text):
            switch text {
            case "true", "YES", "yes": return true
            case "false", "NO", "no": return false
            default: return Int(text).map { NSNumber(value: $0) } ?? text
            }
        case .list(let items): return items.map(plistValue)
        case .mapping(let pairs):
            var result: [String: Any] = [:]
            for pair in pairs { result[pair.key] = plistValue(pair.value) }
            return result
        }
    }

    /// A mapping of settings as assignments; a list value joined with spaces.
    private static func assignments(_ value: YAMLValue?, file: String) -> [BuildSetting] {
        (value?.pairs ?? []).map { pair in
            let text = pair.value.scalar ?? pair.value.items.compactMap(\.scalar).joined(separator: " ")
            return BuildSetting.parse(key: pair.key, value: text, file: file)
        }
    }
}
