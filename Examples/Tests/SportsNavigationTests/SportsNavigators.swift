import LayoutModel
import SizeFuzz
import SportsNavigation

/// The adapter between the fuzzer and the app's navigation model: the
/// fuzzer's binding writes go to the handlers the views attach, and what the
/// views would show is read back.
struct SportsNavigator: SceneNavigator {
    func launch(_ scene: SceneContext) -> SportsNavigationModel { SportsNavigationModel() }

    func handle(_ change: NavigationChange, in model: inout SportsNavigationModel, scene: SceneContext) {
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

    func shown(by model: SportsNavigationModel) -> ShownNavigation {
        ShownNavigation(tab: model.selectedScreen.rawValue, sidebar: model.sidebarSelection?.rawValue)
    }
}

/// The same adapter around the first version of the model.
struct LegacySportsNavigator: SceneNavigator {
    func launch(_ scene: SceneContext) -> LegacySportsNavigationModel { LegacySportsNavigationModel() }

    func handle(_ change: NavigationChange, in model: inout LegacySportsNavigationModel, scene: SceneContext) {
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

    func shown(by model: LegacySportsNavigationModel) -> ShownNavigation {
        ShownNavigation(tab: model.selectedScreen.rawValue, sidebar: model.sidebarSelection?.rawValue)
    }
}
