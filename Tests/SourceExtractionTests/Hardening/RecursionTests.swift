import Foundation
import SourceExtraction
import Testing

/// Properties, functions and view modifiers that read or call themselves,
/// directly or through each other, are cut where they come round again,
/// with an assumption at the line: no stack overflow.
@Suite struct RecursionTests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var members: String
        var body: String
        /// Extra top-level code.
        var extra = ""
        /// The assumption lines after `App.swift:`.
        var assumptions: [String]
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a property that reads itself", members: "var w: Double { w + 1 }",
             body: "NavigationStack { Text(\"a\").frame(width: w) }",
             assumptions: ["6:9: `w`: a property that reads itself, not followed: its value not known",
                           "8:36: `.frame(width: w)`: a width not known from the source: the frame assumed flexible, minimum 0"]),
        Case(name: "properties and a function in a cycle",
             members: "var a: Double { b * 2 }\n    var b: Double { width(a) }\n    func width(_ x: Double) -> Double { a + x }",
             body: "NavigationStack { Text(\"a\").frame(width: a) }",
             assumptions: ["6:9: `a`: a property that reads itself, not followed: its value not known",
                           "10:36: `.frame(width: a)`: a width not known from the source: the frame assumed flexible, minimum 0"]),
        Case(name: "view properties in a cycle", members: "var content: some View { more }\n    var more: some View { VStack { content } }",
             body: "NavigationStack { content }",
             assumptions: ["6:9: `content`: a property that reads itself, not followed: its value not known"]),
        Case(name: "a function that calls itself", members: "func side(_ n: Double) -> Double { side(n + 1) }",
             body: "NavigationStack { Text(\"a\").frame(width: side(1)) }",
             assumptions: ["6:40: `side(...)`: a call inside itself, not followed: its value not known",
                           "8:36: `.frame(width: side(1))`: a width not known from the source: the frame assumed flexible, minimum 0"]),
        Case(name: "a modifier that applies itself", members: "",
             body: "NavigationStack { Text(\"a\").wrapped() }",
             extra: "extension View {\n    func wrapped() -> some View { HStack { self.wrapped() } }\n}\n",
             assumptions: ["12:44: `.wrapped`: a call inside itself, not followed: its value not known"]),
    ]

    @Test(arguments: cases) func cyclesAreCutWithAnAssumption(_ example: Case) throws {
        let url = try HardeningApp.folder(HardeningApp.source(body: example.body, members: example.members) + example.extra)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = fuzzrun(["extract", "--no-project", url.path])
        #expect(result.code == 0)
        let prefix = url.appendingPathComponent("App.swift").path + ":"
        #expect(HardeningApp.assumptions(result.err) == example.assumptions.map { prefix + $0 })
    }
}
