import Foundation

/// An Xcode project read from its `project.pbxproj`: its app targets, their
/// files and build settings, and its local Swift packages.
struct XcodeProject: Sendable {
    /// An app target (`PBXNativeTarget` whose `productType` is an
    /// application).
    struct Target: Hashable, Sendable {
        /// The object's id in the project.
        var id: String
        /// `name`.
        var name: String
    }

    /// The `.xcodeproj` folder.
    let path: String
    /// The folder holding the `.xcodeproj`: paths in the project are
    /// relative to it (`SRCROOT`).
    let folder: String
    /// `objects`, by id.
    private let objects: [String: OpenStepValue]
    /// The `PBXProject` object.
    private let project: OpenStepValue
    /// Each object's group, for file paths relative to `<group>`.
    private let parents: [String: String]

    /// The `project.pbxproj` file.
    var file: String { (path as NSString).appendingPathComponent("project.pbxproj") }

    /// Reads the project at `path` (the `.xcodeproj` folder).
    static func read(_ path: String) throws(ExtractionError) -> XcodeProject {
        let file = (path as NSString).appendingPathComponent("project.pbxproj")
        let root = try OpenStepParser.parse(try ProjectFile.bytes(at: file), path: file)
        guard let objects = root["objects"]?.pairs else {
            throw .badProject(path: file, line: 1, reason: "no 'objects' dictionary: not an Xcode project")
        }
        var table: [String: OpenStepValue] = [:]
        for pair in objects { table[pair.key] = pair.value }
        guard let rootID = root["rootObject"]?.string, let project = table[rootID] else {
            throw .badProject(path: file, line: 1, reason: "no 'rootObject' naming the project")
        }
        var parents: [String: String] = [:]
        for pair in objects {
            for child in pair.value["children"]?.words ?? [] where parents[child] == nil { parents[child] = pair.key }
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return XcodeProject(path: path, folder: folder, objects: table, project: project, parents: parents)
    }

    /// The app targets, in the project's order.
    var appTargets: [Target] {
        project["targets"]?.words.compactMap { id in
            guard let target = objects[id], target["isa"]?.string == "PBXNativeTarget",
                  let type = target["productType"]?.string, type.hasPrefix("com.apple.product-type.application") else { return nil }
            return Target(id: id, name: target["name"]?.string ?? id)
        } ?? []
    }

    /// The Swift files the target compiles (its `PBXSourcesBuildPhase`),
    /// as absolute paths.
    func sourceFiles(of target: Target) -> [String] {
        var paths: [String] = []
        for phase in objects[target.id]?["buildPhases"]?.words ?? [] where objects[phase]?["isa"]?.string == "PBXSourcesBuildPhase" {
            for buildFile in objects[phase]?["files"]?.words ?? [] {
                guard let reference = objects[buildFile]?["fileRef"]?.string, let path = fullPath(of: reference) else { continue }
                paths.append(path)
            }
        }
        return paths
    }

    /// The files the target compiles for other platforms only, absolute: a
    /// build file whose `platformFilters` (Xcode's per-file platform choice
    /// in a multiplatform target: `ios`, `maccatalyst`, `macos`, `tvos`,
    /// `xros`, `watchos`) leave out `ios` is not in the iPad build.
    func otherPlatformFiles(of target: Target) -> [String] {
        var paths: [String] = []
        for phase in objects[target.id]?["buildPhases"]?.words ?? [] where objects[phase]?["isa"]?.string == "PBXSourcesBuildPhase" {
            for buildFile in objects[phase]?["files"]?.words ?? [] {
                guard let file = objects[buildFile], let filters = file["platformFilters"]?.words, !filters.isEmpty,
                      !filters.contains("ios"), let reference = file["fileRef"]?.string, let path = fullPath(of: reference) else { continue }
                paths.append(path)
            }
        }
        return paths
    }

    /// The folders the target compiles whole (Xcode 16's
    /// `PBXFileSystemSynchronizedRootGroup`), as absolute paths.
    func synchronizedFolders(of target: Target) -> [String] {
        (objects[target.id]?["fileSystemSynchronizedGroups"]?.words ?? []).compactMap { fullPath(of: $0) }
    }

    /// The folders of the project's local Swift packages, absolute: each
    /// `XCLocalSwiftPackageReference`'s `relativePath`, then each package
    /// folder dragged into the project (a folder reference holding a
    /// `Package.swift`, found walking the main group in order), the form
    /// Xcode wrote before Xcode 15 and still reads: its products are then
    /// `XCSwiftPackageProductDependency` entries that name no package.
    var localPackages: [String] {
        var packages = (project["packageReferences"]?.words ?? []).compactMap { id -> String? in
            guard let reference = objects[id], reference["isa"]?.string == "XCLocalSwiftPackageReference",
                  let relative = reference["relativePath"]?.string else { return nil }
            return Self.join(folder, relative)
        }
        for path in packageFolderReferences() where !packages.contains(path) { packages.append(path) }
        return packages
    }

    /// Folder references under the main group whose folder holds a
    /// `Package.swift`, depth first in the project's order.
    private func packageFolderReferences() -> [String] {
        guard let main = project["mainGroup"]?.string else { return [] }
        var found: [String] = []
        var pending = [main]
        var visited: Set<String> = []
        while let id = pending.popLast() {
            guard visited.insert(id).inserted, let object = objects[id] else { continue }
            switch object["isa"]?.string {
            case "PBXGroup", "PBXVariantGroup":
                pending.append(contentsOf: (object["children"]?.words ?? []).reversed())
            case "PBXFileReference":
                let type = object["lastKnownFileType"]?.string ?? object["explicitFileType"]?.string
                guard type == "folder" || type == "wrapper", let path = fullPath(of: id),
                      FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent("Package.swift")) else { continue }
                found.append(path)
            default:
                continue
            }
        }
        return found
    }

