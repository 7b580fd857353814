import LayoutModel

extension Lint {
    /// Every lint of `model`'s app, in spec order: the root containers'
    /// column widths and tabs, then the scene's size restrictions.
    ///
    /// Depends on the spec and the platform only, never on a window or a seed.
    public static func lints(for model: AppModel) -> [Lint] {
        var lints: [Lint] = []
        let containers = model.app.root.containers
        let fullTags = model.plans.first?.tabTags ?? []
        let keys = model.app.root.containerKeys
        for (index, container) in containers.enumerated() {
            let field = "root.\(keys[index]).\(container.navigation.rawValue)"
            switch container {
            case let .splitView(spec):
                var widths = [("sidebarWidth", SplitColumn.sidebar, spec.sidebarWidth)]
                if spec.isThreeColumn { widths.append(("contentWidth", .content, spec.contentWidth)) }
                for (key, role, width) in widths {
                    guard let width, !width.isConsistent else { continue }
                    lints.append(Lint(.columnSpecConsistent, field: "\(field).\(key)",
                                      "the \(role.rawValue) column asks for min \(Points.format(width.min)), ideal \(Points.format(width.ideal)), max \(Points.format(width.max)); SwiftUI renders \(Points.format(width.clampedIdeal)) pt, not \(Points.format(width.ideal))"))
                }
            case .tabView:
                let plan = model.plans[index]
                let reachable = Set(plan.reachableTags)
                let missing = fullTags.filter { !reachable.contains($0) }
                guard !missing.isEmpty else { continue }
                let names = missing.map { "'\($0)'" }.joined(separator: ", ")
                lints.append(Lint(.tabsReachable, field: "\(field).entries",
                                  "no tab has the tag of, stands for or leads to \(missing.count == 1 ? "tab" : "tabs") \(names) of the full-size tab view"))
            case .stack, .view:
                continue
            }
        }
        lints += restrictionLints(model)
        return lints
    }

    /// The scene's size restrictions' problems: those of the restrictions
    /// alone, then each other problem on the first device and orientation of
    /// the catalog that shows it, among the iPads with Stage Manager (where
    /// windows are resizable).
    private static func restrictionLints(_ model: AppModel) -> [Lint] {
        let restrictions = model.restrictions
        guard restrictions.isSet else { return [] }
        var found = restrictions.lints.map { (lint: $0, on: nil as String?) }
        for device in Device.catalog where device.supportsStageManager {
            for orientation in [Orientation.portrait, .landscape] {
                let screen = device.screenSize(orientation)
                for lint in model.platform.windows.lints(for: restrictions, screen: screen)
                where !found.contains(where: { sameKind($0.lint, lint) }) {
                    found.append((lint, "\(device.id.rawValue) \(orientation.rawValue)"))
                }
            }
        }
        return found.map { lint, on in
            Lint(.sizeRestrictions, field: "scene.restrictions.\(field(of: lint))",
                 lint.description + (on.map { " (\($0))" } ?? ""))
        }
    }

    /// Whether two restriction lints are the same problem on the same axis.
    private static func sameKind(_ a: RestrictionLint, _ b: RestrictionLint) -> Bool {
        switch (a, b) {
        case let (.minimumAboveMaximum(x, _, _), .minimumAboveMaximum(y, _, _)),
             let (.minimumAboveScreen(x, _, _), .minimumAboveScreen(y, _, _)),
             let (.maximumBelowSystemMinimum(x, _, _), .maximumBelowSystemMinimum(y, _, _)):
            x == y
        default:
            false
        }
    }

    /// The restriction field at fault: `minimum.width`.
    private static func field(of lint: RestrictionLint) -> String {
        switch lint {
        case let .minimumAboveMaximum(axis, _, _), let .minimumAboveScreen(axis, _, _):
            "minimum.\(axis.rawValue)"
        case let .maximumBelowSystemMinimum(axis, _, _):
            "maximum.\(axis.rawValue)"
        }
    }
}
