import LayoutModel
import SourceExtraction
import Testing

/// A root that switches on a `@State` the app moves on from after launch
/// (a loading case, then the app): the reader reads the first case that
/// shows a navigation container, said at the `switch` (Dimillian/IcySky's
/// `switch appState`).
@Suite struct LaunchStateExtractionTests {
    /// An app whose root shows a spinner until a task has loaded it; `start`
    /// is the state's initial case, `subject` what the root switches on.
    static func loader(start: String = ".loading", subject: String = "phase") -> Snippet {
        Snippet(name: "loader", files: ["LoaderApp.swift": """
        import SwiftUI

        enum Phase {
            case loading
            case ready
            case failed
        }

        @main
        struct LoaderApp: App {
            @State private var phase: Phase = \(start)
            private let fixed: Phase = .loading

            var body: some Scene {
                WindowGroup {
                    switch \(subject) {
                    case .loading:
                        ProgressView()
                    case .ready:
                        TabView {
                            Tab("Home", systemImage: "house") {
                                NavigationStack {
                                    Text("Home")
                                        .navigationTitle("Home")
                                }
                            }
                        }
                    case .failed:
                        Text("Failed")
                    }
                }
            }
        }
        """])
    }

    /// Starting at `.loading`, the root is the tab view of `.ready`, and
    /// the assumption names both cases at the `switch`.
    @Test func aLoadingStateReadsTheAppBehindIt() throws {
        let snippet = Self.loader()
        let (spec, _, assumptions) = try snippet.extract()
        guard case .any(.tabView(let tabs)) = spec.root else { Issue.record("a tab view at the root: \(spec.root)"); return }
        #expect(tabs.allTabs.map(\.title) == ["Home"])
        #expect(spec.screens.map(\.id) == ["home"])
        #expect(assumptions == [
            "\(snippet.location(of: "phase {", in: "LoaderApp.swift")): switch on `phase`: a state the app changes after launch, whose initial `case .loading` shows no navigation container: the case that shows the most, `case .ready`, followed",
        ])
        #expect(snippet.location(of: "phase {", in: "LoaderApp.swift") == "LoaderApp.swift:16:20")
    }

    /// Starting at the case that shows the app, nothing changes and nothing
    /// is assumed.
    @Test func aStateThatStartsAtTheAppIsReadAsItIs() throws {
        let (spec, _, assumptions) = try Self.loader(start: ".ready").extract()
        guard case .any(.tabView) = spec.root else { Issue.record("a tab view at the root: \(spec.root)"); return }
        #expect(assumptions == [])
    }

    /// A `let` is no state the app changes: its case is read, a root of no
    /// container, as before.
    @Test func aConstantIsNoLaunchState() throws {
        let (spec, _, assumptions) = try Self.loader(subject: "fixed").extract()
        guard case .any(.view(let screen)) = spec.root else { Issue.record("a plain view at the root: \(spec.root)"); return }
        #expect(spec.screens.map(\.id) == [screen])
        #expect(assumptions == [])
    }
}
