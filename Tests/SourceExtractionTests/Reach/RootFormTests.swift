import Foundation
import LayoutModel
import SourceExtraction
import Testing

/// Roots as real apps write them: scenes in a `Scene` type of the app's or
/// wrapped by a package's scene, gates on a persisted flag or an optional
/// loaded later, and a folder of no Swift beside the sources. Each read to
/// its container, the gate said.
@Suite struct RootFormTests {
    static let home = """
    struct Home: View {
        var body: some View {
            NavigationStack {
                List { NavigationLink("Inbox", value: "inbox") }
                    .navigationTitle("Mail")
                    .navigationDestination(for: String.self) { name in Text(name) }
            }
        }
    }
    """

    @Test func scenesInASceneTypeOfTheAppsAreRead() throws {
        let url = try ExtractCommandTests.folder(["App.swift": """
        @main
        struct MailApp: App {
            var body: some Scene { MailScenes() }
        }

        struct MailScenes: Scene {
            var body: some Scene {
                WindowGroup { Home() }
            }
        }

        """ + Self.home])
        let extraction = try AppSpec.extract(from: [url])
        #expect(extraction.spec.root == .any(.stack(StackSpec(root: "mail"))))
        #expect(extraction.reach.rootSite == "\(url.path)/App.swift:8:9 WindowGroup")
    }

    @Test func aSceneWrappedByAPackagesSceneIsRead() throws {
        let url = try ExtractCommandTests.folder(["App.swift": """
        @main
        struct MailApp: App {
            var body: some Scene {
                TransferableScene(container: store) {
                    WindowGroup { Home() }
                }
            }
        }

        """ + Self.home])
        let extraction = try AppSpec.extract(from: [url])
        #expect(extraction.spec.root == .any(.stack(StackSpec(root: "mail"))))
        #expect(extraction.reach.rootSite == "\(url.path)/App.swift:5:13 WindowGroup")
    }

    /// A root titled with no letter or digit is named after its view's
    /// type: an empty id is no screen the model can run.
    @Test func aRootTitledWithNoLetterIsNamedAfterItsType() throws {
        let url = try ExtractCommandTests.folder(["App.swift": """
        @main
        struct EditorApp: App {
            var body: some Scene { WindowGroup { MainScene() } }
        }

        struct MainScene: View {
            var body: some View {
                HStack {
                    Text("Files")
                    Text("Editor")
                }
                .navigationTitle("")
            }
        }

        """])
        let extraction = try AppSpec.extract(from: [url])
        #expect(extraction.spec.root == .any(.view(screen: "mainScene")))
        #expect(extraction.problems == [])
    }

    @Test func aFolderOfNoSwiftBesideTheSourcesIsSkippedAndSaid() throws {
        let url = try HardeningApp.folder(["Sources/App.swift": Data(("@main struct MailApp: App { var body: some Scene { WindowGroup { Home() } } }\n"
            + Self.home).utf8), "iOS/Info.plist": Data("<plist/>".utf8)])
        let extraction = try AppSpec.extract(from: [url.appendingPathComponent("Sources"), url.appendingPathComponent("iOS")])
        #expect(extraction.skipped == [SkippedPath(path: url.appendingPathComponent("iOS").path, reason: "no .swift file in this folder")])
        #expect(throws: ExtractionError.noSwiftFiles(path: url.appendingPathComponent("iOS").path)) {
            try AppSpec.extract(from: [url.appendingPathComponent("iOS")])
        }
    }

    @Test func aGateOnAPersistedFlagIsPassed() throws {
        let url = try ExtractCommandTests.folder(["App.swift": """
        @main
        struct MailApp: App {
            var body: some Scene { WindowGroup { Root() } }
        }

        struct Root: View {
            @AppStorage("signedIn") private var signedIn = false

            var body: some View {
                if signedIn {
                    Home()
                } else {
                    Text("Sign in")
                }
            }
        }

        """ + Self.home])
        let extraction = try AppSpec.extract(from: [url])
        #expect(extraction.spec.root == .any(.stack(StackSpec(root: "mail"))))
        #expect(extraction.reach.gates == [Reach.Gate(location: "\(url.path)/App.swift:10:9", condition: "if signedIn",
                                                      followed: "the first branch", reachesContent: true, isRoot: true)])
        #expect(extraction.assumptions.first?.isStructural == true)
    }

    /// `if let session { NavigationStack { ... } }` with no else over a
    /// state the source does not set: the branch is read (the value assumed
    /// present), and a gate inside the stack's content is not the root's.
    @Test func anOptionalLoadedLaterIsAGateAndContentGatesAreNotTheRoots() throws {
        let url = try ExtractCommandTests.folder(["App.swift": """
        @main
        struct MailApp: App {
            var body: some Scene { WindowGroup { Root() } }
        }

        final class Session {}

        struct Root: View {
            @State private var session: Session?
            @State private var showsArchive = false

            var body: some View {
                VStack {
                    if let session {
                        NavigationStack {
                            if showsArchive {
                                NavigationLink("Archive", value: "archive")
                            } else {
                                Text("Nothing archived")
                            }
                        }
                    }
                }
            }
        }

        """])
        let extraction = try AppSpec.extract(from: [url])
        #expect(extraction.spec.root.containers.map(\.navigation) == [.stack])
        #expect(extraction.reach.gates == [Reach.Gate(location: "\(url.path)/App.swift:16:21", condition: "if showsArchive",
                                                      followed: "the first branch", reachesContent: true, isRoot: false)])
        let summary = ReadingSummary(extraction: extraction, paths: [url.path]).lines
        #expect(summary[1] == "  root      \(url.path)/App.swift:3 WindowGroup -> \(url.path)/App.swift:15 NavigationStack, root 'root'")
    }
}
