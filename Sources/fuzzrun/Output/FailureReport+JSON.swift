import LayoutModel
import SizeFuzz

extension FailureReport {
    /// The failure as a JSON object: `{"app", "invariant", "message",
    /// "caseIndex", "scenario", "region", "estimates", "shrinkSteps", "replay", …}`.
    var json: JSONValue {
        var fields: [(String, JSONValue)] = [
            ("app", .string(failure.app.name)),
            ("invariant", .string(failure.invariant.rawValue)),
            ("message", .string(failure.violation.message)),
            ("step", .number(Double(failure.violation.step))),
            ("caseIndex", .number(Double(failure.caseIndex))),
            ("scenario", Self.scenario(failure.scenario)),
            ("region", failure.region.map { Self.region($0, map: failure.regionMap) } ?? .null),
            ("estimates", estimatesJSON),
            ("shrinkSteps", .number(Double(failure.shrinkSteps))),
            ("flaky", .bool(failure.flaky)),
            ("replay", .string(replayCommand)),
        ]
        // An app read from source: the line of code behind the failure,
        // `{"location": "ContentView.swift:17:14", "code": ".frame(width: 300)"}`.
        if sourceMap != nil {
            let entry = sourceEntry
            fields.append(("source", entry.map { .object([("location", .string($0.location)), ("code", .string($0.code))]) } ?? .null))
        }
        return .object(fields)
    }

    /// `{"window": "...", "events": ["..."]}`.
    static func scenario(_ scenario: Scenario) -> JSONValue {
        .object([
            ("window", .string(scenario.window.scenarioDescription)),
            ("events", .array(scenario.events.map { .string($0.description) })),
        ])
    }

    /// `{"width": {"from": a, "to": b}, "height": {"from": c, "to": d}}`: the
    /// slices through the failing window; with `map`, also `"sizes"` (the
    /// rectangles on the failing screen) or `"windows"` (the fixed-size
    /// windows it fails in).
    static func region(_ region: Region, map: RegionMap? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [("width", range(region.width)), ("height", range(region.height))]
        switch map {
        case let .sizes(sizes)?: members.append(("sizes", Self.sizes(sizes)))
        case let .windows(windows)?: members.append(("windows", Self.windows(windows)))
        case nil: break
        }
        return .object(members)
    }

    /// `{"from": a, "to": b}`.
    static func range(_ range: ClosedRange<Double>) -> JSONValue {
        .object([("from", .number(range.lowerBound)), ("to", .number(range.upperBound))])
    }

    /// `{"device", "orientation", "display", "width", "height", "window",
    /// "rectangles": [{"width", "height", "shape"}], "widthLines",
    /// "heightLines", "settled"}`.
    static func sizes(_ sizes: SizeRegion) -> JSONValue {
        .object([
            ("device", .string(sizes.device.rawValue)),
            ("orientation", .string(sizes.orientation.rawValue)),
            ("display", sizes.display.map { .string($0.rawValue) } ?? .null),
            ("width", range(sizes.width)),
            ("height", range(sizes.height)),
            ("window", .object([("width", .number(sizes.window.width)), ("height", .number(sizes.window.height))])),
            ("rectangles", .array(sizes.rectangles.map { rectangle in
                .object([("width", range(rectangle.width)), ("height", range(rectangle.height)),
                         ("shape", .string(rectangle.shape.rawValue))])
            })),
            ("widthLines", .array(sizes.widthLines.map { .number($0) })),
            ("heightLines", .array(sizes.heightLines.map { .number($0) })),
            ("settled", .bool(sizes.settled)),
        ])
    }

    /// `{"reason", "failing": ["iphone-16-plus landscape full", ...], "passing": [...]}`.
    static func windows(_ windows: WindowRegion) -> JSONValue {
        .object([
            ("reason", .string(windows.reason)),
            ("failing", .array(windows.failing.map { .string($0.scenarioDescription) })),
            ("passing", .array(windows.passing.map { .string($0.scenarioDescription) })),
        ])
    }

}
