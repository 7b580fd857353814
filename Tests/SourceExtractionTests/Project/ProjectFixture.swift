import Foundation

/// Small Xcode projects written to a temporary folder: a `project.pbxproj`
/// of our own shape (one app target `Shop` whose sources are `Shop/ShopApp.swift`,
/// a widget extension beside it), with the build settings a test gives.
enum ProjectFixture {
    /// A fresh temporary folder holding `files` (relative path to text).
    static func folder(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("project-\(UUID().uuidString)")
        for (name, text) in files {
            let file = url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        return url
    }

    /// The app's one Swift file: a `@main` App whose window shows `root`.
    static func app(root: String = "Home", body: String = "Text(\"Shop\")", imports: [String] = []) -> String {
        """
        import SwiftUI
        \(imports.map { "import \($0)\n" }.joined())

        @main
        struct ShopApp: App {
            var body: some Scene {
                WindowGroup { \(root)() }
            }
        }

        struct Home: View {
            var body: some View {
                NavigationStack {
                    \(body)
                        .navigationTitle("Shop")
                }
            }
        }
        """
    }

    /// A `project.pbxproj`: the target's Release and Debug settings (lines
    /// `KEY = value;`), the project's Release settings, an `.xcconfig` the
    /// target's configurations are based on, and local package paths.
    /// With `clip`, an App Clip target `ShopClip` comes first: it compiles
    /// `ShopApp.swift` alone (with `APPCLIP`), where `Shop` also compiles
    /// `Shop/Catalog.swift`. `folderPackages` are package folders dragged
    /// into the main group (folder references), as Xcode wrote them before
    /// local package references. With `tvFile`, the target also compiles
    /// `Shop/ShopTV.swift` for tvOS only (its build file's `platformFilters`).
    static func pbxproj(release: String, debug: String = "", project: String = "", xcconfig: Bool = false,
                        packages: [String] = [], folderPackages: [String] = [], clip: Bool = false, tvFile: Bool = false) -> String {
        let clipTarget = clip ? """
        \t\tN0000002 /* ShopClip */ = {isa = PBXNativeTarget; buildConfigurationList = L0000004; buildPhases = (P0000002); name = ShopClip;
        \t\t\tproductType = "com.apple.product-type.application.on-demand-install-capable"; };
        \t\tP0000002 = {isa = PBXSourcesBuildPhase; files = (B0000002); };
        \t\tB0000002 = {isa = PBXBuildFile; fileRef = F0000001; };
        \t\tB0000003 = {isa = PBXBuildFile; fileRef = F0000004; };
        \t\tF0000004 = {isa = PBXFileReference; path = Catalog.swift; sourceTree = "<group>"; };
        \t\tL0000004 = {isa = XCConfigurationList; buildConfigurations = (C0000006); };
        \t\tC0000006 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = APPCLIP;}; name = Release; };
        """ : ""
        let base = xcconfig ? "baseConfigurationReference = F0000003 /* Shop.xcconfig */;" : ""
        let references = packages.enumerated().map { index, path in
            "\t\tK000000\(index) /* XCLocalSwiftPackageReference \"\(path)\" */ = {isa = XCLocalSwiftPackageReference; relativePath = \(path); };"
        }.joined(separator: "\n")
        let referenceIDs = packages.indices.map { "K000000\($0)," }.joined(separator: " ")
        let folderReferences = folderPackages.enumerated().map { index, path in
            "\t\tD000000\(index) /* \(path) */ = {isa = PBXFileReference; lastKnownFileType = folder; path = \(path); sourceTree = \"<group>\"; };"
        }.joined(separator: "\n")
        let folderIDs = folderPackages.indices.map { "D000000\($0)," }.joined(separator: " ")
        return """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 77;
        \tobjects = {

        /* Begin PBXBuildFile section */
        \t\tB0000001 /* ShopApp.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000001 /* ShopApp.swift */; };
        \(tvFile ? "\t\tB0000009 = {isa = PBXBuildFile; fileRef = F0000009; platformFilters = (tvos, ); };" : "")
        /* End PBXBuildFile section */

        /* Begin PBXFileReference section */
        \t\tF0000001 /* ShopApp.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ShopApp.swift; sourceTree = "<group>"; };
        \t\tF0000002 /* Shop.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Shop.app; sourceTree = BUILT_PRODUCTS_DIR; };
        \t\tF0000003 /* Shop.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Shop.xcconfig; sourceTree = "<group>"; };
        \(folderReferences)
        \(tvFile ? "\t\tF0000009 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ShopTV.swift; sourceTree = \"<group>\"; };" : "")
        /* End PBXFileReference section */

        /* Begin PBXGroup section */
        \t\tG0000000 = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tG0000001 /* Shop */,
        \t\t\t\tF0000003 /* Shop.xcconfig */,
        \t\t\t\t\(folderIDs)
        \t\t\t);
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tG0000001 /* Shop */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tF0000001 /* ShopApp.swift */,
        \t\t\t\t\(clip ? "F0000004," : "") \(tvFile ? "F0000009," : "")
        \t\t\t);
        \t\t\tpath = Shop;
        \t\t\tsourceTree = "<group>";
        \t\t};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        \t\tN0000000 /* ShopWidget */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = L0000003;
        \t\t\tbuildPhases = (
        \t\t\t);
        \t\t\tname = ShopWidget;
        \t\t\tproductType = "com.apple.product-type.app-extension";
        \t\t};
        \t\tN0000001 /* Shop */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = L0000002 /* Build configuration list for PBXNativeTarget "Shop" */;
        \t\t\tbuildPhases = (
        \t\t\t\tP0000001 /* Sources */,
        \t\t\t);
        \t\t\tname = Shop;
        \t\t\tproductName = Shop;
        \t\t\tproductReference = F0000002 /* Shop.app */;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        \t\tR0000000 /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tbuildConfigurationList = L0000001 /* Build configuration list for PBXProject "Shop" */;
        \t\t\tmainGroup = G0000000;
        \t\t\tpackageReferences = (\(referenceIDs));
        \t\t\ttargets = (
        \t\t\t\t\(clip ? "N0000002," : "")
        \t\t\t\tN0000000 /* ShopWidget */,
        \t\t\t\tN0000001 /* Shop */,
        \t\t\t);
        \t\t};
        /* End PBXProject section */

        /* Begin PBXSourcesBuildPhase section */
        \t\tP0000001 /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tfiles = (
        \t\t\t\tB0000001 /* ShopApp.swift in Sources */,
        \t\t\t\t\(clip ? "B0000003," : "") \(tvFile ? "B0000009," : "")
        \t\t\t);
        \t\t};
        /* End PBXSourcesBuildPhase section */

        /* Begin XCBuildConfiguration section */
        \t\tC0000001 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {
        \(project)
        \t\t\tSDKROOT = iphoneos;
        \t\t}; name = Release; };
        \t\tC0000002 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {
        \t\t\tSWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)";
        \t\t}; name = Debug; };
        \t\tC0000003 /* Release */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\t\(base)
        \t\t\tbuildSettings = {
        \(release)
        \t\t\t};
        \t\t\tname = Release;
        \t\t};
        \t\tC0000004 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\t\(base)
        \t\t\tbuildSettings = {
        \(debug)
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tC0000005 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        \t\tL0000001 = {isa = XCConfigurationList; buildConfigurations = (C0000001, C0000002); defaultConfigurationName = Release; };
        \t\tL0000002 = {isa = XCConfigurationList; buildConfigurations = (C0000003, C0000004); defaultConfigurationName = Release; };
        \t\tL0000003 = {isa = XCConfigurationList; buildConfigurations = (C0000005); defaultConfigurationName = Release; };
        /* End XCConfigurationList section */

        \(references)
        \(clipTarget)
        \t};
        \trootObject = R0000000 /* Project object */;
        }

        """
    }
}
