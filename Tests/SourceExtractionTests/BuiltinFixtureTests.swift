import Foundation
import LayoutModel
import SizeFuzz
import SourceExtraction
import Testing

/// Every built-in app has a SwiftUI fixture, written as a team would write
/// the app, whose extraction is the built-in spec in structure (screens,
/// root, scene, devices) and in behaviour.
@Suite struct BuiltinFixtureTests {
    static let apps: [(fixture: String, spec: AppSpec)] = [
        ("sports", .sports), ("cafe", .cafe), ("three-column", .threeColumn), ("health-notes", .healthNotes),
        ("fixed-sidebar", .fixedSidebar), ("fixed-rail", .fixedRail), ("screen-width-frame", .screenWidthFrame),
        ("fixed-grid-count", .fixedGridCount), ("cluttered-tab-bar", .clutteredTabBar),
        ("primary-width-over-max", .primaryWidthOverMax), ("library", .library), ("custom-header", .customHeader),
        ("custom-header-adapted", .customHeaderAdapted), ("split-in-tab", .splitInTab),
        ("fixed-detail-in-tab", .fixedDetailInTab), ("selection-in-branch", .selectionInBranch),
        ("paths-in-branch", .pathsInBranch), ("blog", .blog), ("blog-universal", .blogUniversal),
        ("tab-sections-on-iphone", .tabSectionsOnIphone), ("side-column", .withSideColumn),
        ("document-editor", .documentEditor),
        ("fixed-width-sheet", .fixedWidthSheet), ("crowding-inspector", .crowdingInspector),
        ("mail-columns", .mailColumns),
    ]

    @Test(arguments: apps.map(\.fixture))
    func extractsTheBuiltinSpec(_ fixture: String) throws {
        let expected = try #require(Self.apps.first { $0.fixture == fixture }).spec
        let extraction = try Fixtures.extract(fixture)
        let derived = String(decoding: try AppSpec.encodeForTest(extraction.spec.structure), as: UTF8.self)
        let wanted = String(decoding: try AppSpec.encodeForTest(expected.structure), as: UTF8.self)
        #expect(derived == wanted)
        #expect(extraction.spec.structure == expected.structure)
        #expect(extraction.spec.behavior == expected.behavior)
    }

    /// The behaviour mistakes: each fixture differs from its correct twin's
    /// in the code the built-in mistake describes, and yields its behaviour.
    static let behaviorMistakes: [(fixture: String, spec: AppSpec)] = [
        ("optional-sidebar-sync", .optionalSidebarSync), ("path-reset-on-resize", .pathResetOnResize),
        ("global-scene-state", .globalSceneState), ("shared-router-tab", .sharedRouterTab),
        ("sidebar-lost-on-resize", .sidebarHiddenOnResize),
    ]

    @Test(arguments: behaviorMistakes.map(\.fixture))
    func behaviourMistakeExtractsTheBuiltinSpec(_ fixture: String) throws {
        let expected = try #require(Self.behaviorMistakes.first { $0.fixture == fixture }).spec
        let extraction = try Fixtures.extract(fixture)
        #expect(extraction.spec.structure == expected.structure)
        #expect(extraction.spec.behavior == expected.behavior)
        #expect(extraction.assumptions == [])
    }
}

extension AppSpec {
    static func encodeForTest(_ spec: AppSpec) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(spec)
    }
}
