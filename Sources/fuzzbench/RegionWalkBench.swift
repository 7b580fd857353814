import Foundation
import LayoutModel
import SizeFuzz

/// `fuzzbench region-walk [RUNS]`: what locating a failure costs. For every
/// built-in mistake app, the failures of `fuzzrun --app A --seed 1
/// --iterations 1000 --jobs 1` (the same configuration, in this process),
/// and for each the sizes its region's slices and its map tried and the
/// CPU time of ``Failure/locate(invariants:)`` (thread CPU time, median of
/// RUNS, default 5). Prints a Markdown table and the totals.
struct RegionWalkBench {
    var runs: Int

    func run() {
        print("| app: invariant | region | slice sizes | map sizes | locate, median CPU ms |")
        print("| --- | --- | --- | --- | --- |")
        var slices = 0, maps = 0, failures = 0, total = 0.0
        for app in BuiltinApp.mistakes {
            let configuration = RunConfiguration(seed: 1, iterations: 1_000, apps: [app.spec], jobs: 1)
            for failure in FuzzRunner(configuration).run().failures {
                var copy = failure
                let times = (0..<max(1, runs)).map { _ in
                    let start = ShrinkSweep.threadCPUNanoseconds()
                    copy.locate()
                    return Double(ShrinkSweep.threadCPUNanoseconds() - start) / 1e6
                }.sorted()
                let time = times[times.count / 2]
                let (kind, sliceSizes, mapSizes): (String, Int, Int) = switch failure.regionMap {
                case let .sizes(sizes)?: (sizes.rectangles.count == 1 ? "1 rectangle" : "\(sizes.rectangles.count) rectangles", sizes.sliceSizesTried, sizes.sizesTried)
                case let .windows(windows)?: ("\(windows.failing.count + windows.passing.count) windows", 1,
                                              windows.failing.count + windows.passing.count)
                case nil: ("none", 0, 0)
                }
                print("| \(app.name): \(failure.invariant.rawValue) | \(kind) | \(sliceSizes) | \(mapSizes) | \(fixed(time, 2)) |")
                slices += sliceSizes
                maps += mapSizes
                failures += 1
                total += time
            }
        }
        print("\n\(failures) failures: \(slices) slice sizes and \(maps) map sizes tried, "
            + "locate \(fixed(total, 1)) ms CPU in all (median of \(runs) runs each)")
    }
}
