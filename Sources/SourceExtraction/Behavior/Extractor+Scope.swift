import LayoutModel
import SourceSyntax

extension Extractor {
    /// Where each part of the navigation state lives (``StateScopes``): a
    /// part is held once for the app when its state is `@AppStorage`, a
    /// property of the `App` struct passed into the `WindowGroup`'s root
    /// (`@State private var tab` in the `App`, bound into the root view), or
    /// a property of a model created once for the app (in the `App`, a
    /// `static let shared`, a global); per window when it is a view's own
    /// state or a model created by a view.
    mutating func readScope(into behavior: inout AppBehavior, locate: (String, Site) -> Void) {
        var parts: [(StatePart, String)] = []
        if let tab = roles.tab { parts.append((.tabSelection, tab)) }
        if let sidebar = roles.sidebar { parts.append((.sidebarSelection, sidebar)) }
        if let content = roles.content { parts.append((.contentSelection, content)) }
        for path in roles.paths { parts.append((.paths, path)) }
        var shared: [StatePart] = []
        var sharedSite: Site?
        var sceneSite: Site?
        var assumedModels: [String] = []
        for (part, key) in parts {
            let pieces = key.split(separator: ".", maxSplits: 1).map(String.init)
            guard pieces.count == 2, let info = index.types[pieces[0]] else { continue }
            let owner = pieces[0]
            let variable = info.variable(pieces[1])
            let at = variable.map { site($0.node.range, $0.file) }
            if variable?.node.attributes.first?.name.text == "AppStorage" || info.inheritance.contains("App") {
                if !shared.contains(part) { shared.append(part) }
                if let at { sharedSite = sharedSite ?? at; locate("stateScope:\(part.rawValue)", at) }
                continue
            }
            guard isModel(owner) else { continue }
            switch creation(of: owner) {
            case .app(let made)?:
                if !shared.contains(part) { shared.append(part) }
                sharedSite = sharedSite ?? made
                locate("stateScope:\(part.rawValue)", made)
            case .scene(let made)?:
                sceneSite = sceneSite ?? made
            case nil:
                if !assumedModels.contains(owner), let declaration = info.declaration {
                    assumedModels.append(owner)
                    assume(site(declaration.node.name.range, declaration.file), construct: "`\(owner)`",
                           "where the model is created is not in the source: assumed one per window")
                }
            }
        }
        if let sharedSite {
            behavior.stateScope = StateScopes(app: shared)
            locate("stateScope:app", sharedSite)
        } else if let sceneSite {
            behavior.stateScope = .scene
            locate("stateScope:scene", sceneSite)
        }
    }
}
