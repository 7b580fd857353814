import SourceExtraction

/// A reading of an app's source as the JSON report carries it: the app, the
/// files read, each construct declared and read (with the declarations not
/// read), the gates passed, the budget, the assumptions and the `thin` list.
enum ReadingJSON {
    /// The reading's JSON object.
    static func json(of reading: ReadingSummary) -> JSONValue {
        let reach = reading.extraction.reach
        let assumptions = reading.extraction.assumptions
        let structural = assumptions.filter(\.isStructural).count
        let counts: [(String, JSONValue)] = Reach.Construct.allCases.compactMap { construct in
            let count = reach[construct]
            guard !count.declared.isEmpty else { return nil }
            return (construct.rawValue, .object([
                ("declared", .number(Double(count.declared.count))),
                ("read", .number(Double(count.read.count))),
                ("notRead", .array(count.notRead.map(JSONValue.string))),
            ]))
        }
        return .object([
            ("app", .string(reading.extraction.spec.name)),
            ("paths", .array(reading.paths.map(JSONValue.string))),
            ("files", .number(Double(reach.files))),
            ("bytes", .number(Double(reach.bytes))),
            ("seconds", reading.seconds.map { .number(($0 * 1000).rounded() / 1000) } ?? .null),
            ("root", reach.rootSite.map(JSONValue.string) ?? .null),
            ("rootContainers", .array(zip(reading.extraction.spec.root.containerKeys, reading.extraction.spec.root.containers)
                .map { key, container in .string("\(key):\(container.navigation.rawValue)") })),
            ("screens", .number(Double(reading.extraction.spec.screens.count))),
            ("constructs", .object(counts)),
            ("gates", .array(reach.gates.map { gate in
                .object([("location", .string(gate.location)), ("condition", .string(gate.condition)),
                         ("followed", .string(gate.followed)), ("reachesContent", .bool(gate.reachesContent))])
            })),
            ("budgetHit", reach.budgetHit.map(JSONValue.string) ?? .null),
            ("settings", reading.settings.map(JSONValue.string) ?? .null),
            ("assumptions", .object([("structural", .number(Double(structural))),
                                     ("local", .number(Double(assumptions.count - structural)))])),
            ("thin", .array(reading.thinReasons.map(JSONValue.string))),
        ])
    }
}
