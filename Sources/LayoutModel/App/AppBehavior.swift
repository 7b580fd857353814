/// What an app's code does with its state: the parts of SwiftUI code that a
/// container declaration does not show, and where navigation bugs live.
public struct AppBehavior: Hashable, Sendable, Codable {
    /// How a TabView's selection and a sidebar's selection are kept in step,
    /// in apps that show one in compact width and the other in regular;
    /// `nil` when they are not linked.
    public var selectionSync: SelectionSync?
    /// When the app empties the detail's navigation path.
    public var pathReset: PathReset?
    /// Where each part of the navigation state lives (``StateScopes``): in
    /// each scene, or once for the app; `nil` is every part per scene.
    public var stateScope: StateScopes?
    /// What the scene saves for state restoration (`stateRestorationActivity`,
    /// `@SceneStorage`); `nil` when it saves nothing.
    public var restoration: [RestoredState]?
    /// The deep links the app opens (`onOpenURL`).
    public var deepLinks: [DeepLink]?
    /// What the app's `.onChange(of: horizontalSizeClass)` sets on the split
    /// view's column visibility and preferred compact column, in order;
    /// `nil` when it sets neither (``ColumnReaction``).
    public var columnsOnSizeClassChange: [ColumnReaction]?

    /// Creates a behaviour.
    public init(selectionSync: SelectionSync? = nil, pathReset: PathReset? = nil, stateScope: StateScopes? = nil,
                restoration: [RestoredState]? = nil, deepLinks: [DeepLink]? = nil,
                columnsOnSizeClassChange: [ColumnReaction]? = nil) {
        self.columnsOnSizeClassChange = columnsOnSizeClassChange
        self.selectionSync = selectionSync
        self.pathReset = pathReset
        self.stateScope = stateScope
        self.restoration = restoration
        self.deepLinks = deepLinks
    }
}

/// Two `onChange` handlers that keep a non-optional tab selection and an
/// optional sidebar selection in step:
/// `onChange(of: tab) { sidebar = $0 }` and
/// `onChange(of: sidebar) { tab = $0 ?? fallback }`.
public struct SelectionSync: Hashable, Sendable, Codable {
    /// What the tab selection becomes when the sidebar's becomes `nil`; `nil`
    /// keeps the tab selection as it is (the correct handler). A fallback is
    /// the mistake `selectedScreen = newValue ?? .basketball` (the built-in
    /// `optional-sidebar-sync`), never a way to keep the two in step; it must
    /// name a screen of the app (``AppSpec/problems``).
    public var nilFallback: String?

    /// Creates a sync.
    public init(nilFallback: String? = nil) { self.nilFallback = nilFallback }
}

/// When an app empties the detail path.
public enum PathReset: String, Hashable, Sendable, Codable, CaseIterable {
    /// Never.
    case never
    /// When the sidebar selection changes: what SwiftUI does to value-based
    /// links ("When selection changes in the sidebar, the navigation system
    /// pops value-based links off the stack", Apple, developer forums 722924).
    case onSidebarChange
    /// On every horizontal size-class change: the mistake of resetting in
    /// `onChange(of: horizontalSizeClass)`.
    case onSizeClassChange
}

/// Where a part of the navigation state lives (``StateScopes``).
public enum StateScope: String, Hashable, Sendable, Codable, CaseIterable {
    /// In each scene (`@State`, `@SceneStorage`): windows are independent.
    case scene
    /// In one object shared by the app: every window shows the same value.
    case app
}

/// A part of the navigation state a scene can save and restore.
public enum RestoredState: String, Hashable, Sendable, Codable, CaseIterable {
    /// The tab, sidebar and content selections.
    case selection
    /// The navigation paths.
    case path
    /// The column visibility and sidebar state.
    case columns
    /// The presented sheet, popover or inspector: an app that keeps its
    /// `isPresented` in `@SceneStorage`. Without it a reconnected scene shows
    /// no presentation: SwiftUI's `@State` does not survive the scene.
    case presentation
}

