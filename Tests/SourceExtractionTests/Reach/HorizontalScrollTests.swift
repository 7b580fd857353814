import Foundation
import LayoutModel
import Testing

/// Fixed-width cards in a row: inside `ScrollView(.horizontal)` they scroll
/// (no overflow, a correct app passes); without it they overflow a narrow
/// window, caught at the frame's line.
@Suite struct HorizontalScrollTests {
    static func app(scrolls: Bool) -> String {
        let row = """
                        HStack(spacing: 20) {
                            ForEach(0..<5) { _ in
                                Text("Game").frame(width: 180)
                            }
                        }
        """
        return """
        @main
        struct GamesApp: App {
            var body: some Scene { WindowGroup { Games() } }
        }

        struct Games: View {
            var body: some View {
                NavigationStack {
                    VStack {
        \(scrolls ? "                ScrollView(.horizontal, showsIndicators: false) {\n" + row + "\n                }" : row)
                    }
                    .navigationTitle("Games")
                }
            }
        }

        """
    }

    @Test func cardsThatScrollSidewaysPass() throws {
        let url = try ExtractCommandTests.folder(["App.swift": Self.app(scrolls: true)])
        let run = fuzzrun(["--source", url.path, "--no-project", "--seed", "1", "--iterations", "2000", "--no-timing",
                           "--allow-thin"])
        #expect(run.code == 0, "\(run.out)")
    }

    @Test func cardsThatDoNotScrollOverflowAtTheirFrame() throws {
        let url = try ExtractCommandTests.folder(["App.swift": Self.app(scrolls: false)])
        let run = fuzzrun(["--source", url.path, "--no-project", "--seed", "1", "--iterations", "2000", "--no-timing",
                           "--invariant", "no-fixed-width-overflow"])
        #expect(run.code == 1)
        #expect(run.out.contains("\n  \(url.path)/App.swift:12:37: .frame(width: 180): VStack(spacing: 8) needs 980 pt but gets 593 pt in the left-half 593x834 window\n"))
    }
}
