import LayoutModel
import SourceSyntax

/// Code that runs when something changes, as the behaviour pass reads it:
/// an `.onChange`, `.onOpenURL`, `.task`, the setter of a
/// `Binding(get:set:)`, or a model property's `didSet`.
struct Handler: Sendable {
    /// What runs it.
    enum Trigger: Sendable, Equatable {
        /// `.onChange(of:)` a state (its key), a binding's setter, a `didSet`.
        case change(String)
        /// `.onChange(of: horizontalSizeClass)`.
        case sizeClass
        /// `.onOpenURL`.
        case openURL
        /// `.task` or `.onAppear`: once, when the view appears.
        case appear
        /// `.onChange(of:)` something the reader cannot key.
        case unknown
    }

    /// What runs it.
    var trigger: Trigger
    /// What it does, in order.
    var effects: [Effect]
    /// Where it is written.
    var at: Site
    /// Its file and byte offset, for the order of the source.
    var file: Int
    var offset: Int
}

/// One thing a handler does to navigation state.
struct Effect: Sendable {
    /// What is done.
    enum Kind: Sendable, Equatable {
        /// The path emptied: `path = []`, `path.removeAll()`,
        /// `path.removeLast(path.count)`, `path = NavigationPath()`.
        case resetPath(String)
        /// A value appended to a path; `type` the enum whose `init(rawValue:)`
        /// made it, when the reader sees one; `id` the screen a constant case
        /// names (`path.append(Route.receipt)`), when it is one.
        case push(String, type: String?, id: String? = nil)
        /// A state set to the handler's new value (`sidebar = newValue`).
        case copy(String)
        /// A state set to a case: `tab = .basketball`, and the `?? .basketball`
        /// of `tab = newValue ?? .basketball` (`fallback` true).
        case constant(String, id: String, fallback: Bool)
        /// A state set to something the reader does not know, or changed in a
        /// way it does not classify (`path.removeLast()`).
        case other(String)
        /// A call the reader does not follow.
        case unfollowed(String)
        /// A string compared with a query item's name: `$0.name == "moji"`.
        case queryName(String)
        /// A string compared with a URL's host: `url.host == "orders"`,
        /// `url.host() == "orders"`.
        case urlHost(String)
        /// `Type(rawValue:)` of one of the app's enums.
        case rawValueOf(String)
        /// The column visibility or the preferred compact column (the
        /// state `key`) set to a case: `columnVisibility = .detailOnly`.
        case column(String, value: String)
    }

    /// What is done.
    var kind: Kind
    /// Where.
    var at: Site
    /// The size class the new value must be for the code to run, when it
    /// sits under `if newValue == .compact` (or its `else`) in a size-class
    /// handler; nil when it runs on every change.
    var when: SizeClass? = nil
    /// Whether it sits under a condition the reader does not read as a
    /// size class (an `if` on something else, a `switch`, after a `guard`).
    var underUnknownCondition = false
    /// The URL host of the `case` of a `switch url.host` it sits in
    /// (`case "drinks":`): that host's deep link; nil outside such a switch.
    var host: String? = nil
}
