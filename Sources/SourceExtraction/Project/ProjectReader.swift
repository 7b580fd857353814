import Foundation

/// Finds the app's project above its sources, picks the app target, and
/// reads its settings (``ProjectReading``).
enum ProjectReader {
    /// Reads the project `options` name for the app in `sources`, with the
    /// explicit plist `plist` (`--plist`) in place of the project's
    /// `INFOPLIST_FILE`.
    static func read(_ options: ProjectOptions, sources: [URL], plist: URL?) throws(ExtractionError) -> ProjectReading {
        var reading = ProjectReading()
        var explicit: [String: Any]?
        if let plist {
            explicit = try PlistInfo.dictionary(at: plist)
            reading.settings.infoPlist = plist.path
        }
        let found: Found
        switch options.lookup {
        case .off:
            reading.plist = explicit.map(PlistInfo.init(dictionary:))
            record(reading.plist, from: plist, into: &reading.settings)
            return reading
        case .discover:
            found = discover(from: sources.first.map(startFolder) ?? URL(fileURLWithPath: "."))
        case .at(let url):
            found = try named(url)
        }
        var packages: [String] = []
        switch found {
        case .none(let searched):
            reading.settings.origin = .notFound(searched: searched)
            reading.plist = explicit.map(PlistInfo.init(dictionary:))
            record(reading.plist, from: plist, into: &reading.settings)
            if explicit == nil {
                reading.assumptions.append(Assumption(location: searched, construct: "no Xcode project, project.yml or Package.swift here or above",
                                                assumed: ProjectReading.defaults))
            }
        case .package(let path):
            reading.settings.origin = .package(path: path)
            packages = try PackageManifest.localPackages(path)
            reading.plist = explicit.map(PlistInfo.init(dictionary:))
            record(reading.plist, from: plist, into: &reading.settings)
            if explicit == nil {
                reading.assumptions.append(Assumption(location: path, construct: "a Package.swift, which holds no app settings",
                                                assumed: ProjectReading.defaults))
            }
        case .xcode(let path):
            let project = try XcodeProject.read(path)
            let targets = project.appTargets
            let target = try choose(targets, named: options.target, file: project.file, sources: sources) { target in
                Membership(files: Set(project.sourceFiles(of: target)), folders: project.synchronizedFolders(of: target))
            }
            let table = try project.settings(of: target, configuration: options.configuration)
            reading.settings.origin = .xcodeProject(path: path, target: target.name, configuration: options.configuration)
            try interpret(table, folder: project.folder, explicit: explicit, into: &reading)
            packages = project.localPackages
            reading.otherPlatformFiles = Set(project.otherPlatformFiles(of: target).map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        case .xcodeGen(let path):
            let project = try XcodeGenProject.read(path)
            let names = project.appTargets.map { XcodeProject.Target(id: $0, name: $0) }
            let target = try choose(names, named: options.target, file: path, sources: sources) { target in
                Membership(files: [], folders: project.sources(of: target.name))
            }
            var table = project.settings(of: target.name, configuration: options.configuration)
            if table.value("IPHONEOS_DEPLOYMENT_TARGET") == nil, let version = project.deploymentTarget(of: target.name) {
                table.add([BuildSetting(key: "IPHONEOS_DEPLOYMENT_TARGET", conditions: [], value: version, file: path)],
                          configuration: options.configuration)
            }
            reading.settings.origin = .xcodeGen(path: path, target: target.name, configuration: options.configuration)
            var info = explicit
            if info == nil {
                // XcodeGen writes `info: properties:` into the plist at
                // `info: path:`, over what that file already holds.
                let existing = project.infoPath(of: target.name).flatMap { path in
                    FileManager.default.fileExists(atPath: path) ? try? PlistInfo.dictionary(at: URL(fileURLWithPath: path)) : nil
                }
                let properties = project.infoProperties(of: target.name)
                if existing != nil || !properties.isEmpty {
                    info = (existing ?? [:]).merging(properties) { _, new in new }
                    reading.settings.infoPlist = "\(ProjectSettings.lastComponent(path)) info: properties"
                }
            }
            try interpret(table, folder: project.folder, explicit: info, into: &reading)
            packages = project.localPackages
        }
        reading.packageSources = packageSources(packages, besides: sources, leaving: reading.otherPlatformFiles,
                                                into: &reading.settings)
        return reading
    }

    /// The keys of a plist given without a project, in `settings`; with
    /// none, the defaults said as assumed.
    static func record(_ info: PlistInfo?, from plist: URL?, into settings: inout ProjectSettings) {
        guard let info, let plist else {
            if case .notLooked = settings.origin { return }
            settings.multipleWindowsReason = "assumed"
            return
        }
        settings.multipleWindows = info.multipleScenes
        settings.multipleWindowsReason = info.multipleScenes == nil ? "not declared" : plist.lastPathComponent
        settings.requiresFullScreen = info.requiresFullScreen
        settings.deviceFamily = info.deviceFamily
    }

    /// What was found: a project, a manifest, or nothing in the folders searched.
    enum Found {
        case xcode(String)
        case xcodeGen(String)
        case package(String)
        case none(searched: String)
    }

    /// The folder a source path is in (a folder is its own).
    static func startFolder(_ url: URL) -> URL {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
        return (exists && isFolder.boolValue ? url : url.deletingLastPathComponent()).standardizedFileURL
    }

    /// Searches `start` and its parents up to the repository root (a folder
    /// holding `.git`): the first `.xcodeproj` (first by name in its folder)
    /// or `project.yml` wins; else the first `Package.swift` seen.
    static func discover(from start: URL) -> Found {
        var folder = start
        var manifest: String?
        while true {
            if let found = project(in: folder.path) {
                if case .package(let path) = found { manifest = manifest ?? path } else { return found }
            }
            let parent = folder.deletingLastPathComponent()
            let atRoot = FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path)
            if atRoot || parent.path == folder.path { break }
            folder = parent
        }
        return manifest.map(Found.package) ?? .none(searched: start.path)
    }

    /// The project in `folder`, if it holds one.
    static func project(in folder: String) -> Found? {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        if let name = names.first(where: { $0.hasSuffix(".xcodeproj") && !$0.hasPrefix(".") }),
           FileManager.default.fileExists(atPath: "\(folder)/\(name)/project.pbxproj") {
            return .xcode("\(folder)/\(name)")
        }
        if names.contains("project.yml") { return .xcodeGen("\(folder)/project.yml") }
        if names.contains("Package.swift") { return .package("\(folder)/Package.swift") }
        return nil
    }

    /// The project `--project PATH` names.
    static func named(_ url: URL) throws(ExtractionError) -> Found {
        let path = url.standardizedFileURL.path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw .notFound(path: path) }
        if path.hasSuffix(".xcodeproj") { return .xcode(path) }
        if url.lastPathComponent == "project.pbxproj" { return .xcode(url.deletingLastPathComponent().standardizedFileURL.path) }
        if path.hasSuffix(".yml") || path.hasSuffix(".yaml") { return .xcodeGen(path) }
        if url.lastPathComponent == "Package.swift" { return .package(path) }
        if isFolder.boolValue, let found = project(in: path) { return found }
        throw .unreadable(path: path, reason: "not an .xcodeproj, a project.pbxproj, a project.yml or a Package.swift")
    }
}
