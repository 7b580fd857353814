import Foundation
import LayoutModel
import SourceExtraction
import Testing

/// The presentation modifiers read from source: each spelling, the id it
/// gets, the defaults when the code says nothing, and what the reader cannot
/// tie to a screen, which it says.
@Suite struct PresentationExtractionTests {
    /// A stack whose root screen `notes` declares `modifiers`, with
    /// `properties`, and a button whose action is `action`.
    static func notes(_ modifiers: String, properties: String = "@State private var showingSettings = false",
                      action: String = "showingSettings = true") -> Snippet {
        Snippet(name: modifiers, files: ["ContentView.swift": """
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

        struct Draft: Identifiable {
            var id = 0
        }

        struct NotesView: View {
            \(properties)

            var body: some View {
                List {
                    Button("Open") { \(action) }
                }
                .navigationTitle("Notes")
                \(modifiers)
            }
        }
        """])
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var modifiers: String
        var properties = "@State private var showingSettings = false"
        var action = "showingSettings = true"
        var expected: Presentation
        var assumptions: [String] = []
        var testDescription: String { modifiers }
    }

    static let text = ViewNode.content(name: "Text", minWidth: 0)

    static let cases: [Case] = [
        // Nothing said: a sheet of SwiftUI's default sizing (nil), adapted
        // automatically (nil).
        Case(modifiers: ".sheet(isPresented: $showingSettings) { Text(\"Settings\") }",
             expected: .sheet("settings", content: text)),
        Case(modifiers: ".sheet(isPresented: $showingSettings, onDismiss: {}, content: { Text(\"Settings\") })",
             expected: .sheet("settings", content: text)),
        Case(modifiers: ".sheet(item: $editing) { draft in Text(\"Edit\") }", properties: "@State private var editing: Draft?",
             action: "editing = Draft()", expected: .sheet("draft", content: text)),
        Case(modifiers: ".sheet(isPresented: $showingSettings) { Text(\"S\").presentationSizing(.page) }",
             expected: .sheet("settings", sizing: .page, content: text)),
        Case(modifiers: ".sheet(isPresented: $showingSettings) { Text(\"S\").presentationSizing(.automatic) }",
             expected: .sheet("settings", content: text)),
        Case(modifiers: ".sheet(isPresented: $showingSettings) { Text(\"S\").presentationSizing(.form.fitted(horizontal: true, vertical: false)) }",
             expected: .sheet("settings", sizing: .fitted, content: text)),
        Case(modifiers: ".sheet(isPresented: $showingSettings) { Text(\"S\").presentationSizing(.page.sticky(horizontal: true, vertical: true)) }",
             expected: .sheet("settings", sizing: .page, content: text)),
        Case(modifiers: ".sheet(isPresented: $showingSettings) { Text(\"S\").presentationDetents([.medium, .large]) }",
             expected: .sheet("settings", content: text)),
        Case(modifiers: ".sheet(isPresented: $showingSettings) { Text(\"S\").presentationCompactAdaptation(.none) }",
             expected: .sheet("settings", compactAdaptation: PresentationAdaptation.none, content: text)),
        Case(modifiers: ".sheet(isPresented: $showingSettings) { Text(\"S\").presentationCompactAdaptation(horizontal: .popover, vertical: .sheet) }",
             expected: .sheet("settings", compactAdaptation: .popover, content: text),
             assumptions: ["ContentView.swift:26:49: `.presentationCompactAdaptation(horizontal: .popover, vert...`: the model has one adaptation for compact width and height: .popover in both"]),
        // The anchor and arrow edge place a popover; they change no width.
        Case(modifiers: ".popover(isPresented: $showingSettings, attachmentAnchor: .point(.top), arrowEdge: .top) { Text(\"S\") }",
             expected: Presentation("settings", kind: .popover, content: text)),
        Case(modifiers: ".fullScreenCover(isPresented: $showingSettings) { Text(\"S\").presentationCompactAdaptation(.sheet) }",
             expected: Presentation("settings", kind: .fullScreenCover, content: text)),
        Case(modifiers: ".inspector(isPresented: $isInspectorPresented) { Text(\"S\") }",
             properties: "@State private var isInspectorPresented = false", action: "isInspectorPresented.toggle()",
             expected: .inspector("inspector", content: text)),
        Case(modifiers: ".inspector(isPresented: $showingSettings) { Text(\"S\").inspectorColumnWidth(280) }",
             expected: .inspector("settings", width: ColumnWidth(fixed: 280), content: text)),
        Case(modifiers: ".inspector(isPresented: $showingSettings) { Text(\"S\").inspectorColumnWidth(ideal: 300, max: 420) }",
             expected: .inspector("settings", width: ColumnWidth(min: 0, ideal: 300, max: 420), content: text)),
        Case(modifiers: ".sheet(isPresented: $isSignUpSheetPresented) { Form { Text(\"S\") }.frame(width: 500) }",
             properties: "@State private var isSignUpSheetPresented = false", action: "isSignUpSheetPresented = true",
             expected: .sheet("sign-up", content: .frame(width: 500, content: .content(name: "Form", minWidth: 0)))),
    ]

