extension Lexer {
    /// Whether the token starting at `start` is bound to what precedes it:
    /// no whitespace, comment or opening delimiter before it.
    func isLeftBound(_ start: Int) -> Bool {
        guard start > 0 else { return false }
        let previous = bytes[start - 1]
        if CharacterClass.isWhitespace(previous) { return false }
        switch previous {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "/"):
            return !(start >= 2 && bytes[start - 2] == UInt8(ascii: "*"))
        default:
            return true
        }
    }

    /// Whether the token ending at `end` is bound to what follows it.
    func isRightBound(_ end: Int, leftBound: Bool) -> Bool {
        guard end < bytes.count else { return false }
        let next = bytes[end]
        if CharacterClass.isWhitespace(next) { return false }
        switch next {
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "."):
            return !leftBound
        case UInt8(ascii: "/"):
            return !(byte(end + 1) == UInt8(ascii: "/") || byte(end + 1) == UInt8(ascii: "*"))
        default:
            return true
        }
    }

    /// `.`, or a dot operator (`...`, `..<`).
    mutating func lexDot() {
        let start = position
        guard byte(position + 1) == UInt8(ascii: ".") else {
            position += 1
            append(.period, from: start)
            return
        }
        position += 1
        while !atEnd {
            if bytes[position] == UInt8(ascii: ".") { position += 1; continue }
            let (scalar, length) = decode(at: position)
            guard CharacterClass.isOperatorContinuation(scalar), !startsComment(position) else { break }
            position += length
        }
        classifyOperator(start: start)
    }

    /// Whether a comment starts at `offset`.
    func startsComment(_ offset: Int) -> Bool {
        bytes[offset] == UInt8(ascii: "/") && (byte(offset + 1) == UInt8(ascii: "/") || byte(offset + 1) == UInt8(ascii: "*"))
    }

    /// An operator, or the punctuation spelled with operator characters
    /// (`=`, `->`, `&`, `?`, `!`), classified by the whitespace around it.
    mutating func lexOperator() {
        let start = position
        let first = bytes[position]
        if first == UInt8(ascii: "?") || first == UInt8(ascii: "!"), isLeftBound(start) {
            position += 1
            append(first == UInt8(ascii: "?") ? .postfixQuestion : .postfixExclaim, from: start)
            return
        }
        if first == UInt8(ascii: "*"), byte(position + 1) == UInt8(ascii: "/") {
            position += 2
            report("unexpected end of block comment", start, position)
            append(.unknown, from: start)
            return
        }
        position += decode(at: position).1
        while !atEnd {
            let (scalar, length) = decode(at: position)
            guard CharacterClass.isOperatorContinuation(scalar), !startsComment(position) else { break }
            if scalar == UInt32(UInt8(ascii: "*")), byte(position + 1) == UInt8(ascii: "/") { break }
            position += length
        }
        classifyOperator(start: start)
    }

    /// Appends the operator `start..<position` with the kind its spelling and spacing give it.
    mutating func classifyOperator(start: Int) {
        let leftBound = isLeftBound(start)
        let rightBound = isRightBound(position, leftBound: leftBound)
        let length = position - start
        if length == 1 {
            switch bytes[start] {
            case UInt8(ascii: "="): return append(.equal, from: start)
            case UInt8(ascii: "&") where rightBound && !leftBound: return append(.prefixAmpersand, from: start)
            case UInt8(ascii: "?"): return append(.infixQuestion, from: start)
            default: break
            }
        } else if length == 2, bytes[start] == UInt8(ascii: "-"), bytes[start + 1] == UInt8(ascii: ">") {
            return append(.arrow, from: start)
        }
        if leftBound == rightBound { append(.binaryOperator, from: start) }
        else if leftBound { append(.postfixOperator, from: start) }
        else { append(.prefixOperator, from: start) }
    }
}
