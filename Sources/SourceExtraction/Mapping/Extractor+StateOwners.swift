import LayoutModel

// Which view's `@State` a container's navigation state lives in, and so
// whether it dies with the branch of a root that switches containers on the
// size class (`owns`, ``StatePart``). SwiftUI keeps `@State` as
// long as the view that declares it keeps its identity, and the two branches
// of an `if` are two views: state declared in a view below the branch point
// (or kept by the container itself, when nothing is bound) starts again at
// its initial value when the other branch has been shown; state declared in
// a view above it, or in a model object, survives.

extension Extractor {
    /// A step from the root view down to its container: a view of the app's
    /// own type, or the branch an `if` or `switch` on the size class or
    /// idiom took.
    enum OwnerStep: Equatable {
        /// A view of the app's own type.
        case view(String)
        /// `file:line:column#index`: a branch taken.
        case branch(String)
    }

    /// The views and branches from the root down to the root container.
    static func ownerPath(_ tree: ViewTree) -> [OwnerStep] {
        switch tree {
        case let .custom(type, body, _): return [.view(type)] + ownerPath(body)
        case let .modified(base, .branch(key), _): return [.branch(key)] + ownerPath(base)
        case .modified(let base, _, _): return ownerPath(base)
        case .group(let children) where children.count == 1: return ownerPath(children[0])
        case let .container(name, _, children, _, _) where ["Group", "NavigationView"].contains(name) && ViewTree.flatten(children).count == 1:
            return ownerPath(ViewTree.flatten(children)[0])
        case let .container("HStack", _, children, _, _):
            // A container beside a side column.
            return ViewTree.flatten(children).first.map(ownerPath) ?? []
        default: return []
        }
    }

    /// The app's views above the point where the regular and the compact
    /// trees part at a branch of one `if` or `switch`; nil when they do not
    /// part at such a branch (the state then stays the root's: the reading
    /// that cannot raise a false alarm).
    static func viewsAboveSwitch(_ regular: ViewTree, _ compact: ViewTree) -> [String]? {
        let one = ownerPath(regular), other = ownerPath(compact)
        var above: [String] = []
        for (left, right) in zip(one, other) {
            if left == right {
                if case .view(let type) = left { above.append(type) }
                continue
            }
            guard case .branch(let a) = left, case .branch(let b) = right,
                  a.split(separator: "#").first == b.split(separator: "#").first else { return nil }
            return above
        }
        return nil
    }

    /// The parts of `container`'s state that live below the switch, for the
    /// container's tree `tree` and the views `above` the switch, each located
    /// in `drafts` (kind `behavior`, key `owns:PART`) where it is declared:
    /// the `@State` of a view below the switch, else the container that keeps
    /// it itself.
    mutating func ownedParts(of tree: ViewTree, above: [String], into drafts: inout Drafts) -> [StatePart]? {
        func locate(_ part: StatePart, _ link: StateLink, _ container: Site?) {
            var at = container
            if let key = link.key, let dot = key.firstIndex(of: ".") {
                let name = key[key.index(after: dot)...].split(separator: ".").first.map(String.init)
                if let info = index.types[String(key[..<dot])],
                   let property = info.storedProperties.first(where: { $0.node.name == name }) {
                    at = site(property.node.range, property.file)
                }
            }
            drafts.locate(.behavior, "owns:\(part.rawValue)", at)
        }
        func below(_ link: StateLink) -> Bool {
            switch link {
            case .none: return true
            case .unknown: return false
            case .state(let key):
                let type = key.split(separator: ".").first.map(String.init) ?? ""
                return index.types[type]?.isView == true && !above.contains(type)
            }
        }
        var parts: [StatePart] = []
        switch Self.peel(tree).core {
        case let .tabView(selection, children, at):
            if below(selection) {
                parts.append(.tabSelection)
                locate(.tabSelection, selection, at)
            }
            // The model resets every tab's path or none: the paths are the
            // branch's only when every tab's stack lives below the switch.
            let links = Self.stackLinks(in: .group(children))
            if let link = links.first(where: below) {
                if links.allSatisfy(below) {
                    parts.append(.paths)
                    locate(.paths, link, at)
                } else {
                    assume(at, construct: "a tab's stack whose path lives below the size-class switch, beside stacks whose paths live above it",
                           "every tab's path assumed kept across the switch")
                }
            }
        case let .stack(path, _, at):
            if below(path) {
                parts.append(.paths)
                locate(.paths, path, at)
            }
        case let .splitView(split):
            let pieces = splitStateLinks(split)
            for piece in pieces where piece.part != .paths && below(piece.link) {
                parts.append(piece.part)
                locate(piece.part, piece.link, piece.at)
            }
            // The model resets the content and the detail stack's paths
            // together: they are the branch's only when both live below it.
            let stacks = pieces.filter { $0.part == .paths }
            if let first = stacks.first(where: { below($0.link) }) {
                if stacks.allSatisfy({ below($0.link) }) {
                    parts.append(.paths)
                    locate(.paths, first.link, first.at)
                } else {
                    assume(split.at, construct: "a split view's stack whose path lives below the size-class switch, beside a stack whose path lives above it",
                           "both paths assumed kept across the switch")
                }
            }
            parts = StatePart.allCases.filter(parts.contains)
        default: break
        }
        return parts.isEmpty ? nil : parts
    }

    /// What the stacks in a tab view's tabs are bound to; split views inside
    /// tabs not entered.
    static func stackLinks(in tree: ViewTree) -> [StateLink] {
        switch tree {
        case let .stack(path, _, _): return [path]
        case .modified(let base, _, _): return stackLinks(in: base)
        case .custom(_, let body, _): return stackLinks(in: body)
        case .tab(_, _, _, let content, _): return stackLinks(in: content)
        case .tabSection(_, let children, _), .group(let children), .container(_, _, let children, _, _):
            return children.flatMap(stackLinks)
        default: return []
        }
    }
}

extension Container {
    /// The container with `parts` as the state its branch owns.
    func owning(_ parts: [StatePart]?) -> Container {
        switch self {
        case .tabView(var spec): spec.owns = parts; return .tabView(spec)
        case .stack(var spec): spec.owns = parts; return .stack(spec)
        case .splitView(var spec): spec.owns = parts; return .splitView(spec)
        case .view: return self
        }
    }
}
