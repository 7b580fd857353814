/// A piece of a scene's navigation state, as a container can own it.
///
/// In SwiftUI, `@State` lives as long as the view that declares it keeps
/// its identity: state declared inside the branch of a root that switches
/// containers (`if horizontalSizeClass == .compact { TabView { … } } else
/// { … }`), and the state a container keeps for itself when the code binds
/// none, is discarded when the root shows the other branch and starts again
/// at its initial value when the branch comes back: "As long as the view
/// exists, the memory for counter is there, and once the view stops
/// existing, the memory is gone" (Chris Eidhof, "Lifetime of State
/// Properties in SwiftUI"); the if/else branches of WWDC21's "Demystify
/// SwiftUI" are two views, and a view's own `@State` "would reset every time
/// you switch branches" (Apple developer forums, on that session's
/// "Conditionals and Identity"); SwiftUI "does create a new instance if the
/// identity of a view changes" (Apple, `StateObject`). A container's ``TabViewSpec/owns``,
/// ``SplitViewSpec/owns`` or ``StackSpec/owns`` lists the pieces that live
/// in its branch; the root owns the rest (state above the switch, or in a
/// model object the root holds), which survives a switch.
public enum StatePart: String, Hashable, Sendable, Codable, CaseIterable {
    /// A tab view's selection (`TabView(selection:)`); initial value: its first tab.
    case tabSelection
    /// A split view sidebar's `List` selection; initial value: none.
    case sidebarSelection
    /// A three-column split view's content selection; initial value: none.
    case contentSelection
    /// The paths of the container's navigation stacks: a tab view's per-tab
    /// stacks, a split view's detail stack, a root stack's; initial value: empty.
    case paths
    /// A split view's `columnVisibility`; initial value: the spec's `visibility`,
    /// else `automatic`.
    case columnVisibility
    /// A `.sidebarAdaptable` tab view's sidebar, shown or hidden by the user;
    /// initial value: `automatic`.
    case tabSidebar
    /// A split view's `preferredCompactColumn`; initial value: the spec's,
    /// else the sidebar.
    case compactColumn

    /// The parts a container of `kind` has.
    public static func parts(of kind: NavigationKind) -> [StatePart] {
        switch kind {
        case .tabView: [.tabSelection, .paths, .tabSidebar]
        case .splitView: [.sidebarSelection, .contentSelection, .paths, .columnVisibility, .compactColumn]
        case .stack: [.paths]
        case .view: []
        }
    }
}
