import Foundation
@testable import SourceExtraction
import Testing

/// The settings read from the validation corpus's apps, against what the
/// corpus list records for each. Runs only where the apps are checked out:
/// `SIZEFUZZ_CORPUS_APPS=DIR` (a folder of `owner+name` checkouts) and
/// `SIZEFUZZ_CORPUS_LIST=apps.tsv`; it prints the table the article holds.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["SIZEFUZZ_CORPUS_APPS"] != nil))
struct ProjectCorpusTests {
    struct Row {
        var repo: String
        var project: String
        var target: String
        var sources: [String]
        var windows: Bool?
        var fullScreen: Bool
        var family: [Int]
        var conditions: [String]
    }

    /// The corpus list's rows, with the expected values read from its columns.
    static func rows(_ list: String) throws -> [Row] {
        let lines = try String(contentsOfFile: list, encoding: .utf8).split(separator: "\n").map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
        let header = lines[0]
        func column(_ line: [String], _ name: String) -> String { header.firstIndex(of: name).map { line[$0] } ?? "" }
        return lines.dropFirst().map { line in
            let project = column(line, "project")
            let target = project.range(of: "[target: ").map { String(project[$0.upperBound...].dropLast()) } ?? ""
            let generated = column(line, "infoplist_key_scene_fullscreen")
            let plist = column(line, "plist_scene_fullscreen")
            // Xcode's generated manifest wins over the file's key.
            let windows: Bool? = generated.contains("SceneManifest_Generation=YES") ? true
                : plist.contains("MultipleScenes=true") ? true : plist.contains("MultipleScenes=false") ? false : nil
            return Row(repo: column(line, "repo"),
                       project: String(project.split(separator: " [").first ?? ""),
                       target: target,
                       sources: column(line, "source_folders").components(separatedBy: "; "),
                       windows: windows,
                       fullScreen: generated.contains("UIRequiresFullScreen=YES") || plist.contains("UIRequiresFullScreen=true"),
                       family: column(line, "device_family").split(separator: ",").compactMap { Int($0) },
                       conditions: column(line, "compilation_conditions").split(separator: " ")
                        .filter { $0 != "-" && !$0.contains(")") }.map { String($0.split(separator: "(").first ?? "") })
        }
    }

    @Test func theSettingsReadMatchTheCorpusList() throws {
        let environment = ProcessInfo.processInfo.environment
        let apps = try #require(environment["SIZEFUZZ_CORPUS_APPS"])
        let list = environment["SIZEFUZZ_CORPUS_LIST"] ?? "\(apps)/apps.tsv"
        var table = ["| app | found by discovery | windows | full screen | devices | flags (Release) | flags (all configurations) | corpus list |",
                     "| --- | --- | --- | --- | --- | --- | --- | --- |"]
        var agree = 0
        let rows = try Self.rows(list)
        for row in rows {
            let folder = "\(apps)/\(row.repo.replacingOccurrences(of: "/", with: "+"))"
            let sources = row.sources.filter { !$0.contains("*") }.map { URL(fileURLWithPath: "\(folder)/\($0)") }
            let path = URL(fileURLWithPath: "\(folder)/\(row.project)")
            let options = ProjectOptions(lookup: .at(path.lastPathComponent == "project.pbxproj" ? path.deletingLastPathComponent() : path),
                                         target: row.target)
            let reading: ProjectReading
            do {
                reading = try ProjectReader.read(options, sources: sources, plist: nil)
            } catch {
                table.append("| \(row.repo) | | error: \(error) | | | | | |")
                Issue.record("\(row.repo): \(error)")
                continue
            }
            let discovered = try ProjectReader.read(ProjectOptions(), sources: sources, plist: nil).settings.origin
            let sameProject = discovered.description == reading.settings.origin.description
            var all: [String] = []
            if row.project.hasSuffix(".pbxproj"), let project = try? XcodeProject.read(path.deletingLastPathComponent().path),
               let target = project.appTargets.first(where: { $0.name == row.target }) {
                for configuration in project.configurations(of: target) {
                    let flags = (try? project.settings(of: target, configuration: configuration)).map(ProjectReader.compilationFlags) ?? []
                    for flag in flags where !all.contains(flag) { all.append(flag) }
                }
            } else {
                all = reading.settings.flags ?? []
            }
            let settings = reading.settings
            let windowsMatch = (settings.multipleWindows ?? false) == (row.windows ?? false)
            let fullMatch = (settings.requiresFullScreen ?? false) == row.fullScreen
            let familyMatch = (settings.deviceFamily ?? []) == row.family
            let flagsMatch = row.conditions.allSatisfy { all.contains($0) }
            if windowsMatch && fullMatch && familyMatch && flagsMatch { agree += 1 }
            func mark(_ ok: Bool) -> String { ok ? "" : " ✗" }
            table.append("| \(row.repo) | \(sameProject ? "yes" : "no: \(discovered.description)") "
                + "| \(settings.multipleWindows == true ? "several" : "one") (\(settings.multipleWindowsReason))\(mark(windowsMatch)) "
                + "| \(settings.requiresFullScreen == true ? "yes" : "no")\(mark(fullMatch)) "
                + "| \((settings.deviceFamily ?? []).map(String.init).joined(separator: ","))\(mark(familyMatch)) "
                + "| \((settings.flags ?? []).joined(separator: " ")) | \(all.joined(separator: " "))\(mark(flagsMatch)) "
                + "| \(row.windows.map { $0 ? "several" : "one" } ?? "one"), \(row.fullScreen ? "full screen" : "-"), "
                + "\(row.family.map(String.init).joined(separator: ",")), \(row.conditions.isEmpty ? "-" : row.conditions.joined(separator: " ")) |")
        }
        table.append("")
        table.append("\(agree) of \(rows.count) apps agree on windows, full screen, devices and flags.")
        print(table.joined(separator: "\n"))
    }
}

extension ProjectSettings.Origin: CustomStringConvertible {
    public var description: String {
        switch self {
        case .notLooked: "not looked"
        case .notFound: "none"
        case let .xcodeProject(path, target, _): "\(URL(fileURLWithPath: path).lastPathComponent) \(target)"
        case let .xcodeGen(path, target, _): "\(URL(fileURLWithPath: path).lastPathComponent) \(target)"
        case .package(let path): URL(fileURLWithPath: path).lastPathComponent
        }
    }
}
