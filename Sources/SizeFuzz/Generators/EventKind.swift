import LayoutModel

/// The kinds of event a generator draws, in the order of their choice (the
/// first is the simplest).
enum EventKind: Int, CaseIterable {
    case resize, rotate, setMode, selectTab, selectSidebar, selectContent, push, pop, deselect, popToRoot
    case openURL, toggleSidebar, setColumnVisibility, background, foreground, disconnect, reconnect
    case openWindow, closeWindow, connectDisplay, moveToDisplay, disconnectDisplay
    // Drawn only for apps with presentations: for the others the weights stop
    // before them, so their draws (and output) are what they were.
    case present, dismiss

    /// How many kinds an app without presentations draws from: every kind
    /// before ``present``.
    static let withoutPresentations = EventKind.present.rawValue

    /// The kind whose ``rawValue`` is `raw`, which must be one: a draw of a
    /// kind is at most its bound, one less than ``AppTraits/kindCount``.
    ///
    /// The cases have no payload and their raw values are their positions,
    /// so a case is stored as the byte of its raw value: read from it
    /// without the call of `init(rawValue:)` and its check, which cost
    /// every event drawn about 10 instructions (measured with callgrind).
    @inline(__always) init(drawn raw: Int) {
        assert(raw >= 0 && raw < EventKind.allCases.count, "no kind has the raw value \(raw)")
        self = unsafeBitCast(UInt8(truncatingIfNeeded: raw), to: EventKind.self)
    }

    /// The span label of an event of this kind (`event.resize`, …), which
    /// domain shrink passes look for.
    var label: StaticString {
        switch self {
        case .resize: "event.resize"
        case .rotate: "event.rotate"
        case .setMode: "event.mode"
        case .selectTab: "event.select-tab"
        case .selectSidebar: "event.select-sidebar"
        case .selectContent: "event.select-content"
        case .push: "event.push"
        case .pop: "event.pop"
        case .deselect: "event.deselect"
        case .popToRoot: "event.pop-to-root"
        case .openURL: "event.open-url"
        case .toggleSidebar: "event.toggle-sidebar"
        case .setColumnVisibility: "event.column-visibility"
        case .background: "event.background"
        case .foreground: "event.foreground"
        case .disconnect: "event.disconnect"
        case .reconnect: "event.reconnect"
        case .openWindow: "event.open-window"
        case .closeWindow: "event.close-window"
        case .connectDisplay: "event.connect-display"
        case .moveToDisplay: "event.move-to-display"
        case .disconnectDisplay: "event.disconnect-display"
        case .present: "event.present"
        case .dismiss: "event.dismiss"
        }
    }

    /// The kind of `action`.
    init(_ action: Action) {
        self = switch action {
        case .resize, .drag: .resize
        case .rotate: .rotate
        case .setMode: .setMode
        case .selectTab: .selectTab
        case .selectSidebar: .selectSidebar
        case .selectContent: .selectContent
        case .push: .push
        case .pop: .pop
        case .deselect: .deselect
        case .popToRoot: .popToRoot
        case .openURL: .openURL
        case .toggleSidebar: .toggleSidebar
        case .setColumnVisibility: .setColumnVisibility
        case .background: .background
        case .foreground: .foreground
        case .disconnect: .disconnect
        case .reconnect: .reconnect
        case .openWindow: .openWindow
        case .closeWindow: .closeWindow
        case .connectDisplay: .connectDisplay
        case .moveToDisplay: .moveToDisplay
        case .disconnectDisplay: .disconnectDisplay
        case .present: .present
        case .dismiss: .dismiss
        }
    }
}
