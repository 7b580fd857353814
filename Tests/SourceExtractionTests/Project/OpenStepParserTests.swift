import Foundation
@testable import SourceExtraction
import Testing

/// The old-style property list parser: every construct read to the exact
/// value, bad input one line naming the line, and mutations of a project
/// that never trap or hang.
@Suite struct OpenStepParserTests {
    static func parse(_ text: String) throws(ExtractionError) -> OpenStepValue {
        try OpenStepParser.parse(Array(text.utf8), path: "p.pbxproj")
    }

    @Test func everyConstruct() throws {
        let value = try Self.parse("""
            // !$*UTF8*$!
            {
            \t/* a comment */ name = Shop; // to the end of the line
            \tquoted = "a \\"b\\"\\n\\t\\\\ \\101 \\U00e9";
            \tsingle = 'x y';
            \tpath = Sources/App.swift;
            \tlist = ( one, "two", ( ), {}, );
            \tdata = <0fBd 7c>;
            \tempty = "";
            }
            """)
        #expect(value == .dictionary([
            ("name", .string("Shop")),
            ("quoted", .string("a \"b\"\n\t\\ A é")),
            ("single", .string("x y")),
            ("path", .string("Sources/App.swift")),
            ("list", .array([.string("one"), .string("two"), .array([]), .dictionary([])])),
            ("data", .data([0x0F, 0xBD, 0x7C])),
            ("empty", .string("")),
        ]))
    }

    @Test(arguments: [
        ("{ a = b; ", "p.pbxproj:1: a dictionary that is never closed with '}'"),
        ("{\n a = \"open;\n}", "p.pbxproj:2: a quoted string that is never closed"),
        ("{\n\n a = b }", "p.pbxproj:3: ';' expected after the value of 'a', found '}'"),
        ("{ a = (b c); }", "p.pbxproj:1: ',' or ')' expected in an array, found 'c'"),
        ("{ a = <0g>; }", "p.pbxproj:1: 'g' is not a hex digit in <data>"),
        ("{ a = <0>; }", "p.pbxproj:1: an odd number of hex digits in <data>"),
        ("/* never\nclosed", "p.pbxproj:1: a /* comment that is never closed"),
        ("{ = b; }", "p.pbxproj:1: a key expected in a dictionary, found '='"),
        ("{} x", "p.pbxproj:1: unexpected 'x' after the property list"),
        ("", "p.pbxproj:1: a value expected, found the end of the file"),
        (String(repeating: "(", count: 100), "p.pbxproj:1: nested more than 64 deep"),
    ])
    func badInputIsOneLine(text: String, message: String) {
        #expect(throws: ExtractionError.badProject(path: "p.pbxproj", line: Int(message.split(separator: ":")[1]) ?? 0,
                                                   reason: String(message.split(separator: ":", maxSplits: 2)[2].dropFirst()))) {
            try Self.parse(text)
        }
    }

    /// SplitMix64, for the mutations (the seed fixed).
    struct SplitMix64 {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }

    /// 2,000 mutations of a fixture project (a byte replaced, inserted or
    /// deleted, a token of the grammar inserted, a span cut or doubled):
    /// each parses or fails with one line naming the file and a line within
    /// it; none traps or hangs. Most mutations must fail, and some must
    /// parse, or the test would not test.
    @Test func mutationsNeverTrap() {
        let fixture = Array(ProjectFixture.pbxproj(release: "TARGETED_DEVICE_FAMILY = \"1,2\";\nOTHER = <0a0b>;",
                                                   packages: ["../Feature"]).utf8)
        let tokens: [[UInt8]] = ["{", "}", "(", ")", "=", ";", ",", "\"", "'", "/*", "*/", "//", "<", ">", "\\", "\n", "\u{FF}"]
            .map { Array($0.utf8) }
        var random = SplitMix64(state: 42)
        var failed = 0, parsed = 0
        for _ in 0..<2_000 {
            var bytes = fixture
            for _ in 0...random.below(3) {
                let at = random.below(bytes.count)
                switch random.below(6) {
                case 0: bytes[at] = UInt8(truncatingIfNeeded: random.next())
                case 1: bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: at)
                case 2: bytes.remove(at: at)
                case 3: bytes.insert(contentsOf: tokens[random.below(tokens.count)], at: at)
                case 4: bytes.removeSubrange(at..<min(bytes.count, at + random.below(200)))
                default: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + random.below(200))], at: at)
                }
                if bytes.isEmpty { bytes = [0x7B] }
            }
            do {
                _ = try OpenStepParser.parse(bytes, path: "m.pbxproj")
                parsed += 1
            } catch {
                failed += 1
                let text = error.description
                #expect(!text.contains("\n"), "\(text)")
                guard case let .badProject(path, line, _) = error else { Issue.record("\(error)"); continue }
                #expect(path == "m.pbxproj")
                #expect(line >= 1 && line <= bytes.filter { $0 == 0x0A }.count + 1, "\(text)")
            }
        }
        #expect(failed > 500)
        #expect(parsed > 50)
    }
}
