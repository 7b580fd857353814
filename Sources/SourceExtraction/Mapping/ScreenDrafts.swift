import LayoutModel
import SourceSyntax

/// A screen as one evaluation (one size class, one idiom) sees it.
struct ScreenDraft: Sendable {
    var id: String
    var title: String?
    var content: ViewNode?
    var destinations: [String] = []
    /// The rows from data it pushes (`Extractor+RowsFromData.swift`).
    var destinationsFromData: [RowsFromData] = []
    var toolbar: [ToolbarItem] = []
    /// The header the screen draws in place of its navigation bar.
    var header: HeaderSpec?
    /// Its sheets, popovers, full-screen covers and inspectors.
    var presentations: [Presentation] = []
    /// The name of its content when that adapts to any width (`content` nil).
    var flexibleName: String?
}

/// The screens and source map entries one evaluation found.
struct Drafts: Sendable {
    var screens: [ScreenDraft] = []
    var entries: [SourceMap.Entry] = []

    func index(of id: String) -> Int? { screens.firstIndex { $0.id == id } }

    /// Adds an entry unless one of its kind and key is there.
    mutating func locate(_ kind: SourceMap.Kind, _ key: String, _ site: Site?) {
        guard let site, !entries.contains(where: { $0.kind == kind && $0.key == key }) else { return }
        entries.append(SourceMap.Entry(kind: kind, key: key, location: site.location, code: site.code))
    }

    /// Entries for every node of a screen's content, by path.
    mutating func locate(content placed: Placed, screen: String, path: String? = nil) {
        let here = path.map { $0 + " > " + placed.node.label } ?? placed.node.label
        if case .content = placed.node {} else {
            let kind: SourceMap.Kind = if case .grid = placed.node { .grid } else { .frame }
            locate(kind, "\(screen):\(here)", placed.site)
        }
        for child in placed.children { locate(content: child, screen: screen, path: here) }
    }
}

/// A `navigationDestination(for:)` in scope.
struct DestinationHandler: Sendable {
    var type: String
    var closure: ClosureExpr
    var scope: Scope
    /// Where the `.navigationDestination` is written.
    var at: Site?

    /// The element type whose ids the destination takes (`Backyard` for
    /// `Backyard.ID.self`), or `nil` when it takes values of ``type``.
    var elementType: String? { type.hasSuffix(".ID") ? String(type.dropLast(3)) : nil }
    /// The type the destination shows: the element type, else ``type``.
    var shownType: String { elementType ?? type }
}
