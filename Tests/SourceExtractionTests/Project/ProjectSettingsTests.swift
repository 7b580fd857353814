import Foundation
import LayoutModel
import SourceExtraction
import Testing

/// Projects of our own: the settings read from each, exactly, and what they
/// do to the spec (windows, full screen, devices, `#if` flags, packages).
@Suite struct ProjectSettingsTests {
    /// The settings of a project whose `project.pbxproj` holds `release` as
    /// the app target's Release settings; other files beside it.
    static func extract(release: String, debug: String = "", project: String = "", xcconfig: Bool = false,
                        packages: [String] = [], folderPackages: [String] = [], files: [String: String] = [:],
                        options: ProjectOptions = .discover, app: String = ProjectFixture.app()) throws -> (Extraction, URL) {
        var all = files
        all["Shop.xcodeproj/project.pbxproj"] = ProjectFixture.pbxproj(release: release, debug: debug, project: project,
                                                                       xcconfig: xcconfig, packages: packages,
                                                                       folderPackages: folderPackages)
        all["Shop/ShopApp.swift"] = app
        let folder = try ProjectFixture.folder(all)
        return (try AppSpec.extract(from: [folder.appendingPathComponent("Shop")], project: options), folder)
    }

    /// The settings as `NAME = value`, files left out.
    static func named(_ settings: ProjectSettings) -> [String] { settings.settings.map { "\($0.name) = \($0.value)" } }

