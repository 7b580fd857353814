import Foundation
import LayoutModel
import SourceExtraction
import Testing

/// `fuzzrun extract` and `AppSpec.extract` on small sources written to a
/// temporary folder: exact stdout, assumptions and exit codes.
@Suite struct ExtractCommandTests {
    /// A fresh temporary folder holding `files` (name to text).
    static func folder(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("extract-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: url.appendingPathComponent(name)) }
        return url
    }

    static let app = """
    @main
    struct NotesApp: App {
        var body: some Scene {
            WindowGroup { Home() }
        }
    }

    struct Home: View {
        var body: some View {
            NavigationStack {
                HStack(spacing: 0) {
                    GeometryReader { proxy in Text("wide") }
                    List(notes) { note in Text(note.title) }
                        .frame(minWidth: 320)
                }
                .navigationTitle("Notes")
                .toolbar { ToolbarItem { Image(systemName: "plus") } }
                #if os(macOS)
                .frame(width: 900)
                #elseif canImport(FeatureX)
                .padding()
                #endif
            }
        }
    }
    """

    @Test func printsTheSpecAndEachAssumption() throws {
        let url = try Self.folder(["NotesApp.swift": Self.app])
        let result = fuzzrun(["extract", "--no-timing", url.path])
        #expect(result.code == 0)
        #expect(result.out == """
        {
          "name" : "notes",
          "root" : {
            "any" : {
              "stack" : {
                "root" : "notes"
              }
            }
          },
          "screens" : [
            {
              "content" : {
                "padding" : {
                  "content" : {
                    "hstack" : {
                      "children" : [
                        {
                          "content" : {
                            "minWidth" : 0,
                            "name" : "GeometryReader"
                          }
                        },
                        {
                          "content" : {
                            "minWidth" : 320,
                            "name" : "List"
                          }
                        }
                      ],
                      "spacing" : 0
                    }
                  }
                }
              },
              "id" : "notes",
              "title" : "Notes"
            }
          ]
        }

        """)
        let file = url.appendingPathComponent("NotesApp.swift").path
        #expect(result.err == """
        Read \(url.path) (1 file, 632 bytes)
          root      \(file):4 WindowGroup -> \(file):10 NavigationStack, root 'notes'
          screens   1 (1 with content); no NavigationLink declared; containers 1 of 1
          settings  none found: one window, every orientation, iPad and iPhone (the defaults)
          assumed   1 structural (listed first), 4 local: `fuzzrun extract --assumptions`
        fuzzrun: assumption: \(url.path): no Xcode project, project.yml or Package.swift here or above: one window, every orientation, iPad and iPhone
        fuzzrun: assumption: \(file):12:17: `GeometryReader`: its content depends on the size offered: flexible, with minimum width 0
        fuzzrun: assumption: \(file):13:22: `notes`: rows from data the source does not hold: three sample rows
        fuzzrun: assumption: \(file):17:24: `ToolbarItem { Image(systemName: "plus") }`: a toolbar item without a title the reader can read: dropped
        fuzzrun: assumption: \(file):20:21: #if canImport(FeatureX): not known for an iPad build: the first clause followed
        fuzzrun extract: 5 assumptions

        """)
    }

    @Test func strictFailsOnAnAssumption() throws {
        let url = try Self.folder(["NotesApp.swift": Self.app])
        let result = fuzzrun(["extract", url.path, "--strict"])
        #expect(result.code == 2)
        #expect(result.err.contains("\nfuzzrun: error: \(url.path): no Xcode project"))
        #expect(fuzzrun(["extract", url.path, "--strict", "--no-project"]).err
            .contains("\nfuzzrun: error: \(url.path)/NotesApp.swift:12:17: `GeometryReader`"))
    }

    @Test func aMissingPathExits66() {
        let result = fuzzrun(["extract", "/nonexistent/Sources/MyApp"])
        #expect(result.code == 66)
        #expect(result.err == "fuzzrun: error: /nonexistent/Sources/MyApp: no such file or folder\n")
    }

    @Test func noRootViewExits65SayingWhatItLookedFor() throws {
        let url = try Self.folder(["Views.swift": "struct Card: View { var body: some View { Text(\"a\") } }\n"])
        let result = fuzzrun(["extract", url.path])
        #expect(result.code == 65)
        #expect(result.err == "fuzzrun: error: no root view found: looked for an App (a type marked @main or conforming to App) whose body has a WindowGroup, or --root TYPE\n")
        let rooted = fuzzrun(["extract", url.path, "--root", "Card"])
        #expect(rooted.code == 0)
        let missing = fuzzrun(["extract", url.path, "--root", "Deck"])
        #expect(missing.err == "fuzzrun: error: no root view found: looked for a view type named 'Deck' (struct Deck: View)\n")
    }

    @Test func invalidUTF8NamesTheFileAndByte() throws {
        let url = try Self.folder([:])
        let file = url.appendingPathComponent("Bad.swift")
        try Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0x0A]).write(to: file)
        let result = fuzzrun(["extract", url.path])
        #expect(result.code == 65)
        #expect(result.err == "fuzzrun: error: \(file.path): invalid UTF-8 at byte offset 4\n")
    }

    @Test func ifConfigIsEvaluatedForAnIPadBuild() throws {
        let url = try Self.folder(["A.swift": """
        @main struct A: App { var body: some Scene { WindowGroup { V() } } }
        struct V: View {
            var body: some View {
                #if os(macOS) || targetEnvironment(macCatalyst)
                Text("mac").frame(width: 900)
                #elseif os(iOS) && canImport(UIKit) && DEBUG
                Text("pad").frame(width: 200)
                #else
                Text("other").frame(width: 100)
                #endif
            }
        }
        """])
        let extraction = try AppSpec.extract(from: [url])
        #expect(extraction.spec.screens.first?.content == .frame(width: 200, content: .content(name: "Text", minWidth: 0)))
        #expect(extraction.assumptions.isEmpty)
        #expect(extraction.sourceMap.entry(.frame, "v:frame(width: 200)")?.location == "\(url.path)/A.swift:7:20")
    }

    /// `canImport` of an iPadOS framework is true, of AppKit false, with no
    /// assumption; of a package the reader cannot know, an assumption.
    @Test func canImportOfKnownFrameworksIsEvaluated() throws {
        let url = try Self.folder(["A.swift": """
        @main struct A: App { var body: some Scene { WindowGroup { V() } } }
        struct V: View {
            var body: some View {
                #if canImport(AppKit)
                Text("mac").frame(width: 900)
                #elseif canImport(CoreData) && canImport(os)
                Text("pad").frame(width: 200)
                #endif
                #if canImport(FoundationUI)
                Text("package")
                #endif
            }
        }
        """])
        let extraction = try AppSpec.extract(from: [url])
        #expect(extraction.spec.screens.first?.content == .frame(width: 200, content: .content(name: "Text", minWidth: 0)))
        #expect(extraction.assumptions.map { "\($0.location): \($0.construct)" } == [
            "\(url.path)/A.swift:9:13: #if canImport(FoundationUI)",
        ])
    }

    @Test func modifiersOfTheTeamAreInlinedWithTheirClosures() throws {
        let url = try Self.folder(["A.swift": """
        @main struct A: App { var body: some Scene { WindowGroup { V() } } }
        extension View {
            @ViewBuilder func ifIs(_ condition: Bool, transform: (Self) -> some View) -> some View {
                if condition { transform(self) } else { self }
            }
            func card() -> some View { padding(12).background(.thinMaterial) }
        }
        struct V: View {
            let wide = true
            var body: some View {
                Text("a").card().ifIs(wide) { $0.frame(width: 300) }
            }
        }
        """])
        let extraction = try AppSpec.extract(from: [url])
        #expect(extraction.spec.screens.first?.content == .frame(width: 300, content: .padding(length: 12, content: .content(name: "Text", minWidth: 0))))
    }
}
