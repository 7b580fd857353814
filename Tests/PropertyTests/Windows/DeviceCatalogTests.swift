import LayoutModel
import Testing

/// The Swift device catalog is `Reference/devices.json`, field by field.
@Suite struct DeviceCatalogTests {
    let file: DeviceCatalogFile

    init() throws { file = try ReferenceData.load("devices.json") }

    @Test func sameDevicesInTheSameOrder() {
        #expect(Device.catalog.map(\.id.rawValue) == file.devices.map(\.id))
        #expect(DeviceID.allCases.map(\.rawValue) == file.devices.map(\.id))
        #expect(DeviceID.allCases.map(\.index) == Array(0..<18))
    }

    /// The rows of the devices sold 2024-2026 name their source, and their
    /// points are their pixels divided by their scale: @2x on iPads, @3x on
    /// the 460 ppi iPhones.
    @Test func sourcedRowsArePixelsOverScale() throws {
        let sourced = file.devices.filter { $0.source != nil }
        #expect(sourced.map(\.id) == ["ipad-mini-6", "ipad-10th", "ipad-air-11", "ipad-air-13", "ipad-pro-11-m4",
                                      "ipad-pro-13-m4", "iphone-13", "iphone-16-pro-max", "iphone-16-pro"])
        for entry in sourced {
            let pixels = try #require(entry.pixels, "\(entry.id)")
            let device = try #require(DeviceID(rawValue: entry.id)).device
            #expect(device.scale == (device.idiom == .pad ? 2 : 3), "\(entry.id)")
            #expect(device.portraitSize == Size(width: Double(pixels.width) / Double(device.scale),
                                                height: Double(pixels.height) / Double(device.scale)), "\(entry.id)")
            #expect(entry.source?.contains("gsmarena.com") == true, "\(entry.id)")
        }
        #expect(file.devices.filter { $0.pixels != nil }.count == sourced.count)
    }

    /// The 2024-2026 iPhones' row: 1206 x 2622 px at @3x, compact in
    /// landscape like every phone narrower than the Plus and Max models, on
    /// every version of iOS the model knows.
    @Test func iPhone16ProRow() {
        let device = DeviceID.iphone16Pro.device
        #expect(device.name == "iPhone 16 Pro / 17 / 17 Pro")
        #expect(device.portraitSize == Size(width: 402, height: 874) && device.scale == 3)
        #expect(device.landscapeHorizontalSizeClass == .compact && device.confidence == .observed)
        #expect(OSVersion.allCases.allSatisfy(device.runs))
    }

    @Test func everyFieldAgrees() throws {
        for entry in file.devices {
            let id = try #require(DeviceID(rawValue: entry.id))
            let device = id.device
            #expect(device.id == id)
            #expect(device.name == entry.name)
            #expect(device.idiom.rawValue == entry.idiom && id.idiom == device.idiom)
            #expect(device.portraitSize == Size(width: entry.width, height: entry.height))
            #expect(device.scale == entry.scale)
            #expect(device.safeArea.map { [$0.top, $0.bottom] } == entry.safeArea.map { [$0.top, $0.bottom] })
            #expect(device.splitNarrowWidth.map { [$0.portrait, $0.landscape] }
                == entry.splitNarrow.map { [$0.portrait, $0.landscape] })
            #expect(device.slideOverWidth == entry.slideOverWidth)
            #expect(device.supportsStageManager == (entry.stageManager ?? false))
            #expect(device.landscapeHorizontalSizeClass?.rawValue == entry.landscapeHorizontalSizeClass
                && id.landscapeHorizontalSizeClass == device.landscapeHorizontalSizeClass)
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
