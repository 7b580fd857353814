import Foundation

extension ProjectReader {
    /// The build settings SizeFuzz reads, in the order it records them.
    static let settingsRead = [
        "GENERATE_INFOPLIST_FILE", "INFOPLIST_FILE", "INFOPLIST_KEY_UIApplicationSceneManifest_Generation",
        "INFOPLIST_KEY_UIApplicationSupportsMultipleScenes", "INFOPLIST_KEY_UIRequiresFullScreen",
        "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad", "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone",
        "INFOPLIST_KEY_UISupportedInterfaceOrientations",
        "TARGETED_DEVICE_FAMILY", "IPHONEOS_DEPLOYMENT_TARGET", "SWIFT_ACTIVE_COMPILATION_CONDITIONS", "OTHER_SWIFT_FLAGS",
    ]

    /// What the generated scene manifest holds. Xcode's build system writes
    /// `UIApplicationSceneManifest = { UIApplicationSupportsMultipleScenes
    /// = YES; UISceneConfigurations = {}; }` when
    /// `INFOPLIST_KEY_UIApplicationSceneManifest_Generation` is YES (and
    /// the plist is generated): swift-build,
    /// Sources/SWBTaskExecution/TaskActions/InfoPlistProcessorTaskAction.swift,
    /// `defaultInfoPlistContent` ("iOS - Special Cases"), at commit
    /// 41aee626ba142a63955fa69ebe4913daa1d805ca. So a SwiftUI app made from
    /// Xcode's template opens several windows on iPad.
    static var generatedSceneManifest: [String: Any] {
        ["UIApplicationSupportsMultipleScenes": true, "UISceneConfigurations": [String: Any]()]
    }

    /// Reads the settings' meaning from `table` into `reading`: the explicit
    /// plist (`explicit`, or `INFOPLIST_FILE` under `folder`) merged with
    /// the keys Xcode generates, as swift-build's `InfoPlistProcessorTaskAction`
    /// merges them (`addAdditionalContent`: the generated value replaces a
    /// scalar of the file's, is appended to an array, and its keys replace
    /// the file's in a dictionary, one level deep), then `UIDeviceFamily`
    /// from `TARGETED_DEVICE_FAMILY` replacing the file's
    /// (`mergeUIDeviceFamilyContent`). `INFOPLIST_KEY_` settings count
    /// only with `GENERATE_INFOPLIST_FILE` YES, as there.
    static func interpret(_ table: BuildSettingTable, folder: String, explicit: [String: Any]?,
                          into reading: inout ProjectReading) throws(ExtractionError) {
        var settings = reading.settings
        for file in table.missing {
            reading.assumptions.append(Assumption(location: file, construct: "an .xcconfig the project names, not there (not checked in?)",
                                                  assumed: "its settings not read"))
        }
        for key in settingsRead {
            guard let value = table.value(key) else { continue }
            settings.settings.append(ProjectSettings.Setting(name: key, value: value, file: table.file(of: key) ?? "built in"))
        }
        var plist = explicit ?? [:]
        if explicit == nil, let file = table.value("INFOPLIST_FILE"), !file.isEmpty {
            let path = XcodeProject.join(folder, file)
            plist = try PlistInfo.dictionary(at: URL(fileURLWithPath: path))
            settings.infoPlist = path
        }
        let fileSaysScenes = (plist["UIApplicationSceneManifest"] as? [String: Any])?["UIApplicationSupportsMultipleScenes"] != nil
        var generatedManifest = false
        if isYes(table.value("GENERATE_INFOPLIST_FILE")) {
            var generated: [String: Any] = [:]
            if isYes(table.value("INFOPLIST_KEY_UIApplicationSceneManifest_Generation")) {
                generated["UIApplicationSceneManifest"] = generatedSceneManifest
                generatedManifest = true
            }
            if let value = table.value("INFOPLIST_KEY_UIRequiresFullScreen"), !value.isEmpty {
                generated["UIRequiresFullScreen"] = isYes(value)
            }
            for (key, plistKey) in [("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad", "UISupportedInterfaceOrientations~ipad"),
                                    ("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone", "UISupportedInterfaceOrientations~iphone"),
                                    ("INFOPLIST_KEY_UISupportedInterfaceOrientations", "UISupportedInterfaceOrientations")] {
                if let value = table.value(key), !value.isEmpty { generated[plistKey] = words(value) }
            }
            plist = merged(plist, generated)
        }
        if let family = table.value("TARGETED_DEVICE_FAMILY"), !family.isEmpty {
            let numbers = family.split(whereSeparator: { $0 == "," || $0 == " " }).compactMap { Int($0) }
            if !numbers.isEmpty { plist["UIDeviceFamily"] = Array(Set(numbers)).sorted() }
        }
        let info = PlistInfo(dictionary: plist)
        reading.plist = info
        settings.multipleWindows = info.multipleScenes
        settings.multipleWindowsReason = generatedManifest ? "generated scene manifest"
            : fileSaysScenes || info.multipleScenes != nil ? (settings.infoPlist.map(ProjectSettings.lastComponent) ?? "Info.plist")
            : "no scene manifest"
        settings.requiresFullScreen = info.requiresFullScreen
        settings.deviceFamily = info.deviceFamily
        settings.iPadOrientations = (plist["UISupportedInterfaceOrientations~ipad"] ?? plist["UISupportedInterfaceOrientations"])
            .flatMap { $0 as? [Any] }?.compactMap { $0 as? String }
        settings.deploymentTarget = table.value("IPHONEOS_DEPLOYMENT_TARGET").flatMap { $0.isEmpty ? nil : $0 }
        let flags = compilationFlags(table)
        settings.flags = flags
        reading.flags = Set(flags)
        settings.settings.sort { $0.name < $1.name }
        reading.settings = settings
    }

