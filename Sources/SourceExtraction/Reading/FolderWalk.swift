#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SourceReader {
    /// The folders a walk leaves out, by name, and what they hold: Swift
    /// that is not the app's own views, or that the build writes. A folder
    /// named on the command line is read whatever its name.
    public static let skippedFolderNames: [(name: String, holds: String)] = [
        (".build", "build products"), ("DerivedData", "build products"), ("SourcePackages", "build products"),
        ("Pods", "vendored code"), ("Carthage", "vendored code"), ("Generated", "generated code"),
    ]

    /// The folder-name endings a walk leaves out: `*.xcframework` (vendored
    /// binaries with their interfaces).
    public static let skippedFolderSuffixes: [(suffix: String, holds: String)] = [(".xcframework", "vendored code")]

    /// What a skipped folder named `name` holds, or nil when it is read.
    static func skippedFolder(_ name: String) -> String? {
        if let found = skippedFolderNames.first(where: { $0.name == name }) { return found.holds }
        return skippedFolderSuffixes.first { name.hasSuffix($0.suffix) }?.holds
    }
}

/// A walk of one folder given to the reader: its `.swift` files, in a
/// deterministic order, symbolic links followed while they stay inside the
/// folder, each folder and file entered once (a link cycle ends there).
struct FolderWalk {
    /// The folder given.
    let root: String
    /// The `.swift` files found, as paths under ``root``.
    var found: [String] = []
    /// What was left out, in the order met.
    var skipped: [SkippedPath] = []
    /// The real paths of the folders and files entered.
    private var entered: Set<String> = []
    /// ``root``'s real path, with a final `/`.
    private var realRoot = ""

    init(root: String) { self.root = root }

    /// Walks ``root``.
    /// - Throws: ``ExtractionError/unreadable(path:reason:)`` for a folder
    ///   that cannot be listed, with the system's reason.
    mutating func run() throws(ExtractionError) {
        guard let real = Self.realPath(root) else { throw .unreadable(path: root, reason: SourceReader.reason(errno)) }
        realRoot = real.hasSuffix("/") ? real : real + "/"
        entered.insert(real)
        try walk(root)
    }

    private mutating func walk(_ folder: String) throws(ExtractionError) {
        let names = try Self.list(folder)
        // A local package's manifest and its tests are not the app's views
        // (its `Sources` are): left out, as a build of the app leaves them.
        let isPackage = names.contains("Package.swift")
        for name in names {
            if isPackage, name == "Package.swift" || name == "Tests" {
                skipped.append(SkippedPath(path: join(folder, name), reason: name == "Tests" ? "a package's tests" : "a package manifest"))
                continue
            }
            // Hidden files and folders (`.git`, `.swiftpm`) are not the app's.
            if name.hasPrefix(".") {
                if let holds = SourceReader.skippedFolder(name) { skipped.append(SkippedPath(path: join(folder, name), reason: holds)) }
                continue
            }
            let path = join(folder, name)
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            var isLink = false
            if (info.st_mode & S_IFMT) == S_IFLNK {
                isLink = true
                guard stat(path, &info) == 0 else {
                    if name.hasSuffix(".swift") { skipped.append(SkippedPath(path: path, reason: "a link to nothing")) }
                    continue
                }
            }
            let isFolder = (info.st_mode & S_IFMT) == S_IFDIR
            guard isFolder || name.hasSuffix(".swift") else { continue }
            if isFolder, let holds = SourceReader.skippedFolder(name) {
                skipped.append(SkippedPath(path: path, reason: holds))
                continue
            }
            let real = Self.realPath(path) ?? path
            if isLink, !(real + (isFolder ? "/" : "")).hasPrefix(realRoot) {
                skipped.append(SkippedPath(path: path, reason: "a link out of the folder read"))
                continue
            }
            guard entered.insert(real).inserted else {
                skipped.append(SkippedPath(path: path, reason: "already read through another path"))
                continue
            }
            if isFolder { try walk(path) } else { found.append(path) }
        }
    }

    private func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The names in `folder`, sorted by their bytes.
    static func list(_ folder: String) throws(ExtractionError) -> [String] {
        guard let stream = opendir(folder) else { throw .unreadable(path: folder, reason: SourceReader.reason(errno)) }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The path with every link resolved, or nil.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
