extension AppSpec {
    /// The problems of a tab's content at `field`: a stack whose root names
    /// no screen, a split view's (as at the root), state ownership on a
    /// nested container (its state lives with its tab, ``NestedNavigation``),
    /// and a tab that names both a screen and a container.
    func check(_ content: TabContent, of tab: Tab, _ field: String, ids: Set<String>, _ problems: inout [SpecProblem]) {
        func problem(_ field: String, _ message: String) { problems.append(SpecProblem(field: field, message: message)) }
        if tab.screen != nil {
            problem(field, "tab \(tab.title.echoed) names a screen and a content container: give one")
        }
        switch content {
        case let .stack(spec):
            if !ids.contains(spec.root) { problem("\(field).stack.root", "unknown screen \(spec.root.echoed)") }
            if spec.owns != nil { problem("\(field).stack.owns", Self.nestedOwnership) }
        case let .splitView(spec):
            check(spec, "\(field).splitView", ids: ids, &problems)
            if spec.owns != nil { problem("\(field).splitView.owns", Self.nestedOwnership) }
        }
    }

    /// Why a nested container owns no state.
    static let nestedOwnership = "a container inside a tab keeps its state with its tab; owns applies to root containers"
}
