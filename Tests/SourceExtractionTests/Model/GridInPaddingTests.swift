import Foundation
import LayoutModel
import Testing

/// A grid inside `.padding()` is still a grid: the padding offers its
/// content the width less the padding (Apple, `padding(_:_:)`), and a
/// fixed-column `LazyVGrid` that needs more fails `grid-fits` at its
/// `columns:` line, not `content-fits` at the padding; adaptive columns in
/// the same padding fit any window.
@Suite struct GridInPaddingTests {
    static func app(columns: String) -> String {
        """
        @main
        struct AlbumsApp: App {
            var body: some Scene { WindowGroup { Albums() } }
        }
        struct Albums: View {
            let columns = \(columns)
            var body: some View {
                NavigationStack {
                    ScrollView {
                        LazyVGrid(columns: columns) {
                            ForEach(0..<30) { _ in
                                Color.gray.aspectRatio(1, contentMode: .fill)
                            }
                        }
                        .padding()
                    }
                    .navigationTitle("Albums")
                }
            }
        }

        """
    }

    @Test func fixedColumnsInPaddingFailAtTheGrid() throws {
        let url = try HardeningApp.folder(Self.app(columns: "[GridItem(.fixed(160)), GridItem(.fixed(160)), GridItem(.fixed(160))]"))
        defer { try? FileManager.default.removeItem(at: url) }
        let run = fuzzrun(["--no-project", "--source", url.path, "--seed", "1", "--iterations", "3000", "--no-timing"])
        #expect(run.code == 1)
        let lines = run.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.filter { $0.hasPrefix("✗ ") } == ["✗ albums: grid-fits"])
        let verdict = try #require(lines.firstIndex(of: "✗ albums: grid-fits"))
        #expect(lines[verdict + 1] == "  \(url.path)/App.swift:10:17: LazyVGrid(columns: columns): padding() > "
                + "LazyVGrid(fixed:160,fixed:160,fixed:160) is 496 pt wide but gets 381 pt in the left-half 413x1194 window")
    }

    @Test func adaptiveColumnsInPaddingPass() throws {
        let url = try HardeningApp.folder(Self.app(columns: "[GridItem(.adaptive(minimum: 150))]"))
        defer { try? FileManager.default.removeItem(at: url) }
        let run = fuzzrun(["--no-project", "--source", url.path, "--seed", "1", "--iterations", "3000", "--no-timing", "--allow-thin"])
        #expect(run.code == 0, "\(run.out)")
    }
}
