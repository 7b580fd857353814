extension WindowRules {
    /// Where a tile of `mode` sits on a screen of `screen` size: the screen
    /// cut into the tile's layout (``TilePosition``) with
    /// ``WindowingParameters/tileGap`` between neighbouring cells and no margin
    /// at the screen's edges. Each cell but the last of a row or column is the
    /// even share floored to the pixel grid; the last takes the rest, so the
    /// cells of a layout cover the screen without overlapping. `nil` for
    /// modes that are not tiles.
    public func tileFrame(of mode: WindowMode, screen: Size, scale: Int) -> Rect? {
        guard let tile = mode.tile else { return nil }
        let gap = windowing.tileGap
        let x = Self.cell(tile.column, of: tile.columns, length: screen.width, gap: gap, scale: scale)
        let y = Self.cell(tile.row, of: tile.rows, length: screen.height, gap: gap, scale: scale)
        return Rect(x: x.origin, y: y.origin, size: Size(width: x.length, height: y.length))
    }

    /// Cell `index` of `count` along a side `length` long, with `gap` between cells.
    static func cell(_ index: Int, of count: Int, length: Double, gap: Double, scale: Int) -> (origin: Double, length: Double) {
        let share = Points.floorToPixelGrid((length - gap * Double(count - 1)) / Double(count), scale: scale)
        let origin = Double(index) * (share + gap)
        return (origin, index == count - 1 ? length - origin : share)
    }

    /// Where `window` sits on its screen, its origin at the screen's top left.
    ///
    /// Full-screen windows and tiles sit where their mode puts them. Under
    /// iPadOS 18 the narrow Split View pane is on the right and the half and
    /// wide panes on the left (the model's choice; the user may swap them),
    /// and Slide Over floats at the right edge, ``slideOverHeightInset`` / 2
    /// from the top. Resizable windows (and a hidden middle third) are
    /// centred, as a window opens (thedailytechfeed.com: "the app opens in a
    /// centered window"); the 26.1 Slide Over panel floats at the right edge,
    /// centred vertically. Origins are floored to the pixel grid.
    /// The frame is the window's on screen (``Window/frameSize``), which for
    /// a scaled scene is not the scene's size.
    public func frame(of window: Window) -> Rect {
        let screen = screenSize(of: window)
        let size = window.frameSize
        let scale = window.scale
        func centred(_ axis: Axis) -> Double {
            max(0, Points.floorToPixelGrid((screen[axis] - size[axis]) / 2, scale: scale))
        }
        if window.display == nil, !window.isHidden,
           let tile = tileFrame(of: window.mode, screen: screen, scale: scale) {
            return tile
        }
        switch window.mode {
        case .full where window.idiom == .phone && window.device.idiom == .pad && window.os < .v27:
            // The iPhone-app window is centred on the iPad's screen
            // (hacknicity.medium.com, "How iPhone-only apps appear on iPad").
            return Rect(x: centred(.width), y: centred(.height), size: size)
        case .full:
            return Rect(x: 0, y: 0, size: size)
        case .splitHalf, .splitTwoThirds:
            return Rect(x: 0, y: 0, size: size)
        case .splitThird:
            return Rect(x: max(0, screen.width - size.width), y: 0, size: size)
        case .slideOver where window.display == nil:
            let y = window.os.hasWindowing ? centred(.height) : min(slideOverHeightInset / 2, centred(.height))
            return Rect(x: max(0, screen.width - size.width), y: y, size: size)
        default:
            return Rect(x: centred(.width), y: centred(.height), size: size)
        }
    }
}
