/// Where an app found from its Swift source came from: the paths it was
/// read from (as `--source` gave them) and the digest of those files then
/// (`SourceDigest`, written `fnv1a64:` and 16 lowercase hex digits), so that
/// a replay can say when the sources have changed since.
///
/// In a corpus entry: `"sources": {"digest": "fnv1a64:…", "paths": ["Sources/MyApp"]}`,
/// absent for an app that was not read from source.
public struct CorpusSources: Hashable, Sendable, Codable {
    /// The files and folders, as given.
    public var paths: [String]
    /// The digest of the files when the entry was saved.
    public var digest: String

    /// Creates sources.
    public init(paths: [String], digest: String) {
        self.paths = paths
        self.digest = digest
    }

    /// The keys of the object.
    enum CodingKeys: String, CodingKey { case digest, paths }

    /// Decodes and checks: at least one path, none empty, and a digest in
    /// its one form.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        digest = try container.decode(String.self, forKey: .digest)
        paths = try container.decode([String].self, forKey: .paths)
        guard Self.isDigest(digest) else {
            throw DecodingError.dataCorruptedError(forKey: .digest, in: container,
                debugDescription: "expected \"fnv1a64:\" and 16 lowercase hex digits")
        }
        guard !paths.isEmpty, !paths.contains(where: \.isEmpty) else {
            throw DecodingError.dataCorruptedError(forKey: .paths, in: container,
                debugDescription: "expected one or more non-empty paths")
        }
    }

    /// Whether `text` is a digest as written: `fnv1a64:` and 16 lowercase hex digits.
    static func isDigest(_ text: String) -> Bool {
        let prefix = "fnv1a64:"
        guard text.hasPrefix(prefix) else { return false }
        let hex = text.utf8.dropFirst(prefix.utf8.count)
        return hex.count == 16 && hex.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}
