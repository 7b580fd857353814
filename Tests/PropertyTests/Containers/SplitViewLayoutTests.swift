import LayoutModel
import Testing

@Suite struct SplitViewLayoutTests {
    let twoColumns = SplitViewColumns(sidebar: ColumnWidth(fixed: 320), detailMinimum: 320)
    let threeColumns = SplitViewColumns(
        sidebar: ColumnWidth(min: 200, ideal: 250, max: 350),
        content: ColumnWidth(min: 250, ideal: 350, max: 500), detailMinimum: 300)

    func resolve(_ widths: SplitViewColumns, _ style: SplitViewStyle, _ visibility: ColumnVisibility,
                 width: Double, landscape: Bool = true, horizontal: SizeClass = .regular,
                 top: SplitColumn = .detail) -> SplitViewLayout {
        SplitViewLayout.resolve(widths: widths, style: style, visibility: visibility, width: width,
                                landscape: landscape, horizontal: horizontal, compactTop: top)
    }

    func columns(_ layout: SplitViewLayout) -> [String] {
        layout.columns.map { "\($0.role.rawValue) \(Points.format(($0.width * 1000).rounded() / 1000)) \($0.presentation.rawValue)" }
    }

    /// The column on top when collapsed is read in compact width alone:
    /// ``AppModel/layout(of:)`` asks it of the state only there.
    @Test func anExpandedSplitViewDoesNotDependOnTheCompactTop() {
        var checked = 0
        for widths in [twoColumns, threeColumns] {
            for style in [SplitViewStyle.automatic, .balanced, .prominentDetail] {
                for visibility in [ColumnVisibility.automatic, .all, .doubleColumn, .detailOnly] {
                    for (width, landscape) in [(520.0, false), (1024, false), (1180, true), (1366, true)] {
                        let detail = resolve(widths, style, visibility, width: width, landscape: landscape)
                        for top in [SplitColumn.sidebar, .content] {
                            #expect(resolve(widths, style, visibility, width: width, landscape: landscape, top: top)
                                == detail)
                        }
                        checked += 1
                    }
                }
            }
        }
        #expect(checked == 96)
        #expect(columns(resolve(twoColumns, .balanced, .all, width: 1024, landscape: false, top: .sidebar))
            == ["sidebar 320 tiled", "detail 704 tiled"])
    }

    @Test func automaticTwoColumnsTileInLandscape() {
        #expect(columns(resolve(twoColumns, .automatic, .automatic, width: 1366))
            == ["sidebar 320 tiled", "detail 1046 tiled"])
    }

    @Test func automaticTwoColumnsShowTheDetailAloneInPortraitAndOverlayOnDemand() {
        #expect(columns(resolve(twoColumns, .automatic, .automatic, width: 1024, landscape: false))
            == ["sidebar 0 hidden", "detail 1024 tiled"])
        #expect(columns(resolve(twoColumns, .automatic, .all, width: 1024, landscape: false))
            == ["sidebar 320 overlay", "detail 1024 tiled"])
    }

    @Test func balancedShrinksTowardTheMinimumsSharingTheShortfall() {
        // 250 + 350 leave 200 of 800; the 100 short come 1/3 from the sidebar
        // (50 above its minimum) and 2/3 from the content (100 above).
        #expect(columns(resolve(threeColumns, .balanced, .all, width: 800))
            == ["sidebar 216.667 tiled", "content 283.333 tiled", "detail 300 tiled"])
    }

    @Test func balancedStopsTilingTheSidebarWhenTheMinimumsDoNotFit() {
        #expect(columns(resolve(threeColumns, .balanced, .all, width: 678, landscape: false))
            == ["sidebar 250 overlay", "content 350 tiled", "detail 328 tiled"])
        #expect(columns(resolve(threeColumns, .balanced, .all, width: 520))
            == ["sidebar 250 overlay", "content 350 overlay", "detail 520 tiled"])
    }

    /// UIKit's `twoDisplaceSecondary` is for widths "still too narrow for
    /// twoBesideSecondary": below `threeColumnTileWidth` (1366 by estimate)
    /// the sidebar displaces the others, from it all three tile.
    @Test func automaticThreeColumnsDisplaceTheSidebarInNarrowerLandscapeWindows() {
        #expect(columns(resolve(threeColumns, .automatic, .all, width: 1365.5))
            == ["sidebar 250 displaced", "content 350 tiled", "detail 1015.5 tiled"])
        #expect(columns(resolve(threeColumns, .automatic, .all, width: 1366))
            == ["sidebar 250 tiled", "content 350 tiled", "detail 766 tiled"])
        #expect(columns(resolve(threeColumns, .automatic, .automatic, width: 1366))
            == ["sidebar 0 hidden", "content 350 tiled", "detail 1016 tiled"])
        var never = SplitViewParameters.standard
        never.threeColumnTileWidth = 1377
        #expect(columns(SplitViewLayout.resolve(widths: threeColumns, style: .automatic, visibility: .all, width: 1376,
                                                landscape: true, horizontal: .regular, compactTop: .detail, parameters: never))
            == ["sidebar 250 displaced", "content 350 tiled", "detail 1026 tiled"])
    }

    /// A split view that gives no widths gets UIKit's automatic bounds
    /// (min 0, ideal = max = 320, by estimate): in a narrow regular window
    /// three default columns shrink rather than float.
    @Test func defaultColumnsShrinkInANarrowRegularWindow() {
        let defaults = SplitViewColumns(sidebar: SplitViewParameters.standard.sidebarWidth,
                                        content: SplitViewParameters.standard.contentWidth, detailMinimum: 320)
        // 700 - 320 detail = 380 for two columns that want 640: each gives up 130.
        #expect(columns(resolve(defaults, .balanced, .all, width: 700))
            == ["sidebar 190 tiled", "content 190 tiled", "detail 320 tiled"])
        #expect(columns(resolve(defaults, .balanced, .all, width: 1194))
            == ["sidebar 320 tiled", "content 320 tiled", "detail 554 tiled"])
    }

    @Test func prominentDetailKeepsTheDetailWhole() {
        #expect(columns(resolve(threeColumns, .prominentDetail, .all, width: 1366))
            == ["sidebar 250 overlay", "content 350 overlay", "detail 1366 tiled"])
    }

    @Test func detailOnlyAndDoubleColumn() {
        #expect(columns(resolve(threeColumns, .balanced, .detailOnly, width: 1366))
            == ["sidebar 0 hidden", "content 0 hidden", "detail 1366 tiled"])
        #expect(columns(resolve(twoColumns, .balanced, .doubleColumn, width: 1366))
            == ["sidebar 320 tiled", "detail 1046 tiled"])
    }

    @Test func compactWidthCollapsesIgnoringVisibility() {
        let layout = resolve(threeColumns, .balanced, .all, width: 375, horizontal: .compact, top: .content)
        #expect(layout.collapsed && layout.topColumn == .content && layout.visibility == .automatic)
        #expect(columns(layout) == ["sidebar 0 hidden", "content 375 tiled", "detail 0 hidden"])
    }

    @Test func anIdealAboveTheMaximumIsClamped() {
        let widths = SplitViewColumns(sidebar: ColumnWidth(min: 200, ideal: 500, max: 360), detailMinimum: 320)
        #expect(!widths.sidebar.isConsistent)
        #expect(columns(resolve(widths, .balanced, .all, width: 1366)) == ["sidebar 360 tiled", "detail 1006 tiled"])
    }

    /// Over every regular width, style and visibility: tiled columns stay in
    /// their bounds, the tiled columns and the detail fill the window
    /// exactly, and the detail keeps its minimum whenever a leading column is tiled.
    @Test(arguments: SplitViewStyle.allCases)
    func tiledColumnsFitAndRespectTheirBounds(_ style: SplitViewStyle) {
        for widths in [twoColumns, threeColumns] {
            for visibility in ColumnVisibility.allCases {
                for width in stride(from: 678.0, through: 3008, by: 3.5) {
                    for landscape in [true, false] {
                        let layout = resolve(widths, style, visibility, width: width, landscape: landscape)
                        let tiled = layout.columns.filter { $0.presentation == .tiled && $0.role != .detail }
                        for column in tiled {
                            let bounds = column.role == .sidebar ? widths.sidebar : widths.content!
                            #expect(bounds.contains(column.width), "\(style) \(visibility) \(width) \(column)")
                        }
                        let detail = layout[.detail]!.width
                        #expect(abs(tiled.reduce(0) { $0 + $1.width } + detail - width) < 0.001)
                        if !tiled.isEmpty { #expect(detail >= widths.detailMinimum - 0.001) }
                    }
                }
            }
        }
    }
}
