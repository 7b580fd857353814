import Foundation
import SourceSyntax

/// Reads Swift files and folders into parsed files, in a stable order.
///
/// Every file goes through one bounded read (``bytes(at:limit:)``): a file
/// over ``maximumFileSize``, or a read whose files together pass the total
/// asked for (``maximumTotalSize`` by default), is refused before it is
/// read. Folders are walked with ``skippedFolderNames`` left out and
/// symbolic links followed while they stay inside the folder given.
public enum SourceReader {
    /// The largest Swift file read: 4 MiB, the limit fuzzrun documents for
    /// Swift source (`InputFile.swiftSourceLimit`). A hand-written file is
    /// far smaller, and the bound keeps a stray generated file from costing
    /// time.
    public static let maximumFileSize = 4 << 20

    /// The most bytes of Swift read in all, by default: 16 MiB
    /// (16,777,216). The reader keeps about 75 bytes of tokens and syntax per
    /// byte of source, so the bound keeps a read near a gigabyte; an app's
    /// own views are far smaller (the largest open-source SwiftUI app we
    /// measured has under 3 MB of Swift). `fuzzrun --max-source-bytes N`
    /// raises it.
    public static let maximumTotalSize = 16 << 20

    /// The parser's limits for app sources: its depth, and chains (a
    /// view with its modifiers, `else if` branches) of at most 400 links,
    /// so that every walk the reader makes of an expression stays within
    /// the stack (a chain of 1,000 modifiers overflowed it); a longer chain
    /// is a diagnostic, an assumption at its line.
    static let limits = ParserLimits(maximumChainHeight: 400)

    /// The largest `Info.plist` read: 1 MiB (Apple's own are a few KB).
    public static let maximumPlistSize = 1 << 20

    /// What a read gives.
    struct Read {
        /// The files, parsed, in path order within each URL.
        var trees: [SyntaxTree]
        /// Their fingerprint.
        var digest: SourceDigest
        /// What the folder walk left out, in path order.
        var skipped: [SkippedPath]
    }

    /// The files under `urls`, parsed, sorted by path within each URL, their
    /// digest and what was skipped; files of `left` (absolute, standardized)
    /// found in a folder are skipped, said with `leftReason`.
    static func read(_ urls: [URL], maximumTotal: Int = maximumTotalSize, leaving left: Set<String> = [],
                     because leftReason: String = "") throws(ExtractionError) -> Read {
        var paths: [String] = []
        var relatives: [String] = []
        var skipped: [SkippedPath] = []
        var empty: [String] = []
        for url in urls {
            let path = url.path
            var info = stat()
            guard stat(path, &info) == 0 else {
                let error = errno
                if error == ENOENT || error == ENOTDIR { throw .notFound(path: path) }
                throw .unreadable(path: path, reason: reason(error))
            }
            if (info.st_mode & S_IFMT) != S_IFDIR {
                paths.append(path)
                relatives.append(url.lastPathComponent)
                continue
            }
            var walk = FolderWalk(root: path)
            try walk.run()
            skipped += walk.skipped
            // A folder of no Swift among others that hold some (an app
            // folder of only its Info.plist) is said, not an error.
            guard !walk.found.isEmpty else {
                empty.append(path)
                continue
            }
            var sorted = walk.found.sorted()
            if !left.isEmpty {
                let isLeft = { (path: String) in left.contains(URL(fileURLWithPath: path).standardizedFileURL.path) }
                skipped += sorted.filter(isLeft).map { SkippedPath(path: $0, reason: leftReason) }
                sorted.removeAll(where: isLeft)
            }
            paths += sorted
            relatives += sorted.map { String($0.dropFirst(path.count).drop { $0 == "/" }) }
        }
        if paths.isEmpty, let first = empty.first {
            // A Swift file left out (a link out of the folder) is named, not dropped in silence.
            let swift = skipped.first { $0.path.hasSuffix(".swift") }
            throw .noSwiftFiles(path: first, skipped: swift?.description)
        }
        skipped += empty.map { SkippedPath(path: $0, reason: "no .swift file in this folder") }
        var trees: [SyntaxTree] = []
        var files: [(relative: String, bytes: [UInt8])] = []
        var total = 0
        for (path, relative) in zip(paths, relatives) {
            let source = try file(at: path, readSoFar: total, maximumTotal: maximumTotal)
            total += source.bytes.count
            trees.append(SyntaxTree.parse(source, limits: limits))
            files.append((relative, source.bytes))
        }
        return Read(trees: trees, digest: SourceDigest(files: files), skipped: skipped)
    }

    /// One file, checked for size and UTF-8, named by its path as given,
    /// relative to the current directory when under it (``DisplayPath``).
    static func file(at path: String, readSoFar: Int = 0, maximumTotal: Int = maximumTotalSize) throws(ExtractionError) -> SourceFile {
        let bytes = try bytes(at: path, limit: maximumFileSize) { size throws(ExtractionError) in
            if readSoFar + size > maximumTotal {
                throw .tooMuchSource(path: path, total: readSoFar + size, limit: maximumTotal)
            }
        }
        do {
            return try SourceFile(name: DisplayPath.relative(path), bytes: bytes)
        } catch {
            switch error {
            case let .invalidUTF8(_, offset): throw .invalidUTF8(path: path, offset: offset)
            case let .tooLarge(_, size): throw .tooLarge(path: path, size: size)
            }
        }
    }
}
