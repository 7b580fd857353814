import LayoutModel

/// What a run's cases exercised of the parts of an app that its code
/// declares: each screen a link pushes, each sidebar row and tab selected,
/// each presentation shown, each fixed frame laid out in less than its
/// width or than its content needs, each root container a size class or
/// idiom picks.
///
/// Semantic coverage counts the cells of windows and events the cases
/// visited; it can be high for a model that holds nothing. This counts the
/// app's own constructs, so a thin model shows as thin. For an app read
/// from source each part is named by its line (the source map).
///
/// Measured by replaying the run's cases of the app, in case order, up to
/// a bound (``measure(generator:configuration:app:sourceMap:maximumCases:casesRun:)``):
/// the same for any number of jobs.
public struct SpecCoverage: Sendable, Hashable {
    /// A kind of construct.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A screen some link pushes.
        case links
        /// A sidebar row.
        case rows
        /// A tab.
        case tabs
        /// A sheet, popover, full-screen cover or inspector.
        case presentations
        /// A `.frame(width:)` of a screen's content.
        case frames
        /// A root container a size class or idiom picks.
        case branches
    }

    /// One construct and whether a case exercised it.
    public struct Item: Sendable, Hashable {
        /// Its kind.
        public var kind: Kind
        /// Which: a screen id, a row, a tag, a presentation id, a frame's
        /// screen and path, a container's key.
        public var id: String
        /// `file:line:column` where the code declares it, when known.
        public var location: String?
        /// Whether a case exercised it.
        public var exercised: Bool
        /// For a frame, its width: exercised when its screen is laid out in
        /// less, or in less than its content needs.
        public var width: Double?
    }

    /// The constructs, kind by kind, each kind in the spec's order.
    public var items: [Item]
    /// The cases replayed to measure it.
    public var cases: Int

    /// `links 21/23, rows 4/4, tabs 5/5, presentations 3/3, frames 6/7,
    /// branches 2/2`: each kind the app has.
    public var summary: String {
        Kind.allCases.compactMap { kind in
            let ofKind = items.filter { $0.kind == kind }
            guard !ofKind.isEmpty else { return nil }
            return "\(kind.rawValue) \(ofKind.filter(\.exercised).count)/\(ofKind.count)"
        }.joined(separator: ", ")
    }

    /// The share of constructs exercised, in percent (100 for an app with none).
    public var percent: Double {
        items.isEmpty ? 100 : Double(items.filter(\.exercised).count) * 100 / Double(items.count)
    }

    /// The constructs no case exercised, in order.
    public var missed: [Item] { items.filter { !$0.exercised } }

    /// The constructs of `spec`, none exercised yet.
    static func items(of spec: AppSpec, sourceMap: SourceMap?) -> [Item] {
        var items: [Item] = []
        func add(_ kind: Kind, _ id: String, _ location: String?, width: Double? = nil) {
            guard !items.contains(where: { $0.kind == kind && $0.id == id }) else { return }
            items.append(Item(kind: kind, id: id, location: location, exercised: false, width: width))
        }
        for screen in spec.screens { for target in screen.destinations ?? [] { add(.links, target, sourceMap?.entry(.screen, target)?.location) } }
        for container in spec.root.containers {
            switch container {
            case .splitView(let split):
                for row in split.sidebar { add(.rows, row, sourceMap?.entry(.sidebarRow, row)?.location) }
            case .tabView(let tabs):
                for tab in tabs.allTabs { add(.tabs, tab.tag, sourceMap?.entry(.tab, tab.tag)?.location) }
            case .stack, .view:
                break
            }
        }
        for screen in spec.screens {
            for presentation in screen.presentations ?? [] {
                add(.presentations, presentation.id, sourceMap?.entry(.presentation, presentation.id)?.location)
            }
        }
        for entry in sourceMap?.entries(.frame) ?? [] {
            guard let width = fixedWidth(entry.code) else { continue }
            add(.frames, entry.key, entry.location, width: width)
        }
        let keys = spec.root.containerKeys
        if keys.count > 1 {
            for (index, key) in keys.enumerated() {
                let navigation = spec.root.containers[index].navigation.rawValue
                add(.branches, key, sourceMap?.entry(.container, "\(key):\(navigation)")?.location)
            }
        }
        return items
    }

    /// The width of `.frame(width: 300)`, or nil for any other code.
    static func fixedWidth(_ code: String) -> Double? {
        guard code.hasPrefix(".frame(width:") else { return nil }
        let digits = code.dropFirst(".frame(width:".count).drop { $0 == " " }.prefix { $0.isNumber || $0 == "." }
        return Double(digits)
    }

    /// Marks what `layout` shows as exercised.
    static func note(_ layout: Layout, spec: AppSpec, into items: inout [Item], index: [String: Int]) {
        func mark(_ kind: Kind, _ id: String?) {
            guard let id, let at = index["\(kind.rawValue)|\(id)"] else { return }
            items[at].exercised = true
        }
        let shown = layout.path + [layout.screen].compactMap { $0 }
        for screen in shown { mark(.links, screen) }
        mark(.rows, layout.sidebarSelection)
        mark(.tabs, layout.selectedTab)
        mark(.presentations, layout.presentation?.id)
        if spec.root.containerKeys.count > 1 {
            let container = spec.root.index(idiom: layout.window.idiom, horizontal: layout.sizeClasses.horizontal,
                                            size: layout.window.size)
            mark(.branches, spec.root.containerKeys[container])
        }
        // A frame is under pressure where its screen gets less than the
        // frame's width, or less than its content needs (an overflow).
        let pressed = !layout.content.overflows.isEmpty
        for (offset, item) in items.enumerated() where item.kind == .frames && !item.exercised {
            guard let width = item.width, layout.contentWidth < width || pressed,
                  let screen = item.id.split(separator: ":").first.map(String.init), layout.screen == screen else { continue }
            items[offset].exercised = true
        }
    }

    /// The coverage of app `app` of `configuration` (its generator
    /// `generator`): its cases of the run, in case order (those of the
    /// configuration's shard), replayed up to `maximumCases`, every scene's
    /// layout after every step read.
    /// - Complexity: about twice the cost of running those cases.
    public static func measure(generator: ScenarioGenerator, configuration: RunConfiguration, app: Int,
                               sourceMap: SourceMap?, maximumCases: Int = 10_000, casesRun: Int) -> SpecCoverage {
        let spec = generator.model.app
        var items = items(of: spec, sourceMap: sourceMap)
        var index: [String: Int] = [:]
        for (offset, item) in items.enumerated() { index["\(item.kind.rawValue)|\(item.id)"] = offset }
        let apps = configuration.apps.count
        var replayed = 0
        var caseIndex = app
        let last = configuration.shard == .whole ? casesRun : configuration.iterations
        while caseIndex < last, replayed < maximumCases, !items.allSatisfy(\.exercised) {
            defer { caseIndex += apps }
            guard configuration.shard.contains(caseIndex, apps: apps) else { continue }
            var source = ChoiceSource(seed: ChoiceSource.caseSeed(seed: configuration.seed, caseIndex: UInt64(caseIndex)))
            let (_, scenario) = generator.run(&source, invariants: InvariantSet([InvariantName]()), bias: EdgeBias(caseIndex: UInt64(caseIndex)),
                                              recordScenario: true)
            guard let scenario else { continue }
            var evaluator = Evaluator(model: generator.model, window: scenario.window, invariants: InvariantSet([InvariantName]()))
            for layout in evaluator.layouts { note(layout, spec: spec, into: &items, index: index) }
            for event in scenario.events {
                evaluator.apply(event)
                for layout in evaluator.layouts { note(layout, spec: spec, into: &items, index: index) }
            }
            replayed += 1
        }
        return SpecCoverage(items: items, cases: replayed)
    }
}
