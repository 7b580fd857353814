import LayoutModel
import Testing

/// The Swift device catalog is `Reference/devices.json`, field by field.
@Suite struct DeviceCatalogTests {
    let file: DeviceCatalogFile

    init() throws { file = try ReferenceData.load("devices.json") }

    @Test func sameDevicesInTheSameOrder() {
        #expect(Device.catalog.map(\.id.rawValue) == file.devices.map(\.id))
        #expect(DeviceID.allCases.map(\.rawValue) == file.devices.map(\.id))
        #expect(DeviceID.allCases.map(\.index) == Array(0..<17))
    }

    @Test func everyFieldAgrees() throws {
        for entry in file.devices {
            let id = try #require(DeviceID(rawValue: entry.id))
            let device = id.device
            #expect(device.id == id)
            #expect(device.name == entry.name)
            #expect(device.idiom.rawValue == entry.idiom)
            #expect(device.portraitSize == Size(width: entry.width, height: entry.height))
            #expect(device.scale == entry.scale)
            #expect(device.safeArea.map { [$0.top, $0.bottom] } == entry.safeArea.map { [$0.top, $0.bottom] })
            #expect(device.splitNarrowWidth.map { [$0.portrait, $0.landscape] }
                == entry.splitNarrow.map { [$0.portrait, $0.landscape] })
            #expect(device.slideOverWidth == entry.slideOverWidth)
            #expect(device.supportsStageManager == (entry.stageManager ?? false))
            #expect(device.landscapeHorizontalSizeClass?.rawValue == entry.landscapeHorizontalSizeClass)
            #expect(device.confidence.rawValue == entry.confidence)
        }
    }

    @Test func externalDisplaysAgree() throws {
        #expect(ExternalDisplayID.allCases.map(\.rawValue) == file.externalDisplays.map(\.id))
        for entry in file.externalDisplays {
            let display = try #require(ExternalDisplayID(rawValue: entry.id)).display
            #expect(display.name == entry.name)
            #expect(display.size == Size(width: entry.width, height: entry.height))
            #expect(display.scale == entry.scale)
        }
    }

    @Test func dividerIsTheRulesDefault() {
        #expect(WindowRules.standard.splitDividerWidth == file.splitDividerWidth)
    }
}
