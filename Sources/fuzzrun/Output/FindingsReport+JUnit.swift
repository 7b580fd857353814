import LayoutModel

extension FindingsReport {
    /// The findings as JUnit XML, as Jenkins, GitLab, Buildkite and Xcode
    /// Cloud read it: a `testsuite` per app, a `testcase` per rule checked
    /// on it, and a `failure` per finding with its message, location,
    /// minimal scenario, regression test and replay command.
    var junit: String {
        let failures = findings.filter { $0.severity == .error || command == "lint" }.count
        let tests = suites.reduce(0) { $0 + $1.checked.count }
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            "<testsuites name=\"fuzzrun \(command)\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">",
        ]
        for suite in suites {
            // A lint of a run is a warning, which the suite's notes hold.
            let found = findings.filter { $0.app == suite.app && ($0.severity == .error || command == "lint") }
            lines.append("  <testsuite name=\(Self.xmlAttribute(suite.app)) tests=\"\(suite.checked.count)\" "
                + "failures=\"\(found.count)\" errors=\"0\" skipped=\"0\">")
            for rule in suite.checked {
                let open = "    <testcase classname=\(Self.xmlAttribute(suite.app)) name=\(Self.xmlAttribute(rule))"
                let mine = found.filter { $0.testName == rule }
                if mine.isEmpty {
                    lines.append(open + "/>")
                    continue
                }
                lines.append(open + ">")
                for finding in mine {
                    lines.append("      <failure message=\(Self.xmlAttribute(finding.message)) type=\(Self.xmlAttribute(finding.rule))>"
                        + Self.xmlText(failureText(finding)) + "</failure>")
                }
                lines.append("    </testcase>")
            }
            if !suite.notes.isEmpty {
                lines.append("    <system-err>" + Self.xmlText(suite.notes.joined(separator: "\n")) + "</system-err>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The body of a finding's `failure`.
    private func failureText(_ finding: Finding) -> String {
        var lines = [(finding.location?.description ?? finding.subject) + ": " + finding.message]
        if let code = finding.code { lines.append("Code: \(code)") }
        if !finding.scenario.isEmpty {
            lines.append("Minimal scenario:")
            lines += finding.scenario.map { "  " + $0 }
        }
        if let test = finding.regressionTest {
            lines.append("Regression test:")
            lines += test.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 }
        }
        if let replay = finding.replay { lines.append("Replay: \(replay)") }
        return lines.joined(separator: "\n")
    }

    /// `text` as a quoted XML attribute value: `&`, `<`, `>`, `"` and `'`
    /// as entities, line breaks and tabs as character references (which an
    /// attribute keeps), and every other character unsafe to show (controls,
    /// which XML 1.0 cannot hold at all, and bidirectional overrides) as
    /// `\u{…}`.
    static func xmlAttribute(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "&#10;"
            case "\t": result += "&#9;"
            default: result += escape(scalar)
            }
        }
        return result + "\""
    }

    /// `text` as XML character data: the markup characters as entities,
    /// line breaks and tabs kept, every other unsafe character as `\u{…}`.
    static func xmlText(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            result += scalar == "\n" || scalar == "\t" ? String(scalar) : escape(scalar)
        }
        return result
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "\"": "&quot;"
        case "'": "&apos;"
        default: scalar.isUnsafeToDisplay ? scalar.visibleEscape : String(scalar)
        }
    }
}