    /// The `#if` flags: `SWIFT_ACTIVE_COMPILATION_CONDITIONS`'s words, then
    /// `-D NAME` and `-DNAME` in `OTHER_SWIFT_FLAGS`, each once, in order.
    static func compilationFlags(_ table: BuildSettingTable) -> [String] {
        var flags: [String] = []
        for word in words(table.value("SWIFT_ACTIVE_COMPILATION_CONDITIONS") ?? "") where !flags.contains(word) { flags.append(word) }
        let other = words(table.value("OTHER_SWIFT_FLAGS") ?? "")
        for (index, word) in other.enumerated() {
            let flag = word == "-D" ? (index + 1 < other.count ? other[index + 1] : "") : word.hasPrefix("-D") ? String(word.dropFirst(2)) : ""
            if !flag.isEmpty, !flags.contains(flag) { flags.append(flag) }
        }
        return flags
    }

    /// `YES`, `yes`, `true` (how build settings spell a true boolean).
    static func isYes(_ value: String?) -> Bool {
        guard let value else { return false }
        return ["YES", "yes", "true", "TRUE", "1"].contains(value.trimmingSpaces)
    }

    /// A list setting's words, quotes removed.
    static func words(_ value: String) -> [String] {
        value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map {
            String($0).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        }.filter { !$0.isEmpty }
    }

    /// `generated` merged into `file` as swift-build merges additional
    /// content: scalars replaced, arrays appended (no duplicates),
    /// dictionaries merged one level deep with the generated keys winning.
    static func merged(_ file: [String: Any], _ generated: [String: Any]) -> [String: Any] {
        var result = file
        for key in generated.keys.sorted() {
            guard let new = generated[key] else { continue }
            switch (result[key], new) {
            case let (old as [Any], new as [Any]):
                var items = old
                for item in new where !items.contains(where: { "\($0)" == "\(item)" }) { items.append(item) }
                result[key] = items
            case let (old as [String: Any], new as [String: Any]):
                result[key] = old.merging(new) { _, generated in generated }
            default:
                result[key] = new
            }
        }
        return result
    }
}
