import Foundation
import LayoutModel
import SourceExtraction
import Testing

/// `toolbarTitleMenu { }` read from source: its buttons are the title menu's
/// actions; under the floating top tab bar of regular width the menu cannot
/// be opened, so an action found only there fails at its button's line, and
/// the same action also in the overflow menu passes.
@Suite struct TitleMenuSourceTests {
    @Test(arguments: [
        ("title-menu-only", [], ["rename", "duplicate"]),
        ("title-menu-mirrored", ["rename:secondaryAction", "duplicate:secondaryAction"], ["rename", "duplicate"]),
    ])
    func theReaderReadsTheTitleMenusActions(_ fixture: String, _ items: [String], _ titleMenu: [String]) throws {
        let extraction = try Fixtures.extract(fixture)
        let screen = try #require(extraction.spec.screens.first { $0.id == "documents" })
        let toolbar = try #require(screen.toolbar)
        #expect(toolbar.items.map { "\($0.id):\($0.placement.rawValue)" } == items)
        #expect(toolbar.compact == nil)
        #expect(toolbar.titleMenu == titleMenu)
    }

    @Test(arguments: [
        ("title-menu-mirrored", nil),
        ("title-menu-only", "ContentView.swift:21:25: Button(\"Rename\") { renaming = true }: 'rename' on 'documents' is only in the title menu, "
            + "and the top tab bar takes the title's place in regular width: offer it as a toolbar item too (placement: .secondaryAction)"),
    ] as [(String, String?)])
    func onlyTheActionOfTheTitleMenuAloneIsLost(_ fixture: String, _ finding: String?) {
        let run = SourceRunTests.firstFinding(fixture, "toolbar-actions-reachable")
        #expect(run.code == (finding == nil ? 0 : 1))
        #expect(run.verdict == finding.map { _ in "✗ documents: toolbar-actions-reachable" })
        #expect(run.finding == finding)
    }
}
