import LayoutModel
import Testing

/// The iPadOS 26 window model: tiles, windowed windows, the 26.1 Slide Over
/// panel, and what the versions refuse.
@Suite struct WindowingTests {
    let rules = WindowRules.standard.on(.v26)

    /// The iPads that run iPadOS 26.
    static let pads26 = DeviceID.allCases.filter { $0.idiom == .pad && $0.device.runs(.v26) }

    /// Every tile layout covers the screen of every iPad that runs 26, in each
    /// orientation it exists in: its tiles lie on the screen, never overlap,
    /// and their areas plus the gaps between them make up the screen.
    @Test(arguments: pads26)
    func tilesCoverTheScreenWithoutOverlap(_ device: DeviceID) throws {
        let gap = rules.windowing.tileGap
        for orientation in Orientation.allCases {
            let screen = device.screenSize(orientation)
            for layout in WindowMode.tileLayouts where orientation == .landscape || !layout[0].isThird {
                var frames: [Rect] = []
                for mode in layout {
                    let window = try rules.window(device: device, orientation: orientation, mode: mode)
                    let frame = rules.frame(of: window)
                    #expect(frame.size == window.size, "\(window)")
                    #expect(frame.x >= 0 && frame.y >= 0 && frame.maxX <= screen.width && frame.maxY <= screen.height, "\(window)")
                    #expect(Points.isOnPixelGrid(frame.x, scale: 2) && Points.isOnPixelGrid(window.width, scale: 2), "\(window)")
                    #expect(window.width >= rules.windowing.minimumWindowSize.width, "\(window)")
                    #expect(window.height >= rules.windowing.minimumWindowSize.height, "\(window)")
                    frames.append(frame)
                }
                for (index, frame) in frames.enumerated() {
                    for other in frames[(index + 1)...] { #expect(!frame.overlaps(other), "\(device) \(layout)") }
                }
                let columns = layout[0].tile?.columns ?? 1, rows = (layout.last?.tile?.rows) ?? 1
                let covered = frames.map { $0.size.width * $0.size.height }.reduce(0, +)
                let gaps = gap * screen.height * Double(columns - 1) + gap * screen.width * Double(rows - 1)
                    - gap * gap * Double((columns - 1) * (rows - 1))
                #expect(covered + gaps == screen.width * screen.height, "\(device) \(orientation) \(layout)")
                #expect(frames.map(\.maxX).max() == screen.width && frames.map(\.maxY).max() == screen.height)
            }
        }
    }

    /// The tiles of an 11-inch iPad Pro: the screen less the 8 pt gaps, cut
    /// evenly on the 1/2 pt grid, the last cell taking the rest.
    @Test func tilesOfTheElevenInchIPadPro() throws {
        func frame(_ mode: WindowMode, _ orientation: Orientation) throws -> Rect {
            rules.frame(of: try rules.window(device: .ipadPro11, orientation: orientation, mode: mode))
        }
        #expect(try frame(.leftHalf, .landscape) == Rect(x: 0, y: 0, size: Size(width: 593, height: 834)))
        #expect(try frame(.rightHalf, .landscape) == Rect(x: 601, y: 0, size: Size(width: 593, height: 834)))
        #expect(try frame(.bottomHalf, .landscape) == Rect(x: 0, y: 421, size: Size(width: 1194, height: 413)))
        #expect(try frame(.leftThird, .landscape) == Rect(x: 0, y: 0, size: Size(width: 392.5, height: 834)))
        #expect(try frame(.middleThird, .landscape) == Rect(x: 400.5, y: 0, size: Size(width: 392.5, height: 834)))
        #expect(try frame(.rightThird, .landscape) == Rect(x: 801, y: 0, size: Size(width: 393, height: 834)))
        #expect(try frame(.bottomRightQuarter, .landscape) == Rect(x: 601, y: 421, size: Size(width: 593, height: 413)))
        #expect(try frame(.topRightQuarter, .portrait) == Rect(x: 421, y: 0, size: Size(width: 413, height: 593)))
        #expect(try frame(.bottomHalf, .portrait) == Rect(x: 0, y: 601, size: Size(width: 834, height: 593)))
        #expect(throws: WindowError.modeUnavailable(.leftThird, device: .ipadPro11, reason: "thirds exist in landscape only")) {
            try rules.window(device: .ipadPro11, orientation: .portrait, mode: .leftThird)
        }
    }

