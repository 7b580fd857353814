import LayoutModel
import SourceSyntax

/// A view as the reader sees it: SwiftUI's structure, reduced to what maps
/// to the spec, every node with where it was written.
indirect enum ViewTree: Sendable {
    /// A view with nothing inside that decides width (`Text`, `Image`, a
    /// `List` of text): its name, its text if static, where.
    case leaf(name: String, text: String?, at: Site)
    /// `HStack`, `VStack`, `ZStack`, `List`, `Form`, `ScrollView`, `Group`,
    /// `Section`: a container and its children.
    case container(name: String, spacing: Double?, children: [ViewTree], selection: String?, at: Site)
    /// Views side by side in a builder (a `ForEach`, a tuple): no view of their own.
    case group([ViewTree])
    /// A modifier applied to a view.
    case modified(ViewTree, ViewModifier, at: Site)
    /// A view of the app's own type.
    case custom(type: String, body: ViewTree, at: Site)
    /// `NavigationLink(value:)`.
    case link(value: Value, label: ViewTree, at: Site)
    /// `NavigationSplitView`.
    case splitView(SplitViewTree)
    /// `TabView`, with what its selection is bound to.
    case tabView(selection: StateLink, children: [ViewTree], at: Site)
    /// `Tab(...)`.
    case tab(title: String?, value: Value, role: String?, content: ViewTree, at: Site)
    /// `TabSection`.
    case tabSection(title: String, children: [ViewTree], at: Site)
    /// `NavigationStack`, with what its path is bound to.
    case stack(path: StateLink, root: ViewTree, at: Site)
    /// `LazyVGrid(columns:)`, with its cells (read for their links: the
    /// columns alone lay the grid out).
    case grid([GridItem], cells: [ViewTree], at: Site)
    /// `Spacer(minLength:)`.
    case spacer(Double?, at: Site)
    /// `ViewThatFits`.
    case viewThatFits([ViewTree], at: Site)
    /// Nothing (`EmptyView`, an `if` without `else` that is false).
    case empty
}

/// What a container's state argument (`TabView(selection:)`,
/// `NavigationStack(path:)`) is bound to: nothing, so the container keeps
/// the state itself; a state the reader keys (`Type.name`); or a binding the
/// reader does not follow.
enum StateLink: Sendable, Equatable {
    /// No argument: the container's own state.
    case none
    /// `$name`: the state `Type.name`.
    case state(String)
    /// A binding the reader cannot key.
    case unknown

    /// The state's key, when known.
    var key: String? { if case .state(let key) = self { key } else { nil } }
}

/// Where a node was written: its location and its code on one line.
struct Site: Sendable {
    /// `file:line:column`.
    var location: String
    /// The code, shortened.
    var code: String
}

/// A `NavigationSplitView` with its columns kept as code, evaluated later
/// once for each selection.
struct SplitViewTree: Sendable {
    /// The sidebar, evaluated.
    var sidebar: ViewTree
    /// The content column's closure, if three columns.
    var content: Deferred?
    /// The detail's closure.
    var detail: Deferred
    /// `columnVisibility:`'s initial value.
    var visibility: Value?
    /// What `columnVisibility:` is bound to (`.none` when not given).
    var visibilityLink: StateLink = .none
    /// `preferredCompactColumn:`'s initial value.
    var preferredCompactColumn: Value?
    /// Where.
    var at: Site
    /// Whether it is a `NavigationView` of two or three views (a stack
    /// again under `.navigationViewStyle(.stack)`).
    var isNavigationView = false
}

/// Code evaluated later, with some states set: a column for each selection.
struct Deferred: Sendable {
    /// The closure's statements.
    var statements: [Stmt]
    /// Its scope.
    var scope: Scope
}

