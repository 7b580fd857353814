/// Something that happens to an app: the user resizes or navigates, the
/// system moves a scene through its lifecycle.
public struct Event: Hashable, Sendable {
    /// The index in ``AppState/scenes`` of the scene the event is for.
    /// Device-wide events (``Action/rotate``, display connections) ignore it.
    public var scene: Int
    /// What happens.
    public var action: Action

    /// Creates an event for scene `scene` (default the first).
    public init(_ action: Action, scene: Int = 0) {
        self.scene = scene
        self.action = action
    }
}

/// What happens in an ``Event``.
public enum Action: Hashable, Sendable {
    /// The user resizes a resizable window to `size` (clamped by the
    /// system): a drag of the window's edge that ends there.
    case resize(Size)
    /// The user drags a resizable window's edge to `size` and holds on: the
    /// drag goes on. The window follows; a scene that resizes discretely
    /// (``SceneSizing/discrete``) keeps its size until a ``resize(_:)`` ends
    /// the drag. For every other scene the same as ``resize(_:)``.
    case drag(Size)
    /// The device rotates.
    case rotate
    /// The window switches mode: full screen, a Split View pane, Slide Over,
    /// or a stage window of `size` (keeping its size when `nil`).
    case setMode(WindowMode, size: Size?)
    /// The window moves to the connected external display.
    case moveToDisplay
    /// The user selects a tab.
    case selectTab(String)
    /// The user selects a row of the split view's sidebar.
    case selectSidebar(String)
    /// The user selects a row of the content column.
    case selectContent(String)
    /// The sidebar's selection is cleared: Back from the detail of a
    /// collapsed split view, or a deselected row.
    case deselect
    /// The user follows a `NavigationLink(value:)` to a screen.
    case push(String)
    /// Back: pops the visible stack, or in a collapsed split view goes back
    /// toward the sidebar.
    case pop
    /// The visible stack pops to its root.
    case popToRoot
    /// The app opens a deep link `?parameter=value`.
    case openURL(parameter: String, value: String)
    /// The user shows or hides the sidebar.
    case toggleSidebar
    /// The app sets the split view's column visibility.
    case setColumnVisibility(ColumnVisibility)
    /// The scene goes to the background.
    case background
    /// The scene comes back to the foreground.
    case foreground
    /// The system disconnects the scene (its state is gone unless saved).
    case disconnect
    /// The system reconnects the scene, restoring what it saved.
    case reconnect
    /// The user opens a new window of the app.
    case openWindow
    /// The user closes the scene's window.
    case closeWindow
    /// An external display is connected.
    case connectDisplay(ExternalDisplayID)
    /// The external display is disconnected; its windows come back to the device.
    case disconnectDisplay
    /// The user opens the presentation `id` (``Presentation``) of the screen
    /// on top: a sheet, popover, full-screen cover or inspector.
    case present(String)
    /// The user dismisses the presentation shown.
    case dismiss

    /// Whether the action is the user navigating (choosing a place), as
    /// opposed to the window or the system changing around the app.
    public var isNavigation: Bool {
        switch self {
        case .selectTab, .selectSidebar, .selectContent, .deselect, .push, .pop, .popToRoot, .openURL:
            true
        default:
            false
        }
    }

    /// Whether the action changes a window's size, orientation or mode.
    public var changesWindow: Bool {
        switch self {
        case .resize, .drag, .rotate, .setMode, .moveToDisplay, .disconnectDisplay: true
        default: false
        }
    }
}
