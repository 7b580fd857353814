import Foundation
import LayoutModel
import SourceExtraction
import Testing

/// Widths computed in the source: arithmetic on known numbers, `min`,
/// `CGFloat(...)`, a computed property whose body is an `#if`, constants of
/// another file; a width that follows the window or the screen is never a
/// fixed width.
@Suite struct WidthArithmeticTests {
    static let files: [String: String] = [
        "App.swift": """
        import SwiftUI

        @main
        struct AtlasApp: App {
            var body: some Scene { WindowGroup { AtlasHome() } }
        }

        struct AtlasHome: View {
            var panelWidth: CGFloat {
                #if os(iOS)
                300
                #else
                220
                #endif
            }

            var body: some View {
                NavigationStack {
                    VStack {
                        Text("Legend").frame(width: Layout.sidebar)
                        Text("Scale").frame(width: min(320, Layout.sidebar + 100))
                        Text("Layers").frame(width: panelWidth)
                        Text("Compass").frame(width: CGFloat(Layout.columns) * 40)
                        Text("Inset").frame(width: UIScreen.main.bounds.width / 3)
                        GeometryReader { proxy in
                            Text("Ruler").frame(width: min(320, proxy.size.width * 0.4))
                        }
                    }
                    .navigationTitle("Atlas")
                }
            }
        }

        """,
        "Layout.swift": """
        import CoreGraphics

        enum Layout {
            static let sidebar: CGFloat = 280
            static let columns = 3
        }

        """,
    ]

    static func text(_ width: Double) -> ViewNode { .frame(width: width, content: .content(name: "Text", minWidth: 0)) }

    @Test func widthsComputedFromKnownNumbersAreFixedAndTheWindowsAreNot() throws {
        let url = try ConditionTests.folder(Self.files)
        let extraction = try AppSpec.extract(from: [url], project: .off)
        #expect(extraction.spec.screens.first?.content == .vstack(spacing: 8, children: [
            Self.text(280), Self.text(320), Self.text(300), Self.text(120),
            .content(name: "Text", minWidth: 0), .content(name: "GeometryReader", minWidth: 0),
        ]))
        #expect(extraction.assumptions.map(\.description) == [
            "\(url.path)/App.swift:24:30: `.frame(width: UIScreen.main.bounds.width / 3)`: a width computed from the window's or the screen's width: the frame assumed flexible, minimum 0",
            "\(url.path)/App.swift:25:17: `GeometryReader`: its content depends on the size offered: flexible, with minimum width 0",
            "\(url.path)/App.swift:26:34: `.frame(width: min(320, proxy.size.width * 0.4))`: a width computed from the window's or the screen's width: the frame assumed flexible, minimum 0",
        ])
    }

    /// The fixed widths fit every window from 320 pt: no finding, and the
    /// frames that follow the screen raise none.
    @Test func theAtlasPasses() throws {
        let url = try ConditionTests.folder(Self.files)
        let run = fuzzrun(["--source", url.path, "--no-project", "--seed", "1", "--iterations", "1000", "--no-timing"])
        #expect(run.code == 0, "\(run.out)")
    }
}
