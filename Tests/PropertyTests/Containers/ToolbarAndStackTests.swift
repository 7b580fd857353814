import LayoutModel
import Testing

@Suite struct ToolbarLayoutTests {
    let toolbar = ToolbarSpec(
        items: [ToolbarItem("compose", placement: .primaryAction), ToolbarItem("reply", placement: .secondaryAction),
                ToolbarItem("flag", placement: .secondaryAction)],
        compact: [ToolbarItem("compose", placement: .bottomBar), ToolbarItem("reply", placement: .bottomBar),
                  ToolbarItem("flag", placement: .bottomBar)])

    @Test func regularWidthPutsSecondaryActionsInTheOverflowMenu() {
        let layout = ToolbarLayout.resolve(toolbar, horizontal: .regular, width: 300)
        #expect(layout.trailing == ["compose"] && layout.overflow == ["reply", "flag"] && layout.clipped.isEmpty)
    }

    @Test func editorRoleCentersSecondaryActionsInRegularWidth() {
        var editor = toolbar
        editor.role = .editor
        let layout = ToolbarLayout.resolve(editor, horizontal: .regular, width: 1000)
        #expect(layout.center == ["reply", "flag"] && layout.trailing == ["compose"] && layout.overflow.isEmpty)
        // Centred actions overflow like trailing ones when there is no room.
        let narrow = ToolbarLayout.resolve(editor, horizontal: .regular, width: 300)
        // 148 pt beside the leading area; the menu button takes 52, reply 52.
        #expect(narrow.center == ["reply"] && narrow.trailing.isEmpty && narrow.overflow == ["flag", "compose"])
    }

    @Test func compactWidthUsesTheBottomBar() {
        let layout = ToolbarLayout.resolve(toolbar, horizontal: .compact, width: 320)
        #expect(layout.bottom == ["compose", "reply", "flag"] && layout.trailing.isEmpty)
    }

    @Test func navigationBarItemsOverflowInOrderAndBottomBarItemsClip() {
        let many = ToolbarSpec(items: (1...8).map { ToolbarItem("a\($0)", placement: .primaryAction) }
                                      + (1...8).map { ToolbarItem("b\($0)", placement: .bottomBar) })
        let layout = ToolbarLayout.resolve(many, horizontal: .regular, width: 400)
        // 400 - 32 - 120 = 248 pt: the menu button and three 52 pt items.
        #expect(layout.trailing == ["a1", "a2", "a3"])
        #expect(layout.overflow == ["a4", "a5", "a6", "a7", "a8"])
        // 368 pt of bottom bar: seven items (the last one's spacing is not needed).
        #expect(layout.bottom == ["b1", "b2", "b3", "b4", "b5", "b6", "b7"] && layout.clipped == ["b8"])
    }

    /// Every item is placed exactly once; without principal or bottom-bar
    /// items nothing is ever lost.
    @Test func everyItemIsVisibleOrInTheOverflowMenu() {
        let specs = [toolbar, ToolbarSpec(items: (1...12).map {
            ToolbarItem("i\($0)", placement: [.automatic, .primaryAction, .secondaryAction][$0 % 3])
        })]
        for spec in specs {
            for sizeClass in SizeClass.allCases {
                for width in stride(from: 200.0, through: 1400, by: 5) {
                    let layout = ToolbarLayout.resolve(spec, horizontal: sizeClass, width: width)
                    let placed = layout.reachable + layout.clipped
                    #expect(placed.sorted() == spec.items(for: sizeClass).map(\.id).sorted())
                    #expect(layout.clipped.isEmpty || sizeClass == .compact)
                }
            }
        }
    }

    /// A toolbar whose compact list has an item the regular one lacks, and
    /// lacks one of the regular one's.
    let twoLists = ToolbarSpec(
        items: [ToolbarItem("compose", placement: .primaryAction), ToolbarItem("reply", placement: .secondaryAction),
                ToolbarItem("flag", placement: .secondaryAction)],
        compact: [ToolbarItem("compose", placement: .bottomBar), ToolbarItem("share", placement: .bottomBar),
                  ToolbarItem("reply", placement: .bottomBar), ToolbarItem("print", placement: .bottomBar)])

    /// The item a size class's toolbar leaves out (``ToolbarSpec/firstItemLeftOut(in:)``)
    /// is the first of the other list's items that its own lacks,
    /// and none when both size classes show one list, or the same ids.
    @Test func theItemLeftOutIsTheOtherListsFirstItemThisOneLacks() {
        #expect(twoLists.firstItemLeftOut(in: .regular)?.id == "share")
        #expect(twoLists.firstItemLeftOut(in: .compact)?.id == "flag")
        #expect(toolbar.firstItemLeftOut(in: .regular) == nil && toolbar.firstItemLeftOut(in: .compact) == nil)
        let one = ToolbarSpec(items: [ToolbarItem("compose", placement: .primaryAction)])
        #expect(one.firstItemLeftOut(in: .regular) == nil && one.firstItemLeftOut(in: .compact) == nil)
    }

