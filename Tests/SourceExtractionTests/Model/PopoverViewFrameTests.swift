import Foundation
import LayoutModel
import Testing

/// A popover whose content is a view of the app's own type, too wide
/// because of a frame inside that view's body (or a view inside it): the
/// finding names the frame's line, not the `.popover` line nor the view's.
@Suite struct PopoverViewFrameTests {
    /// `Home` presents `PickerView()` in a popover (line 13); the frame is
    /// in `PickerView`'s body (line 23) or in `Swatches`, a view inside it
    /// (line 33); a padded view too wide is reported inside the padding,
    /// where the width runs out.
    static func app(nested: Bool) -> String {
        let picker = nested
            ? "VStack {\n            Text(\"Colors\")\n            Swatches()\n        }\n        .padding()"
            : "VStack {\n            Text(\"Colors\")\n        }\n        .frame(width: 500)"
        return """
        @main
        struct NotesApp: App {
            var body: some Scene { WindowGroup { Home() } }
        }
        struct Home: View {
            @State private var picking = false
            var body: some View {
                NavigationStack {
                    Text("Groceries")
                        .navigationTitle("Notes")
                        .toolbar { Button("Pick") { picking = true } }
                        .popover(isPresented: $picking) {
                            PickerView()
                        }
                }
            }
        }
        struct PickerView: View {
            var body: some View {
                \(picker)
            }
        }
        struct Swatches: View {
            var body: some View {
                HStack {
                    Text("Red")
                    Text("Blue")
                }
                .frame(width: 500)
            }
        }

        """
    }

    @Test(arguments: [
        (false, "23:9", "frame(width: 500) needs 500 pt"),
        (true, "33:9", "padding() > VStack(spacing: 8) needs 500 pt"),
    ])
    func theFindingNamesTheFrameInsideTheView(nested: Bool, line: String, needs: String) throws {
        let url = try HardeningApp.folder(Self.app(nested: nested))
        defer { try? FileManager.default.removeItem(at: url) }
        let run = fuzzrun(["--no-project", "--source", url.path, "--seed", "1", "--iterations", "3000", "--no-timing",
                           "--invariant", "no-fixed-width-overflow"])
        #expect(run.code == 1)
        let lines = run.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let verdict = try #require(lines.firstIndex(of: "✗ notes: no-fixed-width-overflow"))
        #expect(lines[verdict + 1] == "  \(url.path)/App.swift:\(line): .frame(width: 500): presentation 'picking' (sheet, 413 pt wide): "
                + "\(needs) but gets \(nested ? 381 : 413) pt in the left-half 413x1194 window")
    }
}
