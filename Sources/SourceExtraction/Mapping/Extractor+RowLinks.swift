import LayoutModel

// A row of a `List(items, selection:)` is tagged with its element, and the
// `NavigationLink(value: item)` inside it sets the selection to that
// element (Apple, `List`, "Supporting selection in lists"; `NavigationLink`,
// "a link inside a List with a selection binding updates the selection").
// The row is read at its tag; the link it holds is read with it.
extension Extractor {
    /// Notes as read every link in `tree` whose value is the screen of one
    /// of the rows `ids` read from it.
    mutating func noteRowLinks(in tree: ViewTree, ids: [String]) {
        guard !ids.isEmpty else { return }
        for (value, at) in Self.links(in: tree) {
            guard let id = value.screenID, ids.contains(id) else { continue }
            readBook.note(.links, at.location)
        }
    }
}
