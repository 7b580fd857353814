import Foundation
import LayoutModel
import SourceExtraction
import Testing

/// Titles written through localization (`String(localized:)`,
/// `NSLocalizedString(_:comment:)`, `LocalizedStringKey(_:)`) read as their
/// key, the development language's text: tabs keep their names and a
/// toolbar button its action, where before they were `tab-1` and dropped.
@Suite struct LocalizedTitleTests {
    @Test func localizedTitlesReadAsTheirKeys() throws {
        let url = try ExtractCommandTests.folder(["App.swift": #"""
        import SwiftUI
        
        @main
        struct ShelfApp: App {
            var body: some Scene { WindowGroup { RootView() } }
        }
        
        struct RootView: View {
            var body: some View {
                TabView {
                    Tab(String(localized: "Library"), systemImage: "books.vertical") {
                        NavigationStack {
                            Text("Books")
                                .toolbar {
                                    ToolbarItem(placement: .primaryAction) {
                                        Button(NSLocalizedString("Add Book", comment: "toolbar")) {}
                                    }
                                }
                        }
                    }
                    Tab(LocalizedStringKey("Search"), systemImage: "magnifyingglass") {
                        Text("Search")
                    }
                }
            }
        }
        """#])
        let extraction = try AppSpec.extract(from: [url], project: .off)
        guard case .any(.tabView(let tabs)) = extraction.spec.root else {
            Issue.record("not a tab view: \(extraction.spec.root)")
            return
        }
        #expect(tabs.allTabs.map { "\($0.tag): \($0.title)" } == ["library: Library", "search: Search"])
        let library = try #require(extraction.spec.screens.first { $0.id == "library" })
        #expect(library.toolbar?.items.map(\.id) == ["add-book"])
        #expect(extraction.assumptions.isEmpty, "\(extraction.assumptions)")
    }
}
