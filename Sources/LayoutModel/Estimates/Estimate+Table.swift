// The estimated parameters of the model and the plausible range of each.
//
// Each end of a range comes with the evidence that bounds it: a measurement,
// a published number, or the tightest statement a source makes. Where no
// source bounds an end, the evidence says so and the end is wide. A correct
// built-in app passes at both ends of every range (the sweep in
// BENCHMARKS.md, `.ci/soak`), so a guessed number is never the reason a
// correct app fails. The table is the one place that lists them; Parameters.md
// prints it (a test checks that the two agree).

extension Estimate {
    /// Every estimated parameter of ``Platform``, in the order of
    /// Parameters.md.
    public static let all: [Estimate] = [
        Estimate(
            "windows.regularWidthThreshold", \.windows.regularWidthThreshold, plausible: 639.5...678,
            lower: "a 639 pt window is compact: the 12.9-inch iPad Pro's portrait two-thirds pane (swift-snapshot-testing's measured constants)",
            upper: "a 678 pt window is regular: the 12.9-inch iPad Pro's landscape half split (the same constants)",
            versions: [.v18]),
        Estimate(
            "windows.windowing.regularWidthThreshold", \.windows.windowing.regularWidthThreshold, plausible: 639.5...678,
            lower: "no iPadOS 26 threshold is published; iPadOS 18's compact 639 pt pane is the widest window known compact",
            upper: "iPadOS 18's regular 678 pt half split is the narrowest window known regular; iPad apps still change size class with width under 26 and 27 (fatbobman.com, \"from size class to available space\")",
            versions: [.v26, .v27]),
        Estimate(
            "windows.windowing.minimumWindowSize.width", \.windows.windowing.minimumWindowSize.width, plausible: 320...375,
            lower: "320 pt is the narrowest window iPad apps have been given (iPadOS 18's narrow Split View pane and Slide Over, Reference/devices.json); no narrower iPadOS 26 window is reported",
            upper: "375 pt is iPadOS 18's measured Stage Manager minimum (iPad Pro 11-inch M4); iPadOS 26 windows tile into thirds and quarters, so its minimum is no wider (reference/ipados-26-27.md)",
            versions: [.v26, .v27]),
        Estimate(
            "windows.windowing.minimumWindowSize.height", \.windows.windowing.minimumWindowSize.height, plausible: 320...379,
            lower: "no iPad window shorter than 320 pt is reported; the estimate keeps the minimum square",
            upper: "a quarter tile is a window: the shortest, of the iPad mini 5 in landscape, is (768 - 10) / 2 = 379 pt at the widest plausible tile gap, so the minimum is no taller",
            versions: [.v26, .v27]),
        Estimate(
            "windows.windowing.tileGap", \.windows.windowing.tileGap, plausible: 0...10,
            lower: "tiles leave \"a small gap with a draggable area\" (Ars Technica's iPadOS 26 preview) that no one measured: it may be as narrow as the drag bar drawn over abutting tiles",
            upper: "10 pt is iPadOS 18's Split View divider, the bar the tiles' shared drag bar replaces (Reference/devices.json); a \"small gap\" is no wider",
            versions: [.v26, .v27]),
        Estimate(
            "windows.windowing.controlsArea.width", \.windows.windowing.controlsArea.width, plausible: 64...130,
            lower: "a leading button clears the controls when it starts 64 pt from the window's edge (pub.dev is_app_windowed: a 112 pt leading slot, 56 x 2, with a 48 pt button at its right); a crop of the controls in tauri-apps/tauri issue 15521 is 139 px, about 70 pt at @2x, wide",
            upper: "the controls are three buttons at the top left (thedailytechfeed.com): with 44 pt hit targets and no spacing they span 132 pt, so the area is at most about 130 pt",
            versions: [.v26, .v27]),
        Estimate(
            "windows.windowing.controlsArea.height", \.windows.windowing.controlsArea.height, plausible: 32...50,
            lower: "the system parks the controls of a compatibility-mode app in a 32 pt status-bar band (erik-sutton95/OpenZCine PR 91, measured on an iPadOS 26.2 simulator)",
            upper: "the controls sit beside the leading items of a 50 pt iPad navigation bar (zenn.dev tatsube), so they are no taller than it",
            versions: [.v26, .v27]),
        Estimate(
            "windows.windowing.slideOverWidth", \.windows.windowing.slideOverWidth, plausible: 320...375,
            lower: "320 pt is iPadOS 18's Slide Over panel on every iPad but the 12.9- and 13-inch (Reference/devices.json), the narrowest window iPad apps are given; the 26.1 panel's opening size is not published (slatepad.org 2025-10-06)",
            upper: "375 pt is iPadOS 18's widest panel, on the 12.9- and 13-inch iPads; the 26.1 panel floats over other apps \"without obscuring them\" (thedailytechfeed.com, iPadOS 26.1 beta 2) and is resized from there, so it is taken to open no wider than the panel it brought back",
            versions: [.v26, .v27]),
        Estimate(
            "splitView.sidebarWidth.min", \.splitView.sidebarWidth.min, plausible: 0...320,
            lower: "UIKit's automatic minimum primary column width was measured as 0 pt (useyourloaf, \"Change the width of master view in split view controller\")",
            upper: "320 pt, the automatic maximum: a default sidebar that never shrinks, the model's value before it was sourced"),
        Estimate(
            "splitView.contentWidth.min", \.splitView.contentWidth.min, plausible: 0...320,
            lower: "by analogy with the sidebar's measured 0 pt automatic minimum (the supplementary column's bounds are `automaticDimension` too)",
            upper: "320 pt, its automatic maximum: a content column that never shrinks"),
        Estimate(
            "splitView.threeColumnTileWidth", \.splitView.threeColumnTileWidth, plausible: 1195...1377,
            lower: "UIKit's header keeps `twoDisplaceSecondary` for widths \"still too narrow for twoBesideSecondary\", and Apple gives no width: 1195 pt tiles every window wider than an 11-inch iPad's landscape screen (1194 pt)",
            upper: "1377 pt tiles in no iPad's own landscape screen (the widest, the 13-inch iPad Pro's, is 1376 pt)"),
        Estimate(
            "tabBar.titleCharacterWidth", \.tabBar.titleCharacterWidth, plausible: 6...10,
            lower: "Apple publishes no tab bar metrics; iPad tab bar titles were measured at 13 pt (flutter/flutter PR 39258, iOS 13 simulators), whose narrow letters average about 6 pt",
            upper: "no source; 10 pt is a quarter above the default, for wide letters and titles up to the 17 pt body size"),
        Estimate(
            "tabBar.itemPadding", \.tabBar.itemPadding, plausible: 16...36,
            lower: "no source; 16 pt is 8 pt at each side of a title, UIKit's default layout margin (\"The default margins are eight points on each side\", `UIView.layoutMargins`)",
            upper: "no source; 36 pt is the 44 pt hit target less a title's 8 pt, a quarter above the default"),
        Estimate(
            "tabBar.topBarMargin", \.tabBar.topBarMargin, plausible: 16...20,
            lower: "the floating bar is taken to sit in the layout margins: a root view's side margins \"can be either 16 or 20 points\" (`UIView.layoutMargins`)",
            upper: "20 pt, the wider of those margins"),
        Estimate(
            "toolbar.itemSpacing", \.toolbar.itemSpacing, plausible: 4...12,
            lower: "no source; 4 pt is half the default, items set closer than UIKit's 8 pt default margin",
            upper: "no source; 12 pt is half again the default"),
        Estimate(
            "toolbar.reservedLeadingWidth", \.toolbar.reservedLeadingWidth, plausible: 88...160,
            lower: "no source; 88 pt is a back button's 44 pt hit target and a title of 44 pt at least",
            upper: "no source; 160 pt is a third above the default, for a longer back title"),
        Estimate(
            "toolbar.barMargin", \.toolbar.barMargin, plausible: 16...20,
            lower: "a bar's items are taken to sit in the layout margins: a root view's side margins \"can be either 16 or 20 points\" (`UIView.layoutMargins`)",
            upper: "20 pt, the wider of those margins"),
        Estimate(
            "content.defaultPadding", \.content.defaultPadding, plausible: 16...20,
            lower: "Apple documents only \"a platform-specific default amount\" (`padding(_:_:)`); samples label `.padding()` \"Default padding of 16 points\" (an iPhone 13 Pro Max preview, Mehmet Tarhan 2022), and UIKit's side margins are never less: \"either 16 or 20 points\" (`UIView.layoutMargins`)",
            upper: "UIKit's root-view side margins \"vary depending on the current size class, but can be either 16 or 20 points\" (`UIView.layoutMargins`): 20 pt is the widest default inset the platform documents"),
        Estimate(
            "presentation.formSheetSize.width", \.presentation.formSheetSize.width, plausible: 500...600,
            lower: "no source publishes the form sheet's width; 500 pt leaves a form's labelled rows readable, and a form is only \"slightly less wide than `.page`\" (Apple, `PresentationSizing.form`)",
            upper: "no source; 600 pt keeps the form narrower than the page sheet at its narrowest plausible width (620 pt), as Apple has it: \"The default content size is smaller than that of the pageSheet style\" (`UIModalPresentationStyle.formSheet`)"),
        Estimate(
            "presentation.formSheetSize.height", \.presentation.formSheetSize.height, plausible: 500...720,
            lower: "no source; 500 pt, a form sheet no shorter than it is wide at the narrowest",
            upper: "no source; 720 pt, still inside every iPad's landscape screen with room above and below (\"A part of the background content always remains visible\", `UIModalPresentationStyle.formSheet`)"),
        Estimate(
            "presentation.pageSheetSize.width", \.presentation.pageSheetSize.width, plausible: 620...768,
            lower: "no source; 620 pt keeps a page wider than the widest plausible form sheet (600 pt): a form is \"slightly less wide than `.page`\" (Apple, `PresentationSizing.form`)",
            upper: "768 pt: the page sheet was \"Set to the height and width of the screen in portrait orientation\" (Microsoft's UIKit binding docs, `UIModalPresentationStyle.PageSheet`) of the 768 pt iPads; today's \"sheet width follows the readable width\" (Apple, `prefersPageSizing`), which is no wider"),
        Estimate(
            "presentation.pageSheetSize.height", \.presentation.pageSheetSize.height, plausible: 800...1100,
            lower: "no source; a page is \"roughly the size of a page, where the height is greater than the width\" (Apple, `UIModalPresentationStyle.pageSheet`): taller than its widest plausible width, with margin",
            upper: "no source; 1100 pt, below the 13-inch iPad's portrait height (1376 pt) less its bars, so part of the background stays visible"),
        Estimate(
            "presentation.popoverSize.width", \.presentation.popoverSize.width, plausible: 240...400,
            lower: "no source; a popover of flexible content (a list) is taken to be at least 240 pt, three quarters of the 320 pt narrow column iPad apps are given",
            upper: "no source; 400 pt, a quarter above the default: a popover of a list is a narrow panel"),
        Estimate(
            "presentation.popoverSize.height", \.presentation.popoverSize.height, plausible: 320...640,
            lower: "no source; 320 pt, a popover as tall as the narrowest window is wide",
            upper: "no source; 640 pt, a third above the default"),
        Estimate(
            "presentation.inspectorWidth", \.presentation.inspectorWidth, plausible: 270...400,
            lower: "no source publishes the default (UIKit's `minimumInspectorColumnWidth` has none); 270 pt is a sixth below the 320 pt default",
            upper: "no source; 400 pt, a quarter above the default: apps that want more write `inspectorColumnWidth(min:ideal:max:)`"),
        Estimate(
            "presentation.compactSheetTopInset", \.presentation.compactSheetTopInset, plausible: 0...60,
            lower: "0 pt, a sheet that covers the window: the strip \"near the top\" (`UIModalPresentationStyle.formSheet`) is not measured",
            upper: "no source; 60 pt, a status bar and a little more; the inset decides the sheet's height, never its width"),
    ]
}
