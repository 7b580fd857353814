import LayoutModel
import SizeFuzz
import SportsNavigation

/// What both versions of the app's navigation model have: the two
/// selections the views bind to, and the handlers they attach with `onChange`.
protocol SportsSelection: AnyObject {
    var selectedScreen: Sport { get set }
    var sidebarSelection: Sport? { get set }
    init()
    func selectedScreenChanged(to screen: Sport)
    func sidebarSelectionChanged(to row: Sport?)
}

extension SportsNavigationModel: SportsSelection {}
extension LegacySportsNavigationModel: SportsSelection {}

/// The adapter between the fuzzer and the app's navigation model: the
/// fuzzer's binding writes go to the handlers the views attach, and what the
/// views would show is read back.
struct SportsNavigator<Model: SportsSelection>: SceneNavigator {
    func launch(_ scene: SceneContext) -> Model { Model() }

    func handle(_ change: NavigationChange, in model: inout Model, scene: SceneContext) {
        switch change {
        case let .tabSelected(tag):
            guard let sport = Sport(rawValue: tag) else { return }
            model.selectedScreen = sport
            model.selectedScreenChanged(to: sport)
        case let .sidebarSelected(row):
            let sport = row.flatMap(Sport.init(rawValue:))
            model.sidebarSelection = sport
            model.sidebarSelectionChanged(to: sport)
        default:
            break
        }
    }

    func shown(by model: Model) -> ShownNavigation {
        ShownNavigation(tab: model.selectedScreen.rawValue, sidebar: model.sidebarSelection?.rawValue)
    }
}
