import Foundation

/// An `.xcconfig` file's assignments, its `#include`s read in place:
/// `KEY = value` and `KEY[sdk=iphoneos*] = value` lines, `//` comments (to
/// the end of the line, as Xcode reads them, even inside a value),
/// `#include "file"` and `#include? "file"` (relative to the including
/// file). A missing file (a secrets file not checked in, say) is skipped
/// and named in `missing`, as Xcode warns and builds on. Other lines are
/// skipped.
enum XCConfigFile {
    /// The deepest chain of includes followed.
    static let maximumIncludeDepth = 16

    /// The assignments of the file at `path`, in order, includes expanded.
    static func read(_ path: String, missing: inout [String]) throws(ExtractionError) -> [BuildSetting] {
        var visited: [String] = []
        return try read(path, depth: 0, visited: &visited, missing: &missing)
    }

    private static func read(_ path: String, depth: Int, visited: inout [String],
                             missing: inout [String]) throws(ExtractionError) -> [BuildSetting] {
        let standard = URL(fileURLWithPath: path).standardizedFileURL.path
        // A file included twice (or including itself) is read once.
        guard !visited.contains(standard) else { return [] }
        guard FileManager.default.fileExists(atPath: standard) else {
            if !missing.contains(standard) { missing.append(standard) }
            return []
        }
        visited.append(standard)
        let text = try ProjectFile.text(at: path)
        var settings: [BuildSetting] = []
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = String(raw)
            if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
            line = line.trimmingSpaces
            if line.isEmpty { continue }
            if line.hasPrefix("#include") {
                let optional = line.hasPrefix("#include?")
                guard let first = line.firstIndex(of: "\""), let last = line.lastIndex(of: "\""), first < last else {
                    throw .badProject(path: path, line: number + 1, reason: "#include needs a quoted file name")
                }
                let name = String(line[line.index(after: first)..<last])
                let included = name.hasPrefix("/") ? name
                    : URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(name).path
                if optional, !FileManager.default.fileExists(atPath: included) { continue }
                guard depth < maximumIncludeDepth else {
                    throw .badProject(path: path, line: number + 1, reason: "includes nested more than \(maximumIncludeDepth) deep")
                }
                settings += try read(included, depth: depth + 1, visited: &visited, missing: &missing)
                continue
            }
            // The `=` after the key's conditions (`KEY[sdk=iphoneos*] = value`).
            let keyEnd = line.lastIndex(of: "]").flatMap { close in
                line.firstIndex(of: "=").map { $0 > close ? line.startIndex : close }
            } ?? line.startIndex
            guard let equals = line[keyEnd...].firstIndex(of: "=") else { continue }
            var value = String(line[line.index(after: equals)...]).trimmingSpaces
            if value.hasSuffix(";") { value = String(value.dropLast()).trimmingSpaces }
            let key = String(line[..<equals])
            guard !key.trimmingSpaces.isEmpty else { continue }
            settings.append(BuildSetting.parse(key: key, value: value, file: path))
        }
        return settings
    }
}