    @Test func aGeneratedSceneManifestOpensSeveralWindows() throws {
        let (extraction, folder) = try Self.extract(release: """
            GENERATE_INFOPLIST_FILE = YES;
            INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;
            INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight";
            IPHONEOS_DEPLOYMENT_TARGET = 17.0;
            TARGETED_DEVICE_FAMILY = "1,2";
            PRODUCT_NAME = "$(TARGET_NAME)";
            """, project: "SWIFT_ACTIVE_COMPILATION_CONDITIONS = BETA;")
        let settings = extraction.settings
        #expect(settings.origin == .xcodeProject(path: folder.appendingPathComponent("Shop.xcodeproj").path, target: "Shop",
                                                 configuration: "Release"))
        #expect(Self.named(settings) == [
            "GENERATE_INFOPLIST_FILE = YES",
            "INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES",
            "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight",
            "IPHONEOS_DEPLOYMENT_TARGET = 17.0",
            "SWIFT_ACTIVE_COMPILATION_CONDITIONS = BETA",
            "TARGETED_DEVICE_FAMILY = 1,2",
        ])
        #expect(settings.summary == "several windows (Shop.xcodeproj target Shop: generated scene manifest); iPad and iPhone; "
            + "iPad orientations portrait, landscape left, landscape right; iPadOS 17+; flags BETA")
        #expect(extraction.spec.scene?.multipleWindows == true)
        #expect(extraction.spec.scene?.requiresFullScreen == nil)
        #expect(extraction.spec.devices == nil)
        #expect(extraction.assumptions.isEmpty)
    }

    @Test func fullScreenInBuildSettingsHasNoTiles() throws {
        let (extraction, _) = try Self.extract(release: """
            GENERATE_INFOPLIST_FILE = YES;
            INFOPLIST_KEY_UIRequiresFullScreen = YES;
            TARGETED_DEVICE_FAMILY = 2;
            """)
        #expect(Self.named(extraction.settings) == [
            "GENERATE_INFOPLIST_FILE = YES", "INFOPLIST_KEY_UIRequiresFullScreen = YES", "TARGETED_DEVICE_FAMILY = 2",
        ])
        #expect(extraction.settings.summary == "one window (Shop.xcodeproj target Shop: no scene manifest); full screen; iPad only; no flags")
        #expect(extraction.spec.scene == SceneSpec(requiresFullScreen: true))
        #expect(extraction.spec.devices == [.idiom(.pad)])
        // No Split View or Slide Over under iPadOS 18, which honours the key.
        #expect(!extraction.spec.allows(.slideOver, on: .v18))
        #expect(extraction.spec.allows(.full, on: .v18))
    }

    /// `INFOPLIST_KEY_` settings count only when Xcode generates the plist.
    @Test func generatedKeysNeedAGeneratedPlist() throws {
        let (extraction, _) = try Self.extract(release: """
            INFOPLIST_KEY_UIRequiresFullScreen = YES;
            INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;
            """)
        #expect(extraction.spec.scene == nil)
        #expect(extraction.settings.multipleWindows == nil)
    }

    @Test func anIPhoneOnlyAppRunsInTheIPhoneAppWindows() throws {
        let (extraction, _) = try Self.extract(release: """
            GENERATE_INFOPLIST_FILE = YES;
            INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;
            TARGETED_DEVICE_FAMILY = 1;
            """)
        #expect(extraction.settings.deviceFamily == [1])
        #expect(extraction.settings.summary.contains("; iPhone only (on iPad: iPhone-size window; resizable from iPadOS 27);"))
        #expect(extraction.spec.devices == [.idiom(.phone)])
        #expect(extraction.spec.isPhoneApp)
        #expect(extraction.spec.runs(on: .ipadAir11, os: .v26) && extraction.spec.runsInPhoneWindow(on: .ipadAir11, os: .v26))
        #expect(extraction.spec.runs(on: .ipadAir11, os: .v27) && !extraction.spec.runsInPhoneWindow(on: .ipadAir11, os: .v27))
    }

    /// The flags of Release from an `.xcconfig` that includes another, with
    /// `$(inherited)`, an `[sdk=iphoneos*]` condition and `//` comments;
    /// `#if DEBUG` is false in Release and true in Debug. (The project's own
    /// Debug `DEBUG` is replaced by the target's `.xcconfig`, as in Xcode.)
    @Test func compilationConditionsFromAnIncludedXCConfig() throws {
        let app = ProjectFixture.app(body: """
            Group {
                        #if BETA && !DEBUG && STORE
                        Text("beta").frame(width: 300)
                        #elseif DEBUG
                        Text("debug").frame(width: 200)
                        #else
                        Text("release").frame(width: 100)
                        #endif
                    }
            """)
        let files = [
            "Shop.xcconfig": """
                // The app's settings.
                #include "Config/Base.xcconfig"
                #include? "Config/Missing.xcconfig"
                SWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) BETA // beta builds
                SWIFT_ACTIVE_COMPILATION_CONDITIONS[sdk=macosx*] = MAC
                OTHER_SWIFT_FLAGS[sdk=iphoneos*] = -D STORE -DSIGNED
                """,
            "Config/Base.xcconfig": "SWIFT_ACTIVE_COMPILATION_CONDITIONS = SHARED\nIPHONEOS_DEPLOYMENT_TARGET = 18.0\n",
        ]
        let (release, folder) = try Self.extract(release: "TARGETED_DEVICE_FAMILY = \"1,2\";",
                                                 debug: "SWIFT_ACTIVE_COMPILATION_CONDITIONS = \"$(inherited) DEBUG\";",
                                                 xcconfig: true, files: files, app: app)
        let xcconfig = folder.appendingPathComponent("Shop.xcconfig").path
        #expect(release.settings.settings.map(\.description) == [
            "IPHONEOS_DEPLOYMENT_TARGET = 18.0 (\(folder.appendingPathComponent("Config/Base.xcconfig").path))",
            "OTHER_SWIFT_FLAGS = -D STORE -DSIGNED (\(xcconfig))",
            "SWIFT_ACTIVE_COMPILATION_CONDITIONS = SHARED BETA (\(xcconfig))",
            "TARGETED_DEVICE_FAMILY = 1,2 (\(folder.appendingPathComponent("Shop.xcodeproj/project.pbxproj").path))",
        ])
        #expect(release.settings.flags == ["SHARED", "BETA", "STORE", "SIGNED"])
        #expect(release.spec.screens.first?.content == .frame(width: 300, content: .content(name: "Text", minWidth: 0)))
        #expect(release.assumptions.isEmpty)
        let debug = try AppSpec.extract(from: [folder.appendingPathComponent("Shop")],
                                        project: ProjectOptions(configuration: "Debug"))
        #expect(debug.settings.flags == ["SHARED", "BETA", "DEBUG", "STORE", "SIGNED"])
        #expect(debug.spec.screens.first?.content == .frame(width: 200, content: .content(name: "Text", minWidth: 0)))
    }

    /// A feature package's view: the catalog, in a stack.
    static let catalogFeature = """
        import SwiftUI
        public struct Catalog: View {
            public init() {}
            public var body: some View {
                NavigationStack { List { Text("Shoes") }.navigationTitle("Catalog") }
            }
        }
        """

    /// The views in a local package (`XCLocalSwiftPackageReference`) whose
    /// module the app imports are read with the app's; a package it does
    /// not import is not.
    @Test func aLocalPackageHoldsTheViews() throws {
        let feature = Self.catalogFeature
        let (extraction, folder) = try Self.extract(release: "GENERATE_INFOPLIST_FILE = YES;", packages: ["Packages/ShopFeature"],
                                                     files: ["Packages/ShopFeature/Package.swift": "// swift-tools-version: 6.0\n",
                                                             "Packages/ShopFeature/Sources/ShopFeature/Catalog.swift": feature],
                                                     app: ProjectFixture.app(root: "Catalog", imports: ["ShopFeature"]))
        #expect(extraction.settings.localPackages == [folder.appendingPathComponent("Packages/ShopFeature").path])
        #expect(extraction.spec.screens.map(\.title) == ["Catalog"])
        #expect(extraction.sourceMap.entries.contains { $0.location.hasPrefix(folder.path + "/Packages/ShopFeature/Sources/") })
        // Without the project, the package is not read: `Catalog` is unknown.
        let alone = try AppSpec.extract(from: [folder.appendingPathComponent("Shop")], project: .off)
        #expect(alone.spec.screens.map(\.title) == [nil])
        #expect(alone.assumptions.map(\.construct) == ["`Catalog`"])
        // A package the app does not import (a test-only dependency) is not read.
        let (unimported, _) = try Self.extract(release: "GENERATE_INFOPLIST_FILE = YES;", packages: ["Packages/ShopFeature"],
                                               files: ["Packages/ShopFeature/Package.swift": "// swift-tools-version: 6.0\n",
                                                       "Packages/ShopFeature/Sources/ShopFeature/Catalog.swift": feature],
                                               app: ProjectFixture.app(root: "Catalog"))
        #expect(unimported.settings.localPackages == [])
        #expect(unimported.spec.screens.map(\.title) == [nil])
    }

    /// A package folder dragged into the project (a folder reference
    /// holding a `Package.swift`; its products are dependencies that name no
    /// package) is a local package too; a plain folder reference is not.
    @Test func aPackageFolderInTheProjectHoldsTheViews() throws {
        let feature = Self.catalogFeature
        let (extraction, folder) = try Self.extract(release: "GENERATE_INFOPLIST_FILE = YES;", folderPackages: ["Resources", "ShopKit"],
                                                     files: ["ShopKit/Package.swift": "// swift-tools-version: 5.9\n",
                                                             "ShopKit/Sources/Views/Catalog.swift": feature,
                                                             "Resources/Notes.txt": "not a package\n"],
                                                     app: ProjectFixture.app(root: "Catalog", imports: ["Views"]))
        #expect(extraction.settings.localPackages == [folder.appendingPathComponent("ShopKit").path])
        #expect(extraction.spec.screens.map(\.title) == ["Catalog"])
    }

    /// An explicit Info.plist in binary form, merged with the generated keys
    /// as Xcode merges them: the generated manifest's
    /// `UIApplicationSupportsMultipleScenes` replaces the file's, the file's
    /// `UIRequiresFullScreen` stays, `TARGETED_DEVICE_FAMILY` replaces
    /// `UIDeviceFamily`.
    @Test func aBinaryInfoPlistMergedWithTheGeneratedKeys() throws {
        let plist: [String: Any] = [
            "UIRequiresFullScreen": true,
            "UIApplicationSceneManifest": ["UIApplicationSupportsMultipleScenes": false, "UISceneConfigurations": [String: Any]()],
            "UIDeviceFamily": [1],
            "UIRequiresFullScreenIgnoredStartingWithVersion": "26",
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
        #expect(data.starts(with: Array("bplist".utf8)))
        let folder = try ProjectFixture.folder([
            "Shop.xcodeproj/project.pbxproj": ProjectFixture.pbxproj(release: """
                GENERATE_INFOPLIST_FILE = YES;
                INFOPLIST_FILE = "$(TARGET_NAME)/Info.plist";
                INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;
                TARGETED_DEVICE_FAMILY = "1,2";
                """),
            "Shop/ShopApp.swift": ProjectFixture.app(),
        ])
        try data.write(to: folder.appendingPathComponent("Shop/Info.plist"))
        let extraction = try AppSpec.extract(from: [folder.appendingPathComponent("Shop")], project: .discover)
        #expect(extraction.settings.infoPlist == folder.appendingPathComponent("Shop/Info.plist").path)
        #expect(extraction.spec.scene == SceneSpec(multipleWindows: true, requiresFullScreen: true, requiresFullScreenIgnoredFrom: .v26))
        #expect(extraction.spec.devices == nil)
        // The same plist with --plist and no project: the file's values.
        let alone = try AppSpec.extract(from: [folder.appendingPathComponent("Shop")],
                                        plist: folder.appendingPathComponent("Shop/Info.plist"), project: .off)
        #expect(alone.spec.scene == SceneSpec(multipleWindows: false, requiresFullScreen: true, requiresFullScreenIgnoredFrom: .v26))
        #expect(alone.spec.devices == [.idiom(.phone)])
    }

    @Test func anXcodeGenProject() throws {
        let folder = try ProjectFixture.folder([
            "project.yml": """
                name: Shop
                options:
                  deploymentTarget:
                    iOS: "17.0"
                packages:
                  ShopFeature:
                    path: Packages/ShopFeature
                settings:
                  base:
                    SWIFT_ACTIVE_COMPILATION_CONDITIONS: [SHARED]
                targets:
                  ShopWidget:
                    type: app-extension
                    platform: iOS
                  Shop:
                    type: application   # the app
                    platform: iOS
                    sources:
                      - path: Shop
                    preBuildScripts:
                      - name: Lint
                        script: |
                          if which swiftlint; then
                              swiftlint # a comment: key: value
                          fi
                    settings:
                      base:
                        TARGETED_DEVICE_FAMILY: "1"
                        SWIFT_ACTIVE_COMPILATION_CONDITIONS: $(inherited) BETA
                      configs:
                        Debug:
                          SWIFT_ACTIVE_COMPILATION_CONDITIONS: $(inherited) DEBUG
                    info:
                      path: Shop/Info.plist
                      properties:
                        UIRequiresFullScreen: true
                        UIApplicationSceneManifest:
                          UIApplicationSupportsMultipleScenes: true
                """,
            "Shop/ShopApp.swift": ProjectFixture.app(),
        ])
        let extraction = try AppSpec.extract(from: [folder.appendingPathComponent("Shop")], project: .discover)
        let file = folder.appendingPathComponent("project.yml").path
        #expect(extraction.settings.origin == .xcodeGen(path: file, target: "Shop", configuration: "Release"))
        #expect(Self.named(extraction.settings) == [
            "IPHONEOS_DEPLOYMENT_TARGET = 17.0", "SWIFT_ACTIVE_COMPILATION_CONDITIONS = SHARED BETA", "TARGETED_DEVICE_FAMILY = 1",
        ])
        #expect(extraction.settings.summary
            == "several windows (project.yml target Shop: project.yml info: properties); full screen; iPhone only (on iPad: iPhone-size window; resizable from iPadOS 27); iPadOS 17+; flags SHARED, BETA")
        #expect(extraction.spec.scene == SceneSpec(multipleWindows: true, requiresFullScreen: true))
        #expect(extraction.spec.devices == [.idiom(.phone)])
    }

    /// A base `.xcconfig` that is not checked in: its settings are not read,
    /// one assumption says so, and the rest of the project is read.
    @Test func aMissingXCConfigIsAnAssumption() throws {
        let (extraction, folder) = try Self.extract(release: "TARGETED_DEVICE_FAMILY = 2;", xcconfig: true)
        #expect(extraction.assumptions.map(\.description) == [
            "\(folder.path)/Shop.xcconfig: an .xcconfig the project names, not there (not checked in?): its settings not read",
        ])
        #expect(extraction.spec.devices == [.idiom(.pad)])
    }

    /// An App Clip shares the App file: the target compiling more of the
    /// sources given is the app; `--target` picks the clip.
    @Test func theAppTargetIsTheOneCompilingTheSources() throws {
        let folder = try ProjectFixture.folder([
            "Shop.xcodeproj/project.pbxproj": ProjectFixture.pbxproj(release: "", clip: true),
            "Shop/ShopApp.swift": ProjectFixture.app(),
            "Shop/Catalog.swift": "struct Catalog {}\n",
        ])
        let shop = folder.appendingPathComponent("Shop")
        let app = try AppSpec.extract(from: [shop], project: .discover)
        #expect(app.settings.source == "Shop.xcodeproj target Shop")
        #expect(app.settings.flags == [])
        let clip = try AppSpec.extract(from: [shop], project: ProjectOptions(target: "ShopClip"))
        #expect(clip.settings.source == "Shop.xcodeproj target ShopClip")
        #expect(clip.settings.flags == ["APPCLIP"])
    }

    @Test func noProjectIsOneAssumptionOfTheDefaults() throws {
        let folder = try ProjectFixture.folder(["Shop/ShopApp.swift": ProjectFixture.app()])
        let shop = folder.appendingPathComponent("Shop")
        let extraction = try AppSpec.extract(from: [shop], project: .discover)
        #expect(extraction.settings.origin == .notFound(searched: shop.path))
        #expect(extraction.assumptions.first?.description
            == "\(shop.path): no Xcode project, project.yml or Package.swift here or above: one window, every orientation, iPad and iPhone")
        #expect(extraction.settings.summary == "one window (no project found: assumed); iPad and iPhone")
        // A Package.swift alone: found, but it holds no app settings.
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))
        let package = try AppSpec.extract(from: [shop], project: .discover)
        #expect(package.settings.origin == .package(path: folder.appendingPathComponent("Package.swift").path))
        #expect(package.assumptions.first?.construct == "a Package.swift, which holds no app settings")
        // The old form reads no project and assumes nothing about it.
        #expect(try AppSpec.extract(from: [shop]).assumptions.isEmpty)
    }

    @Test(arguments: [
        (ProjectOptions(target: "Shelf"), "Shop.xcodeproj/project.pbxproj: no app target named 'Shelf' (app targets: Shop)"),
        (ProjectOptions(configuration: "Beta"),
         "Shop.xcodeproj/project.pbxproj:1: target 'Shop' has no configuration 'Beta' (it has Release, Debug)"),
    ])
    func aTargetOrConfigurationNotThereIsOneLine(options: ProjectOptions, message: String) throws {
        let folder = try ProjectFixture.folder(["Shop.xcodeproj/project.pbxproj": ProjectFixture.pbxproj(release: ""),
                                                "Shop/ShopApp.swift": ProjectFixture.app()])
        do {
            _ = try AppSpec.extract(from: [folder.appendingPathComponent("Shop")], project: options)
            Issue.record("no error")
        } catch {
            #expect(error.description == "\(folder.path)/\(message)")
            #expect(!error.isMissingInput)
        }
    }
}
