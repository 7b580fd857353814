import LayoutModel

/// The window widths and heights at which an app's layout changes: where the
/// fuzzer looks hardest.
///
/// Declared by the model for the app under test: the size-class threshold,
/// the scene's size restrictions, a root's window-shape thresholds, sums of split-view column widths, the
/// widths at which each screen's content starts to fit (fixed-frame sums,
/// grid column changes) shifted by the columns beside it, and where a top tab
/// bar stops fitting. Generators draw them, and their neighbours one pixel
/// away, as ordinary choices.
public struct Breakpoints: Hashable, Sendable {
    /// Window widths, ascending, without duplicates.
    public var widths: [Double]
    /// Window heights, ascending, without duplicates.
    public var heights: [Double]

    /// A copy that shares no storage with this one, for another thread.
    public var copy: Breakpoints {
        var copy = self
        copy.widths = widths.map { $0 }
        copy.heights = heights.map { $0 }
        return copy
    }

    /// The breakpoints of `model`'s app.
    public init(model: AppModel) {
        let platform = model.platform
        var widths: [Double] = [platform.windows.regularWidthThreshold]
        var heights: [Double] = []
        let restrictions = model.restrictions
        for value in [restrictions.minimum.width, restrictions.maximum.width] where value.isFinite && value > 0 {
            widths.append(value)
        }
        for value in [restrictions.minimum.height, restrictions.maximum.height] where value.isFinite && value > 0 {
            heights.append(value)
        }
        // A root over the window's shape switches containers at its
        // `minWidth` and `minHeight`.
        if case let .branches(branches, _) = model.app.root {
            for branch in branches { Self.shapeThresholds(branch.when, widths: &widths, heights: &heights) }
        }
        // What may sit beside a screen's content: nothing, tiled split-view
        // columns, a tab view's sidebar. An array, not a set: a few values,
        // whose sums with the content's are made unique below anyway.
        var offsets: [Double] = [0, platform.navigation.tabSidebarWidth]
        func insert(_ offset: Double) { if !offsets.contains(offset) { offsets.append(offset) } }
        for container in model.app.root.containers {
            switch container {
            case let .splitView(spec):
                let columns = spec.columns(platform.splitView)
                let leading = [columns.sidebar] + (columns.content.map { [$0] } ?? [])
                for width in leading {
                    insert(width.clampedIdeal)
                    insert(width.min)
                }
                if leading.count == 2 {
                    insert(leading[0].clampedIdeal + leading[1].clampedIdeal)
                    insert(leading[0].min + leading[1].min)
                }
                widths += offsets.map { $0 + columns.detailMinimum }
            case let .tabView(spec):
                let layout = TabBarLayout.resolve(spec, horizontal: .regular, sidebarShown: false,
                                                  width: 10_000, parameters: platform.tabBar)
                widths.append(layout.requiredWidth + 2 * platform.tabBar.topBarMargin)
            case .stack, .view:
                break
            }
        }
        let context = WidthContext(screenWidth: 0, defaultPadding: platform.content.defaultPadding)
        var seen: [ViewNode] = []
        for screen in model.app.screens {
            for content in [screen.content, screen.compactContent].compactMap({ $0 }) where !seen.contains(content) {
                seen.append(content)
                for point in content.breakpoints(in: context) where point > 0 {
                    for offset in offsets { widths.append(point + offset) }
                }
            }
        }
        self.widths = Self.ascendingUnique(widths.filter { $0.isFinite && $0 > 0 })
        self.heights = Self.ascendingUnique(heights)
    }

    /// The widths and heights a root condition's `minWidth` and `minHeight`
    /// name, anywhere in it.
    static func shapeThresholds(_ condition: RootCondition, widths: inout [Double], heights: inout [Double]) {
        switch condition {
        case .idiom, .horizontalSizeClass, .aspect: break
        case let .minWidth(points): widths.append(points)
        case let .minHeight(points): heights.append(points)
        case let .allOf(conditions), let .anyOf(conditions):
            for nested in conditions { shapeThresholds(nested, widths: &widths, heights: &heights) }
        case let .not(nested): shapeThresholds(nested, widths: &widths, heights: &heights)
        }
    }

    /// `values` sorted, each once: sorted, then each equal neighbour
    /// dropped, where a `Set` cost a run's setup 420,000 instructions to make
    /// its type at run time (measured with callgrind).
    static func ascendingUnique(_ values: [Double]) -> [Double] {
        var result = values.sorted()
        var count = 0
        for index in result.indices where count == 0 || result[index] != result[count - 1] {
            result[count] = result[index]
            count += 1
        }
        result.removeLast(result.count - count)
        return result
    }
}
