import Foundation
@testable import SizeFuzz
import LayoutModel
import Testing

/// A spec's `devices`: which devices it runs on, respected by the
/// generator, `fuzzrun layout`, the corpus and the coverage report.
@Suite struct DevicesTests {
    func spec(devices: String) -> String {
        #"{"name": "pads", "screens": [{"id": "home"}], "root": {"any": {"stack": {"root": "home"}}}, "devices": \#(devices)}"#
    }

    @Test func devicesDecodeIdiomsAndIds() throws {
        let app = try JSONDecoder().decode(AppSpec.self, from: Data(spec(devices: #"["pad", "iphone-16"]"#).utf8))
        #expect(app.devices == [.idiom(.pad), .device(.iphone16)])
        #expect(app.supportedDevices == DeviceID.allCases.filter { $0.idiom == .pad } + [.iphone16])
        #expect(app.runs(on: .iphone16) && !app.runs(on: .iphoneSE))
        #expect(AppSpec.sports.supportedDevices == DeviceID.allCases)
    }

    @Test(arguments: [
        (#"["pad", "ipod"]"#, "devices[1]: unknown device or idiom 'ipod': give pad, phone or a device id (fuzzrun list devices)"),
        (#"[]"#, "devices: lists no devices: leave it out to run on every device"),
        (#""pad""#, "devices: expected an array"),
    ])
    func badDevicesAreErrorsNamingTheField(_ devices: String, _ message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("pads.json", spec(devices: devices))
        let result = fuzzrun("--spec", path, "--iterations", "1")
        #expect(result.code == 65)
        #expect(result.err == "fuzzrun: error: \(path): \(message)\n")
    }

    /// The generator draws every catalog device, each once, and every device
    /// that runs an OS weighs something under it: a new catalog row is fuzzed.
    @Test func theGeneratorDrawsEveryCatalogDevice() {
        #expect(ScenarioGenerator.devices.count == DeviceID.allCases.count)
        #expect(ScenarioGenerator.devices.sorted() == DeviceID.allCases)
        for os in OSVersion.allCases {
            for device in ScenarioGenerator.devices {
                #expect((ScenarioGenerator.weight(of: device, os: os) > 0) == (!os.hasWindowing || device.device.runs(os)),
                        "\(device) \(os)")
            }
        }
        #expect(ScenarioGenerator(model: AppModel(.cafe)).launchDevices.last == .iphone16Pro)
    }

    /// Every launch of an iPad-only app is on an iPad, seeded or replayed
    /// from any choice: the device choice indexes the devices it runs on.
    @Test func theGeneratorLaunchesOnlyOnTheAppsDevices() {
        let pads = ScenarioGenerator(model: AppModel(.blog))
        #expect(pads.launchDevices == ScenarioGenerator.devices.filter { $0.idiom == .pad })
        // Two iPhone models, not the `phone` idiom: not an iPhone app
        // (`isPhoneApp`), which iPads would run in their iPhone-app window.
        var phones = AppSpec.cafe
        phones.devices = [.device(.iphone16), .device(.iphoneSE)]
        let phoneGenerator = ScenarioGenerator(model: AppModel(phones))
        for caseIndex in UInt64(0)..<300 {
            var source = ChoiceSource(seed: ChoiceSource.caseSeed(seed: 9, caseIndex: caseIndex))
            #expect(pads.drawWindow(&source, bias: EdgeBias(caseIndex: caseIndex)).device.idiom == .pad)
            var other = ChoiceSource(seed: ChoiceSource.caseSeed(seed: 9, caseIndex: caseIndex))
            #expect(phoneGenerator.drawWindow(&other, bias: EdgeBias(caseIndex: caseIndex)).device.idiom == .phone)
        }
        var simplest = ChoiceSource(replaying: [0, 0, 0])
        #expect(phoneGenerator.drawWindow(&simplest, bias: EdgeBias(caseIndex: 0)).scenarioDescription
            == "iphone-16 landscape full")
    }

    @Test func layoutRefusesADeviceTheAppDoesNotRunOn() {
        let result = fuzzrun("layout", "--device", "iphone-16-pro-max", "--orientation", "landscape", "--app", "blog")
        #expect(result.code == 64 && result.out == "")
        #expect(result.err == "fuzzrun: error: --device: blog does not run on iphone-16-pro-max (its devices: pad)\n")
    }

    @Test func theCoverageReportSaysWhichDevices() {
        let result = fuzzrun("--app", "blog", "--app", "cafe", "--seed", "1", "--iterations", "20", "--jobs", "1", "--no-timing")
        #expect(result.code == 0)
        #expect(result.out.contains("\n  blog                    10 cases on pad (11 devices), breakpoints hit "))
        #expect(result.out.contains("\n  cafe                    10 cases, breakpoints hit "))
    }

    /// A corpus entry whose window is on a device the app does not run on
    /// is bad data naming the window.
    @Test func aCorpusWindowOnAnotherDeviceIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let entry = """
            {"app": "blog", "caseIndex": null, "choices": null, "expect": "pass", "formatVersion": 1, \
            "invariant": "tab-bar-fits", "note": "", "region": null, \
            "scenario": {"events": [], "window": "iphone-16 portrait full"}, "seed": null}
            """
        let path = try folder.write("entry.json", entry)
        let result = fuzzrun("replay", path)
        #expect(result.code == 65)
        #expect(result.err == "fuzzrun: error: \(path): scenario.window: blog does not run on iphone-16 (devices: pad)\n")
    }
}
