extension Lexer {
    /// Skips whitespace and comments, recording comments and the spacing they make.
    mutating func skipTrivia() {
        while !atEnd {
            let current = bytes[position]
            if current == 0x0A || current == 0x0D {
                spacing.insert([.newlineBefore, .spaceBefore])
                position += 1
            } else if CharacterClass.isWhitespace(current) {
                spacing.insert(.spaceBefore)
                position += 1
            } else if current == UInt8(ascii: "/"), byte(position + 1) == UInt8(ascii: "/") {
                let start = position
                let isDoc = byte(position + 2) == UInt8(ascii: "/") && byte(position + 3) != UInt8(ascii: "/")
                while !atEnd, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
                comments.append(Comment(kind: isDoc ? .docLine : .line, range: SourceRange(start: start, end: position)))
                spacing.insert(.spaceBefore)
            } else if current == UInt8(ascii: "/"), byte(position + 1) == UInt8(ascii: "*") {
                skipBlockComment()
            } else {
                return
            }
        }
        spacing.insert(.spaceBefore)
    }

    /// Skips a block comment, nested ones included, iteratively.
    mutating func skipBlockComment() {
        let start = position
        let isDoc = byte(position + 2) == UInt8(ascii: "*") && byte(position + 3) != UInt8(ascii: "*")
            && byte(position + 3) != UInt8(ascii: "/")
        position += 2
        var depth = 1
        while !atEnd, depth > 0 {
            let current = bytes[position]
            if current == UInt8(ascii: "/"), byte(position + 1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if current == UInt8(ascii: "*"), byte(position + 1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
            } else {
                if current == 0x0A || current == 0x0D { spacing.insert(.newlineBefore) }
                position += 1
            }
        }
        if depth > 0 { report("unterminated '/*' comment", start, start + 2) }
        comments.append(Comment(kind: isDoc ? .docBlock : .block, range: SourceRange(start: start, end: position)))
        spacing.insert(.spaceBefore)
    }
}
