import Foundation
import SourceSyntax

/// Reads Swift files and folders into parsed files, in a stable order.
public enum SourceReader {
    /// The largest Swift file read: 4 MiB, the limit fuzzrun documents for
    /// Swift source (`InputFile.swiftSourceLimit`). A hand-written file is
    /// far smaller, and the bound keeps a stray generated file from costing
    /// time.
    public static let maximumFileSize = 4 << 20

    /// The files under `urls`, parsed, sorted by path within each URL, and
    /// their digest.
    static func read(_ urls: [URL]) throws(ExtractionError) -> (trees: [SyntaxTree], digest: SourceDigest) {
        var paths: [String] = []
        var relatives: [String] = []
        let manager = FileManager.default
        for url in urls {
            let path = url.path
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { throw .notFound(path: path) }
            if !isFolder.boolValue {
                paths.append(path)
                relatives.append(url.lastPathComponent)
                continue
            }
            var found: [String] = []
            guard let walker = manager.enumerator(atPath: path) else { throw .unreadable(path: path, reason: "cannot list") }
            while let relative = walker.nextObject() as? String {
                let parts = relative.split(separator: "/")
                if parts.contains(where: { $0.hasPrefix(".") }) { continue }
                if relative.hasSuffix(".swift") { found.append((path as NSString).appendingPathComponent(relative)) }
            }
            guard !found.isEmpty else { throw .noSwiftFiles(path: path) }
            let sorted = found.sorted()
            paths += sorted
            relatives += sorted.map { String($0.dropFirst(path.count).drop { $0 == "/" }) }
        }
        var trees: [SyntaxTree] = []
        var files: [(relative: String, bytes: [UInt8])] = []
        for (path, relative) in zip(paths, relatives) {
            let source = try file(at: path)
            trees.append(SyntaxTree.parse(source))
            files.append((relative, source.bytes))
        }
        return (trees, SourceDigest(files: files))
    }

    /// One file, checked for size and UTF-8, named by its path as given.
    static func file(at path: String) throws(ExtractionError) -> SourceFile {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        // Only a regular file has a size to check before reading: a device or
        // a pipe named as a source file would be read without a bound.
        if let type = attributes?[.type] as? FileAttributeType, type != .typeRegular {
            throw .unreadable(path: path, reason: "not a regular file")
        }
        if let size = (attributes?[.size] as? NSNumber)?.intValue, size > maximumFileSize {
            throw .tooLarge(path: path, size: size)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path: path, reason: "permission denied or not a regular file")
        }
        guard data.count <= maximumFileSize else { throw .tooLarge(path: path, size: data.count) }
        do {
            return try SourceFile(name: path, bytes: [UInt8](data))
        } catch {
            switch error {
            case let .invalidUTF8(_, offset): throw .invalidUTF8(path: path, offset: offset)
            case let .tooLarge(_, size): throw .tooLarge(path: path, size: size)
            }
        }
    }
}
