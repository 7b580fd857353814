import Foundation
import LayoutModel

/// A command's findings in the formats other tools read: `xcode` (one
/// `path:line:column: error: ...` line each, as compilers print), `github`
/// (workflow commands that annotate a pull request), `sarif` (code
/// scanning) and `junit` (CI dashboards).
struct FindingsReport {
    /// One app's results, as JUnit's `testsuite`.
    struct Suite {
        /// The app's name.
        var app: String
        /// The rules checked on it, in report order: each a `testcase`.
        var checked: [String]
        /// Lines about the app that are not findings (lints of a run, which
        /// are warnings): its `system-err`.
        var notes: [String] = []
    }

    /// The command that found them: `run`, `lint`, `replay`.
    var command: String
    /// The findings, in the command's report order.
    var findings: [Finding]
    /// The apps and what was checked on each, for `junit`.
    var suites: [Suite]
    /// The command's verdict line (`fuzzrun: FAILED: ...`).
    var verdict: String
    /// The folder paths are written relative to: the repository root (the
    /// config file's folder, else the current directory).
    var root: String
    /// Lines the text formats print after the verdict (what was suppressed,
    /// which invariants were off and why).
    var notes: [String] = []

    /// The report in `format`; `text` and `json` are the command's own.
    func rendered(_ format: OutputFormat) -> String {
        switch format {
        case .xcode: xcode
        case .github: github
        case .sarif: sarif.serialized(pretty: true) + "\n"
        case .junit: junit
        case .text, .json: ""
        }
    }

    /// One line per finding, `path:line:column: error: [rule] message`
    /// (`warning` for a lint); a finding with no line names its spec file or
    /// app, `PATH: error: ...`. Then the verdict and the notes.
    var xcode: String {
        var lines = findings.map { finding in
            let place = finding.location?.description ?? finding.subject
            return "\(Self.oneLine(place)): \(finding.severity.rawValue): [\(finding.rule)] \(Self.oneLine(finding.message))"
                + (finding.location == nil && finding.subject != finding.app ? " (app \(Self.oneLine(finding.app)))" : "")
        }
        lines.append(verdict)
        lines += notes
        return lines.joined(separator: "\n") + "\n"
    }

    /// One GitHub Actions workflow command per finding,
    /// `::error file=F,line=L,col=C,title=T::MESSAGE` (`::warning` for a
    /// lint), the message with its scenario and replay command on the
    /// lines after it; then the verdict and notes as plain lines.
    var github: String {
        var lines: [String] = []
        for finding in findings {
            var properties: [(String, String)] = []
            if let location = finding.location {
                properties += [("file", relative(location.file).path), ("line", String(location.line)), ("col", String(location.column))]
            } else if finding.subject != finding.app, !finding.subject.isEmpty {
                properties.append(("file", relative(finding.subject).path))
            }
            properties.append(("title", "\(finding.app): \(finding.rule)"))
            let header = properties.map { "\($0.0)=\(Self.githubProperty($0.1))" }.joined(separator: ",")
            lines.append("::\(finding.severity.rawValue) \(header)::\(Self.githubData(details(of: finding)))")
        }
        lines.append(verdict)
        lines += notes
        return lines.joined(separator: "\n") + "\n"
    }

    /// The message, then the code, scenario and replay command, a line each.
    func details(of finding: Finding) -> String {
        var lines = [finding.message]
        if let code = finding.code { lines.append("Code: \(code)") }
        if !finding.scenario.isEmpty { lines.append("Minimal scenario: " + finding.scenario.joined(separator: "; ")) }
        if let replay = finding.replay { lines.append("Replay: \(replay)") }
        return lines.joined(separator: "\n")
    }

    /// `path` relative to ``root`` when it is under it (or relative
    /// already), else as given; and whether it is relative.
    func relative(_ path: String) -> (path: String, isRelative: Bool) {
        if !path.hasPrefix("/") { return (path.hasPrefix("./") ? String(path.dropFirst(2)) : path, true) }
        let base = root.hasSuffix("/") ? root : root + "/"
        if path.hasPrefix(base) { return (String(path.dropFirst(base.count)), true) }
        return (path, false)
    }

    /// `text` on one line: line breaks and other unsafe characters escaped.
    static func oneLine(_ text: String) -> String { text.escapingControlCharacters }

    /// A workflow command's data: `%` as `%25`, CR as `%0D`, LF as `%0A`
    /// (GitHub's `escapeData` in `@actions/core`'s `command.ts`).
    /// Then the other characters unsafe to show, as `\u{…}`.
    static func githubData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A").escapingUnsafeCharacters(keepingLineBreaks: true)
    }

    /// A workflow command's property value: as data, and `:` as `%3A`, `,`
    /// as `%2C` (`escapeProperty` in `@actions/core`'s `command.ts`).
    static func githubProperty(_ text: String) -> String {
        githubData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