    /// When nothing is clipped, the item left out is the first item, regular
    /// ones before compact ones, that none of the resolved toolbar's lists
    /// holds: what `toolbar-actions-reachable` searched the lists for before
    /// it asked the spec. Every width from 200 to 1,400 pt, both
    /// size classes, with and without a back button.
    @Test func theItemLeftOutIsTheFirstItemNoListOfTheResolvedToolbarHolds() {
        let specs = [toolbar, twoLists, ToolbarSpec(items: twoLists.compact ?? [], compact: twoLists.items),
                     ToolbarSpec(items: (1...9).map {
                         ToolbarItem("i\($0)", placement: [.principal, .navigation, .secondaryAction][$0 % 3])
                     }, compact: (4...12).map { ToolbarItem("i\($0)", placement: [.bottomBar, .keyboard][$0 % 2]) },
                     role: .editor)]
        var checked = 0, leftOut = 0
        for spec in specs {
            for sizeClass in SizeClass.allCases {
                for width in stride(from: 200.0, through: 1400, by: 5) {
                    for backButton in [false, true] {
                        let layout = ToolbarLayout.resolve(spec, horizontal: sizeClass, width: width,
                                                           backButton: backButton)
                        guard layout.clipped.isEmpty else { continue }
                        let reachable = layout.reachable
                        let searched = spec.items.first { !reachable.contains($0.id) }
                            ?? spec.compact?.first { !reachable.contains($0.id) }
                        #expect(spec.firstItemLeftOut(in: sizeClass) == searched)
                        checked += 1
                        if searched != nil { leftOut += 1 }
                    }
                }
            }
        }
        #expect(checked == 3_750)
        #expect(leftOut == 2_786)
    }
}

@Suite struct StackAndFrameTests {
    let context = WidthContext(screenWidth: 1366)
    let fixedSidebar = ViewNode.hstack(spacing: 0, children: [
        .frame(width: 300, content: .content(name: "Sidebar", minWidth: 0)), .content(name: "List", minWidth: 320),
    ])

    @Test func fixedSidebarNeeds620() {
        #expect(fixedSidebar.minimumWidth(in: context) == 620)
        #expect(fixedSidebar.overflows(offered: 620, in: context).isEmpty)
        #expect(fixedSidebar.overflows(offered: 619.5, in: context)
            == [WidthOverflow(path: "HStack(spacing: 0)", required: 620, offered: 619.5, involvesFixedWidth: true,
                              fixedFrame: "HStack(spacing: 0) > frame(width: 300)")])
    }

    @Test func screenWidthFrameIsTheScreenNotTheWindow() {
        let node = ViewNode.screenWidthFrame(content: .content(name: "Dashboard", minWidth: 0))
        #expect(node.minimumWidth(in: context) == 1366)
        #expect(node.overflows(offered: 1366, in: context).isEmpty)
        #expect(node.overflows(offered: 678, in: context).map(\.required) == [1366])
    }

    @Test func contentLargerThanItsFixedFrameIsSqueezedByIt() {
        let node = ViewNode.vstack(spacing: 8, children: [.frame(width: 300, content: .content(name: "List", minWidth: 320))])
        #expect(node.overflows(offered: 1000, in: context)
            == [WidthOverflow(path: "VStack(spacing: 8) > frame(width: 300) > List", required: 320, offered: 300,
                              involvesFixedWidth: true)])
        #expect(node.overflows(offered: 1000, in: context).map(\.fixedFrame) == [nil])
        // In a window too narrow for the List anyway, the frame is not to blame.
        #expect(node.overflows(offered: 310, in: context).map(\.involvesFixedWidth) == [false])
    }

    /// A VStack is as wide as its widest child: the frame named is the one
    /// in that child, not a narrower frame written before it.
    @Test func theFrameNamedInAVStackIsTheWidestChilds() {
        let node = ViewNode.vstack(spacing: 8, children: [
            .padding(length: nil, content: .frame(width: 250, content: .content(name: "Cover", minWidth: 0))),
            .frame(width: 400, content: .content(name: "Card", minWidth: 0)),
        ])
        #expect(node.overflows(offered: 320, in: context).first?.fixedFrame == "VStack(spacing: 8) > frame(width: 400)")
    }

    @Test func aFixedFrameIsBlamedOnlyWhenTheRestWouldFit() {
        let iconRow = ViewNode.hstack(spacing: 0, children: [
            .frame(width: 44, content: .content(name: "Icon", minWidth: 0)), .content(name: "Table", minWidth: 700),
        ])
        #expect(iconRow.minimumWidthWithoutFixedFrames == 700)
        // 744 needed: at 720 the icon's 44 pt tip it over; at 500 the table alone does not fit.
        #expect(iconRow.overflows(offered: 720, in: context).map(\.involvesFixedWidth) == [true])
        #expect(iconRow.overflows(offered: 500, in: context).map(\.involvesFixedWidth) == [false])
        #expect(fixedSidebar.overflows(offered: 320, in: context).map(\.involvesFixedWidth) == [true])
    }

    @Test func flexibleFramesAndSpacing() {
        let node = ViewNode.hstack(spacing: 10, children: [
            .flexibleFrame(minWidth: 200, maxWidth: 360, content: .content(name: "Sidebar", minWidth: 100)),
            .spacer(minLength: 8), .content(name: "Detail", minWidth: 300),
        ])
        #expect(node.minimumWidth(in: context) == 528)
        #expect(!node.containsFixedWidth && node.isFlexible)
        #expect(node.overflows(offered: 527.5, in: context).map(\.involvesFixedWidth) == [false])
    }

    @Test func gridsArePlacedAtTheWidthTheyGet() {
        let node = ViewNode.hstack(spacing: 0, children: [
            .frame(width: 100, content: .content(name: "Rail", minWidth: 0)),
            .grid(columns: [GridItem(.adaptive(minimum: 150, maximum: .infinity))]),
        ])
        let placed = node.place(offered: 500, in: context)
        #expect(placed.grids.map(\.layout.offeredWidth) == [400])
        #expect(placed.grids.first?.layout.columns.first?.itemWidths.count == 2)
    }

    @Test func viewTreesRoundTripThroughJSONShapes() throws {
        #expect(fixedSidebar.breakpoints(in: context) == [620, 300, 0, 320])
    }
}
