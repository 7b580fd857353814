/// How a presentation appears in a window of given size classes: the style
/// its kind, sizing and compact adaptation resolve to.
public enum PresentationStyle: String, Hashable, Sendable, Codable, CaseIterable {
    /// A form sheet, centered with its size (regular width).
    case formSheet = "form sheet"
    /// A page sheet, centered with its size (regular width).
    case pageSheet = "page sheet"
    /// A sheet as wide as its content (regular width).
    case fittedSheet = "fitted sheet"
    /// A sheet across the window's width, below a strip of the window
    /// (compact width).
    case sheet
    /// A popover, sized to its content.
    case popover
    /// The whole window (`fullScreenCover`, or a sheet in compact height).
    case fullScreen = "full screen"
    /// An inspector's trailing column beside the content (regular width).
    case inspectorColumn = "inspector column"
}

/// A presentation resolved in its window: its style, its frame in the
/// window's coordinates, and its content laid out in its width.
public struct PresentationLayout: Hashable, Sendable {
    /// The presentation's id.
    public var id: String
    /// Its kind.
    public var kind: PresentationKind
    /// What it appears as.
    public var style: PresentationStyle
    /// Its frame, in the window's coordinates (the window's top-left corner
    /// is 0, 0).
    public var frame: Rect
    /// Its content laid out in its width: for a presentation with a stack
    /// of its own, the content of the screen on top of the stack.
    public var content: ContentLayout
    /// The screen on top of its own stack (``Presentation/stack``), `nil`
    /// for a presentation without one.
    public var screen: String?
    /// The toolbar of ``screen``, resolved in its width.
    public var toolbar: ToolbarLayout?

    /// Creates a presentation layout.
    public init(id: String, kind: PresentationKind, style: PresentationStyle, frame: Rect,
                content: ContentLayout = ContentLayout(), screen: String? = nil, toolbar: ToolbarLayout? = nil) {
        self.id = id
        self.kind = kind
        self.style = style
        self.frame = frame
        self.content = content
        self.screen = screen
        self.toolbar = toolbar
    }

    /// Whether it covers the screen beneath it modally (every style but an
    /// inspector's column, which sits beside the content).
    public var isModal: Bool { style != .inspectorColumn }

    /// The width its content gets.
    public var width: Double { frame.size.width }

    /// The style `presentation` appears as in a window of `classes`.
    ///
    /// In regular width a sheet is its sizing, a popover a popover, an
    /// inspector a trailing column ("an inspector can present as a trailing
    /// column in a horizontally regular size class, but adapt to a sheet in a
    /// horizontally compact size class", Apple, `inspector(isPresented:content:)`).
    /// In compact width, by ``PresentationAdaptation``: `automatic` turns a
    /// sheet, a popover ("a popover presentation over a horizontally-compact
    /// view uses a sheet appearance", Apple,
    /// `presentationCompactAdaptation(horizontal:vertical:)`) and an
    /// inspector into a sheet; in compact height a sheet is full screen ("a
    /// sheet presentation over a vertically-compact view uses a
    /// full-screen-cover appearance by default", Apple,
    /// `presentationCompactAdaptation(_:)`). A full-screen cover is always
    /// the whole window.
    public static func style(of presentation: Presentation, in classes: SizeClasses) -> PresentationStyle {
        let regular: PresentationStyle = switch presentation.kind {
        case .sheet:
            switch presentation.resolvedSizing {
            case .form: .formSheet
            case .page: .pageSheet
            case .fitted: .fittedSheet
            }
        case .popover: .popover
        case .fullScreenCover: .fullScreen
        case .inspector: .inspectorColumn
        }
        guard presentation.kind != .fullScreenCover else { return .fullScreen }
        let adaptation = presentation.compactAdaptation ?? .automatic
        if classes.horizontal == .compact {
            switch adaptation {
            case .automatic, .sheet: return .sheet
            case .fullScreenCover: return .fullScreen
            case .popover: return presentation.kind == .inspector ? .sheet : .popover
            case .none: return regular == .inspectorColumn ? .sheet : regular
            }
        }
        if classes.vertical == .compact && presentation.kind == .sheet && adaptation == .automatic { return .fullScreen }
        return regular
    }

    /// The frame of a presentation of `style` in a window of `window` size,
    /// for content that needs `contentMinimum` points (0 when it adapts to
    /// any width) and an inspector of `inspectorWidth`.
    ///
    /// A sheet or popover is centered, its size clamped to the window (the
    /// model assumes the system never makes one wider than its window; the
    /// anchor of a popover is not modelled). A compact-width sheet spans the
    /// window below ``PresentationParameters/compactSheetTopInset``; an
    /// inspector column is at the window's trailing edge, as tall as it.
    public static func frame(_ style: PresentationStyle, window: Size, contentMinimum: Double, inspectorWidth: Double,
                             parameters: PresentationParameters) -> Rect {
        func centered(_ size: Size) -> Rect {
            let width = min(size.width, window.width), height = min(size.height, window.height)
            return Rect(x: (window.width - width) / 2, y: (window.height - height) / 2,
                        size: Size(width: width, height: height))
        }
        switch style {
        case .formSheet: return centered(parameters.formSheetSize)
        case .pageSheet: return centered(parameters.pageSheetSize)
        case .fittedSheet:
            let width = contentMinimum > 0 ? contentMinimum : parameters.formSheetSize.width
            return centered(Size(width: width, height: parameters.formSheetSize.height))
        case .popover:
            let width = contentMinimum > 0 ? contentMinimum : parameters.popoverSize.width
            return centered(Size(width: width, height: parameters.popoverSize.height))
        case .sheet:
            let inset = min(parameters.compactSheetTopInset, window.height)
            return Rect(x: 0, y: inset, size: Size(width: window.width, height: window.height - inset))
        case .fullScreen:
            return Rect(x: 0, y: 0, size: window)
        case .inspectorColumn:
            let width = min(inspectorWidth, window.width)
            return Rect(x: window.width - width, y: 0, size: Size(width: width, height: window.height))
        }
    }
}
