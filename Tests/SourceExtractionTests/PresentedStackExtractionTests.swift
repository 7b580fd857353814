import Foundation
import LayoutModel
import SourceExtraction
import Testing

/// A sheet whose content is a `NavigationStack`: its root and the screens
/// its links push become the presentation's own stack, and its links are
/// read as pushes.
@Suite struct PresentedStackExtractionTests {
    /// The settings sheet's stack: its root, the screens it pushes, and
    /// the presentation that names it.
    @Test func theSheetsLinksPushOntoItsStack() throws {
        let extraction = try Fixtures.extract("settings-sheet")
        let spec = extraction.spec
        #expect(spec.root == .any(.stack(StackSpec(root: "notes"))))
        #expect(spec.screens.map(\.id) == ["notes", "settings", "accountsView", "accountDetailView", "appearanceView"])
        let notes = try #require(spec.screens.first)
        #expect(notes.presentations == [.sheet("settings", stack: "settings")])
        func destinations(_ id: String) -> [String]? { spec.screens.first { $0.id == id }?.destinations }
        #expect(destinations("notes") == nil)
        #expect(destinations("settings") == ["accountsView", "appearanceView"])
        #expect(destinations("accountsView") == ["accountDetailView"])
        #expect(spec.screens.first { $0.id == "accountDetailView" }?.content
            == .flexibleFrame(minWidth: nil, maxWidth: 480, content: .content(name: "Form", minWidth: 0)))
        // Every link read as a push; the sheet's stack read as a container.
        #expect(extraction.reach[.links].declared.count == 3)
        #expect(extraction.reach[.links].notRead == [])
        #expect(extraction.reach[.containers].notRead == [])
        #expect(!extraction.assumptions.contains { $0.construct.contains("inside a presentation") })
    }

    /// The mistake twin gives the account's form a fixed 600 pt: the sheet
    /// lays out the pushed screen in its 540 pt.
    @Test func theTwinsPushedScreenIsFixed() throws {
        let spec = try Fixtures.extract("settings-sheet-fixed-width").spec
        #expect(spec.screens.first { $0.id == "accountDetailView" }?.content
            == .frame(width: 600, content: .content(name: "Form", minWidth: 0)))
        #expect(spec.screens.first?.presentations == [.sheet("settings", stack: "settings")])
    }
}
