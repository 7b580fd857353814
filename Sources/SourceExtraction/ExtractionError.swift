/// Why the reader could not derive a spec. Each is one line naming the file
/// (and the byte or the construct).
public enum ExtractionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path does not exist (`fuzzrun` exits 66).
    case notFound(path: String)
    /// A folder holds no `.swift` file read (exit 66); `skipped` names the
    /// first Swift file left out, and why (a link out of the folder), when
    /// there was one.
    case noSwiftFiles(path: String, skipped: String? = nil)
    /// A file or folder exists but could not be read, with the system's
    /// reason: permission denied, not a regular file (`fuzzrun` exits 77).
    case unreadable(path: String, reason: String)
    /// The files read together pass the bound on the whole read
    /// (``SourceReader/maximumTotalSize`` unless raised; exit 65): the file
    /// that passed it, the total with it, and the bound.
    case tooMuchSource(path: String, total: Int, limit: Int)
    /// A file is larger than ``SourceReader/maximumFileSize`` (exit 65).
    case tooLarge(path: String, size: Int)
    /// A file is not valid UTF-8 (exit 65).
    case invalidUTF8(path: String, offset: Int)
    /// The plist could not be read as a property list (exit 65).
    case badPlist(path: String, reason: String)
    /// No root view was found (exit 65): what was looked for.
    case noRootView(lookedFor: String)
    /// No folder above a test file holds a `Package.swift`, for paths
    /// relative to the package (``AppSpec/extract(from:root:plist:project:filePath:)``).
    case noPackage(filePath: String)
    /// A project file (`project.pbxproj`, an `.xcconfig`, `project.yml`)
    /// that cannot be read as one, at `line` (exit 65).
    case badProject(path: String, line: Int, reason: String)
    /// `--target NAME` names no app target of the project (exit 65): the
    /// app targets it has.
    case noTarget(path: String, name: String, targets: [String])

    /// Whether the error is a missing input (66) rather than bad input (65).
    public var isMissingInput: Bool {
        switch self {
        case .notFound, .noSwiftFiles, .noPackage: true
        default: false
        }
    }

    /// Whether the error is an input that exists but cannot be read (77).
    public var isUnreadable: Bool {
        if case .unreadable = self { true } else { false }
    }

    /// One line.
    public var description: String {
        switch self {
        case let .notFound(path): "\(path): no such file or folder"
        case let .noSwiftFiles(path, skipped): "\(path): no .swift file in this folder" + (skipped.map { "; skipped \($0)" } ?? "")
        case let .unreadable(path, reason): "\(path): cannot be read: \(reason)"
        case let .tooLarge(path, size):
            "\(path): \(size) bytes is more than the \(SourceReader.maximumFileSize) a Swift file may have"
        case let .tooMuchSource(path, total, limit):
            "\(path): the Swift files read reach \(total) bytes with it, more than the \(limit) bytes a read may have (--max-source-bytes raises it)"
        case let .invalidUTF8(path, offset): "\(path): invalid UTF-8 at byte offset \(offset)"
        case let .badPlist(path, reason): "\(path): not a property list: \(reason)"
        case let .noRootView(lookedFor): "no root view found: looked for \(lookedFor)"
        case let .noPackage(filePath): "\(filePath): no folder above it holds a Package.swift, to which the source paths are relative"
        case let .badProject(path, line, reason): "\(path):\(line): \(reason)"
        case let .noTarget(path, name, targets):
            "\(path): no app target named '\(name)' (app targets: \(targets.isEmpty ? "none" : targets.joined(separator: ", ")))"
        }
    }
}