    @Test(arguments: cases)
    func eachSpellingIsRead(_ item: Case) throws {
        let snippet = Self.notes(item.modifiers, properties: item.properties, action: item.action)
        let (spec, _, assumptions) = try snippet.extract()
        #expect(spec.screen("notes")?.presentations == [item.expected])
        #expect(assumptions == item.assumptions)
    }

    /// The source map has the modifier, the code that shows it and each
    /// view of its content, and a failure of the content names the frame.
    @Test func theSourceMapLocatesThePresentation() throws {
        let snippet = Self.notes(".sheet(isPresented: $showingSettings) { Form { Text(\"S\") }.frame(width: 500) }")
        let folder = try Snippet.write(snippet.files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let extraction = try AppSpec.extract(from: [folder])
        let entries = extraction.sourceMap.entries(.presentation).map {
            "\($0.key) \($0.location.dropFirst(folder.path.count + 1)) \($0.code)"
        }
        #expect(entries == [
            "settings:frame(width: 500) ContentView.swift:26:67 .frame(width: 500)",
            "settings ContentView.swift:26:9 .sheet(isPresented: $showingSettings) { Form { Text(\"S\") ...",
            "settings:trigger ContentView.swift:23:30 showingSettings = true",
        ])
    }

    /// A presentation no code shows is not fuzzed, and says so.
    @Test func aPresentationNothingShowsIsAnAssumption() throws {
        let snippet = Self.notes(".sheet(isPresented: $showingSettings) { Text(\"S\") }", action: "")
        let (spec, _, assumptions) = try snippet.extract()
        #expect(spec.screen("notes")?.presentations == nil)
        #expect(assumptions == [
            "ContentView.swift:26:9: `.sheet(isPresented: $showingSettings) { Text(\"S\") }`: no code found that shows it (`showingSettings = ...`, `.toggle()`, or `$showingSettings` passed on): not fuzzed",
        ])
    }

    /// `.constant(true)`: shown whenever its view is.
    @Test func aConstantPresentationIsAlwaysShowable() throws {
        let (spec, _, assumptions) = try Self.notes(".sheet(isPresented: .constant(true)) { Text(\"S\") }", action: "").extract()
        #expect(spec.screen("notes")?.presentations == [.sheet("sheet", content: Self.text)])
        #expect(assumptions == [])
    }

    /// One on the root container: the model ties presentations to screens,
    /// so it is presented over the container's first screen, an assumption.
    @Test func aPresentationOnTheRootIsTiedToItsFirstScreen() throws {
        let snippet = Snippet(name: "root", files: ["ContentView.swift": """
        import SwiftUI

        @main
        struct NotesApp: App {
            @State private var showingAbout = false

            var body: some Scene {
                WindowGroup {
                    NavigationStack {
                        List {
                            Button("About") { showingAbout = true }
                        }
                        .navigationTitle("Notes")
                    }
                    .sheet(isPresented: $showingAbout) {
                        Text("About")
                    }
                }
            }
        }
        """])
        let (spec, _, assumptions) = try snippet.extract()
        #expect(spec.screen("notes")?.presentations == [.sheet("about", content: Self.text)])
        #expect(assumptions == [
            "ContentView.swift:15:13: `.sheet(isPresented: $showingAbout)` on the root `NavigationStack`: the model ties a presentation to a screen (Screen.presentations): presented over 'notes' only",
        ])
    }

    /// One on a toolbar item's button is presented by the screen whose
    /// toolbar it is, and a fixed frame in it is named at its line; one
    /// inside another presentation is an assumption, never dropped in
    /// silence.
    @Test func aPresentationInTheToolbarIsTheScreensAndOneInAPresentationIsAnAssumption() throws {
        let snippet = Self.notes("""
        .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Info") { showingInfo = true }
                            .popover(isPresented: $showingInfo) { Text("Info").frame(width: 400) }
                    }
                }
                .sheet(isPresented: $showingSettings) {
                    Text("S").sheet(isPresented: $showingMore) { Text("More") }
                }
        """, properties: "@State private var showingSettings = false\n    @State private var showingInfo = false\n    @State private var showingMore = false",
             action: "showingSettings = true; showingMore = true")
        let (spec, _, assumptions) = try snippet.extract()
        #expect(spec.screen("notes")?.presentations == [
            Presentation("info", kind: .popover, content: .frame(width: 400, content: Self.text)),
            .sheet("settings", content: Self.text),
        ])
        #expect(assumptions == [
            "ContentView.swift:35:22: `.sheet(isPresented: $showingMore) { Text(\"More\") }`: a presentation on a view that is not a screen of the spec (a sidebar row, another presentation): not fuzzed",
        ])
        let folder = try Snippet.write(snippet.files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let extraction = try AppSpec.extract(from: [folder])
        let located = extraction.sourceMap.entries(.presentation).map {
            "\($0.key) \($0.location.dropFirst(folder.path.count + 1))"
        }
        #expect(located == [
            "info:frame(width: 400) ContentView.swift:31:71",
            "info ContentView.swift:31:21",
            "info:trigger ContentView.swift:30:34",
            "settings ContentView.swift:34:9",
            "settings:trigger ContentView.swift:25:30",
        ])
    }
}
