import Foundation
import LayoutModel
import Testing

/// A fixed-width canvas inside a scroll view that scrolls sideways needs no
/// width from the window: `ScrollView(.horizontal)` and
/// `ScrollView([.horizontal, .vertical])` take the width they are offered
/// and scroll their content along the axes given (Apple, `ScrollView`,
/// `axes`), so neither `no-fixed-width-overflow` nor `content-fits` fails;
/// in a vertical scroll view the same canvas overflows at its frame.
@Suite struct HorizontalScrollAxesTests {
    static func app(axes: String) -> String {
        """
        @main
        struct SketchApp: App {
            var body: some Scene { WindowGroup { Sketch() } }
        }

        struct Sketch: View {
            var body: some View {
                NavigationStack {
                    ScrollView(\(axes)) {
                        Rectangle()
                            .frame(width: 2000, height: 1500)
                    }
                    .navigationTitle("Sketch")
                }
            }
        }

        """
    }

    @Test(arguments: [".horizontal", "[.horizontal, .vertical]", "[.vertical, .horizontal]"])
    func aCanvasThatScrollsSidewaysPasses(_ axes: String) throws {
        let url = try HardeningApp.folder(Self.app(axes: axes))
        defer { try? FileManager.default.removeItem(at: url) }
        let run = fuzzrun(["--no-project", "--source", url.path, "--seed", "1", "--iterations", "2000", "--no-timing",
                           "--invariant", "no-fixed-width-overflow", "--invariant", "content-fits"])
        #expect(run.code == 0, "\(run.out)")
        #expect(run.out.contains("fuzzrun: passed: 2 invariants held in 2000 cases of 1 app (seed 1)\n"))
    }

    @Test func aCanvasInAVerticalScrollViewOverflowsAtItsFrame() throws {
        let url = try HardeningApp.folder(Self.app(axes: ".vertical"))
        defer { try? FileManager.default.removeItem(at: url) }
        let run = fuzzrun(["--no-project", "--source", url.path, "--seed", "1", "--iterations", "2000", "--no-timing",
                           "--invariant", "no-fixed-width-overflow"])
        #expect(run.code == 1)
        let lines = run.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let verdict = try #require(lines.firstIndex(of: "✗ sketch: no-fixed-width-overflow"))
        #expect(lines[verdict + 1].hasPrefix("  \(url.path)/App.swift:11:21: .frame(width: 2000, height: 1500): "))
    }
}
