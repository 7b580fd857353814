@testable import LayoutModel
import Testing

/// The preferred compact column: a binding the split view reads on every
/// collapse, and that navigation in the collapsed stack moves.
@Suite struct CompactColumnTests {
    let regular = (try? WindowRules.v18.window(device: .ipadPro11, orientation: .landscape, mode: .full))
    let compact = (try? WindowRules.v18.window(device: .ipadPro11, orientation: .landscape, mode: .splitThird))

    /// `cafe` with a `preferredCompactColumn` binding starting at `column`.
    func cafe(preferring column: SplitColumn) -> AppSpec {
        var app = AppSpec.cafe
        app.root = .any(.splitView(SplitViewSpec(sidebar: ["coffee", "moji"], detailStack: true,
                                                 preferredCompactColumn: column)))
        return app
    }

    /// Runs `events` on `app` launched in `window`; returns the model and the
    /// top column after each event.
    func tops(_ app: AppSpec, in window: Window?, _ events: [Event]) throws -> [SplitColumn?] {
        let model = AppModel(app, platform: .v18)
        var state = model.launch(in: try #require(window))
        return events.map { event in
            model.reduce(&state, event)
            return model.layout(of: state.scenes[0]).split.flatMap { $0.collapsed ? $0.topColumn : nil }
        }
    }

    @Test func everyCollapseShowsTheBoundColumn() throws {
        let events = [Event(.selectSidebar("coffee")), Event(.setMode(.splitThird, size: nil)),
                      Event(.setMode(.full, size: nil)), Event(.setMode(.splitThird, size: nil))]
        // The binding holds the sidebar: a selection made in regular width
        // does not move it, so each collapse shows the sidebar.
        #expect(try tops(cafe(preferring: .sidebar), in: regular, events) == [nil, .sidebar, nil, .sidebar])
        // Bound to the detail, each collapse shows the detail.
        #expect(try tops(cafe(preferring: .detail), in: regular, events) == [nil, .detail, nil, .detail])
        // Without a binding, SwiftUI shows the deepest column with a selection.
        #expect(try tops(.cafe, in: regular, events) == [nil, .detail, nil, .detail])
    }

    @Test func navigationInTheCollapsedStackMovesTheBinding() throws {
        let model = AppModel(cafe(preferring: .sidebar), platform: .v18)
        var state = model.launch(in: try #require(compact))
        var columns: [SplitColumn] = []
        for event in [Event(.selectSidebar("coffee")), Event(.pop), Event(.selectSidebar("moji")),
                      Event(.setMode(.full, size: nil)), Event(.setMode(.splitThird, size: nil))] {
            model.reduce(&state, event)
            columns.append(state.scenes[0].navigation.compactColumn)
        }
        // Selecting pushes the detail; Back returns to the sidebar; the
        // binding keeps the detail through an expand and collapse.
        #expect(columns == [.detail, .sidebar, .detail, .detail, .detail])
        #expect(model.layout(of: state.scenes[0]).split?.topColumn == .detail)
    }

    @Test func aBoundDetailWithNothingSelectedShowsTheSidebar() throws {
        #expect(try tops(cafe(preferring: .detail), in: compact, [Event(.background)]) == [.sidebar])
    }
}
