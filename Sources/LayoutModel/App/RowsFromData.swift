/// Rows of a list that come from data the spec does not hold: a sidebar of
/// the user's folders (`List(store.folders, selection: $selection)`), a
/// screen's pushes (`ForEach(store.orders) { NavigationLink(value: $0) {
/// ... } }` with `.navigationDestination(for: Order.self) { OrderView(order:
/// $0) }`), or a tab view's tabs (`ForEach(model.tabs) { Tab(...) }`).
///
/// It says "``count`` sample rows of ``screen``": the screen is the view every
/// row shows (the `navigationDestination`'s, the tab's), and the spec made
/// from it (``AppSpec/expandingRowsFromData()``) has one ordinary screen per
/// sample row in its place, a copy of ``screen`` with the id `screen-1`,
/// `screen-2`, … and the title `Title 1`, `Title 2`, …, so that the fuzzer
/// selects among them and `selection-preserved`, `scene-isolation`,
/// restoration and deep links can tell row 2 from row 1.
///
/// In JSON: `{"screen": "order", "count": 3}`; `count` may be left out.
public struct RowsFromData: Hashable, Sendable, Codable {
    /// The screen each row shows, by id: the template of the sample screens.
    public var screen: String
    /// How many sample rows; `nil` for ``defaultCount``.
    public var count: Int?

    /// Rows of `screen` from data.
    /// - Parameters:
    ///   - screen: the screen each row shows.
    ///   - count: how many sample rows; `nil` for ``defaultCount``.
    public init(_ screen: String, count: Int? = nil) {
        self.screen = screen
        self.count = count
    }

    /// The number of sample rows when the code does not say: 3, what the
    /// source reader lays out for data it cannot see (the data's size is
    /// the user's, unknown when the code is read). Three rows are the fewest
    /// that let a selection move off the first row and past a neighbour.
    public static let defaultCount = 3

    /// The counts a spec may give: 1 to 12. One row is a list that shows a
    /// row from data and nothing to choose; more than 12 adds screens (and
    /// cases to cover) without a shape that fewer rows do not show.
    public static let countRange = 1...12

    /// The number of sample rows.
    public var resolvedCount: Int { count ?? Self.defaultCount }

    /// The id of sample row `row` (from 1) of `screen`: `order-2`.
    public static func sampleID(of screen: String, row: Int) -> String { "\(screen)-\(row)" }

    /// The title of sample row `row` (from 1) of a screen titled `title`:
    /// `Order 2`.
    public static func sampleTitle(_ title: String, row: Int) -> String { "\(title) \(row)" }

    /// The ids of the sample rows, in order: `order-1`, `order-2`, `order-3`.
    public var sampleIDs: [String] {
        (0..<max(resolvedCount, 0)).map { Self.sampleID(of: screen, row: $0 + 1) }
    }
}
