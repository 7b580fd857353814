import Foundation
import LayoutModel
import SourceExtraction
import Testing

/// `.modifier(Card(width: 300))` with a `struct Card: ViewModifier` of the
/// app's: its `body(content:)` inlined with `content` the modified view.
@Suite struct ViewModifierTypeTests {
    static func app(_ modifier: String) -> Snippet {
        Snippet(name: "modifier", files: ["App.swift": """
        import SwiftUI

        @main
        struct HomeApp: App {
            var body: some Scene {
                WindowGroup {
                    NavigationStack {
                        Text("Welcome")
                            .\(modifier)
                            .navigationTitle("Home")
                    }
                }
            }
        }

        struct Card: ViewModifier {
            let width: CGFloat
            var inset: CGFloat = 12

            func body(content: Content) -> some View {
                content
                    .frame(width: width)
                    .padding(inset)
            }
        }

        """])
    }

    /// The frame and padding of the modifier's body, with its arguments and
    /// its property's default; the frame located in the modifier's code.
    @Test func theBodyIsInlined() throws {
        let snippet = Self.app("modifier(Card(width: 300))")
        let folder = try Snippet.write(snippet.files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let extraction = try AppSpec.extract(from: [folder])
        #expect(extraction.assumptions == [])
        #expect(extraction.spec.screens == [
            Screen("home", title: "Home",
                   content: .padding(length: 12, content: .frame(width: 300, content: .content(name: "Text", minWidth: 0)))),
        ])
        let frame = try #require(extraction.sourceMap.entries(.frame).first { $0.key.hasSuffix("frame(width: 300)") })
        #expect(frame.location == "\(folder.path)/\(snippet.location(of: ".frame(width: width)", in: "App.swift"))")
    }

    /// A modifier type the source does not hold: an assumption, the view
    /// left as it is.
    @Test func anUnknownModifierTypeIsAnAssumption() throws {
        let snippet = Self.app("modifier(GlassBackground())")
        let folder = try Snippet.write(snippet.files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let extraction = try AppSpec.extract(from: [folder])
        #expect(extraction.spec.screens == [Screen("home", title: "Home")])
        #expect(extraction.assumptions.map { "\($0.construct): \($0.assumed)" } == [
            "`.modifier`: a modifier the reader does not know: assumed not to change width",
        ])
    }
}
