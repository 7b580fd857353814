import LayoutModel
import SizeFuzz

extension FailureReport {
    /// The failure as a JSON object: `{"app", "invariant", "message",
    /// "caseIndex", "scenario", "region", "shrinkSteps", "replay", …}`.
    var json: JSONValue {
        .object([
            ("app", .string(failure.app.name)),
            ("invariant", .string(failure.invariant.rawValue)),
            ("message", .string(failure.violation.message)),
            ("step", .number(Double(failure.violation.step))),
            ("caseIndex", .number(Double(failure.caseIndex))),
            ("scenario", Self.scenario(failure.scenario)),
            ("region", failure.region.map(Self.region) ?? .null),
            ("shrinkSteps", .number(Double(failure.shrinkSteps))),
            ("flaky", .bool(failure.flaky)),
            ("replay", .string(replayCommand)),
        ])
    }

    /// `{"window": "...", "events": ["..."]}`.
    static func scenario(_ scenario: Scenario) -> JSONValue {
        .object([
            ("window", .string(scenario.window.scenarioDescription)),
            ("events", .array(scenario.events.map { .string($0.description) })),
        ])
    }

    /// `{"width": {"from": a, "to": b}, "height": {"from": c, "to": d}}`.
    static func region(_ region: Region) -> JSONValue {
        .object([
            ("width", .object([("from", .number(region.width.lowerBound)), ("to", .number(region.width.upperBound))])),
            ("height", .object([("from", .number(region.height.lowerBound)), ("to", .number(region.height.upperBound))])),
        ])
    }

}
