/// A reader of the YAML subset an XcodeGen `project.yml` uses for the
/// settings SizeFuzz reads (`targets: NAME: settings: base:`, `configs:`,
/// `info: properties:`, `packages: NAME: path:`, `options:
/// deploymentTarget:`):
///
/// - block mappings (`key: value`, `key:` with an indented block) and block
///   lists (`- item`, `- key: value` starting a mapping), nested by
///   indentation (spaces);
/// - flow lists and mappings on one line (`[a, b]`, `{a: b}`), not nested;
/// - plain, `'single'` and `"double"` quoted scalars (`\"` and `\\`
///   escapes), `#` comments after a space or at the start of a line;
/// - block scalars (`|`, `>` and their `-`, `+` forms: a build script)
///   taken whole, their lines joined with newlines, not folded, and `#`
///   in them read as a comment (SizeFuzz reads no such value).
///
/// Not read: anchors and aliases (`&a`, `*a`, `<<:`), tags, several
/// documents, tabs for indentation. A line the
/// subset does not hold is an error naming the file and line; the reader
/// never traps and every step consumes a line.
struct YAMLReader {
    private struct Line {
        var number: Int
        var indent: Int
        var text: String
    }

    private let path: String
    private var lines: [Line] = []
    private var index = 0

    /// The document in `text` (the file at `path`).
    static func read(_ text: String, path: String) throws(ExtractionError) -> YAMLValue {
        var reader = YAMLReader(path: path)
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let stripped = Self.strippingComment(String(raw))
            let trimmed = stripped.trimmingSpaces
            if trimmed.isEmpty || trimmed == "---" { continue }
            let indent = stripped.prefix { $0 == " " }.count
            reader.lines.append(Line(number: number + 1, indent: indent, text: trimmed))
        }
        guard let first = reader.lines.first else { return .mapping([]) }
        let value = try reader.block(indent: first.indent, depth: 0)
        if reader.index < reader.lines.count {
            let line = reader.lines[reader.index]
            throw .badProject(path: path, line: line.number, reason: "indentation that does not match the lines above")
        }
        return value
    }

    private init(path: String) { self.path = path }

    /// `line` without a `#` comment outside quotes.
    private static func strippingComment(_ line: String) -> String {
        var quote: Character?
        var previous: Character = " "
        var result = ""
        for character in line {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#", previous == " " || previous == "\t" {
                break
            }
            result.append(character)
            previous = character
        }
        return result
    }

    /// The block of lines at `indent`: a list when its first line starts
    /// with `- `, else a mapping.
    private mutating func block(indent: Int, depth: Int) throws(ExtractionError) -> YAMLValue {
        guard depth < 64 else { throw .badProject(path: path, line: lines[index].number, reason: "nested more than 64 deep") }
        if lines[index].text == "-" || lines[index].text.hasPrefix("- ") {
            var items: [YAMLValue] = []
            while index < lines.count, lines[index].indent == indent, lines[index].text == "-" || lines[index].text.hasPrefix("- ") {
                let line = lines[index]
                let rest = String(line.text.dropFirst(1)).trimmingSpaces
                if rest.isEmpty {
                    index += 1
                    items.append(index < lines.count && lines[index].indent > indent ? try block(indent: lines[index].indent, depth: depth + 1) : .scalar(""))
                } else if Self.keySplit(rest) != nil, !rest.hasPrefix("[") && !rest.hasPrefix("{") && !rest.hasPrefix("\"") && !rest.hasPrefix("'") {
                    // `- key: value` starts a mapping whose keys sit at the
                    // column after the dash.
                    let column = indent + (line.text.count - rest.count)
                    lines[index] = Line(number: line.number, indent: column, text: rest)
                    items.append(try block(indent: column, depth: depth + 1))
                } else {
                    index += 1
                    items.append(try Self.flow(rest, path: path, line: line.number))
                }
            }
            return .list(items)
        }
        var pairs: [YAMLPair] = []
        while index < lines.count, lines[index].indent == indent {
            let line = lines[index]
            guard let (key, rest) = Self.keySplit(line.text) else {
                throw .badProject(path: path, line: line.number, reason: "'key: value' expected, found '\(OpenStepParser.shown(line.text))'")
            }
            index += 1
            if Self.isBlockScalar(rest) {
                pairs.append(YAMLPair(key: key, value: blockScalar(above: indent)))
            } else if !rest.isEmpty {
                pairs.append(YAMLPair(key: key, value: try Self.flow(rest, path: path, line: line.number)))
            } else if index < lines.count, lines[index].indent > indent
                        || (lines[index].indent == indent && lines[index].text.hasPrefix("- ")) {
                pairs.append(YAMLPair(key: key, value: try block(indent: lines[index].indent, depth: depth + 1)))
            } else {
                pairs.append(YAMLPair(key: key, value: .scalar("")))
            }
        }
        return .mapping(pairs)
    }

    /// `|`, `>`, `|-`, `>+` and the like: a block scalar follows.
    private static func isBlockScalar(_ text: String) -> Bool {
        guard let first = text.first, first == "|" || first == ">" else { return false }
        return text.count <= 3 && text.dropFirst().allSatisfy { $0 == "-" || $0 == "+" || $0.isNumber }
    }

    /// The lines indented deeper than `indent`, as one scalar.
    private mutating func blockScalar(above indent: Int) -> YAMLValue {
        var text: [String] = []
        while index < lines.count, lines[index].indent > indent {
            text.append(lines[index].text)
            index += 1
        }
        return .scalar(text.joined(separator: "\n"))
    }

    /// `key: rest` split at the first `: ` (or a final `:`) outside quotes.
    private static func keySplit(_ text: String) -> (String, String)? {
        var quote: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == ":" {
                let next = text.index(after: index)
                if next == text.endIndex || text[next] == " " {
                    let key = unquoted(String(text[..<index]).trimmingSpaces)
                    return (key, next == text.endIndex ? "" : String(text[next...]).trimmingSpaces)
                }
            } else if character == "[" || character == "{" {
                return nil
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// A scalar, or a one-line `[a, b]` / `{a: b}`.
    private static func flow(_ text: String, path: String, line: Int) throws(ExtractionError) -> YAMLValue {
        guard let first = text.first, first == "[" || first == "{" else { return .scalar(unquoted(text)) }
        guard text.last == (first == "[" ? "]" : "}") else {
            throw .badProject(path: path, line: line, reason: "a '\(first)' that is not closed on its line")
        }
        let inner = String(text.dropFirst().dropLast())
        let parts = splitTopLevel(inner).map(\.trimmingSpaces).filter { !$0.isEmpty }
        if first == "[" { return .list(parts.map { .scalar(unquoted($0)) }) }
        var pairs: [YAMLPair] = []
        for part in parts {
            guard let (key, value) = keySplit(part) else {
                throw .badProject(path: path, line: line, reason: "'key: value' expected in '{ }', found '\(OpenStepParser.shown(part))'")
            }
            pairs.append(YAMLPair(key: key, value: .scalar(unquoted(value))))
        }
        return .mapping(pairs)
    }

    /// `text` split at commas outside quotes.
    private static func splitTopLevel(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "," {
                parts.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        parts.append(current)
        return parts
    }

    /// A scalar without its quotes (`\"` and `\\` read in double quotes,
    /// `''` in single).
    static func unquoted(_ text: String) -> String {
        guard text.count >= 2, let first = text.first, first == text.last, first == "\"" || first == "'" else { return text }
        let inner = String(text.dropFirst().dropLast())
        if first == "'" { return inner.replacingOccurrences(of: "''", with: "'") }
        var result = ""
        var escaped = false
        for character in inner {
            if escaped {
                result.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
