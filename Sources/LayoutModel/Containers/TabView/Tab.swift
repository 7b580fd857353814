/// A `Tab` of a `TabView`.
public struct Tab: Hashable, Sendable, Codable {
    /// The title shown in the tab bar and sidebar.
    public var title: String
    /// The tab's value (`Tab(value:)`): what the selection binding holds.
    public var tag: String
    /// The screen the tab shows; defaults to the tag.
    public var screen: String?
    /// `Tab(role: .search)`: pinned at the trailing end of the tab bar.
    public var role: TabRole?
    /// The selections this tab shows: the tags of tabs it stands in for, such
    /// as a compact tab that replaces a whole section. The app's selection
    /// binding maps any of these tags to this tab when it reads the selection
    /// (a custom `Binding` whose getter normalises), without writing the
    /// selection, so the tab the user chose in the section is still selected
    /// when the section comes back; and the tab's content leads to each of
    /// them. (An app that instead moves the selection in an `onChange` of the
    /// size class, as Apple's TabView documentation does, loses that choice;
    /// describe it with `leadsTo` and its own tags.)
    public var represents: [String]?
    /// Tags the tab's content leads to (a list of a section's screens),
    /// without the app mapping those selections to the tab.
    public var leadsTo: [String]?
    /// `.tabPlacement(_:)`; `nil` is `automatic`.
    public var placement: TabPlacement?
    /// A container inside the tab (``TabContent``): a `NavigationStack` or a
    /// `NavigationSplitView`; `nil` for the tab's ``screen`` in the tab's own
    /// stack.
    public var content: TabContent?

    /// Creates a tab.
    public init(_ title: String, tag: String, screen: String? = nil, role: TabRole? = nil,
                represents: [String]? = nil, leadsTo: [String]? = nil, placement: TabPlacement? = nil,
                content: TabContent? = nil) {
        self.content = content
        self.placement = placement
        self.title = title
        self.tag = tag
        self.screen = screen
        self.role = role
        self.represents = represents
        self.leadsTo = leadsTo
    }

    /// The screen the tab shows: its ``screen``, else the root of the stack
    /// inside it, else its tag.
    public var screenID: String { screen ?? content?.stackRoot ?? tag }

    /// Whether the tab shows `selection`: it has that tag, or represents it.
    public func shows(_ selection: String) -> Bool {
        tag == selection || (represents?.contains(selection) ?? false)
    }

    /// The tags reachable through the tab: its own, those it represents, and
    /// those its content leads to.
    public var reachableTags: [String] { [tag] + (represents ?? []) + (leadsTo ?? []) }
}

/// A tab's role.
public enum TabRole: String, Hashable, Sendable, Codable, CaseIterable {
    /// `Tab(role: .search)`.
    case search
}

/// `TabPlacement`: where a tab (or a section) of a `.sidebarAdaptable` tab
/// view appears, set with `.tabPlacement(_:)`: "A place that a tab can
/// appear. Not all `TabView` styles support all placements" (Apple, SwiftUI
/// `TabPlacement`, iPadOS 18); `tabPlacement(_:)` "Specifies the placement
/// of a tab", its example a tab "pinned to the trailing edge of the top tab
/// bar on iPad" (Apple, `TabContent/tabPlacement(_:)`). SwiftUI's pages say
/// no more; what each case does is taken from UIKit's `UITab.Placement`, the
/// same placements for `UITabBarController`'s tab bar and sidebar.
public enum TabPlacement: String, Hashable, Sendable, Codable, CaseIterable {
    /// `.automatic`: "The default tab location" (Apple, `TabPlacement`).
    case automatic
    /// `.pinned`: "The item appears as a pinned tab, on the trailing edge of
    /// the tab bar" (Apple, `UITab.Placement.pinned`): laid out as the search
    /// tab is, after the scrolling items and never scrolled away. The
    /// documentation says where, not how wide; the model gives it the search
    /// tab's `iconItemWidth`.
    case pinned
    /// `.sidebarOnly`: "The item only appears in the sidebar" (Apple,
    /// `UITab.Placement.sidebarOnly`; UIKit's header: "The tab cannot be added
    /// to the tab bar"): in neither the top nor the bottom bar.
    case sidebarOnly
}

/// A `TabSection`: a titled group of tabs.
public struct TabSection: Hashable, Sendable, Codable {
    /// The section header.
    public var title: String
    /// The tabs in the section.
    public var tabs: [Tab]
    /// `.tabPlacement(_:)` on the section; `nil` is `automatic`. A
    /// `sidebarOnly` section, and each of its tabs, is in the sidebar only.
    public var placement: TabPlacement?

