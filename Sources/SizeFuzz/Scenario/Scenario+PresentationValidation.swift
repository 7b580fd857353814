import LayoutModel

extension Scenario {
    /// What is wrong with a `present` or `dismiss` event for `app`: an app
    /// that presents nothing, or an id no screen declares; `nil` when it can
    /// happen.
    static func presentationProblem(_ action: Action, app: AppSpec) -> String? {
        let ids = app.screens.flatMap { ($0.presentations ?? []).map(\.id) }
        if ids.isEmpty { return "cannot happen: \(app.name) declares no presentations" }
        if case let .present(id) = action, !ids.contains(id) {
            return "names no presentation of \(app.name) (presentations: \(ids.joined(separator: ", ")))"
        }
        return nil
    }
}
