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

    /// The fuzzer presents the sheet and pushes twice inside it; the
    /// report names the fixed frame's line and, at each step, the screen
    /// on top of the sheet's stack.
    @Test func theTwinShrinksToTwoPushesInsideTheSheet() throws {
        let result = fuzzrun(SourceRunTests.arguments("settings-sheet-fixed-width")
            + ["--seed", "1", "--iterations", "3000", "--no-timing", "--invariant", "no-fixed-width-overflow"])
        #expect(result.code == 1)
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let verdict = try #require(lines.firstIndex { $0.hasPrefix("✗ ") })
        let sheet = "stack 1194x834 regular; screen notes; presents settings: form sheet 540x620, screen"
        #expect(Array(lines[verdict...].prefix(9)) == [
            "✗ notes: no-fixed-width-overflow",
            "  \(Fixtures.shown("settings-sheet-fixed-width"))/NotesApp.swift:74:9: .frame(width: 600): presentation 'settings' (form sheet, 540 pt wide), screen 'accountDetailView': frame(width: 600) needs 600 pt but gets 540 pt in the full 1194x834 window",
            "  app notes, seed 1, case 39, shrunk from 20 to 3 events in 301 steps",
            "",
            "  Minimal scenario:",
            "    launch ipad-pro-11 landscape full  |stack 1194|                   stack 1194x834 regular; screen notes",
            "    1  present settings                |stack 1194|+ form sheet 540|  \(sheet) settings",
            "    2  push accountsView               |stack 1194|+ form sheet 540|  \(sheet) accountsView",
            "    3  push accountDetailView          |stack 1194|+ form sheet 540|  \(sheet) accountDetailView  <- no-fixed-width-overflow fails",
        ])
    }
}
