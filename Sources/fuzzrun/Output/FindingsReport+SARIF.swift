import Foundation

extension FindingsReport {
    /// The SARIF version written, and the schema it follows.
    static let sarifVersion = "2.1.0"
    /// The schema's published address (OASIS, SARIF 2.1.0 errata 01).
    static let sarifSchema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The `uriBaseId` of every path relative to the repository root.
    static let sarifRoot = "SRCROOT"
    /// The name of the fingerprint in `partialFingerprints`.
    static let fingerprintName = "sizefuzz/v1"

    /// The findings as one SARIF 2.1.0 log: a run whose tool lists every
    /// invariant and lint rule as a `reportingDescriptor`, and a `result`
    /// per finding with its location relative to the repository root
    /// (`uriBaseId` `SRCROOT`), its region, `partialFingerprints` that
    /// survive line moves, and the scenario and replay command in its
    /// properties.
    var sarif: JSONValue {
        let rules = RuleCatalog.rules + customRules
        let driver: JSONValue = .object([
            ("name", .string("SizeFuzz")),
            ("informationUri", .string(String(RuleCatalog.documentationBase.dropLast()))),
            ("semanticVersion", .string(Fuzzrun.version)),
            ("rules", .array(rules.map(Self.descriptor))),
        ])
        let results: [JSONValue] = findings.map { finding in
            result(finding, ruleIndex: rules.firstIndex { $0.id == finding.rule } ?? 0)
        }
        let run: JSONValue = .object([
            ("tool", .object([("driver", driver)])),
            ("automationDetails", .object([("id", .string("fuzzrun/\(command)/"))])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
            ("properties", .object([("verdict", .string(verdict)), ("notes", .array(notes.map(JSONValue.string)))])),
        ])
        return .object([("$schema", .string(Self.sarifSchema)), ("version", .string(Self.sarifVersion)), ("runs", .array([run]))])
    }

    /// Rules for the invariants of your own that findings name, by name.
    private var customRules: [RuleCatalog.Rule] {
        var ids: [String] = []
        for finding in findings where !RuleCatalog.rules.contains(where: { $0.id == finding.rule }) && !ids.contains(finding.rule) {
            ids.append(finding.rule)
        }
        return ids.sorted().map(RuleCatalog.rule)
    }

    /// A rule's `reportingDescriptor`.
    private static func descriptor(_ rule: RuleCatalog.Rule) -> JSONValue {
        .object([
            ("id", .string(rule.id)),
            ("name", .string(identifier(rule.id))),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string((rule.isLint ? "Lint: " : "Invariant: ") + rule.summary + "."))])),
            ("help", .object([("text", .string(rule.fix))])),
            ("helpUri", .string(rule.helpURI)),
            ("defaultConfiguration", .object([("level", .string(rule.isLint ? "warning" : "error"))])),
        ])
    }

    /// `no-fixed-width-overflow` as `NoFixedWidthOverflow`.
    private static func identifier(_ id: String) -> String {
        id.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A finding's `result`.
    private func result(_ finding: Finding, ruleIndex: Int) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("ruleId", .string(finding.rule)),
            ("ruleIndex", .number(Double(ruleIndex))),
            ("level", .string(finding.severity == .error ? "error" : "warning")),
            ("message", .object([("text", .string("\(finding.app): \(finding.message)"))])),
        ]
        if let location = finding.location {
            var region: [(String, JSONValue)] = [("startLine", .number(Double(location.line))),
                                                 ("startColumn", .number(Double(location.column)))]
            if let code = finding.code { region.append(("snippet", .object([("text", .string(code))]))) }
            members.append(("locations", .array([.object([("physicalLocation", .object([
                ("artifactLocation", artifactLocation(location.file)), ("region", .object(region)),
            ]))])])))
        } else if finding.subject != finding.app {
            members.append(("locations", .array([.object([("physicalLocation", .object([
                ("artifactLocation", artifactLocation(finding.subject)),
            ]))])])))
        } else {
            members.append(("locations", .array([.object([("logicalLocations", .array([.object([
                ("name", .string(finding.app)), ("kind", .string("module")),
            ])]))])])))
        }
        members.append(("partialFingerprints", .object([(Self.fingerprintName, .string(finding.fingerprint))])))
        var properties: [(String, JSONValue)] = [("app", .string(finding.app))]
        if !finding.scenario.isEmpty { properties.append(("scenario", .array(finding.scenario.map(JSONValue.string)))) }
        if let replay = finding.replay { properties.append(("replay", .string(replay))) }
        if let test = finding.regressionTest { properties.append(("regressionTest", .string(test))) }
        members.append(("properties", .object(properties)))
        return .object(members)
    }

    /// `{"uri": "Sources/App/View.swift", "uriBaseId": "SRCROOT"}` for a
    /// path under the root; `{"uri": "file:///..."}` for one outside it.
    private func artifactLocation(_ path: String) -> JSONValue {
        let (path, isRelative) = relative(path)
        let encoded = Self.uriEncoded(path)
        if isRelative { return .object([("uri", .string(encoded)), ("uriBaseId", .string(Self.sarifRoot))]) }
        return .object([("uri", .string("file://" + encoded))])
    }

    /// `path` as a URI path: every byte but the unreserved characters of RFC
    /// 3986 and `/` percent-encoded.
    static func uriEncoded(_ path: String) -> String {
        var text = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                text.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                text += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return text
    }
}
