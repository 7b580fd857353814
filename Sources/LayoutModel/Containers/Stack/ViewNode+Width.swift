/// What a view tree needs from the window it is shown in.
public struct WidthContext: Hashable, Sendable {
    /// The device screen's width in its orientation: what
    /// `UIScreen.main.bounds.width` returns, whatever the window.
    public var screenWidth: Double
    /// The length of `.padding()` on each side: the platform's default
    /// (``ContentParameters/defaultPadding``).
    public var defaultPadding: Double

    /// Creates a context.
    public init(screenWidth: Double, defaultPadding: Double = ContentParameters.standard.defaultPadding) {
        self.screenWidth = screenWidth
        self.defaultPadding = defaultPadding
    }
}

/// A view that needs more width than it is offered.
public struct WidthOverflow: Hashable, Sendable {
    /// Where in the tree: `hstack > frame(width: 300)`.
    public var path: String
    /// The width the view needs.
    public var required: Double
    /// The width it was offered.
    public var offered: Double
    /// Whether a fixed width is to blame: the view would fit if its fixed
    /// frames (`frame(width:)`, the screen's width) sized to their content,
    /// or it is squeezed by an enclosing fixed frame narrower than the space
    /// that frame was offered.
    public var involvesFixedWidth: Bool
    /// The path of the first fixed-width frame inside the view (or the view
    /// itself), which cannot shrink with the window; `nil` when it has none.
    public var fixedFrame: String?
    /// Whether the view is a `LazyVGrid` (``ViewNode/grid(columns:)``), which
    /// `grid-fits` checks on its own.
    public var isGrid: Bool

    /// Creates an overflow.
    public init(path: String, required: Double, offered: Double, involvesFixedWidth: Bool,
                fixedFrame: String? = nil, isGrid: Bool = false) {
        self.path = path
        self.required = required
        self.offered = offered
        self.involvesFixedWidth = involvesFixedWidth
        self.fixedFrame = fixedFrame
        self.isGrid = isGrid
    }
}

extension ViewNode {
    /// The narrowest the view can be without clipping or overflowing.
    ///
    /// Stacks add their children (and spacing) or take the widest; a fixed
    /// frame is its width; a flexible frame its minimum, else its content's;
    /// padding its content's and the padding on both sides;
    /// the screen-width frame is the screen's width; a grid the width its
    /// columns render at when offered nothing.
    public func minimumWidth(in context: WidthContext) -> Double {
        switch self {
        case let .content(_, minWidth): return minWidth
        case let .spacer(minLength): return minLength
        case let .hstack(spacing, children):
            guard !children.isEmpty else { return 0 }
            return children.reduce(0) { $0 + $1.minimumWidth(in: context) } + spacing * Double(children.count - 1)
        case let .vstack(_, children):
            return children.reduce(0) { max($0, $1.minimumWidth(in: context)) }
        case let .frame(width, _): return width
        case let .flexibleFrame(minWidth, _, content): return minWidth ?? content.minimumWidth(in: context)
        case let .padding(length, content): return content.minimumWidth(in: context) + 2 * (length ?? context.defaultPadding)
        case .screenWidthFrame: return context.screenWidth
        case let .grid(columns): return GridLayout.resolve(columns, width: 0).totalWidth
        }
    }

    /// Every place where the view, offered `width`, needs more than it gets,
    /// outermost first.
    ///
    /// Children of an `HStack` get their fixed widths and share the rest; a
    /// child is never offered less than its minimum when the stack itself
    /// overflows (that overflow is reported once, at the stack).
    public func overflows(offered width: Double, in context: WidthContext) -> [WidthOverflow] {
        place(offered: width, in: context).overflows
    }

    /// The view laid out in `width`: every overflow, outermost first, and
    /// every grid with the width it is offered.
    public func place(offered width: Double, in context: WidthContext) -> ContentLayout {
        var found = ContentLayout.Findings()
        collect(offered: width, in: context, path: label, fixedOuter: nil, into: &found)
        return found.layout()
    }

    private func collect(offered width: Double, in context: WidthContext, path: String,
                         fixedOuter: Double? = nil, into found: inout ContentLayout.Findings) {
        let needed = minimumWidth(in: context)
        // Padding that does not fit is its content's overflow, reported
        // there (``paddedOffer(_:padding:)``).
        if needed > width + 0.001, !isPadding {
            found.overflows.append(WidthOverflow(
                path: path, required: needed, offered: width,
                involvesFixedWidth: Self.blamesFixedWidth(needed: needed, withoutFixed: minimumWidthWithoutFixedFrames(in: context),
                                                          offered: width, containsFixed: containsFixedWidth,
                                                          fixedOuter: fixedOuter),
                fixedFrame: firstFixedFrame(path: path), isGrid: { if case .grid = self { true } else { false } }()))
        }
        switch self {
        case let .grid(columns):
            found.addGrid(columns, path: path, width: width)
        case .content, .spacer:
            return
        case let .hstack(_, children):
            let minimums = children.map { $0.minimumWidth(in: context) }
            let extra = max(0, width - needed)
            let flexible = children.filter(\.isFlexible).count
            for (index, child) in children.enumerated() {
                let share = child.isFlexible && flexible > 0 ? extra / Double(flexible) : 0
                child.collect(offered: minimums[index] + share, in: context, path: path + " > " + child.label,
                              fixedOuter: fixedOuter, into: &found)
            }
        case let .vstack(_, children):
            for child in children {
                child.collect(offered: max(width, 0), in: context, path: path + " > " + child.label,
                              fixedOuter: fixedOuter, into: &found)
            }
        case let .frame(frameWidth, content):
            content.collect(offered: frameWidth, in: context, path: path + " > " + content.label,
                            fixedOuter: width, into: &found)
        case let .flexibleFrame(minWidth, maxWidth, content):
            let inner = min(max(width, minWidth ?? 0), maxWidth ?? .infinity)
            content.collect(offered: inner, in: context, path: path + " > " + content.label,
                            fixedOuter: fixedOuter, into: &found)
        case let .screenWidthFrame(content):
            content.collect(offered: context.screenWidth, in: context, path: path + " > " + content.label,
                            fixedOuter: width, into: &found)
        case let .padding(length, content):
            content.collect(offered: Self.paddedOffer(width, padding: length ?? context.defaultPadding),
                            in: context, path: path + " > " + content.label, fixedOuter: fixedOuter, into: &found)
        }
    }

