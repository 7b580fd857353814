import Testing

/// `fuzzrun layout`: exact output and exit codes.
@Suite struct LayoutCommandTests {
    @Test func splitHalfAsJSON() {
        let result = fuzzrun("layout", "--device", "ipad-pro-12.9", "--mode", "split-half", "--json")
        #expect(result.code == 0)
        #expect(result.err == "")
        #expect(result.out == """
            {"device": "ipad-pro-12.9", "orientation": "landscape", "mode": "split-half", \
            "window": {"width": 678, "height": 1024}, "horizontalSizeClass": "regular", \
            "verticalSizeClass": "regular", "screen": {"width": 1366, "height": 1024}, "scale": 2}

            """)
    }

    @Test func stageWindowAsText() {
        let result = fuzzrun("layout", "--device", "ipad-pro-11", "--mode", "stage", "--window", "620x800",
                             "--orientation", "portrait")
        #expect(result.code == 0)
        #expect(result.out == """
            ipad-pro-11 portrait stage
              device       iPad Pro 11-inch (1st-4th gen), portrait
              screen       834x1194 pt @2x
              window       620x800 pt
              size classes horizontal compact, vertical regular

            """)
    }

    @Test func stageWindowOnAnExternalDisplay() {
        let result = fuzzrun("layout", "--device", "ipad-pro-11", "--mode", "stage", "--window=1500x900",
                             "--display", "display-1080p", "--json")
        #expect(result.code == 0)
        #expect(result.out.contains(#""display": "display-1080p", "window": {"width": 1500, "height": 900}, "horizontalSizeClass": "regular""#))
    }

    /// Bad input: one line on stderr naming the option, exit 64, nothing on stdout.
    @Test(arguments: [
        (["layout"], "fuzzrun: error: --device is required (fuzzrun list devices)\n"),
        (["layout", "--device"], "fuzzrun: error: --device needs a value\n"),
        (["layout", "--device", "ipad-foo"],
         "fuzzrun: error: --device: unknown value 'ipad-foo' (expected one of: ipad-mini-5, ipad-mini-6, ipad-10.2, ipad-10th, ipad-air-11, ipad-air-13, ipad-pro-10.5, ipad-pro-11, ipad-pro-11-m4, ipad-pro-12.9, ipad-pro-13-m4, iphone-se, iphone-13, iphone-16, iphone-8-plus, iphone-16-plus, iphone-16-pro-max)\n"),
        (["layout", "--device", "ipad-pro-11", "--mode", "thirds"],
         "fuzzrun: error: --mode: unknown value 'thirds' (expected one of: full, split-third, split-half, split-two-thirds, slide-over, stage)\n"),
        (["layout", "--device", "ipad-pro-11", "--mode", "split-half", "--orientation", "portrait"],
         "fuzzrun: error: --mode: ipad-pro-11 has no split-half window: a half split exists in landscape only\n"),
        (["layout", "--device", "ipad-mini-6", "--mode", "stage", "--window", "500x700"],
         "fuzzrun: error: --mode: ipad-mini-6 has no stage window: it has no Stage Manager\n"),
        (["layout", "--device", "ipad-pro-11", "--mode", "stage"],
         "fuzzrun: error: --window: a stage window needs a size (WxH)\n"),
        (["layout", "--device", "ipad-pro-11", "--window", "500x700"],
         "fuzzrun: error: --window: a full window's size is set by the system; give a size only with stage\n"),
        (["layout", "--device", "ipad-pro-11", "--mode", "stage", "--window", "500x"],
         "fuzzrun: error: --window: '500x' is not a size WxH, such as 678x1024\n"),
        (["layout", "--device", "ipad-pro-11", "--mode", "stage", "--window", "nanx700"],
         "fuzzrun: error: --window: 'nanx700' must be positive and finite\n"),
        (["layout", "--device", "ipad-pro-11", "--mode", "stage", "--window", "-500x700"],
         "fuzzrun: error: --window: '-500x700' must be positive and finite\n"),
        (["layout", "--device", "ipad-pro-11", "--mode", "stage", "--window", "100000x700"],
         "fuzzrun: error: --window: window width 100000 is outside 375...1194, what the system gives\n"),
        (["layout", "--device", "ipad-pro-11", "--mode", "stage", "--window", "500.3x700"],
         "fuzzrun: error: --window: window width 500.3 is not on the pixel grid (multiples of 1/2 pt)\n"),
        (["layout", "--device", "ipad-pro-11", "--orientation", "sideways"],
         "fuzzrun: error: --orientation: unknown value 'sideways' (expected one of: portrait, landscape)\n"),
        (["layout", "--device", "ipad-pro-11", "--colour"], "fuzzrun: error: unknown option --colour\n"),
        (["layout", "--device", "ipad-pro-11", "--json=yes"], "fuzzrun: error: --json takes no value\n"),
        (["layout", "--device", "ipad-pro-11", "--device", "ipad-pro-11"],
         "fuzzrun: error: --device given more than once\n"),
        (["layout", "--device", "ipad-mini-6", "--mode", "stage", "--window", "500x700", "--display", "display-6k"],
         "fuzzrun: error: --display: ipad-mini-6 cannot put a window on an external display: it has no Stage Manager (the display mirrors)\n"),
    ] as [([String], String)])
    func badInput(_ arguments: [String], _ message: String) {
        let result = fuzzrun(arguments)
        #expect(result.code == 64)
        #expect(result.out == "")
        #expect(result.err == message)
    }
}