/// A deep link the app opens with `onOpenURL`: a query link
/// `cafe://open?moji=smile` (``parameter``) or a URL-path link
/// `myapp://orders/42` (``host``), which selects a screen, then pushes the
/// screen its value names and the screens of ``thenPush``.
///
/// A path link is read in SwiftUI from `url.host` (the host, `orders`) and
/// `url.pathComponents` (`["/", "42"]`: "the path components of the URL",
/// Apple, `URL.pathComponents`); a query link from `URLComponents`'s
/// `queryItems`. In JSON, give `parameter` or `host`, never both.
public struct DeepLink: Hashable, Sendable {
    /// The query parameter: `moji` for `cafe://open?moji=smile`; empty for a
    /// path link.
    public var parameter: String
    /// The host of a URL-path link: `orders` for `myapp://orders/42`, whose
    /// first path component is the value; `nil` for a query link.
    public var host: String?
    /// The screen to select in the sidebar or tab bar first, if any.
    public var select: String?
    /// Whether the path is emptied before pushing.
    public var popToRoot: Bool
    /// The values the link may carry: screens pushed onto the detail path.
    public var values: [String]
    /// The screens pushed after the value, in order: a link that opens an
    /// order and then its receipt (`path = [.order(id), .receipt]`); `nil`
    /// for a link that pushes its value alone.
    public var thenPush: [String]?

    /// Creates a query deep link `?parameter=value`.
    public init(parameter: String, select: String? = nil, popToRoot: Bool = true, values: [String],
                thenPush: [String]? = nil) {
        self.parameter = parameter
        self.select = select
        self.popToRoot = popToRoot
        self.values = values
        self.thenPush = thenPush
    }

    /// Creates a URL-path deep link `scheme://host/value`.
    public init(host: String, select: String? = nil, popToRoot: Bool = true, values: [String], thenPush: [String]? = nil) {
        self.init(parameter: "", select: select, popToRoot: popToRoot, values: values, thenPush: thenPush)
        self.host = host
    }

    /// What an ``Action/openURL(parameter:value:)`` event names the link by:
    /// the query parameter, or `/` and the host of a path link (`/orders`).
    public var eventKey: String { host.map { "/\($0)" } ?? parameter }

    /// The URL the event opens with `value`, as reports print it:
    /// `?moji=smile`, or `/orders/42` for a path link.
    public static func urlText(key: String, value: String) -> String {
        key.hasPrefix("/") ? "\(key)/\(value)" : "?\(key)=\(value)"
    }

    /// The screens the link pushes for `value`: the value, then ``thenPush``.
    public func pushes(_ value: String) -> [String] { [value] + (thenPush ?? []) }
}

extension DeepLink: Codable {
    private enum CodingKeys: String, CodingKey { case parameter, host, select, popToRoot, values, thenPush }

    /// Decodes a link; `parameter` may be left out when `host` is given.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        parameter = try container.decodeIfPresent(String.self, forKey: .parameter) ?? ""
        host = try container.decodeIfPresent(String.self, forKey: .host)
        select = try container.decodeIfPresent(String.self, forKey: .select)
        popToRoot = try container.decode(Bool.self, forKey: .popToRoot)
        values = try container.decode([String].self, forKey: .values)
        thenPush = try container.decodeIfPresent([String].self, forKey: .thenPush)
    }

    /// Encodes the keys the link has; an empty `parameter` of a path link is
    /// left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if host == nil || !parameter.isEmpty { try container.encode(parameter, forKey: .parameter) }
        try container.encodeIfPresent(host, forKey: .host)
        try container.encodeIfPresent(select, forKey: .select)
        try container.encode(popToRoot, forKey: .popToRoot)
        try container.encode(values, forKey: .values)
        try container.encodeIfPresent(thenPush, forKey: .thenPush)
    }
}
