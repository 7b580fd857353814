extension Lexer {
    /// Lexes an integer or floating-point literal: decimal, `0x`, `0o`, `0b`,
    /// underscores anywhere after the first digit, hexadecimal floats with `p`.
    mutating func lexNumber() {
        let start = position
        var isFloat = false
        let prefix = byte(position + 1)
        if bytes[position] == UInt8(ascii: "0"), prefix == UInt8(ascii: "x") || prefix == UInt8(ascii: "o") || prefix == UInt8(ascii: "b") {
            position += 2
            let digits: (UInt8) -> Bool = prefix == UInt8(ascii: "x") ? Self.isHexDigit
                : prefix == UInt8(ascii: "o") ? { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "7") }
                : { $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: "1") }
            let digitsStart = position
            while !atEnd, digits(bytes[position]) || bytes[position] == UInt8(ascii: "_") { position += 1 }
            if position == digitsStart || bytes[digitsStart] == UInt8(ascii: "_") {
                report("expected a digit after '0\(Character(Unicode.Scalar(prefix)))'", start, position)
            }
            if prefix == UInt8(ascii: "x") {
                if byte(position) == UInt8(ascii: "."), Self.isHexDigit(byte(position + 1)) {
                    isFloat = true
                    position += 1
                    while !atEnd, Self.isHexDigit(bytes[position]) || bytes[position] == UInt8(ascii: "_") { position += 1 }
                }
                if byte(position) == UInt8(ascii: "p") || byte(position) == UInt8(ascii: "P") {
                    isFloat = true
                    lexExponent(start: start)
                } else if isFloat {
                    report("a hexadecimal float needs an exponent ('p')", start, position)
                }
            }
        } else {
            while !atEnd, Self.isDigit(bytes[position]) || bytes[position] == UInt8(ascii: "_") { position += 1 }
            if byte(position) == UInt8(ascii: "."), Self.isDigit(byte(position + 1)) {
                isFloat = true
                position += 1
                while !atEnd, Self.isDigit(bytes[position]) || bytes[position] == UInt8(ascii: "_") { position += 1 }
            }
            if byte(position) == UInt8(ascii: "e") || byte(position) == UInt8(ascii: "E") {
                isFloat = true
                lexExponent(start: start)
            }
        }
        // Letters straight after a number (`12px`) are part of no valid token.
        let junk = position
        while !atEnd {
            let (scalar, length) = decode(at: position)
            guard CharacterClass.isIdentifierContinuation(scalar) else { break }
            position += length
        }
        if position > junk { report("invalid character in number literal", junk, position) }
        append(isFloat ? .floatLiteral : .integerLiteral, from: start)
    }

    /// Lexes `e`/`p`, a sign and digits.
    mutating func lexExponent(start: Int) {
        position += 1
        if byte(position) == UInt8(ascii: "+") || byte(position) == UInt8(ascii: "-") { position += 1 }
        let digitsStart = position
        while !atEnd, Self.isDigit(bytes[position]) || bytes[position] == UInt8(ascii: "_") { position += 1 }
        if position == digitsStart { report("expected a digit in the exponent", start, position) }
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
    }
}
