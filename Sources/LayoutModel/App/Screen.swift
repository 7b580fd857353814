/// A screen of an app: what it shows, where it leads, its toolbar.
///
/// A screen's id is also its tag: the value a tab, a sidebar row or a
/// navigation path holds to show it.
public struct Screen: Hashable, Sendable, Codable {
    /// The id, unique in the app: the screen's tag and path value.
    public var id: String
    /// The title in lists, tab bars and navigation bars; defaults to the id.
    public var title: String?
    /// What the screen shows, reduced to what decides its width; `nil` for a
    /// plain list that adapts to any width.
    public var content: ViewNode?
    /// What the screen shows in compact width, when different.
    public var compactContent: ViewNode?
    /// The screens it pushes (`NavigationLink(value:)`), by id.
    public var destinations: [String]?
    /// The rows it pushes that come from data the spec does not hold
    /// (`ForEach(orders) { NavigationLink(value: $0) { ... } }`), listed
    /// after ``destinations``: each names a screen and a count of sample
    /// rows (``RowsFromData``), expanded into ordinary screens when the
    /// spec is made (``AppSpec/expandingRowsFromData()``).
    public var destinationsFromData: [RowsFromData]?
    /// Its toolbar.
    public var toolbar: ToolbarSpec?
    /// The header it draws itself, with the navigation bar hidden; `nil`
    /// when it shows the navigation bar.
    public var header: HeaderSpec?
    /// The sheets, popovers, full-screen covers and inspectors it presents.
    public var presentations: [Presentation]?

    /// Creates a screen.
    public init(_ id: String, title: String? = nil, content: ViewNode? = nil, compactContent: ViewNode? = nil,
                destinations: [String]? = nil, toolbar: ToolbarSpec? = nil, header: HeaderSpec? = nil,
                presentations: [Presentation]? = nil, destinationsFromData: [RowsFromData]? = nil) {
        self.destinationsFromData = destinationsFromData
        self.id = id
        self.title = title
        self.content = content
        self.compactContent = compactContent
        self.destinations = destinations
        self.toolbar = toolbar
        self.header = header
        self.presentations = presentations
    }

    /// The title shown for the screen.
    public var displayTitle: String { title ?? id }

    /// The content shown in `sizeClass`.
    public func content(for sizeClass: SizeClass) -> ViewNode? {
        sizeClass == .compact ? (compactContent ?? content) : content
    }
}
