import LayoutModel
import SizeFuzz

extension FailureMark {
    /// A path as its screens' ids from the root: `smile`, `moji › smile`;
    /// `root` for an empty path.
    static func pathIDs(_ ids: [String]) -> String {
        ids.isEmpty ? "root" : ids.joined(separator: " › ")
    }

    /// The mark of a `columns-preserved` failure: the first column shown
    /// `before` the failing step and hidden `after` it, as a ghost of its
    /// width labelled `sidebar 320: was shown`; `nil` when no column was
    /// lost (or nothing came before).
    static func columnMark(before: Layout?, after: Layout) -> FailureMark? {
        guard let old = before?.split, let new = after.split, !new.collapsed else { return nil }
        for role in [SplitColumn.sidebar, .content] {
            guard let was = old.columns.first(where: { $0.role == role }), was.presentation != .hidden,
                  new.columns.first(where: { $0.role == role })?.presentation ?? .hidden == .hidden else { continue }
            let label = "\(role.rawValue) \(Markup.number(was.width)): was shown"
            return FailureMark(.column(role.rawValue), expected: "\(role.rawValue) shown", actual: "\(role.rawValue) hidden",
                               note: "\(label), now hidden", ghost: .column(label: label, width: was.width))
        }
        return nil
    }

    /// Why `failure`'s event changed the size class when it is not a
    /// resize: a scene sent to the background is laid out in the other
    /// horizontal size class while the system takes its snapshot for the app
    /// switcher, then back (``NavigationParameters/backgroundSizeClassFlip``;
    /// measured on iOS 18: "switching apps triggers a transient
    /// horizontalSizeClass change (regular → compact → regular)",
    /// woocommerce/woocommerce-ios PR 16756). `nil` for another event.
    static func reason(_ failure: Failure, horizontal: SizeClass) -> String? {
        let step = failure.violation.step
        guard step > 0, failure.scenario.events.indices.contains(step - 1),
              case .background = failure.scenario.events[step - 1].action,
              failure.model.platform.navigation.backgroundSizeClassFlip else { return nil }
        let other: SizeClass = horizontal == .compact ? .regular : .compact
        return "why: 'background' is not a resize, but iPadOS lays the app out in \(other.rawValue) width for its "
            + "app-switcher snapshot, then back in \(horizontal.rawValue) width"
    }
}
