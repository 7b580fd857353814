import LayoutModel

extension Extractor {
    /// The screen at the root of the `NavigationStack` a presentation's
    /// content is (under the app's own views and modifiers), queued for
    /// ``registerPresentedStacks(_:into:depth:)``; nil when the content is no
    /// stack, or the presentation is an inspector (a column beside the
    /// screen, which the model gives no stack). A link inside pushes onto
    /// the presentation's own stack (`Presentation.stack`): "a navigation
    /// stack … presents a stack of views over a root view" (Apple,
    /// `NavigationStack`), here the root the sheet shows.
    mutating func presentedStackRoot(_ draft: PresentationDraft, id: String) -> String? {
        guard draft.kind != .inspector, case let .stack(_, root, at) = Self.peel(draft.content).core else { return nil }
        let (found, title) = Self.rootScreen(root)
        // A root of no title and no type of the app's own is named after
        // the presentation (`root` is the app's own root's name).
        let screen = found == "root" ? id : found
        presentationBook.pendingStacks.append(PresentedStackDraft(
            root: screen, title: title, tree: root, site: Self.site(of: root) ?? at,
            handlers: Self.destinations(in: draft.content)))
        return screen
    }

    /// Registers the screens of the presented stacks `stacks` (all those
    /// queued, when nil): each stack's root, then the screens its links push.
    mutating func registerPresentedStacks(_ stacks: [PresentedStackDraft]? = nil, into drafts: inout Drafts, depth: Int) {
        let given = stacks
        let stacks = given ?? presentationBook.pendingStacks
        if given == nil { presentationBook.pendingStacks = [] }
        for stack in stacks {
            registerScreen(stack.root, title: stack.title, tree: stack.tree, site: stack.site,
                           handlers: stack.handlers, into: &drafts, depth: depth + 1)
        }
    }
}
