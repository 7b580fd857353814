import LayoutModel

/// One cell of the model's state space as users meet it: the kind of device,
/// the window mode, the horizontal size class, what the root container shows,
/// which of the app's breakpoint intervals the window's width lies in, and
/// the kind of the last event (or the launch).
///
/// A step lands in one cell: the scene the event targeted (scene 0 at the
/// launch), after the event.
public struct CoverageCell: Hashable, Sendable {
    /// The device: an iPad with Stage Manager, another iPad, an iPhone.
    public var device: DeviceClass
    /// The window mode, `WindowMode.allCases` order; 6 is a window on an external display.
    public var mode: Int
    /// The horizontal size class.
    public var horizontal: SizeClass
    /// What the root container shows.
    public var container: ContainerState
    /// The breakpoint interval of the window's width: `i` when `i` of the
    /// app's width breakpoints are at or below the width.
    public var interval: Int
    /// The last event's kind, `0` for the launch, else `1 +` its kind's
    /// position in the generator's kind order.
    public var event: Int

    /// The kinds of device a cell distinguishes.
    public enum DeviceClass: Int, Hashable, Sendable, CaseIterable {
        /// An iPad with Stage Manager.
        case padStage
        /// An iPad without Stage Manager.
        case pad
        /// An iPhone.
        case phone

        /// The class of `device`.
        public init(_ device: DeviceID) {
            self = device.idiom == .phone ? .phone : device.supportsStageManager ? .padStage : .pad
        }

        /// `ipad-stage`, `ipad`, `iphone`.
        public var name: String {
            switch self {
            case .padStage: "ipad-stage"
            case .pad: "ipad"
            case .phone: "iphone"
            }
        }
    }

    /// What a root container shows, as the cells tell it apart.
    public enum ContainerState: Int, Hashable, Sendable, CaseIterable {
        /// A split view showing its columns.
        case splitExpanded
        /// A split view collapsed to its sidebar.
        case splitCollapsedSidebar
        /// A split view collapsed to its content column.
        case splitCollapsedContent
        /// A split view collapsed to its detail.
        case splitCollapsedDetail
        /// A tab view with its top tab bar.
        case tabTop
        /// A tab view shown as a sidebar.
        case tabSidebar
        /// A tab view with its bottom tab bar.
        case tabBottom
        /// A navigation stack.
        case stack
        /// A plain view.
        case view

        /// The state `layout` shows.
        public init(_ layout: borrowing Layout) {
            self = withUnsafePointer(to: layout) { Self($0) }
        }

        /// The state the layout at `layout` shows, read where it is kept
        /// (a layout passed from an array was copied whole).
        @inline(__always) init(_ layout: UnsafePointer<Layout>) {
            switch layout.pointee.navigation {
            case .splitView:
                guard layout.pointee.split?.collapsed == true else { self = .splitExpanded; return }
                self = switch layout.pointee.split?.topColumn {
                case .sidebar: .splitCollapsedSidebar
                case .content: .splitCollapsedContent
                default: .splitCollapsedDetail
                }
            case .tabView:
                self = switch layout.pointee.tabBar?.placement {
                case .top: .tabTop
                case .sidebar: .tabSidebar
                default: .tabBottom
                }
            case .stack: self = .stack
            case .view: self = .view
            }
        }

        /// `split expanded`, `collapsed to sidebar`, `tab bar top`, …
        public var name: String {
            switch self {
            case .splitExpanded: "split expanded"
            case .splitCollapsedSidebar: "collapsed to sidebar"
            case .splitCollapsedContent: "collapsed to content"
            case .splitCollapsedDetail: "collapsed to detail"
            case .tabTop: "tab bar top"
            case .tabSidebar: "tab sidebar"
            case .tabBottom: "tab bar bottom"
            case .stack: "stack"
            case .view: "view"
            }
        }
    }
}