    /// Thirds become halves in portrait and come back; the middle third is
    /// hidden, keeping its size, and its scene waits in the background.
    @Test func thirdsRotateAsTheSystemDoes() throws {
        let left = try rules.window(device: .ipadPro11, mode: .leftThird)
        let portrait = rules.rotated(left)
        #expect(portrait.mode == .leftHalf && portrait.requestedMode == .leftThird && portrait.size == Size(width: 413, height: 1194))
        #expect(rules.rotated(portrait) == left)
        let middle = try rules.window(device: .ipadPro11, mode: .middleThird)
        let hidden = rules.rotated(middle)
        #expect(hidden.isHidden && hidden.size == middle.size && rules.rotated(hidden) == middle)

        let model = AppModel(.cafe, platform: Platform.standard.on(.v26))
        var state = model.launch(in: middle)
        model.reduce(&state, Event(.rotate))
        #expect(state.scenes[0].phase == .background)
        model.reduce(&state, Event(.rotate))
        #expect(state.scenes[0].phase == .active && state.scenes[0].window == middle)
    }

    /// A windowed window is centred at the size asked for, within the
    /// iPadOS 26 minimum (320 x 320) and the screen; regular from 678 pt.
    @Test func windowedWindows() throws {
        let window = try rules.window(device: .ipad10th, mode: .windowed, size: Size(width: 700, height: 600))
        #expect(rules.frame(of: window) == Rect(x: 240, y: 110, size: Size(width: 700, height: 600)))
        #expect(rules.sizeClasses(of: window) == SizeClasses(horizontal: .regular, vertical: .regular))
        let narrow = rules.resized(window, to: Size(width: 677.5, height: 300))
        #expect(narrow.size == Size(width: 677.5, height: 320))
        #expect(rules.sizeClasses(of: narrow).horizontal == .compact)
        #expect(throws: WindowError.sizeOutOfRange(axis: .width, value: 319.5, lower: 320, upper: 1180)) {
            try rules.window(device: .ipad10th, mode: .windowed, size: Size(width: 319.5, height: 600))
        }
        #expect(throws: WindowError.sizeRequired(.windowed)) { try rules.window(device: .ipad10th, mode: .windowed) }
        // The quadrant iPadOS 18 refused is a stage window under 26.
        #expect(try rules.window(device: .ipadPro11, mode: .stage, size: Size(width: 597, height: 417)).size
                == Size(width: 597, height: 417))
        #expect(try rules.window(device: .ipad10th, mode: .stage, size: Size(width: 700, height: 600)).mode == .stage)
    }

    /// The 26.1 Slide Over panel opens at the catalog's panel size (the screen
    /// height less the inset), at the right edge, and resizes.
    @Test func slideOverIsOneResizablePanel() throws {
        let panel = try rules.window(device: .ipadPro11, mode: .slideOver)
        #expect(panel.isResizable && panel.size == Size(width: 320, height: 794))
        #expect(rules.frame(of: panel) == Rect(x: 874, y: 20, size: Size(width: 320, height: 794)))
        #expect(rules.resized(panel, to: Size(width: 500, height: 600)).size == Size(width: 500, height: 600))
        let full = try rules.window(device: .ipadPro11)
        #expect(try rules.switched(full, to: .slideOver).size == Size(width: 320, height: 794))
    }

    /// Each version refuses the other's modes, saying what to use instead, and
    /// a device that does not run the version is refused.
    @Test func versionsRefuseEachOthersModes() {
        #expect(throws: WindowError.modeNotInOS(.splitThird, os: .v26,
            hint: "Split View was removed in iPadOS 26; use left-third or right-third, or windowed with --window")) {
            try rules.window(device: .ipadPro11, mode: .splitThird)
        }
        #expect(throws: WindowError.modeNotInOS(.windowed, os: .v18, hint: "it exists from iPadOS 26 on (--os 26)")) {
            try WindowRules.standard.on(.v18).window(device: .ipadPro11, mode: .windowed, size: Size(width: 700, height: 700))
        }
        #expect(throws: WindowError.deviceUnsupported(device: .ipadPro10_5, os: .v26)) {
            try rules.window(device: .ipadPro10_5)
        }
        #expect(throws: WindowError.deviceUnsupported(device: .ipadMini5, os: .v27)) {
            try rules.on(.v27).window(device: .ipadMini5)
        }
        #expect(throws: WindowError.modeUnavailable(.leftHalf, device: .iphone16, reason: "iPhones run apps full screen only")) {
            try rules.window(device: .iphone16, mode: .leftHalf)
        }
        #expect(WindowError.modeNotInOS(.splitHalf, os: .v26, hint: "x").description == "iPadOS 26 has no split-half window: x")
    }
}
