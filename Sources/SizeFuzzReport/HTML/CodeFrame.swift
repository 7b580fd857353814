import Foundation

/// The code behind a failure as the Swift compiler shows it: the file's
/// path relative to its package, the line before, the line and the line
/// after, each numbered, the modifier highlighted and its column marked
/// with a caret.
struct CodeFrame: Equatable {
    /// The file's path from its package's folder (the nearest folder above
    /// it with a `Package.swift`), else its folder and name: never a folder
    /// of the machine that ran.
    var path: String
    /// The finding's line, from 1.
    var line: Int
    /// The finding's column, from 1.
    var column: Int
    /// The lines shown, each with its number, the finding's in the middle
    /// (fewer at the file's start or end).
    var lines: [(number: Int, text: String)]
    /// The code highlighted on the finding's line: `.frame(width: 280)`.
    var code: String

    static func == (lhs: CodeFrame, rhs: CodeFrame) -> Bool {
        lhs.path == rhs.path && lhs.line == rhs.line && lhs.column == rhs.column && lhs.code == rhs.code
            && lhs.lines.map(\.number) == rhs.lines.map(\.number) && lhs.lines.map(\.text) == rhs.lines.map(\.text)
    }

    /// The files a frame reads at most: a larger file is not shown.
    static let maximumFileSize = 1 << 20

    /// The frame of `location` (`path:line:column`), the line of `code`;
    /// `nil` when the file cannot be read or has no such line.
    static func of(location: String, code: String) -> CodeFrame? {
        let parts = location.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]), line > 0
        else { return nil }
        let file = parts.dropLast(2).joined(separator: ":")
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file),
              let size = attributes[.size] as? Int, size <= maximumFileSize,
              let data = FileManager.default.contents(atPath: file) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        return frame(of: text, path: relativePath(file), line: line, column: column, code: code)
    }

    /// The frame of line `line` of `text`.
    static func frame(of text: String, path: String, line: Int, column: Int, code: String) -> CodeFrame? {
        let all = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
        guard all.indices.contains(line - 1) else { return nil }
        let numbers = max(1, line - 1)...min(all.count, line + 1)
        return CodeFrame(path: path, line: line, column: column, lines: numbers.map { ($0, all[$0 - 1]) }, code: code)
    }

    /// `location` (`path:line:column`) with its path relative as
    /// ``relativePath(_:)`` makes it; a location of another form unchanged.
    static func relativeLocation(_ location: String) -> String {
        let parts = location.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, Int(parts[parts.count - 2]) != nil, Int(parts[parts.count - 1]) != nil else { return location }
        return relativePath(parts.dropLast(2).joined(separator: ":")) + ":" + parts.suffix(2).joined(separator: ":")
    }

    /// The folder a report writes `path` (a file or a folder of sources)
    /// from, ending with `/`: the nearest folder with a `Package.swift` at or
    /// above it, else the folder above the file's (or the folder's) own, so
    /// that the path reads as its last folder and its name.
    static func packageFolder(of path: String) -> String {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
        let start = exists && isFolder.boolValue ? url : url.deletingLastPathComponent()
        var folder = start
        while folder.path != "/" && !folder.path.isEmpty {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
            }
            folder = folder.deletingLastPathComponent()
        }
        let above = start.deletingLastPathComponent().path
        return above.hasSuffix("/") ? above : above + "/"
    }

    /// `path` (a file or a folder) from its ``packageFolder(of:)``; `.` for
    /// the package's own folder.
    static func packagePath(_ path: String) -> String {
        let full = URL(fileURLWithPath: path).standardizedFileURL.path
        let folder = packageFolder(of: path)
        guard full.hasPrefix(folder) else { return full + "/" == folder ? "." : path }
        return String(full.dropFirst(folder.count))
    }

    /// `file` from the nearest folder above it with a `Package.swift`, else
    /// its last folder and its name.
    static func relativePath(_ file: String) -> String {
        let url = URL(fileURLWithPath: file).standardizedFileURL
        var folder = url.deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return String(url.path.dropFirst(folder.path.count + 1))
            }
            folder = folder.deletingLastPathComponent()
        }
        return url.pathComponents.suffix(2).joined(separator: "/")
    }

    /// The frame as HTML: a caption with the path, line and column, then the
    /// numbered lines, the code highlighted and a caret under its column.
    var html: String {
        let width = String(lines.map(\.number).max() ?? line).count
        var body = ""
        for (number, text) in lines {
            let gutter = (number == line ? "> " : "  ") + String(repeating: " ", count: width - String(number).count) + "\(number) | "
            if number == line {
                body += "<span class=\"finding\">" + Markup.escape(gutter) + highlighted(text) + "</span>\n"
                let caret = String(repeating: " ", count: gutter.count + max(0, column - 1)) + "^"
                body += "<span class=\"caret\">\(Markup.escape(caret))</span>\n"
            } else {
                body += Markup.escape(gutter + text) + "\n"
            }
        }
        return "<figure class=\"code-frame\"><figcaption><code>\(Markup.escape("\(path):\(line):\(column)"))</code></figcaption>"
            + "<pre><code>\(body)</code></pre></figure>\n"
    }

    /// The finding's line with ``code`` in a `mark`, when the line has it.
    private func highlighted(_ text: String) -> String {
        guard !code.isEmpty, let range = text.range(of: code) else { return Markup.escape(text) }
        return Markup.escape(String(text[..<range.lowerBound])) + "<mark>" + Markup.escape(code) + "</mark>"
            + Markup.escape(String(text[range.upperBound...]))
    }
}
