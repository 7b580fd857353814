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

    /// A comment that is wrong or silenced nothing, at its place.
    struct Warning: Equatable {
        /// `file:line:column` of the comment's marker.
        var location: String
        /// What is wrong.
        var message: String
    }

    /// The marker the comments start with.
    static let marker = "sizefuzz:ignore"
    /// The rule a warning about a comment names in the formats other tools read.
    static let rule = "sizefuzz-ignore"

    /// The well-formed comments, in file and line order.
    var comments: [Comment] = []
    /// What is wrong with the others.
    var problems: [Warning] = []
    /// How many times each comment (by index) silenced a failure.
    private(set) var uses: [Int] = []

    /// The comments in every `.swift` file under `paths` (files and folders,
    /// folders recursively, in sorted order).
    init(scanning paths: [String]) {
        for file in Self.swiftFiles(under: paths) {
            // The reader's bound: a regular file (links followed) of at most
            // 4 MiB, read no further; a larger one, a pipe or a device (the
            // reader refuses them, or left them out in a skipped folder) is
            // not scanned, so no file makes this scan hang or fill memory.
            var info = stat()
            guard stat(file, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
                  let bytes = try? InputFile.read(file, limit: InputFile.swiftSourceLimit, kind: .swiftSource) else { continue }
            let text = String(decoding: bytes, as: UTF8.self)
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
            problems.append(Warning(location: place, message: "\(Self.marker) names no invariant (// \(Self.marker) INVARIANT: reason)"))
            return
        }
        guard InvariantName(rawValue: name) != nil else {
            problems.append(Warning(location: place, message: "\(Self.marker): unknown invariant \(name.echoed) (fuzzrun list invariants)"))
            return
        }
        guard parts.count == 2, !parts[1].isEmpty else {
            problems.append(Warning(location: place,
                                    message: "\(Self.marker) \(name): give the reason after a colon (// \(Self.marker) \(name): reason)"))
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

    /// A warning for each well-formed comment that silenced nothing.
    var unused: [Warning] {
        zip(comments, uses).filter { $0.1 == 0 }.map { comment, _ in
            Warning(location: "\(comment.file):\(comment.line):\(comment.column)",
                    message: "\(Self.marker) \(comment.invariant) silenced nothing in this run; remove it")
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
        var seen: Set<String> = []
        return files.sorted().filter { seen.insert($0).inserted }
    }
}

/// What the suppressions of a run did: the warnings about its comments,
/// and the line that counts what they silenced (`nil` when the sources hold
/// no comment).
struct SuppressionOutcome {
    /// The comments that are wrong or silenced nothing.
    var warnings: [Suppressions.Warning] = []
    /// `fuzzrun: suppressed: N failures silenced by // sizefuzz:ignore (M comments)`.
    var summary: String?

    /// The warnings as the text report prints them, a line each.
    var warningLines: [String] { warnings.map { "fuzzrun: warning: \($0.location): \($0.message)" } }
}

extension RunReport {
    /// Takes out the failures a `// sizefuzz:ignore` comment in the apps'
    /// sources silences, and says what the comments did.
    mutating func applySuppressions() -> SuppressionOutcome {
        let paths = sources.flatMap { $0.sourcePaths ?? [] }
        guard !paths.isEmpty else { return SuppressionOutcome() }
        var suppressions = Suppressions(scanning: paths)
        guard !suppressions.comments.isEmpty || !suppressions.problems.isEmpty else { return SuppressionOutcome() }
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
        return SuppressionOutcome(
            warnings: suppressions.problems + suppressions.unused,
            summary: "fuzzrun: suppressed: \(Self.count(silenced, "failure")) silenced by // \(Suppressions.marker) "
                + "(\(Self.count(suppressions.comments.count, "comment")))")
    }
}

extension Finding {
    /// The finding of a `// sizefuzz:ignore` comment of `app`'s sources
    /// that is wrong or silenced nothing: a warning at the comment.
    init(_ warning: Suppressions.Warning, app: String) {
        let location = SourceLocation(parsing: warning.location)
        self.init(severity: .warning, app: app, rule: Suppressions.rule, message: warning.message, location: location,
                  subject: location?.file ?? app, code: nil,
                  fingerprint: Finding.fingerprint(app: app, rule: Suppressions.rule, anchor: warning.message),
                  testName: Suppressions.rule)
    }
}
