import Observation
import SwiftUI

@Observable
final class CafeModel {
    var selection: Category? = .coffee
    var path = NavigationPath()

    func open(_ url: URL) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              let name = components.queryItems?.first(where: { $0.name == "moji" })?.value,
              let moji = Moji(rawValue: name) else { return }
        selection = .moji
        path.removeLast(path.count)
        path.append(moji)
    }
}
