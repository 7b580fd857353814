// `TabView { ... }.tabViewStyle(.page)`: a pager, not a tab bar. Its
// views are pages the width of the tab view, swiped through one at a time
// (Apple, `PageTabViewStyle`); it shows no tab and selects nothing the
// navigation model has. The reader lays its pages over each other, as a
// `ZStack` does, so their content and links are read as the view's own.
extension Extractor {
    /// Whether a style argument is the page style (`.page`,
    /// `.page(indexDisplayMode: .never)`, `PageTabViewStyle()`).
    static func isPageStyle(_ code: String) -> Bool {
        code.hasPrefix(".page") || code.hasPrefix("PageTabViewStyle")
    }

    /// The tab view under `tree`'s modifiers as a pager (a `ZStack` of its
    /// pages), the modifiers kept; nil when `tree` is no tab view.
    static func pager(_ tree: ViewTree) -> ViewTree? {
        switch tree {
        case let .tabView(_, children, at):
            return .container(name: "ZStack", spacing: nil, children: children, selection: nil, at: at)
        case let .modified(base, modifier, at):
            return pager(base).map { .modified($0, modifier, at: at) }
        default:
            return nil
        }
    }
}
