import LayoutModel
@testable import SizeFuzz
import Testing

/// What the statistics count of a step: here, which width breakpoints its
/// window lies on or a pixel beside.
@Suite struct AppStatisticsTests {
    /// The indices of `widths` within a pixel of `width` at `scale`: the
    /// definition, checked breakpoint by breakpoint.
    func near(_ width: Double, scale: Int, in widths: [Double]) -> [Int] {
        widths.indices.filter { abs(widths[$0] - width) <= 1 / Double(scale) + 1e-9 }
    }

    /// Launches in Stage Manager windows on, one and two pixels beside each
    /// of the app's width breakpoints, each counted alone and all counted in
    /// one statistics, mark the breakpoints within a pixel of the window and
    /// no others.
    @Test(arguments: ["cafe", "mail-columns", "optional-sidebar-sync"])
    func aLaunchMarksTheBreakpointsWithinAPixel(_ name: String) throws {
        let app = try #require(BuiltinApp.all.first { $0.spec.name == name }?.spec)
        let model = AppModel(app)
        let generator = ScenarioGenerator(model: model)
        let widths = generator.breakpoints.widths
        let rules = model.platform.windows
        var all = AppStatistics()
        var expected = Array(repeating: false, count: widths.count)
        var windows = 0
        for breakpoint in widths {
            for offset in -2...2 {
                let size = Size(width: breakpoint + Double(offset) / 2, height: 700)
                guard let window = try? rules.window(device: .ipadPro11, orientation: .landscape, mode: .stage, size: size),
                      window.width == size.width else { continue }
                windows += 1
                let evaluator = Evaluator(model: model, window: window)
                var alone = AppStatistics()
                alone.recordLaunch(evaluator, breakpoints: generator.breakpoints, traits: generator.traits)
                all.recordLaunch(evaluator, breakpoints: generator.breakpoints, traits: generator.traits)
                let hits = near(window.width, scale: window.scale, in: widths)
                #expect(alone.breakpointsHit.indices.filter { alone.breakpointsHit[$0] } == hits)
                if offset == 0 { #expect(hits.contains(widths.firstIndex(of: breakpoint) ?? -1)) }
                for index in hits { expected[index] = true }
            }
        }
        #expect(windows > 0)
        #expect(all.breakpointsHit == expected)
    }
}
