import Foundation
import LayoutModel
import SourceExtraction
import Testing

/// A screen that hides its navigation bar and leads with an `HStack` of
/// buttons draws its own header (`HeaderSpec`); `.containerCornerOffset`
/// keeps it clear of the window controls.
@Suite struct HeaderExtractionTests {
    /// The app with `screen` as its only view, extracted.
    static func extract(_ screen: String) throws -> Extraction {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("header-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = """
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

        struct NotesView: View {
            var body: some View {
        \(screen)
            }
        }
        """
        try source.write(to: folder.appendingPathComponent("NotesApp.swift"), atomically: true, encoding: .utf8)
        return try AppSpec.extract(from: [folder])
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var screen: String
        var header: HeaderSpec?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "toolbar hidden for the navigation bar", screen: """
                VStack {
                    HStack {
                        Button("Menu", systemImage: "line.3.horizontal") {}
                        Text("Notes")
                    }
                    List { Text("One") }
                }
                .toolbar(.hidden, for: .navigationBar)
        """, header: HeaderSpec(leading: ["menu"])),
        Case(name: "navigationBarHidden, two buttons, no title", screen: """
                VStack {
                    HStack {
                        Button("Back", systemImage: "chevron.backward") {}
                        Button("Menu", systemImage: "line.3.horizontal") {}
                        Spacer()
                    }
                    Text("Body")
                }
                .navigationBarHidden(true)
        """, header: HeaderSpec(leading: ["back", "menu"], showsTitle: false)),
        Case(name: "clear of the window controls", screen: """
                VStack {
                    HStack {
                        Button("Menu", systemImage: "line.3.horizontal") {}
                        Text("Notes")
                    }
                    .containerCornerOffset(.leading, sizeToFit: true)
                    Text("Body")
                }
                .toolbar(.hidden)
        """, header: HeaderSpec(leading: ["menu"], avoidsWindowControls: true)),
        Case(name: "the bar kept", screen: """
                VStack {
                    HStack {
                        Button("Menu", systemImage: "line.3.horizontal") {}
                    }
                    Text("Body")
                }
        """, header: nil),
        Case(name: "the tab bar hidden, not the navigation bar", screen: """
                VStack {
                    HStack {
                        Button("Menu", systemImage: "line.3.horizontal") {}
                    }
                    Text("Body")
                }
                .toolbar(.hidden, for: .tabBar)
        """, header: nil),
        Case(name: "led by a title, not a button", screen: """
                VStack {
                    HStack {
                        Text("Notes")
                        Button("Menu", systemImage: "line.3.horizontal") {}
                    }
                    Text("Body")
                }
                .toolbar(.hidden, for: .navigationBar)
        """, header: nil),
    ]

    @Test(arguments: cases) func theHeaderIsRead(_ item: Case) throws {
        let extraction = try Self.extract(item.screen)
        let screen = try #require(extraction.spec.screens.first)
        #expect(screen.header == item.header)
        #expect(extraction.assumptions.isEmpty, "\(extraction.assumptions)")
        // The header is the bar, not the content: the content is what is under it.
        if item.header != nil { #expect(extraction.sourceMap.entry(.frame, "\(screen.id):header") != nil) }
    }
}
