import LayoutModel

/// A bug in a narrow region, for the guided-versus-seeded benchmark: the
/// `badge` screen, reached only through the deep link `?moji=badge`, frames
/// its content at 359.5 pt in regular width (its compact content has no
/// frame). Beside cafe's 320 pt sidebar that overflows only in landscape
/// windows from 678 pt (regular) to just under 679.5 pt wide: a failing
/// width window 1.5 pt wide, reached only after a deep link.
let hiddenRegionApp: AppSpec = {
    let mojis = ["smile", "wink"]
    var screens = [
        Screen("coffee", title: "Coffee", destinations: ["latte"]),
        Screen("moji", title: "Moji", destinations: mojis),
        Screen("latte"),
    ]
    screens += mojis.map { Screen($0) }
    screens.append(Screen("badge", content: .frame(width: 359.5, content: .content(name: "Badge", minWidth: 100)),
                          compactContent: .content(name: "Badge", minWidth: 100)))
    return AppSpec(
        name: "hidden-region", summary: "cafe with a deep-link-only screen that overflows between 678 and 679.5 pt",
        source: "fuzzbench", screens: screens,
        root: .any(.splitView(SplitViewSpec(sidebar: ["coffee", "moji"], detailStack: true))),
        behavior: AppBehavior(pathReset: .onSidebarChange,
                              deepLinks: [DeepLink(parameter: "moji", select: "moji", popToRoot: true, values: mojis + ["badge"])]))
}()
