import SourceSyntax

extension Extractor {
    /// The most syntax errors of one file listed as assumptions; the rest
    /// are counted in one more.
    static let maximumDiagnosticsListed = 100

    /// Records every problem the tokenizer and parser found in the files
    /// read as an assumption at its line: code the parser could not read
    /// (garbage, nesting past its depth limit) is left out of the spec, and
    /// the user is told where, never silently (`--strict` fails on them).
    mutating func noteDiagnostics() {
        for (number, file) in index.files.enumerated() {
            for diagnostic in file.diagnostics.prefix(Self.maximumDiagnosticsListed) {
                assume(diagnostic.range, number, "syntax", "\(diagnostic.message): the code there is not read")
            }
            let more = file.diagnostics.count - Self.maximumDiagnosticsListed
            if more > 0, let last = file.diagnostics.last {
                assume(last.range, number, "syntax", "\(more) more syntax error\(more == 1 ? "" : "s") in this file, not listed: the code there is not read")
            }
        }
    }
}
