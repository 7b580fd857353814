import Foundation
import LayoutModel
import SourceExtraction
import Testing

/// A three-column split view's content column read for each sidebar row:
/// a `NavigationStack` there is the content stack, a row whose column has no
/// rows is a two-column row (``SplitViewContentColumn``).
@Suite struct ContentColumnExtractionTests {
    /// A mailbox app: `content` is the content column's code, `detail` the
    /// detail's.
    static func mail(content: String, detail: String = """
                    if let message {
                        Text(message).frame(minWidth: 280)
                    } else {
                        ContentUnavailableView("No Message", systemImage: "envelope")
                    }
        """) -> Snippet {
        Snippet(name: "mail", files: ["ContentView.swift": """
        import SwiftUI

        @main
        struct MailApp: App {
            var body: some Scene {
                WindowGroup {
                    ContentView()
                }
            }
        }

        enum Mailbox: String, CaseIterable, Hashable {
            case inbox, settings
        }

        enum Folder: String, Hashable {
            case inbox, work
        }

        struct ContentView: View {
            @State private var mailbox: Mailbox? = .inbox
            @State private var message: String?
            @State private var folders: [Folder] = []

            var body: some View {
                NavigationSplitView {
                    List(Mailbox.allCases, selection: $mailbox) { mailbox in
                        Text(mailbox.rawValue)
                    }
                } content: {
        \(content)
                } detail: {
        \(detail)
                }
            }
        }

        struct Messages: View {
            let folder: Folder
            @Binding var selection: String?

            var body: some View {
                List(selection: $selection) {
                    Text("\\(folder.rawValue)-1").tag("\\(folder.rawValue)-1")
                    if folder == .inbox {
                        NavigationLink("Work", value: Folder.work)
                    }
                }
                .navigationTitle(folder.rawValue.capitalized)
            }
        }

        """])
    }

    static let stackAndSettings = """
                switch mailbox {
                case .inbox?:
                    NavigationStack(path: $folders) {
                        Messages(folder: .inbox, selection: $message)
                            .navigationDestination(for: Folder.self) { folder in
                                Messages(folder: folder, selection: $message)
                            }
                    }
                case .settings?:
                    Form {
                        Toggle("Sounds", isOn: .constant(true))
                    }
                    .frame(minWidth: 240)
                case nil:
                    EmptyView()
                }
        """

    /// The inbox's stack pushes its Work folder, whose rows select the
    /// detail; Settings shows its form in the content column beside an
    /// empty detail. `.inbox` passed to `let folder: Folder` is Folder's
    /// case, though `Mailbox` has one too.
    @Test func aStackInTheContentColumnAndATwoColumnRow() throws {
        let (spec, _, assumptions) = try Self.mail(content: Self.stackAndSettings).extract()
        #expect(assumptions == [])
        #expect(spec.root == .any(.splitView(SplitViewSpec(sidebar: ["inbox", "settings"], hasContent: true,
                                                           contentStack: true, twoColumnRows: ["settings"]))))
        #expect(spec.screens == [
            Screen("inbox", title: "Inbox", destinations: ["inbox-1", "work"]),
            Screen("inbox-1", content: .content(name: "Text", minWidth: 280)),
            Screen("work", title: "Work", destinations: ["work-1"]),
            Screen("work-1", content: .content(name: "Text", minWidth: 280)),
            Screen("settings", content: .content(name: "Form", minWidth: 240)),
        ])
    }

    /// A content column of plain rows, as before: no stack, no two-column row.
    @Test func aSelectionListIsNeither() throws {
        let (spec, _, _) = try Self.mail(content: """
                if let mailbox {
                    List(selection: $message) {
                        Text("\\(mailbox.rawValue)-1").tag("\\(mailbox.rawValue)-1")
                    }
                }
        """).extract()
        #expect(spec.root == .any(.splitView(SplitViewSpec(sidebar: ["inbox", "settings"], hasContent: true))))
        #expect(spec.screens.map(\.id) == ["inbox", "inbox-1", "settings", "settings-1"])
    }

    /// A detail that shows more than a placeholder beside a content column
    /// with no rows: the row is still two columns, and that is an assumption
    /// at the detail's line.
    @Test func aDetailBesideARowlessColumnIsAnAssumption() throws {
        let snippet = Self.mail(content: Self.stackAndSettings, detail: """
                    if let message {
                        Text(message).frame(minWidth: 280)
                    } else {
                        HStack { Text("Drafts"); Text("Sent") }.frame(width: 400)
                    }
        """)
        let (spec, _, assumptions) = try snippet.extract()
        #expect(spec.root == .any(.splitView(SplitViewSpec(sidebar: ["inbox", "settings"], hasContent: true,
                                                           contentStack: true, twoColumnRows: ["settings"]))))
        #expect(assumptions == [
            "\(snippet.location(of: ".frame(width: 400)")): the detail beside settings's content column: "
                + "a content column with no rows is the row's screen (two columns): the detail it shows is not modelled, taken as empty",
        ])
    }
}