    /// Creates a section.
    public init(_ title: String, tabs: [Tab], placement: TabPlacement? = nil) {
        self.title = title
        self.tabs = tabs
        self.placement = placement
    }
}

/// An entry of a `TabView`: a tab or a section of tabs.
///
/// In JSON: `{"tab": {"title": "Main", "tag": "main"}}` or
/// `{"section": {"title": "Blog", "tabs": [...]}}`.
public enum TabEntry: Hashable, Sendable {
    /// A top-level tab.
    case tab(Tab)
    /// A section of tabs.
    case section(TabSection)

    /// The tabs of the entry.
    public var tabs: [Tab] {
        switch self {
        case let .tab(tab): [tab]
        case let .section(section): section.tabs
        }
    }
}

/// `TabViewStyle`.
public enum TabViewStyle: String, Hashable, Sendable, Codable, CaseIterable {
    /// `DefaultTabViewStyle` (`.automatic`), what a `TabView` gets when the
    /// code names no style: on iPad in regular width a tab bar floating at the
    /// top of the content (Apple, "Enhancing your app's content with tab
    /// navigation": "Starting in iPadOS 18, the tab bar appears on the top of
    /// the screen floating over your content"), a bottom bar in compact width
    /// and on iPhone. It never becomes a sidebar and has no sidebar toggle.
    case automatic
    /// `.sidebarAdaptable`: on iPad a top tab bar that turns into a sidebar.
    case sidebarAdaptable
}

/// A `TabView` declaration.
///
/// In JSON, `style` may be left out: it is then `.automatic`, as in SwiftUI,
/// where a `TabView` without `.tabViewStyle(_:)` gets `DefaultTabViewStyle`.
public struct TabViewSpec: Hashable, Sendable, Codable {
    /// The style; `.sidebarAdaptable` lets the tab bar become a sidebar, and
    /// `.automatic` (the default) keeps a top tab bar in regular width.
    public var style: TabViewStyle
    /// The tabs and sections, in declaration order.
    public var entries: [TabEntry]
    /// The navigation state declared inside the tab view's branch of the root
    /// (``StatePart``: `tabSelection`, `paths`, `tabSidebar`), reset to its
    /// initial value when a root switches to or from it; `nil` for none: the
    /// state lives above the switch.
    public var owns: [StatePart]?
    /// The tabs that come from data the spec does not hold
    /// (`ForEach(model.tabs) { Tab(...) }`), listed after ``entries``, each
    /// a sample screen's tab (``RowsFromData``); `nil` for none.
    public var tabsFromData: [RowsFromData]?

    /// Creates a tab view.
    public init(style: TabViewStyle = .automatic, entries: [TabEntry], owns: [StatePart]? = nil,
                tabsFromData: [RowsFromData]? = nil) {
        self.tabsFromData = tabsFromData
        self.style = style
        self.entries = entries
        self.owns = owns
    }

    private enum CodingKeys: String, CodingKey { case style, entries, owns, tabsFromData }

    /// Decodes a tab view; an absent style is `.automatic`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        style = try container.decodeIfPresent(TabViewStyle.self, forKey: .style) ?? .automatic
        entries = try container.decode([TabEntry].self, forKey: .entries)
        owns = try container.decodeIfPresent([StatePart].self, forKey: .owns)
        tabsFromData = try container.decodeIfPresent([RowsFromData].self, forKey: .tabsFromData)
    }

    /// Every tab, sections flattened, in declaration order.
    public var allTabs: [Tab] { entries.flatMap(\.tabs) }

    /// The tab shown for `selection`: the tab with that tag, else the first
    /// that stands in for it; `nil` when none does (SwiftUI then shows the
    /// first tab, and the selection is lost).
    public func tab(for selection: String?) -> Tab? {
        guard let selection else { return nil }
        let tabs = allTabs
        return tabs.first { $0.tag == selection } ?? tabs.first { $0.shows(selection) }
    }
}

extension TabEntry: Codable {
    private enum CodingKeys: String, CodingKey { case tab, section }

    /// Decodes `{"tab": {...}}` or `{"section": {...}}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath,
                debugDescription: "a tab view entry is an object with one key: tab or section"))
        }
        switch key {
        case .tab: self = .tab(try container.decode(Tab.self, forKey: .tab))
        case .section: self = .section(try container.decode(TabSection.self, forKey: .section))
        }
    }

    /// Encodes the one-key object form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case let .tab(tab): try container.encode(tab, forKey: .tab)
        case let .section(section): try container.encode(section, forKey: .section)
        }
    }
}
