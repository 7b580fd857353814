import Foundation
import SourceSyntax
import Testing
@testable import SourceExtraction

/// Each `#if` condition and `#available` list as an iPad build decides it.
@Suite struct BuildConditionTableTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var condition: String
        var expected: Bool?
        var testDescription: String { condition }
    }

    static let rows: [Row] = [
        Row(condition: "os(iOS)", expected: true), Row(condition: "os(macOS) || os(visionOS)", expected: false),
        Row(condition: "targetEnvironment(simulator)", expected: false),
        Row(condition: "targetEnvironment(macCatalyst)", expected: false),
        Row(condition: "arch(arm64)", expected: true), Row(condition: "arch(x86_64)", expected: false),
        Row(condition: "swift(>=5.9)", expected: true), Row(condition: "swift(>=6.2)", expected: true),
        Row(condition: "swift(>=6.2.1)", expected: false), Row(condition: "compiler(<6.0)", expected: false),
        Row(condition: "swift(<7)", expected: true), Row(condition: "compiler(>=5.10)", expected: true),
        Row(condition: "canImport(UIKit)", expected: true), Row(condition: "canImport(AppKit)", expected: false),
        Row(condition: "canImport(FirebaseCore)", expected: nil), Row(condition: "canImport(TrailKit)", expected: true),
        Row(condition: "BETA", expected: false), Row(condition: "DEBUG", expected: true),
        Row(condition: "STAGING", expected: true), Row(condition: "!STAGING && os(iOS)", expected: false),
        Row(condition: "hasFeature(StrictConcurrency)", expected: nil),
    ]

    /// The condition of `#if text` in a file of its own.
    static func condition(_ text: String) -> Expr? {
        let tree = SyntaxTree.parse(SourceFile(name: "Flags.swift", text: "#if \(text)\nlet on = 1\n#endif\n"))
        switch tree.root.statements.first {
        case .ifConfig(let config)?: return config.clauses.first?.condition
        case .declaration(.ifConfig(let config))?: return config.clauses.first?.condition
        default: return nil
        }
    }

    /// Without a project, `--define STAGING`, the local module `TrailKit`.
    @Test(arguments: rows) func conditionsWithoutAProject(row: Row) throws {
        let condition = try #require(Self.condition(row.condition))
        let value = BuildConditions.$defines.withValue(["STAGING"]) {
            BuildConditions.$localModules.withValue(["TrailKit"]) { BuildConditions.evaluate(condition) }
        }
        #expect(value == row.expected)
    }

    /// With the project's flags known, `DEBUG` is one flag like the others.
    @Test func aProjectsFlagsAreTheOnlyOnes() throws {
        let condition = try #require(Self.condition("DEBUG || BETA"))
        #expect(BuildConditions.$projectFlags.withValue(["SHARED"]) { BuildConditions.evaluate(condition) } == false)
        #expect(BuildConditions.$projectFlags.withValue(["BETA"]) { BuildConditions.evaluate(condition) } == true)
    }

    @Test(arguments: [
        ("#available(iOS 18, *)", 26, true), ("#available(iOS 27, *)", 26, false), ("#available(iOS 27.0, *)", 27, true),
        ("#available(iPadOS 26, macOS 26, *)", 18, false), ("#available(macOS 14, *)", 18, true),
        ("#unavailable(iOS 26)", 18, true), ("#unavailable(iOS 26)", 26, false),
    ]) func availabilityFollowsTheOSRead(text: String, os: Int, expected: Bool) {
        #expect(BuildConditions.$osVersion.withValue(os) { BuildConditions.availability(text) } == expected)
    }
}
