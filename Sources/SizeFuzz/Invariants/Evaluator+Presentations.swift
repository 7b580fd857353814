import LayoutModel

extension Evaluator {
    /// The content invariants (`no-fixed-width-overflow`, `content-fits`,
    /// `grid-fits`) on the content of the presentation `layout` shows, in
    /// the width the presentation gives it, and `toolbar-actions-reachable`
    /// on the toolbar of the screen on top of its own stack; each message
    /// names the presentation, its style and its width (and the screen it
    /// shows from its stack), and the window. An invariant
    /// the screen's own content already broke (in `found`) is not checked
    /// again.
    static func presentationViolations(_ layout: UnsafePointer<Layout>, pending: InvariantSet,
                                       into found: inout [Finding]) {
        guard let shown = layout.pointee.presentation else { return }
        let window = layout.pointee.window
        // Described only for a violation, as `name` below.
        var at: String { place(window) }
        func open(_ name: InvariantName) -> Bool { pending.contains(name) && !found.contains { $0.invariant == name } }
        // Described only for a violation: built on every check, the text
        // cost about 4,000 instructions a layout with a presentation. A
        // presentation with a stack of its own names the screen it shows.
        var name: String {
            "presentation '\(shown.id)' (\(shown.style.rawValue), \(Points.format(shown.width)) pt wide)"
                + (shown.screen.map { ", screen '\($0)'" } ?? "")
        }
        if let clipped = shown.toolbar?.clipped.first, open(.toolbarActionsReachable) {
            found.append((.toolbarActionsReachable,
                          "'\(clipped)' is clipped off the bar of \(name) in the \(at) window"))
        }
        // A presentation whose content found nothing (most) has nothing more
        // to report: each check below looks in its content's findings alone.
        guard !shown.content.isEmpty else { return }
        let content = shown.content
        if open(.noFixedWidthOverflow), let overflow = content.overflows.first(where: \.involvesFixedWidth) {
            found.append((.noFixedWidthOverflow,
                          "\(name): \(overflow.path) needs \(Points.format(overflow.required)) pt but gets \(Points.format(overflow.offered)) pt in the \(at) window"))
        }
        if open(.contentFits), let overflow = content.overflows.first(where: { !$0.isGrid }) {
            let needed = Points.format(overflow.required)
            let narrower = "show a narrower layout below \(needed) pt (ViewThatFits, or a flexible frame)"
            let advice = overflow.fixedFrame.map {
                "\($0) cannot shrink: give it a flexible frame (frame(minWidth:maxWidth:)), or \(narrower)"
            } ?? narrower
            found.append((.contentFits,
                          "\(name): \(overflow.path) needs \(needed) pt but gets \(Points.format(overflow.offered)) pt in the \(at) window; \(advice)"))
        }
        if open(.gridFits), let grid = content.grids.first(where: { !$0.layout.fits }) {
            found.append((.gridFits,
                          "\(name): \(grid.path) is \(Points.format(grid.layout.totalWidth)) pt wide but gets \(Points.format(grid.layout.offeredWidth)) pt in the \(at) window"))
        }
    }

    /// What the screen's `content-fits` message adds when an inspector's
    /// column takes width beside the content: the inspector and its width.
    static func inspectorNote(_ layout: UnsafePointer<Layout>) -> String {
        guard let shown = layout.pointee.presentation, shown.style == .inspectorColumn else { return "" }
        return "; the inspector '\(shown.id)' takes \(Points.format(shown.width)) pt beside it"
    }
}