/// A modifier the reader maps.
enum ViewModifier: Sendable {
    /// `.frame(width:)`.
    case frame(width: Double)
    /// `.frame(width: UIScreen.main.bounds.width)`.
    case screenWidthFrame
    /// `.frame(minWidth:idealWidth:maxWidth:)`.
    case flexibleFrame(minWidth: Double?, maxWidth: Double?)
    /// `.padding()`, `.padding(n)`, `.padding(.horizontal, n)`.
    case padding(Double?)
    /// `.tag(value)`.
    case tag(Value)
    /// A push the code triggers without a link
    /// (`.navigationDestination(isPresented:)` or `(item:)`): the
    /// destination's screen, as a link's value.
    case pushes(Value)
    /// `.tabItem { Label(title, ...) }`.
    case tabItem(title: String?)
    /// `.navigationTitle(title)`.
    case title(String)
    /// `.toolbar { ... }`: the items, evaluated for this size class.
    case toolbar([ToolbarEntry])
    /// `.navigationSplitViewColumnWidth`.
    case columnWidth(ColumnWidth)
    /// `.navigationSplitViewStyle`.
    case splitStyle(SplitViewStyle)
    /// `.tabViewStyle`.
    case tabStyle(TabViewStyle)
    /// `.tabPlacement(_:)` on a `Tab` or a `TabSection`.
    case tabPlacement(TabPlacement)
    /// `.navigationDestination(for: T.self) { value in ... }`.
    case destination(type: String, closure: ClosureExpr, scope: Scope)
    /// `.toolbar(.hidden, for: .navigationBar)`, `.toolbarVisibility(.hidden,
    /// for: .navigationBar)`, `.navigationBarHidden(true)`: the screen draws
    /// no navigation bar (and may draw its own header).
    case navigationBarHidden
    /// `.containerCornerOffset(.leading, ...)`: the view is laid out clear
    /// of the window's corner, where iPadOS 26 puts the window controls.
    case containerCornerOffset
    /// The branch an `if` or `switch` on the size class or the idiom took
    /// (`file:line:column#index` of the statement and the branch): where the
    /// views of one evaluation part from another's, so that the state
    /// declared below it is the branch's (``StatePart``).
    case branch(String)
    /// The view is inside a `GeometryReader` (flexible, minimum width 0,
    /// unless the reader is the root view and the view a side column).
    case geometryReader
    /// Shown only in windows at least this wide: the branch of an `if
    /// proxy.size.width >= n` (no `else`) taken.
    case shownFromWindowWidth(Double)
    /// `.sheet`, `.popover`, `.fullScreenCover`, `.inspector`: what it
    /// presents (`Extractor+Presentations.swift`).
    case presentation(PresentationDraft)
    /// The links of views laid around the view without taking its width
    /// (`.overlay`, `.background`, `.safeAreaInset`, a toolbar item): they
    /// push onto the stack the view is in, as its own links do.
    case accessoryLinks([(Value, Site)])
    /// `.presentationSizing`, `.presentationCompactAdaptation`,
    /// `.inspectorColumnWidth` on a presentation's content.
    case presentationOption(PresentationOption)
}

/// A toolbar item found in a `.toolbar`, or an action of a title menu.
struct ToolbarEntry: Sendable {
    /// The item (for a title menu's action, its id).
    var item: ToolbarItem
    /// Where.
    var at: Site
    /// Whether it is an action of the title menu (`toolbarTitleMenu`,
    /// `ToolbarTitleMenu`) rather than an item on a bar.
    var inTitleMenu = false
}

extension ViewTree {
    /// How many nodes `tree` has, counting a subtree as often as it is
    /// placed, up to `limit`: linear in `limit`, whatever the tree shares.
    static func size(of tree: ViewTree, atMost limit: Int) -> Int {
        var count = 0
        var pending = [tree]
        while let next = pending.popLast(), count < limit {
            count += 1
            switch next {
            case .modified(let base, _, _), .custom(_, let base, _), .stack(_, let base, _), .link(_, let base, _),
                 .tab(_, _, _, let base, _):
                pending.append(base)
            case .group(let children), .container(_, _, let children, _, _), .viewThatFits(let children, _),
                 .grid(_, let children, _), .tabSection(_, let children, _), .tabView(_, let children, _):
                pending += children
            case .splitView(let split): pending.append(split.sidebar)
            case .leaf, .spacer, .empty: break
            }
        }
        return count
    }
}
