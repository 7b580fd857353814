import Foundation
import LayoutModel
import SourceExtraction
import Testing

/// Which modules of a local package are read: those the iPad build of the
/// app imports, and those they import in turn; never a module imported only
/// for another platform, nor a file the project builds for another platform.
@Suite struct ProjectModuleTests {
    static let catalog = """
        import SwiftUI
        import Utils
        public struct Catalog: View {
            public init() {}
            public var body: some View {
                if Device.isWide {
                    NavigationSplitView { List { Text("Shoes") } } detail: { Text("Pick one") }
                } else {
                    NavigationStack { List { Text("Shoes") }.navigationTitle("Catalog") }
                }
            }
        }
        """
    static let utils = "public enum Device { public static var isWide: Bool { false } }\n"
    static let tvCatalog = """
        import SwiftUI
        public struct Catalog: View {
            public init() {}
            public var body: some View { TabView { Text("TV") } }
        }
        """

    /// A package whose app module is given as a source folder: the modules
    /// it imports (`Utils`) are read from the package, the one only tvOS
    /// imports (`TVViews`) is not, and the tvOS-only file is skipped.
    @Test func theModulesTheIPadBuildImportsAreRead() throws {
        let app = """
            import SwiftUI
            #if os(iOS) || os(macOS)
            import Views
            #elseif os(tvOS)
            import TVViews
            #endif

            @main
            struct ShopApp: App {
                var body: some Scene { WindowGroup { Catalog() } }
            }
            """
        let tv = """
            import SwiftUI
            import TVViews
            struct ShopTV: View { var body: some View { Catalog() } }
            """
        let files = [
            "Shop.xcodeproj/project.pbxproj": ProjectFixture.pbxproj(release: "GENERATE_INFOPLIST_FILE = YES;", folderPackages: ["ShopKit"],
                                                                     tvFile: true),
            "Shop/ShopApp.swift": app,
            "Shop/ShopTV.swift": tv,
            "ShopKit/Package.swift": "// swift-tools-version: 5.9\n",
            "ShopKit/Sources/Views/Catalog.swift": Self.catalog,
            "ShopKit/Sources/Utils/Device.swift": Self.utils,
            "ShopKit/Sources/TVViews/Catalog.swift": Self.tvCatalog,
        ]
        let folder = try ProjectFixture.folder(files)
        let extraction = try AppSpec.extract(from: [folder.appendingPathComponent("Shop"),
                                                    folder.appendingPathComponent("ShopKit/Sources/Views")], project: .discover)
        #expect(extraction.settings.localPackages == [folder.appendingPathComponent("ShopKit").path])
        // `Device.isWide` is read from Utils (no assumption about it).
        #expect(extraction.assumptions.map(\.construct).filter { $0.contains("Device") } == [])
        #expect(extraction.skipped.map(\.description) == [
            "\(folder.appendingPathComponent("Shop/ShopTV.swift").path) (the project builds it for other platforms only)",
        ])
        // `Device.isWide` is false, so the stack; had TVViews been read, its
        // `Catalog` (a TabView) would stand beside the iPad one.
        guard case .any(.stack) = extraction.spec.root else { Issue.record("a stack at the root: \(extraction.spec.root)"); return }
    }
}