    /// The names of the target's configurations.
    func configurations(of target: Target) -> [String] {
        configurationIDs(objects[target.id]?["buildConfigurationList"]?.string).compactMap { objects[$0]?["name"]?.string }
    }

    private func configurationIDs(_ list: String?) -> [String] {
        guard let list else { return [] }
        return objects[list]?["buildConfigurations"]?.words ?? []
    }

    /// The target's build settings in `configuration`, over the project's.
    func settings(of target: Target, configuration: String) throws(ExtractionError) -> BuildSettingTable {
        let names = configurations(of: target)
        guard names.contains(configuration) else {
            throw .badProject(path: file, line: 1, reason: "target '\(target.name)' has no configuration '\(configuration)' "
                + "(it has \(names.isEmpty ? "none" : names.joined(separator: ", ")))")
        }
        var table = BuildSettingTable()
        table.builtins = ["TARGET_NAME": target.name, "PRODUCT_NAME": target.name, "CONFIGURATION": configuration,
                          "SRCROOT": folder, "PROJECT_DIR": folder, "SOURCE_ROOT": folder,
                          "PROJECT_NAME": URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent,
                          "PLATFORM_NAME": "iphoneos", "SDK_NAME": "iphoneos", "EFFECTIVE_PLATFORM_NAME": "-iphoneos"]
        let levels = [project["buildConfigurationList"]?.string, objects[target.id]?["buildConfigurationList"]?.string]
        for list in levels {
            guard let id = configurationIDs(list).first(where: { objects[$0]?["name"]?.string == configuration }),
                  let object = objects[id] else { continue }
            if let base = baseConfiguration(of: object) {
                table.add(try XCConfigFile.read(base, missing: &table.missing), configuration: configuration)
            }
            let settings = (object["buildSettings"]?.pairs ?? []).map { pair in
                BuildSetting.parse(key: pair.key, value: pair.value.words.count > 1 || pair.value.array != nil
                                   ? pair.value.words.joined(separator: " ") : pair.value.string ?? "", file: file)
            }
            table.add(settings, configuration: configuration)
        }
        return table
    }

    /// The `.xcconfig` a configuration is based on: `baseConfigurationReference`,
    /// or Xcode 16's anchor in a synchronized folder and a path in it.
    private func baseConfiguration(of configuration: OpenStepValue) -> String? {
        if let reference = configuration["baseConfigurationReference"]?.string { return fullPath(of: reference) }
        if let anchor = configuration["baseConfigurationReferenceAnchor"]?.string,
           let relative = configuration["baseConfigurationReferenceRelativePath"]?.string,
           let folder = fullPath(of: anchor) {
            return Self.join(folder, relative)
        }
        return nil
    }

    /// The absolute path of a file or group: `path` under its group's for
    /// `<group>`, under the project folder for `SOURCE_ROOT`, itself for
    /// `<absolute>`; nil for a path under the SDK or the build products.
    func fullPath(of id: String) -> String? {
        var components: [String] = []
        var current: String? = id
        var steps = 0
        while let object = current.flatMap({ objects[$0] }), steps < 64 {
            steps += 1
            let path = object["path"]?.string
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<absolute>": return Self.join(path ?? "/", components.reversed().joined(separator: "/"))
            case "SOURCE_ROOT": return Self.join(folder, ([path].compactMap { $0 } + components.reversed()).joined(separator: "/"))
            case "<group>":
                if let path { components.append(path) }
                guard let parent = current.flatMap({ parents[$0] }) else {
                    return Self.join(folder, components.reversed().joined(separator: "/"))
                }
                current = parent
            default: return nil
            }
        }
        return nil
    }

    /// `relative` under `folder`, standardized (`..` resolved).
    static func join(_ folder: String, _ relative: String) -> String {
        let url = relative.hasPrefix("/") ? URL(fileURLWithPath: relative)
            : URL(fileURLWithPath: folder).appendingPathComponent(relative)
        return url.standardizedFileURL.path
    }
}
