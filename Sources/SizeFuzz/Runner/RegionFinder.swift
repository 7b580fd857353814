import LayoutModel

/// Finds where a failing step still fails: the window sizes around it (the
/// two one-dimensional slices through the failing window, ``Region``) and
/// the two-dimensional ``RegionMap``.
///
/// The size is given the way a user would: the step's resize, mode switch or
/// launch goes to a freely resizable window of that size; any other step runs
/// after the window is set to that size. The walk spans what the device can
/// show, from its smallest window (the narrow Split View pane, Slide Over or
/// the system minimum; under iPadOS 26 the smallest tile or the minimum) to
/// its screen, or the external display's. Where the window's size cannot be
/// chosen (an iPhone; an iPad with no Stage Manager under iPadOS 18; a scene
/// the system scales because the app requires full screen), the map lists
/// the devices and orientations in which the step fails instead, and the
/// slices are the failing window's own size.
struct RegionFinder {
    /// The app, on a platform whose resizable windows may be as small as the
    /// walk needs: the system minimum must not clamp the sizes tried.
    let model: AppModel
    let invariant: InvariantName
    /// The invariant's checks alone.
    let only: InvariantSet
    /// The real system minimum, for the bottom of the walk.
    let systemMinimum: Size
    /// What bounds the two-dimensional walk.
    var limits = SizeWalk.Limits()

    init(model: AppModel, invariant: InvariantName, invariants: InvariantSet = .all) {
        var platform = model.platform
        platform.windows.minimumWindowSize = .zero
        platform.windows.windowing.minimumWindowSize = .zero
        self.model = AppModel(model.app, platform: platform, navigator: model.navigator)
        self.invariant = invariant
        only = invariants.only(invariant)
        self.systemMinimum = model.platform.windows.minimumResizableSize
    }

    /// The slices through the failing window of `scenario`, failing as
    /// `violation`; `nil` when the failure does not come back with the window
    /// set to its own size this way (it does not depend on the size).
    func region(of scenario: Scenario, failingAt violation: Violation) -> Region? {
        locate(scenario, failingAt: violation, map: false).region
    }

    /// The slices and the map of `scenario`, failing as `violation`; both
    /// `nil` when the failure does not depend on the window's size.
    func locate(_ scenario: Scenario, failingAt violation: Violation) -> (region: Region?, map: RegionMap?) {
        locate(scenario, failingAt: violation, map: true)
    }

    private func locate(_ scenario: Scenario, failingAt violation: Violation, map: Bool) -> (region: Region?, map: RegionMap?) {
        guard let probe = RegionProbe(model: model, invariant: invariant, only: only, scenario: scenario, violation: violation)
        else { return (nil, nil) }
        let failed = probe.failed
        guard canResize(failed) else {
            guard probe.outcome(from: probe.window).fails else { return (nil, nil) }
            let point = Region(width: failed.width...failed.width, height: failed.height...failed.height)
            return (point, map ? .windows(windows(probe)) : nil)
        }
        let start = failed.size
        guard probe.fails(start) else { return (nil, nil) }
        var walk = SliceWalk(probe: probe, smallest: smallestWindow(failed, screen: model.platform.windows.screenSize(of: failed)))
        let region = Region(width: walk.walk(.width), height: walk.walk(.height))
        return (region, map ? .sizes(sizes(probe, slices: walk, region: region)) : nil)
    }

    /// Whether the failing scene's size can be chosen on its screen: the
    /// window is resizable, or the device has a resizable mode under the OS,
    /// and the system does not scale the scene.
    func canResize(_ window: Window) -> Bool {
        if model.sceneSizing == .scaled { return false }
        if window.display != nil || window.isResizable { return true }
        let rules = model.platform.windows
        return [WindowMode.stage, .windowed].contains { mode in
            mode.exists(on: rules.os) && rules.unavailability(of: mode, device: window.device, orientation: window.orientation) == nil
        }
    }

    /// The smallest window the device gives on `screen`, per dimension.
    func smallestWindow(_ window: Window, screen: Size) -> Size {
        let rules = model.platform.windows
        var smallest = Size(width: min(systemMinimum.width, screen.width), height: min(systemMinimum.height, screen.height))
        if window.display == nil, window.device.idiom == .pad {
            let modes: [WindowMode] = rules.os.hasWindowing ? [.leftThird, .topLeftQuarter] : [.splitThird, .slideOver]
            for mode in modes {
                if let size = rules.fixedSize(of: mode, device: window.device, orientation: window.orientation) {
                    smallest.width = min(smallest.width, size.width)
                    smallest.height = min(smallest.height, size.height)
                }
            }
        }
        return smallest
    }
}
