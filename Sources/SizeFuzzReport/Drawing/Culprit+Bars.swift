import LayoutModel
import SizeFuzz

extension Culprit {
    /// The culprit of a failure about a bar, drawn in `layout`: the tab bar
    /// of `tab-bar-fits`, the toolbar item of `toolbar-actions-reachable`,
    /// the window controls and what is under them for `window-controls-clear`;
    /// labelled with the line behind it (`entry`) for an app read from
    /// source, else with the container or item, then what is wrong:
    /// `TabView: tab bar needs 648 pt, gets 580 pt`. `nil` for another
    /// invariant, or when `layout` does not show the bar.
    static func barCulprit(_ failure: Failure, in layout: Layout, entry: SourceMap.Entry?) -> Culprit? {
        let place = entry.map { " at \(fileLine($0.location))" } ?? ""
        let message = failure.violation.message
        switch failure.invariant {
        case .tabBarFits:
            guard let bar = layout.tabBar, bar.placement != .sidebar else { return nil }
            let what = bar.placement == .bottom && !bar.overflow.isEmpty
                ? "\(bar.items.count - 1 + bar.overflow.count) tabs, \(bar.overflow.count) behind More"
                : "tab bar needs \(Markup.points(bar.requiredWidth)), gets \(Markup.points(bar.availableWidth))"
            return Culprit(.tabBar, label: "\(entry?.code ?? "TabView")\(place): \(what)")
        case .toolbarActionsReachable:
            // `'share' is clipped off the bar in ...`, `'share' on 'inbox' has no place in compact width`.
            guard message.hasPrefix("'"), let end = message.dropFirst().firstIndex(of: "'") else { return nil }
            let id = String(message[message.index(after: message.startIndex)..<end])
            let what = message.contains(" is clipped off the bar") ? "clipped off the bar, unreachable"
                : "no place in \(layout.sizeClasses.horizontal.rawValue) width"
            return Culprit(.toolbar(id), label: "\(entry?.code ?? "ToolbarItem '\(id)'")\(place): \(what)")
        case .windowControlsClear:
            let model = failure.model
            guard let covered = model.elementsUnderWindowControls(of: layout), let first = covered.elements.first
            else { return nil }
            let more = covered.elements.count > 1 ? " and \(covered.elements.count - 1) more" : ""
            let controls = covered.controls
            let subject = "\(first)\(more) under the window controls "
                + "(0...\(Points.format(controls.maxX)) x 0...\(Points.format(controls.maxY)) pt)"
            return Culprit(.windowControls, label: entry.map { "\($0.code)\(place): \(subject)" } ?? subject)
        default:
            return nil
        }
    }
}