    /// What padded content is offered: the width less the padding on both
    /// sides ("A view that's padded by the specified amount on the
    /// specified edges", Apple, `padding(_:_:)`), never below zero. Content that
    /// needs more overflows at the content, not at the padding: a padded
    /// view that does not fit is reported once, where it is too wide (a
    /// fixed-column grid at its grid, for `grid-fits`).
    public static func paddedOffer(_ width: Double, padding: Double) -> Double {
        max(width - 2 * padding, 0)
    }

    /// Whether the view is `.padding(_:)`.
    var isPadding: Bool { if case .padding = self { true } else { false } }

    /// Whether an overflow is a fixed width's fault: the view would fit if
    /// its own fixed frames sized to their content, or it needs no more than
    /// the space offered to the fixed frame that squeezes it.
    static func blamesFixedWidth(needed: Double, withoutFixed: Double, offered: Double, containsFixed: Bool,
                                 fixedOuter: Double?) -> Bool {
        (containsFixed && withoutFixed <= offered + 0.001) || (fixedOuter.map { needed <= $0 + 0.001 } ?? false)
    }

    /// The view's minimum width if every fixed frame (`frame(width:)`, the
    /// screen-width frame) sized to its content instead, with the standard
    /// default padding.
    public var minimumWidthWithoutFixedFrames: Double {
        minimumWidthWithoutFixedFrames(in: WidthContext(screenWidth: 0))
    }

    /// The view's minimum width if every fixed frame sized to its content
    /// instead, with `context`'s default padding.
    public func minimumWidthWithoutFixedFrames(in context: WidthContext) -> Double {
        switch self {
        case let .content(_, minWidth): minWidth
        case let .spacer(minLength): minLength
        case let .hstack(spacing, children):
            children.isEmpty ? 0
                : children.reduce(0) { $0 + $1.minimumWidthWithoutFixedFrames(in: context) }
                    + spacing * Double(children.count - 1)
        case let .vstack(_, children): children.reduce(0) { max($0, $1.minimumWidthWithoutFixedFrames(in: context)) }
        case let .frame(_, content), let .screenWidthFrame(content): content.minimumWidthWithoutFixedFrames(in: context)
        case let .flexibleFrame(minWidth, _, content): minWidth ?? content.minimumWidthWithoutFixedFrames(in: context)
        case let .padding(length, content):
            content.minimumWidthWithoutFixedFrames(in: context) + 2 * (length ?? context.defaultPadding)
        case let .grid(columns): GridLayout.resolve(columns, width: 0).totalWidth
        }
    }

    /// Whether the view takes more than its minimum when offered more.
    public var isFlexible: Bool {
        switch self {
        case .content, .grid, .spacer: true
        case .frame, .screenWidthFrame: false
        case let .hstack(_, children), let .vstack(_, children): children.contains { $0.isFlexible }
        case let .flexibleFrame(minWidth, maxWidth, content):
            (maxWidth ?? 0) > (minWidth ?? 0) || (maxWidth == nil && content.isFlexible)
        case let .padding(_, content): content.isFlexible
        }
    }

    /// A short label for reports: `HStack(spacing: 0)`, `frame(width: 300)`, `List`.
    public var label: String {
        switch self {
        case let .content(name, _): name
        case let .spacer(minLength): "Spacer(minLength: \(Points.format(minLength)))"
        case let .hstack(spacing, _): "HStack(spacing: \(Points.format(spacing)))"
        case let .vstack(spacing, _): "VStack(spacing: \(Points.format(spacing)))"
        case let .frame(width, _): "frame(width: \(Points.format(width)))"
        case let .flexibleFrame(minWidth, maxWidth, _):
            "frame(minWidth: \(minWidth.map(Points.format) ?? "nil"), maxWidth: \(maxWidth.map(Points.format) ?? "nil"))"
        case .screenWidthFrame: "frame(width: UIScreen.main.bounds.width)"
        case let .padding(length, _): "padding(\(length.map(Points.format) ?? ""))"
        case let .grid(columns): "LazyVGrid(\(columns.map(\.spec).joined(separator: ",")))"
        }
    }

    /// The widths at which the view starts or stops fitting: the minimum
    /// widths of the view and of every stack and frame inside it. The fuzzer
    /// draws these and their neighbours one pixel away.
    public func breakpoints(in context: WidthContext) -> [Double] {
        var result = [minimumWidth(in: context)]
        switch self {
        case .content, .spacer: break
        case let .grid(columns): result += GridLayout.breakpoints(columns)
        case let .hstack(_, children), let .vstack(_, children):
            for child in children { result += child.breakpoints(in: context) }
        case let .frame(_, content), let .flexibleFrame(_, _, content), let .screenWidthFrame(content):
            result += content.breakpoints(in: context)
        case let .padding(length, content):
            // The content starts to fit, or changes, where the window is
            // wider by the padding on both sides.
            let inset = 2 * (length ?? context.defaultPadding)
            result += content.breakpoints(in: context).map { $0 + inset }
        }
        return result
    }
}
