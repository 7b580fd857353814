import LayoutModel
import SourceSyntax

// `.defaultVisibility(.hidden, for: .tabBar)` on a `Tab` or a `TabSection`
// keeps it out of the tab bar until the person adds it by customizing the
// tab view; it shows in the sidebar (Apple, `TabContent`,
// `defaultVisibility(_:for:)`, iPadOS 18: "the default visibility of the
// tab in the specified placements"). Out of the bar as the app launches, it
// is laid out as a tab in the sidebar only, so the bar holds only the tabs
// it shows.
extension Extractor {
    /// A `Tab` or `TabSection` hidden from the tab bar by default: in the
    /// sidebar only; any other visibility or placement leaves it as it is.
    mutating func defaultVisibility(_ node: CallExpr, on base: ViewTree, _ scope: Scope, at: Site) -> ViewTree {
        guard let first = node.arguments.first, first.label == nil,
              case .enumCase(_, "hidden", _) = evaluate(first.value, scope) else { return base }
        let placements = node.arguments.dropFirst().map { site($0.value.range, scope.file).code }
        guard placements.contains(where: { $0.hasSuffix("tabBar") }) else { return base }
        return .modified(base, .tabPlacement(.sidebarOnly), at: at)
    }
}
