import LayoutModel

extension RegionFinder {
    /// The map of a failing window whose size cannot be chosen: the step
    /// tried in the same mode on every device of the failing device's idiom
    /// that the app runs on under the OS, in each orientation the mode has,
    /// in catalog order, portrait first. The window before the step (the
    /// launch window at step 0) is the candidate; the list names the window
    /// after the step. A resizable mode (a scene the system scales) is tried
    /// as a window filling the screen, the size its scene has anyway.
    func windows(_ probe: RegionProbe) -> WindowRegion {
        let rules = model.platform.windows
        let mode = probe.window.mode
        let idiom = probe.failed.device.idiom
        var failing: [Window] = [], passing: [Window] = []
        for device in DeviceID.allCases where device.idiom == idiom && model.app.runs(on: device, os: rules.os) {
            for orientation in Orientation.allCases {
                guard model.app.allows(mode, on: rules.os),
                      rules.unavailability(of: mode, device: device, orientation: orientation) == nil else { continue }
                let size = mode.isResizable(on: rules.os) ? rules.screenSize(device: device, orientation: orientation, display: nil) : nil
                guard let candidate = try? rules.window(device: device, orientation: orientation, mode: mode, size: size) else { continue }
                let outcome = probe.outcome(from: candidate)
                if outcome.fails { failing.append(outcome.window) } else { passing.append(outcome.window) }
            }
        }
        let reason: String
        if model.sceneSizing == .scaled {
            reason = "the app requires full screen, so the system scales its scene, which keeps the screen's size"
        } else if idiom == .pad && model.phoneWindowOnPad {
            reason = "an iPhone app gets an iPhone-size window on an iPad under \(rules.os.name), so the window cannot be resized"
        } else if idiom == .phone {
            reason = "iPhones run apps full screen, so the window cannot be resized"
        } else {
            reason = "\(probe.failed.device.rawValue) has no resizable windows under \(rules.os.name), so the window cannot be resized"
        }
        return WindowRegion(failing: failing, passing: passing, reason: reason)
    }
}
