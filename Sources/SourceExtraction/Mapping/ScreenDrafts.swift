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
    /// The ids of its title menu's actions.
    var titleMenu: [String] = []
    /// The header the screen draws in place of its navigation bar.
    var header: HeaderSpec?
    /// Its sheets, popovers, full-screen covers and inspectors.
    var presentations: [Presentation] = []
    /// The name of its content when that adapts to any width (`content` nil).
    var flexibleName: String?
}

/// The screens and source map entries one evaluation found.
///
/// Screens are added with ``add(_:)`` and changed through
/// ``subscript(screen:)``, which keep an index by id: look-ups stay
/// constant-time however many screens a sidebar or tab view has.
struct Drafts: Sendable {
    /// The screens, in the order found; ids unique.
    private(set) var screens: [ScreenDraft] = []
    /// The source map entries, in the order found; a kind and key once.
    private(set) var entries: [SourceMap.Entry] = []
    /// Each screen's position in ``screens``, by id.
    private var screenIndex: [String: Int] = [:]
    /// The kinds and keys of ``entries``.
    private var entryKeys: Set<EntryKey> = []

    /// A source map entry's kind and key.
    private struct EntryKey: Hashable, Sendable {
        var kind: SourceMap.Kind
        var key: String
    }

    /// The position of the screen with `id`.
    /// - Complexity: O(1).
    func index(of id: String) -> Int? { screenIndex[id] }

    /// Adds `screen`, whose id no screen has yet.
    mutating func add(_ screen: ScreenDraft) {
        if screenIndex[screen.id] == nil { screenIndex[screen.id] = screens.count }
        screens.append(screen)
    }

    /// The screen at `index`, changed in place (its id too).
    subscript(screen index: Int) -> ScreenDraft {
        get { screens[index] }
        set {
            let old = screens[index].id
            if newValue.id != old {
                if screenIndex[old] == index { screenIndex[old] = nil }
                if screenIndex[newValue.id] == nil { screenIndex[newValue.id] = index }
            }
            screens[index] = newValue
        }
    }

    /// Adds an entry unless one of its kind and key is there.
    /// - Complexity: O(1).
    mutating func locate(_ kind: SourceMap.Kind, _ key: String, _ site: Site?) {
        guard let site, entryKeys.insert(EntryKey(kind: kind, key: key)).inserted else { return }
        entries.append(SourceMap.Entry(kind: kind, key: key, location: site.location, code: site.code))
    }

    /// The entries of `kind` keyed `old`, keyed `new` instead.
    mutating func rekey(_ kind: SourceMap.Kind, from old: String, to new: String) {
        for entry in entries.indices where entries[entry].kind == kind && entries[entry].key == old {
            entries[entry].key = new
        }
        entryKeys = Set(entries.map { EntryKey(kind: $0.kind, key: $0.key) })
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
