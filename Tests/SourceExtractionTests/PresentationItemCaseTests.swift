import Foundation
import LayoutModel
import SizeFuzz
import SourceExtraction
import Testing

/// `.sheet(item:)` over one of the app's enums whose content switches on
/// the item: one presentation per case, each shown by the code that sets
/// that case, so a fixed frame in any case's view is checked at its line.
@Suite struct PresentationItemCaseTests {
    /// A notes screen with a sheet for each case of `ActiveSheet`; its
    /// buttons run `actions`.
    static func notes(actions: [String]) -> Snippet {
        let buttons = actions.enumerated().map { "Button(\"Action \($0.offset)\") { \($0.element) }" }
            .joined(separator: "\n            ")
        return Snippet(name: "notes", files: ["NotesView.swift": """
        import SwiftUI

        @main
        struct NotesApp: App {
            var body: some Scene {
                WindowGroup {
                    NavigationStack {
                        NotesView()
                    }
                }
            }
        }

        enum ActiveSheet: Identifiable, CaseIterable {
            case settings
            case share
            case archive
            var id: Self { self }
        }

        struct NotesView: View {
            @State private var activeSheet: ActiveSheet?

            var body: some View {
                List {
                    \(buttons)
                }
                .navigationTitle("Notes")
                .sheet(item: $activeSheet) { sheet in
                    switch sheet {
                    case .settings:
                        Form { Text("Settings") }
                    case .share:
                        Text("Share").frame(width: 700)
                    case .archive:
                        Text("Archive")
                    }
                }
            }
        }
        """])
    }

    static let text = ViewNode.content(name: "Text", minWidth: 0)

    /// Each case that some code sets is a presentation named by the case,
    /// with that case's content; a case no code sets is an assumption.
    @Test func eachCaseSetIsAPresentation() throws {
        let snippet = Self.notes(actions: ["activeSheet = .settings", "activeSheet = ActiveSheet.share"])
        let (spec, _, assumptions) = try snippet.extract()
        #expect(spec.screen("notes")?.presentations == [
            Presentation("settings", kind: .sheet, content: .content(name: "Form", minWidth: 0)),
            Presentation("share", kind: .sheet, content: .frame(width: 700, content: Self.text)),
        ])
        #expect(assumptions == [
            "NotesView.swift:30:9: `.sheet(item: $activeSheet) { sheet in` for `.archive`: no code found that sets `activeSheet = .archive`: not fuzzed",
        ])
        let folder = try Snippet.write(snippet.files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let entries = try AppSpec.extract(from: [folder]).sourceMap.entries(.presentation).map {
            "\($0.key) \($0.location.dropFirst(folder.path.count + 1)) \($0.code)"
        }
        #expect(entries == [
            "settings NotesView.swift:30:9 .sheet(item: $activeSheet) { sheet in",
            "settings:trigger NotesView.swift:26:34 activeSheet = .settings",
            "share:frame(width: 700) NotesView.swift:35:30 .frame(width: 700)",
            "share NotesView.swift:30:9 .sheet(item: $activeSheet) { sheet in",
            "share:trigger NotesView.swift:27:34 activeSheet = ActiveSheet.share",
        ])
    }

    /// The 700 pt share sheet is found: presenting it in a full window
    /// gives it a 540 pt form sheet.
    @Test func aFixedFrameInOneCaseIsFound() throws {
        let (spec, _, _) = try Self.notes(actions: ["activeSheet = .settings", "activeSheet = .share"]).extract()
        let scenario = try Scenario(window: "ipad-pro-11 landscape full", events: ["present share"])
        let result = scenario.evaluate(on: AppModel(spec), invariants: [.noFixedWidthOverflow])
        #expect(result.violations.map(\.message) == [
            "presentation 'share' (form sheet, 540 pt wide): frame(width: 700) needs 700 pt but gets 540 pt in the full 1194x834 window",
        ])
    }

    /// When no code sets a case by name (`activeSheet = sheet`), the item
    /// is one presentation, its first case followed, as for any item.
    @Test func anItemNoCodeSetsByCaseIsOnePresentation() throws {
        let (spec, _, assumptions) = try Self.notes(actions: ["activeSheet = ActiveSheet.allCases.first"]).extract()
        #expect(spec.screen("notes")?.presentations == [
            Presentation("active", kind: .sheet, content: .content(name: "Form", minWidth: 0)),
        ])
        #expect(assumptions == [
            "NotesView.swift:30:20: switch on `sheet`: not known from the source: the first case followed",
        ])
    }
}
