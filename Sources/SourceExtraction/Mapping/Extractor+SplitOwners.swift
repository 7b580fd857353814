import LayoutModel

// Where a `NavigationSplitView`'s navigation state lives, for a root that
// swaps it for another container on the size class or the idiom (`owns`,
// ``StatePart``). The two branches of an `if` are two views with their own
// identity: "views in different branches of an if/else are distinct views"
// with their own lifetime, and state lives as long as its view's identity
// (Apple, WWDC21 "Demystify SwiftUI", "Structural identity" and "Lifetime").
// A split view's sidebar selection or detail path declared in `@State` of a
// view inside the branch, and the path a detail `NavigationStack` keeps for
// itself when nothing is bound ("the stack manages its own path" unless
// initialized with a binding, Apple, `NavigationStack`
// `init(root:)`/`init(path:root:)`), starts again when the branch comes back;
// state bound from a view above the switch survives.

extension Extractor {
    /// A piece of a split view's state and what it is bound to.
    struct SplitStateLink {
        /// The piece.
        var part: StatePart
        /// Its binding: `.none` for a container's own storage.
        var link: StateLink
        /// The container that keeps it (the detail's stack, else the split view).
        var at: Site
    }

    /// What `split`'s state is bound to, in ``StatePart`` order: the
    /// sidebar `List`'s `selection:` when the reader keys it (an unkeyed one
    /// is left out: the reading that cannot raise a false alarm); a
    /// three-column split view's content `List` `selection:`, read with the
    /// first sidebar row selected, and a content column that is a
    /// `NavigationStack`'s path; the `NavigationStack` at the top of the
    /// detail, read with the first sidebar (and content) row selected as the
    /// mapping does; and a `columnVisibility:` bound to state (the split
    /// view's own visibility, with nothing bound, is not the app's to keep,
    /// and is left out). The stacks' pieces are all `.paths`, the content's
    /// stack first.
    mutating func splitStateLinks(_ split: SplitViewTree) -> [SplitStateLink] {
        var links: [SplitStateLink] = []
        let sidebarKey = Self.selectionKey(in: split.sidebar)
        if let sidebarKey { links.append(SplitStateLink(part: .sidebarSelection, link: .state(sidebarKey), at: split.at)) }
        let saved = overrides
        defer { overrides = saved }
        if let sidebarKey, let first = Self.rows(in: split.sidebar).first { overrides[sidebarKey] = first.value }
        var stacks: [SplitStateLink] = []
        if let content = split.content {
            // The detail follows the content column's selection, which lives
            // in the view that declares it as the sidebar's does.
            var column = builder(content.statements, content.scope)
            if case let .stack(path, root, at) = Self.peel(column).core {
                stacks.append(SplitStateLink(part: .paths, link: path, at: at))
                column = root
            }
            if let contentKey = Self.selectionKey(in: column) {
                links.append(SplitStateLink(part: .contentSelection, link: .state(contentKey), at: split.at))
                if let first = Self.rows(in: column).first { overrides[contentKey] = first.value }
            }
        }
        let detail = builder(split.detail.statements, split.detail.scope)
        if case let .stack(path, _, at) = Self.peel(detail).core {
            stacks.append(SplitStateLink(part: .paths, link: path, at: at))
        }
        links += stacks
        if case .state = split.visibilityLink {
            links.append(SplitStateLink(part: .columnVisibility, link: split.visibilityLink, at: split.at))
        }
        return links
    }
}
