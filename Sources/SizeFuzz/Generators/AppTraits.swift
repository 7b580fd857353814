import LayoutModel

/// What a generator's event weights and its statistics read about an app and
/// the devices on every step that does not change from step to step: read
/// once, when the generator is made.
///
/// Each of these was computed anew for every event drawn (a device's idiom
/// through the device catalog, the app's deep links by copying its behaviour,
/// a tab view's style by copying its spec), about a quarter of the cost of
/// drawing an event.
struct AppTraits: Sendable {
    /// What the weights read about one container plan.
    struct Plan: Sendable {
        /// The plan's root container.
        var kind: NavigationKind
        /// A tab view whose style is `sidebarAdaptable`.
        var sidebarAdaptable: Bool
        /// A tab view with a split view inside a tab.
        var hasNestedSplits: Bool
        /// A three-column split view.
        var isThreeColumn: Bool
        /// A split view whose content column is a `NavigationStack`.
        var hasContentStack: Bool
        /// A split view with rows whose content column is their detail.
        var hasTwoColumnRows: Bool
    }

    /// How many kinds the app draws from (``EventKind/withoutPresentations``
    /// for an app without presentations).
    let kindCount: Int
    /// Whether the app declares presentations.
    let hasPresentations: Bool
    /// Whether the app declares deep links.
    let hasDeepLinks: Bool
    /// A window may be opened while fewer scenes than this are open: the
    /// platform's maximum, or 0 for an app without multiple windows.
    let windowLimit: Int
    /// The devices whose idiom is the iPad's, as a bit per ``DeviceID/index``.
    let padDevices: UInt64
    /// The devices with Stage Manager, as a bit per ``DeviceID/index``.
    let stageDevices: UInt64
    /// Whether an iPad gives the app its iPhone-app window
    /// (``AppModel/phoneWindowOnPad``): no mode changes, second windows or
    /// external displays there.
    let phoneWindowOnPad: Bool
    /// Each device's scale, by ``DeviceID/index``.
    let deviceScales: [Int]
    /// The app's plans, by plan index.
    let plans: [Plan]
    /// The one orientation the app supports on each device, by
    /// ``DeviceID/index``; `nil` where it supports both
    /// (``AppSpec/orientations(on:)``): there a launch takes that
    /// orientation and no rotation is drawn.
    let fixedOrientations: [Orientation?]

    /// Reads `model`'s traits.
    init(model: AppModel) {
        hasPresentations = model.hasPresentations
        kindCount = hasPresentations ? EventKind.allCases.count : EventKind.withoutPresentations
        hasDeepLinks = model.behavior.deepLinks?.isEmpty == false
        windowLimit = model.supportsMultipleWindows ? model.platform.navigation.maximumScenes : 0
        var pad: UInt64 = 0, stage: UInt64 = 0
        for id in DeviceID.allCases where id.index < 64 {
            if id.device.idiom == .pad { pad |= 1 << UInt64(id.index) }
            if id.device.supportsStageManager { stage |= 1 << UInt64(id.index) }
        }
        padDevices = pad
        phoneWindowOnPad = model.phoneWindowOnPad
        stageDevices = stage
        deviceScales = DeviceID.allCases.map { $0.device.scale }
        let app = model.app
        fixedOrientations = DeviceID.allCases.map { device in
            let supported = app.orientations(on: device)
            return supported.count == 1 ? supported[0] : nil
        }
        plans = model.plans.map { plan in
            Plan(kind: plan.kind, sidebarAdaptable: plan.tabView?.style == .sidebarAdaptable,
                 hasNestedSplits: plan.hasNestedSplits, isThreeColumn: plan.isThreeColumn,
                 hasContentStack: plan.hasContentStack, hasTwoColumnRows: !plan.twoColumnRows.isEmpty)
        }
    }

    /// Whether `device` is an iPad.
    @inline(__always) func isPad(_ device: DeviceID) -> Bool { padDevices >> UInt64(device.index) & 1 == 1 }

    /// The coverage class of `device` (``CoverageCell/DeviceClass/init(_:)``).
    @inline(__always) func deviceClass(_ device: DeviceID) -> CoverageCell.DeviceClass {
        !isPad(device) ? .phone : hasStageManager(device) ? .padStage : .pad
    }

    /// Pixels per point of the screen `window` is on (``Window/scale``,
    /// without reading the device catalog).
    @inline(__always) func scale(of window: Window) -> Int {
        window.display?.scale ?? deviceScales[window.device.index]
    }

    /// The one orientation the app supports on `device`, or `nil` for both.
    @inline(__always) func fixedOrientation(_ device: DeviceID) -> Orientation? { fixedOrientations[device.index] }

    /// Whether `device` has Stage Manager.
    @inline(__always) func hasStageManager(_ device: DeviceID) -> Bool { stageDevices >> UInt64(device.index) & 1 == 1 }
}
