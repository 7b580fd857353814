import Foundation
import LayoutModel
import SizeFuzz
import SourceExtraction
import Testing

/// Links that push an element's id (`NavigationLink(value: garden.id)`),
/// shown by a `navigationDestination(for: Garden.ID.self)` that looks the
/// element up: the pattern of Apple's Backyard Birds and Food Truck samples.
/// They are rows from data, as links that push the element are.
@Suite struct IDPushExtractionTests {
    /// The gallery's one file.
    static let file = "GalleryApp.swift"

    /// A gallery of gardens: SwiftData `@Model` objects fetched by a `Query`
    /// set in an initializer, shown in a `LazyVGrid` whose cells push a
    /// garden's id, and a destination for the ids that finds the garden.
    /// `link` is the cell's link; `columns` the grid's columns.
    static func gallery(link: String = "NavigationLink(value: garden.id)",
                        columns: String = "[.init(.adaptive(minimum: 300))]") -> Snippet {
        Snippet(name: "gallery", files: ["GalleryApp.swift": """
        import SwiftUI
        import SwiftData

        @main
        struct GalleryApp: App {
            var body: some Scene {
                WindowGroup {
                    GalleryStack()
                }
            }
        }

        @Model class Garden {
            @Attribute(.unique) var id: String
            var name: String

            init(id: String, name: String) {
                self.id = id
                self.name = name
            }
        }

        struct GalleryStack: View {
            @Query private var gardens: [Garden]

            var body: some View {
                NavigationStack {
                    ScrollView {
                        LazyVGrid(columns: \(columns)) {
                            GardenResults(searchText: "")
                        }
                    }
                    .navigationTitle("Gardens")
                    .navigationDestination(for: Garden.ID.self) { gardenID in
                        if let garden = gardens.first(where: { $0.id == gardenID }) {
                            GardenDetail(garden: garden)
                        }
                    }
                }
            }
        }

        struct GardenResults: View {
            @Query private var gardens: [Garden]

            init(searchText: String) {
                _gardens = Query(sort: \\.name)
            }

            var body: some View {
                ForEach(gardens) { garden in
                    GardenCell(garden: garden)
                }
            }
        }

        struct GardenCell: View {
            var garden: Garden

            var body: some View {
                \(link) {
                    Text(garden.name)
                }
            }
        }

        struct GardenDetail: View {
            var garden: Garden

            var body: some View {
                Text(garden.name)
                    .frame(width: 500)
            }
        }
        """])
    }

    /// The cells' links are three sample gardens, each the detail's screen
    /// (its fixed frame) named by the element type and located at the
    /// `ForEach`; the grid's `.init(.adaptive(minimum: 300))` column is read;
    /// the `first(where:)` look-up is the sample garden, assumed nothing.
    @Test func anIDPushIsARowFromData() throws {
        let snippet = Self.gallery()
        let (spec, _, assumptions) = try snippet.extract()
        #expect(spec.screens.map(\.id) == ["gardens", "garden-1", "garden-2", "garden-3"])
        #expect(spec.screens[0].destinations == ["garden-1", "garden-2", "garden-3"])
        #expect(spec.screens[0].content == .grid(columns: [GridItem(.adaptive(minimum: 300, maximum: .infinity))]))
        #expect(spec.screens[1...3].map(\.displayTitle) == ["Garden 1", "Garden 2", "Garden 3"])
        #expect(spec.screens[1...3].allSatisfy { $0.content == .frame(width: 500, content: .content(name: "Text", minWidth: 0)) })
        #expect(spec.problems == [])
        #expect(assumptions == [
            "\(snippet.location(of: "gardens) {", in: Self.file)): `gardens`: rows from data the source does not hold: three sample rows",
            "\(snippet.location(of: "ForEach(gardens)", in: Self.file)): `ForEach(gardens) { garden in`: rows from data: 3 sample rows of 'garden' (garden-1, garden-2, garden-3)",
        ])
        #expect(snippet.location(of: "ForEach(gardens)", in: Self.file) == "GalleryApp.swift:51:9")
    }

    /// A cell that pushes the garden itself, where the only destination
    /// takes ids, shows nothing in SwiftUI: no screen, said at the link.
    @Test func anElementPushedToADestinationForIDsIsNoScreen() throws {
        let snippet = Self.gallery(link: "NavigationLink(value: garden)")
        let (spec, _, assumptions) = try snippet.extract()
        #expect(spec.screens.map(\.id) == ["gardens"])
        #expect(spec.screens[0].destinations == nil)
        #expect(assumptions == [
            "\(snippet.location(of: "gardens) {", in: Self.file)): `gardens`: rows from data the source does not hold: three sample rows",
            "\(snippet.location(of: "NavigationLink(value: garden)", in: Self.file)): `NavigationLink(value: garden)`: a link to rows from data that no single navigationDestination(for:) shows: not a screen of the spec",
        ])
    }

    /// A column the reader cannot read makes the whole grid unknown (said,
    /// and laid out as fitting any width), never a grid of the columns left.
    @Test func aGridColumnNotReadMakesTheGridUnknown() throws {
        let snippet = Self.gallery(columns: "[GridItem(.flexible()), spacing]")
        let (spec, _, assumptions) = try snippet.extract()
        // No content: a view of unknown width is flexible, minimum 0.
        #expect(spec.screens[0].content == nil)
        #expect(assumptions.first == "\(snippet.location(of: "columns: [GridItem", in: Self.file)): `LazyVGrid(columns: [GridItem(.flexible()), spacing])`: columns not known from the source: the grid assumed to fit any width")
    }

    /// Fuzzed from source, the detail's 500 pt frame overflows a narrow
    /// window, and the failure names its line.
    @Test func theDetailsFrameFailsAtItsLine() throws {
        let snippet = Self.gallery()
        let folder = try Snippet.write(snippet.files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = fuzzrun(["--source", folder.path, "--seed", "1", "--iterations", "3000", "--no-timing",
                              "--invariant", "no-fixed-width-overflow"])
        #expect(result.code == 1)
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let verdict = try #require(lines.firstIndex { $0.hasPrefix("✗ ") })
        #expect(lines[verdict].hasSuffix(": no-fixed-width-overflow"))
        let frame = snippet.location(of: ".frame(width: 500)", in: Self.file)
        #expect(frame == "GalleryApp.swift:72:13")
        #expect(lines[verdict + 1].hasPrefix("  \(folder.path)/\(frame): .frame(width: 500): "), "\(lines[verdict + 1])")
    }
}
