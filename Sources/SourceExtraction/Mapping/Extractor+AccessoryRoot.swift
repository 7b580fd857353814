import LayoutModel

// A root that lays accessories around its navigation container: a download
// banner above a tab view (`VStack { DownloadHeader(); AppTabs() }`), a
// side menu or a toast laid over it (`ZStack { tabView; SideMenu() }`).
// The container is the app's content and fills the window's width; the
// accessories share that width and take no column of their own. Read as a
// plain view, the app would be one screen and every container and link
// behind it unread. An `HStack` is different: a view beside the container
// takes width from it (see `sideColumnRoot`).
extension Extractor {
    /// The stacks whose children share the window's full width.
    static let accessoryStacks: Set<String> = ["VStack", "ZStack", "Group", "LazyVStack"]

    /// The one navigation container among the children of a `VStack`,
    /// `ZStack` or `Group` (through the app's views and modifiers), with
    /// the accessories said as an assumption; nil when there is none or
    /// more than one.
    mutating func accessoryRoot(_ name: String, _ children: [ViewTree], at: Site?) -> ViewTree? {
        guard Self.accessoryStacks.contains(name) else { return nil }
        let flat = ViewTree.flatten(children)
        let containers = flat.filter(Self.showsNavigation)
        guard containers.count == 1, flat.count > 1, let content = containers.first else { return nil }
        let accessories = flat.filter { !Self.showsNavigation($0) }.map { Self.accessoryName($0) }
        if let at {
            let listed = accessories.joined(separator: ", ")
            assume(at, construct: "`\(name)` of a navigation container and \(listed)",
                   "the container read as the root, filling the window's width; \(listed) laid \(name == "VStack" || name == "LazyVStack" ? "above or below" : "over") it, not modelled",
                   structural: false)
        }
        return content
    }

    /// An accessory as the assumption names it: its type, or its kind.
    static func accessoryName(_ tree: ViewTree) -> String {
        switch tree {
        case .custom(let type, _, _): "`\(ViewTree.displayName(type))`"
        case .modified(let base, _, _): accessoryName(base)
        case .leaf(let name, _, _), .container(let name, _, _, _, _): "`\(name)`"
        default: "a view"
        }
    }
}
