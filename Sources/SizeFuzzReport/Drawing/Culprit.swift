import LayoutModel
public import SizeFuzz

/// The view a width failure asks the user to change, as a drawing outlines
/// it: the fixed frame that cannot shrink with the window (or the view that
/// does not fit, or the grid), named by its modifier and, for an app read
/// from source, the line it is on.
public struct Culprit: Hashable, Sendable {
    /// What is outlined.
    public enum Target: Hashable, Sendable {
        /// A view of the screen's content tree, by its path:
        /// `HStack(spacing: 0) > frame(width: 300)`, as `WidthOverflow.path`
        /// names views.
        case view(String)
        /// The presentation shown beside the content, by id: an inspector
        /// whose width leaves the content too little.
        case presentation(String)
        /// The tab bar's items: a top bar with its scrolled-away excess, or
        /// a bottom bar with its More item.
        case tabBar
        /// The navigation bar's toolbar items, for the item by id that is
        /// clipped off the bar or has no place in the size class.
        case toolbar(String)
        /// The window controls' area and the bar elements under it.
        case windowControls
    }

    /// What is outlined.
    public var target: Target
    /// The words under the drawing: `.frame(width: 300) at ContentView.swift:12: needs 620 pt, gets 375 pt`.
    public var label: String

    /// A culprit `target`, labelled `label`.
    public init(_ target: Target, label: String) {
        self.target = target
        self.label = label
    }

    /// The path of a ``Target/view(_:)`` culprit; `nil` for another.
    var path: String? {
        if case let .view(path) = target { return path }
        return nil
    }

    /// The culprit of `failure` at its failing step, drawn in `layout` (the
    /// failing scene's): for `content-fits`, `no-fixed-width-overflow` and
    /// `grid-fits`, the view the overflow names; for `tab-bar-fits`,
    /// `toolbar-actions-reachable` and `window-controls-clear`, the bar items
    /// (`barCulprit(_:in:entry:)`); `nil` for the others.
    /// - Parameters:
    ///   - failure: the failure.
    ///   - layout: the failing scene's layout after the failing step.
    ///   - entry: the line of code behind the failure, for an app read from source.
    /// - Returns: the culprit, or `nil` when the failure is not about a view's width.
    public static func of(_ failure: Failure, in layout: Layout, entry: SourceMap.Entry? = nil) -> Culprit? {
        if let bar = barCulprit(failure, in: layout, entry: entry) { return bar }
        let overflows = layout.content.overflows
        let overflow: WidthOverflow?
        switch failure.invariant {
        case .contentFits: overflow = overflows.first { !$0.isGrid }
        case .noFixedWidthOverflow: overflow = overflows.first(where: \.involvesFixedWidth)
        case .gridFits: overflow = overflows.first(where: \.isGrid)
        default: return nil
        }
        guard let overflow else { return nil }
        let path = failure.invariant == .gridFits ? overflow.path : overflow.fixedFrame ?? overflow.path
        var target = Target.view(path)
        var modifier = Self.modifier(path)
        // An inspector beside the content that leaves it too little: the
        // inspector's width is what to change.
        if failure.invariant == .contentFits, let shown = layout.presentation, !shown.isModal,
           entry?.kind == .presentation || failure.violation.message.contains("the inspector '\(shown.id)'") {
            target = .presentation(shown.id)
            modifier = ".inspectorColumnWidth(\(Points.format(shown.width)))"
        }
        let place = entry.map { " at \(Self.fileLine($0.location))" } ?? ""
        return Culprit(target, label: "\(entry?.code ?? modifier)\(place): needs \(Markup.points(overflow.required)), "
                       + "gets \(Markup.points(overflow.offered))")
    }

    /// `ContentView.swift:12` of `/any/folder/ContentView.swift:12:14`: the
    /// file's name and the line, never the folders of the machine that ran.
    static func fileLine(_ location: String) -> String {
        let file = location.split(separator: "/").last.map(String.init) ?? location
        let parts = file.split(separator: ":", omittingEmptySubsequences: false)
        return parts.count >= 3 ? parts.dropLast().joined(separator: ":") : file
    }

    /// The last view of `path` as the modifier or view a person writes:
    /// `.frame(width: 300)`, `HStack(spacing: 0)`.
    static func modifier(_ path: String) -> String {
        let last = path.components(separatedBy: " > ").last ?? path
        let modifiers = ["frame(", "padding", "containerRelativeFrame("]
        return modifiers.contains { last.hasPrefix($0) } ? "." + last : last
    }
}
