import Foundation

/// How a source file is named in every location the reader records
/// (`file:line:column` in findings, lints, assumptions, the source map):
/// relative to the current directory when the file is under it, as
/// compilers print paths; as given otherwise.
enum DisplayPath {
    /// `path` relative to `directory` (default: the current directory)
    /// when it is under it; `path` itself otherwise, or when the directory
    /// is the root (every absolute path is under `/`, and `tmp/x` reads
    /// worse than `/tmp/x`).
    static func relative(_ path: String, to directory: String = FileManager.default.currentDirectoryPath) -> String {
        guard path.hasPrefix("/"), directory.count > 1 else { return path }
        let folder = directory.hasSuffix("/") ? directory : directory + "/"
        guard path.hasPrefix(folder), path.count > folder.count else { return path }
        return String(path.dropFirst(folder.count))
    }
}
