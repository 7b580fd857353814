extension Lexer {
    /// Lexes a string's opening delimiter; the current position is at its first `"`
    /// (after any `#`s, which start at `start`).
    mutating func lexStringOpen(hashes: Int, start: Int) {
        let multiline = byte(position + 1) == UInt8(ascii: "\"") && byte(position + 2) == UInt8(ascii: "\"")
        position += multiline ? 3 : 1
        append(.stringOpen, from: start)
        modes.append(.string(StringDelimiter(hashes: hashes, multiline: multiline)))
    }

    /// Lexes the text of a string up to its end or an interpolation, and that delimiter.
    mutating func lexStringContent(_ delimiter: StringDelimiter) {
        let start = position
        while true {
            if atEnd || (!delimiter.multiline && (bytes[position] == 0x0A || bytes[position] == 0x0D)) {
                if position > start { tokens.append(Token(kind: .stringSegment, range: SourceRange(start: start, end: position))) }
                report("unterminated string literal", position, position)
                tokens.append(Token(kind: .stringClose, range: .empty(at: position)))
                modes.removeLast()
                return
            }
            let current = bytes[position]
            if current == UInt8(ascii: "\""), let length = closingLength(delimiter, at: position) {
                if position > start { tokens.append(Token(kind: .stringSegment, range: SourceRange(start: start, end: position))) }
                let closeStart = position
                position += length
                spacing = []
                append(.stringClose, from: closeStart)
                modes.removeLast()
                return
            }
            if current == UInt8(ascii: "\\"), hashesFollow(delimiter.hashes, at: position + 1) {
                let after = position + 1 + delimiter.hashes
                if byte(after) == UInt8(ascii: "(") {
                    if position > start { tokens.append(Token(kind: .stringSegment, range: SourceRange(start: start, end: position))) }
                    let openStart = position
                    position = after + 1
                    spacing = []
                    append(.interpolationOpen, from: openStart)
                    modes[modes.count - 1] = .string(delimiter)
                    modes.append(.interpolation(delimiter, parenDepth: 0))
                    spacing = [.spaceBefore]
                    return
                }
                // An escape: skip the backslash, the hashes and the escaped byte
                // (a line break in a multi-line string, which continues the line).
                position = after
                if !atEnd, delimiter.multiline || (bytes[position] != 0x0A && bytes[position] != 0x0D) { position += 1 }
                continue
            }
            position += 1
        }
    }

    /// The length of the closing delimiter at `offset`, if one is there.
    func closingLength(_ delimiter: StringDelimiter, at offset: Int) -> Int? {
        var length = 1
        if delimiter.multiline {
            guard byte(offset + 1) == UInt8(ascii: "\""), byte(offset + 2) == UInt8(ascii: "\"") else { return nil }
            length = 3
        }
        guard hashesFollow(delimiter.hashes, at: offset + length) else { return nil }
        return length + delimiter.hashes
    }

    /// Whether `count` `#`s start at `offset`.
    func hashesFollow(_ count: Int, at offset: Int) -> Bool {
        for index in 0..<count where byte(offset + index) != UInt8(ascii: "#") { return false }
        return true
    }

    /// Whether a `/` at the current position can start a regex literal: the
    /// token before cannot end an expression, the next byte is not a space,
    /// and a closing `/` follows on the same line (SE-0354's rules, simplified).
    func regexCanStart() -> Bool {
        let next = byte(position + 1)
        if next == UInt8(ascii: "/") || next == UInt8(ascii: "*") || next == UInt8(ascii: " ") || next == UInt8(ascii: "\t")
            || next == UInt8(ascii: "=") || next == 0x0A || next == 0x0D || next == 0 { return false }
        if let previous = tokens.last, !spacing.contains(.newlineBefore) || true {
            switch previous.kind {
            case .identifier, .integerLiteral, .floatLiteral, .stringClose, .regexLiteral, .rightParen, .rightSquare,
                 .rightBrace, .postfixOperator, .postfixQuestion, .postfixExclaim, .interpolationClose, .macro:
                return false
            case .keyword(let keyword):
                if [.self, .Self, .super, .true, .false, .nil, .Any].contains(keyword) { return false }
            default: break
            }
        }
        return regexEnd(from: position + 1, hashes: 0) != nil
    }

    /// The offset past the closing delimiter of a regex whose body starts at `offset`.
    func regexEnd(from offset: Int, hashes: Int) -> Int? {
        let multiline = hashes > 0 && (byte(offset) == 0x0A || byte(offset) == 0x0D)
        var index = offset
        var inClass = 0
        while index < bytes.count {
            let current = bytes[index]
            if !multiline, current == 0x0A || current == 0x0D { return nil }
            if current == UInt8(ascii: "\\") { index += 2; continue }
            if current == UInt8(ascii: "[") { inClass += 1 }
            else if current == UInt8(ascii: "]"), inClass > 0 { inClass -= 1 }
            else if current == UInt8(ascii: "/"), inClass == 0 || hashes > 0, hashesFollow(hashes, at: index + 1) {
                if hashes == 0, index > offset, bytes[index - 1] == UInt8(ascii: " ") { return nil }
                return index + 1 + hashes
            }
            index += 1
        }
        return nil
    }

    /// Lexes a regex literal starting at `start`; the position is at its `/`.
    mutating func lexRegex(start: Int, hashes: Int) {
        if let end = regexEnd(from: position + 1, hashes: hashes) {
            position = end
        } else {
            report("unterminated regex literal", start, position + 1)
            while !atEnd, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
        }
        append(.regexLiteral, from: start)
    }
}
