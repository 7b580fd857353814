import Foundation
import LayoutModel
import SizeFuzz
import Testing

/// The table of estimated parameters (`Estimate.all`): exact ranges, names
/// that are real platform file fields, ends the model accepts, and the
/// documentation that prints it.
@Suite struct EstimateTableTests {
    /// Each estimate's name, default, plausible range and versions, exactly.
    @Test func theTableIsExact() {
        let rows = Estimate.all.map { estimate in
            "\(estimate.parameter) \(Points.format(estimate.defaultValue)) \(Points.format(estimate.lower))...\(Points.format(estimate.upper)) "
                + estimate.versions.map { "\($0.rawValue)" }.joined(separator: ",")
        }
        #expect(rows == [
            "windows.regularWidthThreshold 678 639.5...678 18",
            "windows.windowing.regularWidthThreshold 678 639.5...678 26,27",
            "windows.windowing.minimumWindowSize.width 320 320...375 26,27",
            "windows.windowing.minimumWindowSize.height 320 320...379 26,27",
            "windows.windowing.tileGap 8 0...10 26,27",
            "windows.windowing.controlsArea.width 100 64...130 26,27",
            "windows.windowing.controlsArea.height 44 32...50 26,27",
            "windows.windowing.slideOverWidth 320 320...375 26,27",
            "splitView.sidebarWidth.min 0 0...320 18,26,27",
            "splitView.contentWidth.min 0 0...320 18,26,27",
            "splitView.threeColumnTileWidth 1366 1195...1377 18,26,27",
            "tabBar.titleCharacterWidth 8 6...10 18,26,27",
            "tabBar.itemPadding 28 16...36 18,26,27",
            "tabBar.topBarMargin 20 16...20 18,26,27",
            "toolbar.itemSpacing 8 4...12 18,26,27",
            "toolbar.reservedLeadingWidth 120 88...160 18,26,27",
            "toolbar.barMargin 16 16...20 18,26,27",
            "content.defaultPadding 16 16...20 18,26,27",
            "presentation.formSheetSize.width 540 500...600 18,26,27",
            "presentation.formSheetSize.height 620 500...720 18,26,27",
            "presentation.pageSheetSize.width 700 620...768 18,26,27",
            "presentation.pageSheetSize.height 960 800...1100 18,26,27",
            "presentation.popoverSize.width 320 240...400 18,26,27",
            "presentation.popoverSize.height 480 320...640 18,26,27",
            "presentation.inspectorWidth 320 270...400 18,26,27",
            "presentation.compactSheetTopInset 16 0...60 18,26,27",
        ])
    }

    /// Every default lies in its range, every range is on the pixel grid,
    /// names are unique, and both ends of each give a valid platform, alone
    /// and all together (`withEstimates(at:)`).
    @Test func everyRangeHoldsItsDefaultAndBothEndsAreValid() {
        #expect(Set(Estimate.all.map(\.parameter)).count == Estimate.all.count)
        for estimate in Estimate.all {
            #expect(estimate.plausible.contains(estimate.defaultValue), "\(estimate.parameter)")
            #expect(estimate.lower < estimate.upper, "\(estimate.parameter)")
            for end in [estimate.lower, estimate.upper] {
                #expect(Points.isOnPixelGrid(end, scale: 2), "\(estimate.parameter) \(end)")
                #expect(estimate.setting(end, in: .standard).problems.isEmpty, "\(estimate.parameter) \(end)")
                #expect(!estimate.lowerEvidence.isEmpty && !estimate.upperEvidence.isEmpty)
            }
        }
        for end in EstimateEnd.allCases {
            let platform = Platform.standard.withEstimates(at: end)
            #expect(platform.problems.isEmpty, "\(end)")
            #expect(Estimate.all.allSatisfy { $0.value(in: platform) == (end == .lower ? $0.lower : $0.upper) })
        }
    }

    /// Each name is the platform file's field for the parameter its key
    /// path sets: the default platform's JSON with that field alone set to
    /// the lower end reads back as the platform with the lower end, and
    /// the field holds the default beforehand.
    @Test(arguments: Estimate.all.map(\.parameter))
    func theNameIsThePlatformField(_ parameter: String) throws {
        let estimate = try #require(Estimate.named(parameter))
        let keys = parameter.split(separator: ".").map(String.init)
        let encoded = try JSONEncoder().encode(Platform.standard)
        let root = try #require(try JSONSerialization.jsonObject(with: encoded) as? [String: Any])
        func setting(_ object: [String: Any], _ path: ArraySlice<String>) throws -> [String: Any] {
            var object = object
            let key = try #require(path.first)
            if path.count == 1 {
                #expect((object[key] as? Double) == estimate.defaultValue, "\(parameter)")
                object[key] = estimate.lower
            } else {
                object[key] = try setting(try #require(object[key] as? [String: Any], "\(parameter): \(key)"), path.dropFirst())
            }
            return object
        }
        let changed = try setting(root, keys[...])
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("platform.json", String(decoding: try JSONSerialization.data(withJSONObject: changed), as: UTF8.self))
        let loaded = try Platform.load(contentsOf: path)
        #expect(loaded == estimate.setting(estimate.lower, in: .standard))
        #expect(estimate.value(in: loaded) == estimate.lower)
    }

    /// Parameters.md prints the table: one row per estimate, in order, with
    /// its default, range, versions and the evidence for each end.
    @Test func parametersArticlePrintsTheTable() throws {
        let article = try String(contentsOf: ReadmeExampleTests.repository
            .appendingPathComponent("Sources/LayoutModel/LayoutModel.docc/Parameters.md"), encoding: .utf8)
        let lines = article.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: "<!-- estimates-table -->"))
        let rows = Array(lines[(start + 3)...].prefix { $0.hasPrefix("| ") })
        let expected = Estimate.all.map { estimate in
            "| `\(estimate.parameter)` | \(Points.format(estimate.defaultValue)) pt | "
                + "\(Points.format(estimate.lower))...\(Points.format(estimate.upper)) pt | "
                + estimate.versions.map { "\($0.rawValue)" }.joined(separator: ", ")
                + " | \(estimate.lowerEvidence) | \(estimate.upperEvidence) |"
        }
        #expect(rows == expected)
    }

    /// `fuzzrun list estimates`, exactly.
    @Test func listEstimates() {
        let result = fuzzrun("list", "estimates")
        #expect(result.code == 0)
        #expect(result.err == "")
        #expect(result.out == """
            windows.regularWidthThreshold               default 678 pt, plausible 639.5...678 pt (iPadOS 18)
            windows.windowing.regularWidthThreshold     default 678 pt, plausible 639.5...678 pt (iPadOS 26, 27)
            windows.windowing.minimumWindowSize.width   default 320 pt, plausible 320...375 pt (iPadOS 26, 27)
            windows.windowing.minimumWindowSize.height  default 320 pt, plausible 320...379 pt (iPadOS 26, 27)
            windows.windowing.tileGap                   default 8 pt, plausible 0...10 pt (iPadOS 26, 27)
            windows.windowing.controlsArea.width        default 100 pt, plausible 64...130 pt (iPadOS 26, 27)
            windows.windowing.controlsArea.height       default 44 pt, plausible 32...50 pt (iPadOS 26, 27)
            windows.windowing.slideOverWidth            default 320 pt, plausible 320...375 pt (iPadOS 26, 27)
            splitView.sidebarWidth.min                  default 0 pt, plausible 0...320 pt (iPadOS 18, 26, 27)
            splitView.contentWidth.min                  default 0 pt, plausible 0...320 pt (iPadOS 18, 26, 27)
            splitView.threeColumnTileWidth              default 1366 pt, plausible 1195...1377 pt (iPadOS 18, 26, 27)
            tabBar.titleCharacterWidth                  default 8 pt, plausible 6...10 pt (iPadOS 18, 26, 27)
            tabBar.itemPadding                          default 28 pt, plausible 16...36 pt (iPadOS 18, 26, 27)
            tabBar.topBarMargin                         default 20 pt, plausible 16...20 pt (iPadOS 18, 26, 27)
            toolbar.itemSpacing                         default 8 pt, plausible 4...12 pt (iPadOS 18, 26, 27)
            toolbar.reservedLeadingWidth                default 120 pt, plausible 88...160 pt (iPadOS 18, 26, 27)
            toolbar.barMargin                           default 16 pt, plausible 16...20 pt (iPadOS 18, 26, 27)
            content.defaultPadding                      default 16 pt, plausible 16...20 pt (iPadOS 18, 26, 27)
            presentation.formSheetSize.width            default 540 pt, plausible 500...600 pt (iPadOS 18, 26, 27)
            presentation.formSheetSize.height           default 620 pt, plausible 500...720 pt (iPadOS 18, 26, 27)
            presentation.pageSheetSize.width            default 700 pt, plausible 620...768 pt (iPadOS 18, 26, 27)
            presentation.pageSheetSize.height           default 960 pt, plausible 800...1100 pt (iPadOS 18, 26, 27)
            presentation.popoverSize.width              default 320 pt, plausible 240...400 pt (iPadOS 18, 26, 27)
            presentation.popoverSize.height             default 480 pt, plausible 320...640 pt (iPadOS 18, 26, 27)
            presentation.inspectorWidth                 default 320 pt, plausible 270...400 pt (iPadOS 18, 26, 27)
            presentation.compactSheetTopInset           default 16 pt, plausible 0...60 pt (iPadOS 18, 26, 27)

            """)
    }
}
