/// A button or a title at the leading end of a screen's top bar, placed in
/// its window: what `window-controls-clear` looks for under the window
/// controls.
public struct BarElement: Hashable, Sendable {
    /// What the element is.
    public enum Kind: Hashable, Sendable {
        /// The navigation bar's back button.
        case back
        /// A button, by name: a leading toolbar item, or a header's button.
        case button(String)
        /// The screen's title, shown at the bar's leading end.
        case title(String)
        /// An item of the floating top tab bar, by title: a tab, a section,
        /// or the pinned search tab.
        case tab(String)
    }

    /// Which bar the element is on.
    public enum Bar: String, Hashable, Sendable {
        /// The system's navigation bar.
        case navigationBar = "navigation bar"
        /// A header the screen draws itself (``HeaderSpec``).
        case header
        /// The floating top tab bar, which shares the navigation bar's row.
        case tabBar = "tab bar"
    }

    /// What the element is.
    public var kind: Kind
    /// The bar it is on.
    public var bar: Bar
    /// Where it is, in the window's coordinates (its top-left corner at 0, 0).
    /// A title's frame runs to the bar's trailing end: only where it starts
    /// is known.
    public var frame: Rect

    /// Creates an element.
    public init(_ kind: Kind, bar: Bar, frame: Rect) {
        self.kind = kind
        self.bar = bar
        self.frame = frame
    }
}

extension BarElement: CustomStringConvertible {
    /// `the header's 'menu' button`, `the navigation bar's title 'Inbox'`.
    public var description: String {
        let owner = switch bar {
        case .header: "the header's"
        case .navigationBar: "the navigation bar's"
        case .tabBar: "the tab bar's"
        }
        return switch kind {
        case .back: "\(owner) back button"
        case let .button(id): "\(owner) '\(id)' button"
        case let .title(title): "\(owner) title '\(title.escapingControlCharacters)'"
        case let .tab(title): "\(owner) '\(title.escapingControlCharacters)' tab"
        }
    }
}
