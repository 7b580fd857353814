import Foundation
import LayoutModel
import SizeFuzz

/// `// sizefuzz:ignore INVARIANT: reason` comments in an app's Swift
/// sources: each silences that invariant's failure on its own line or the
/// line below it. A comment without a reason, naming no known invariant, or
/// that silenced nothing in the run is reported (as SwiftLint reports a
/// superfluous disable command), so a stale one does not hide a new bug.
struct Suppressions {
    /// One comment.
    struct Comment: Equatable {
        /// The file, standardized to an absolute path.
        var file: String
        /// The line, from 1.
        var line: Int
        /// The column of `sizefuzz:ignore`, from 1.
        var column: Int
        /// The invariant it names.
        var invariant: String
        /// Why, as written.
        var reason: String
    }

    /// The marker the comments start with.
    static let marker = "sizefuzz:ignore"

    /// The well-formed comments, in file and line order.
    var comments: [Comment] = []
    /// What is wrong with the others, a line each: `file:line:column: ...`.
    var problems: [String] = []
    /// How many times each comment (by index) silenced a failure.
    private(set) var uses: [Int] = []

    /// The comments in every `.swift` file under `paths` (files and folders,
    /// folders recursively, in sorted order).
    init(scanning paths: [String]) {
        for file in Self.swiftFiles(under: paths) {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                scan(String(line), file: file, line: index + 1)
            }
        }
        uses = Array(repeating: 0, count: comments.count)
    }

    private mutating func scan(_ line: String, file: String, line number: Int) {
        guard let comment = line.range(of: "//"), let marker = line.range(of: Self.marker, range: comment.upperBound..<line.endIndex)
        else { return }
        let column = line.distance(from: line.startIndex, to: marker.lowerBound) + 1
        let place = "\(file):\(number):\(column)"
        let rest = line[marker.upperBound...].trimmingCharacters(in: .whitespaces)
        let parts = rest.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        let name = parts.first ?? ""
        guard !name.isEmpty else {
            problems.append("\(place): \(Self.marker) names no invariant (// \(Self.marker) INVARIANT: reason)")
            return
        }
        guard InvariantName(rawValue: name) != nil else {
            problems.append("\(place): \(Self.marker): unknown invariant \(name.echoed) (fuzzrun list invariants)")
            return
        }
        guard parts.count == 2, !parts[1].isEmpty else {
            problems.append("\(place): \(Self.marker) \(name): give the reason after a colon (// \(Self.marker) \(name): reason)")
            return
        }
        comments.append(Comment(file: file, line: number, column: column, invariant: name, reason: parts[1]))
    }

    /// Whether a comment silences `invariant` at `location`
    /// (`file:line:column`), counting the use.
    mutating func silences(_ invariant: String, at location: String) -> Bool {
        guard let place = SourceLocation(parsing: location) else { return false }
        let file = Self.standardized(place.file)
        guard let index = comments.firstIndex(where: {
            $0.invariant == invariant && $0.file == file && ($0.line == place.line || $0.line == place.line - 1)
        }) else { return false }
        uses[index] += 1
        return true
    }

    /// A line for each well-formed comment that silenced nothing.
    var unused: [String] {
        zip(comments, uses).filter { $0.1 == 0 }.map { comment, _ in
            "\(comment.file):\(comment.line):\(comment.column): \(Self.marker) \(comment.invariant) silenced nothing in this run; remove it"
        }
    }

    /// `path` as an absolute path with `.` and `..` resolved.
    static func standardized(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

    /// The `.swift` files under `paths`, sorted, each once.
    static func swiftFiles(under paths: [String]) -> [String] {
        var files: [String] = []
        for path in paths {
            let root = standardized(path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder) else { continue }
            if !isFolder.boolValue {
                files.append(root)
                continue
            }
            let found = (FileManager.default.subpaths(atPath: root) ?? []).filter { $0.hasSuffix(".swift") }
            files += found.map { root + "/" + $0 }
        }
        var seen: [String] = []
        for file in files.sorted() where !seen.contains(file) { seen.append(file) }
        return seen
    }
}

extension RunReport {
    /// Takes out the failures a `// sizefuzz:ignore` comment in the apps'
    /// sources silences, and returns the lines the report adds: problems
    /// with the comments, the ones that silenced nothing, and how many
    /// failures were silenced. No line when the sources hold no comment.
    mutating func applySuppressions() -> [String] {
        let paths = sources.flatMap { $0.sourcePaths ?? [] }
        guard !paths.isEmpty else { return [] }
        var suppressions = Suppressions(scanning: paths)
        guard !suppressions.comments.isEmpty || !suppressions.problems.isEmpty else { return [] }
        var kept: [Failure] = []
        for failure in result.failures {
            if let location = report(of: failure).sourceEntry?.location,
               suppressions.silences(failure.invariant.rawValue, at: location) {
                continue
            }
            kept.append(failure)
        }
        let silenced = result.failures.count - kept.count
        result.failures = kept
        var lines = (suppressions.problems + suppressions.unused).map { "fuzzrun: warning: \($0)" }
        lines.append("fuzzrun: suppressed: \(Self.count(silenced, "failure")) silenced by // \(Suppressions.marker) "
            + "(\(Self.count(suppressions.comments.count, "comment")))")
        return lines
    }
}
