import Foundation
import SourceSyntax

/// `fuzzbench parse [--dump] [--diagnostics] [--bytes N] FILES...`: tokenizes
/// and parses each file, printing its size, token count and diagnostic count,
/// then the median of 5 timings of parsing all of them. With no files, parses
/// a generated SwiftUI-like source of N bytes, 300,000 by default
/// (``generatedSource(bytes:)``).
struct ParseBench {
    var paths: [String]
    var generatedBytes = 300_000
    var dump: Bool
    var showDiagnostics: Bool

    func run() {
        var files: [SourceFile] = []
        if paths.isEmpty {
            files = [SourceFile(name: "generated.swift", text: Self.generatedSource(bytes: generatedBytes))]
        }
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                print("fuzzbench: cannot read \(path)")
                exit(66)
            }
            do {
                files.append(try SourceFile(name: path, bytes: Array(data)))
            } catch {
                print("fuzzbench: \(error)")
            }
        }
        var totalBytes = 0, totalDiagnostics = 0
        for file in files {
            let tree = SyntaxTree.parse(file)
            totalBytes += file.bytes.count
            totalDiagnostics += tree.diagnostics.count
            if paths.count <= 50 || !tree.diagnostics.isEmpty {
                print("\(file.name): \(file.bytes.count) bytes, \(tree.tokens.count) tokens, \(tree.diagnostics.count) diagnostics")
            }
            if showDiagnostics { for line in tree.formattedDiagnostics { print("  " + line) } }
            if dump { print(tree.root.dump) }
        }
        let time = median(runs: 5) { for file in files { _ = SyntaxTree.parse(file) } }
        print("peak memory: \(fixed(peakMemoryMiB(), 1)) MiB")
        print("\(files.count) files, \(totalBytes) bytes, \(totalDiagnostics) diagnostics; parse: \(fixed(time * 1000, 1)) ms (median of 5), \(fixed(Double(totalBytes) / time / 1e6, 1)) MB/s")
    }

    /// A SwiftUI-like source of about `bytes` bytes: views with stacks,
    /// modifiers, closures, `#if`, strings with interpolation, enums and switches.
    static func generatedSource(bytes: Int) -> String {
        var text = "import SwiftUI\n\n"
        var index = 0
        while text.utf8.count < bytes {
            text += """
            enum Section\(index): String, CaseIterable, Identifiable {
                case inbox, drafts = "Drafts", archive
                var id: String { rawValue }
            }

            struct Screen\(index): View {
                @State private var selection: Section\(index)? = .inbox
                @Environment(\\.horizontalSizeClass) private var sizeClass
                let columns = [GridItem(.adaptive(minimum: 120), spacing: 8)]

                var body: some View {
                    NavigationSplitView {
                        List(Section\(index).allCases, selection: $selection) { section in
                            Label("\\(section.rawValue) \\(index)", systemImage: "tray")
                                .tag(section)
                        }
                        .navigationSplitViewColumnWidth(min: 200, ideal: 250, max: 300)
                    } detail: {
                        if sizeClass == .compact, let selection {
                            Text(selection.rawValue).font(.title)
                        } else {
                            ScrollView {
                                LazyVGrid(columns: columns, spacing: 12) {
                                    ForEach(0..<20, id: \\.self) { item in
                                        RoundedRectangle(cornerRadius: 8)
                                            .frame(width: item % 2 == 0 ? 120 : 80, height: 60)
                                            .overlay { Text("\\(item)") }
                                    }
                                }
                                .padding(.horizontal, 16)
                            }
                            #if os(iOS)
                            .toolbar {
                                ToolbarItem(placement: .primaryAction) { Button("Add") { add() } }
                            }
                            #endif
                        }
                    }
                }

                private func add() {
                    switch selection {
                    case .inbox?: selection = .drafts
                    case let value?: print(value.id, value == .archive ? "a" : "b")
                    case nil: selection = Section\(index).allCases.first ?? .inbox
                    }
                }
            }


            """
            index += 1
        }
        return text
    }
}
