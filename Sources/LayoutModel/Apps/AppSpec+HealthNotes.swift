// The "health notes" pattern: a double-column split view on iPad whose
// primary column is flexible (minimum 200, maximum 360) beside a detail with
// a list, and a single column on iPhone; the app chooses by device idiom.
// Source: Fatbobman (肘子), "在 SwiftUI 下对 iPad 进行适配" (Adapting to iPad in
// SwiftUI, 2020-10-29), on Health Notes 2; the same article widens the primary
// column with Introspect (`preferredPrimaryColumnWidth = 500` beside
// `maximumPrimaryColumnWidth = 360`), the mistake kept as `primary-width-over-max`.

extension AppSpec {
    /// Health notes: double column on iPad, single column on iPhone.
    public static let healthNotes = healthNotesApp(name: "health-notes", ideal: 300)

    /// Health notes with a preferred primary width of 500 beside a maximum of
    /// 360: the width it asks for is never the width it gets.
    public static let primaryWidthOverMax = healthNotesApp(name: "primary-width-over-max", ideal: 500)

    static func healthNotesApp(name: String, ideal: Double) -> AppSpec {
        let categories = ["weight", "sleep", "steps"]
        let list = ViewNode.content(name: "List", minWidth: 300)
        var screens = [Screen("notes", title: "Notes", destinations: categories)]
        screens += categories.map { Screen($0, content: list, destinations: ["\($0)-entry"]) }
        screens += categories.map { Screen("\($0)-entry", content: .content(name: "Form", minWidth: 280)) }
        return AppSpec(
            name: name,
            summary: ideal <= 360
                ? "double column on iPad with a flexible primary column (200...360), single column on iPhone"
                : "health-notes with a primary column preferring 500 pt under a 360 pt maximum",
            source: "Fatbobman, \"Adapting to iPad in SwiftUI\" (2020-10-29), Health Notes 2",
            screens: screens,
            root: .idiom(
                pad: .splitView(SplitViewSpec(
                    sidebar: categories, sidebarWidth: ColumnWidth(min: 200, ideal: ideal, max: 360),
                    detailStack: true, style: .balanced)),
                phone: .stack(StackSpec(root: "notes"))))
    }
}
