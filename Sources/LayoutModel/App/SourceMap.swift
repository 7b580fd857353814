/// Where each part of a spec derived from Swift source came from: for every
/// screen, container, frame, grid, toolbar item, tab, sidebar row,
/// restriction and part of the behaviour, the `file:line:column` of the code that declares it.
///
/// A spec written as JSON has none. The reader (`SourceExtraction`) fills it;
/// reports use it to name the line of code behind a finding. Entries keep
/// the order the reader found them in, so a look-up that several entries
/// answer is deterministic.
public struct SourceMap: Hashable, Sendable, Codable {
    /// What kind of part of the spec an entry locates.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        /// A screen (`key`: its id).
        case screen
        /// A root container (`key`: `any`, `regular`, `compact`, `pad` or
        /// `phone`, a colon, then `splitView`, `tabView`, `stack` or `view`;
        /// `sizeClass:condition` for the `if` or `switch` on the size class
        /// that picks between the regular and the compact root;
        /// `regular:splitView.sidebarWidth` for the sidebar's
        /// `navigationSplitViewColumnWidth`).
        case container
        /// A view of a screen's content: a stack, a frame, padding, a spacer
        /// (`key`: the screen's id, a colon, then the view's path as reports
        /// print it: `HStack(spacing: 0) > frame(width: 300)`).
        case frame
        /// A `LazyVGrid` (`key` as for ``frame``).
        case grid
        /// A toolbar item (`key`: the screen's id, a colon, the item's id).
        case toolbarItem
        /// A tab (`key`: its tag).
        case tab
        /// A sidebar row (`key`: its screen's id).
        case sidebarRow
        /// A scene size restriction (`key`: `minimum` or `maximum`).
        case restriction
        /// A part of the app's behaviour (`key`: `selectionSync`,
        /// `nilFallback`, `pathReset:` and when, `stateScope:` and where,
        /// `restoration:` and the part restored, `deepLink:` and the query
        /// parameter).
        case behavior
        /// A presentation (`key`: its id), the code that shows it (its id
        /// and `:trigger`), its `inspectorColumnWidth` (its id and
        /// `:inspectorColumnWidth`), or a view of its content (its id, a
        /// colon, then the view's path as for ``frame``).
        case presentation
    }

    /// One located part.
    public struct Entry: Hashable, Sendable, Codable {
        /// The kind of part.
        public var kind: Kind
        /// Which part, in the form its ``Kind`` documents.
        public var key: String
        /// `file:line:column`, as compilers print it.
        public var location: String
        /// The code there, shortened to one line: `.frame(width: 300)`.
        public var code: String

        /// Creates an entry.
        public init(kind: Kind, key: String, location: String, code: String) {
            self.kind = kind
            self.key = key
            self.location = location
            self.code = code
        }
    }

    /// The entries, in the order the reader found them.
    public var entries: [Entry]

    /// Creates a map.
    public init(entries: [Entry] = []) { self.entries = entries }

    /// The first entry of `kind` with `key`.
    public func entry(_ kind: Kind, _ key: String) -> Entry? {
        entries.first { $0.kind == kind && $0.key == key }
    }

    /// The entries of `kind`, in order.
    public func entries(_ kind: Kind) -> [Entry] { entries.filter { $0.kind == kind } }
}
