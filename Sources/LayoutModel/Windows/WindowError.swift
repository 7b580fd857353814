/// Why a window cannot be made: the mode does not exist there, or the size is
/// not one the system gives.
public enum WindowError: Error, Hashable, Sendable {
    /// The mode does not exist on this device, in this orientation or on this
    /// screen; `reason` says why in a few words.
    case modeUnavailable(WindowMode, device: DeviceID, reason: String)
    /// A resizable window needs a size.
    case sizeRequired(WindowMode)
    /// The mode's size is fixed by the system, so no size may be given.
    case sizeNotAllowed(WindowMode, os: OSVersion = .v18)
    /// A size that is not a finite, positive number.
    case sizeNotFinite(axis: Axis, value: Double)
    /// A size off the screen's pixel grid (`1 / scale` points).
    case sizeOffPixelGrid(axis: Axis, value: Double, scale: Int)
    /// A size outside what the system gives: between its minimum window and the screen.
    case sizeOutOfRange(axis: Axis, value: Double, lower: Double, upper: Double)
    /// Windows go on an external display only in Stage Manager.
    case displayUnavailable(device: DeviceID, reason: String)
    /// The device does not run this version of iPadOS.
    case deviceUnsupported(device: DeviceID, os: OSVersion)
    /// The mode belongs to another version of iPadOS; `hint` says what to
    /// use instead.
    case modeNotInOS(WindowMode, os: OSVersion, hint: String)
}

extension WindowError: CustomStringConvertible {
    /// One line saying what is wrong.
    public var description: String {
        switch self {
        case let .modeUnavailable(mode, device, reason):
            "\(device.rawValue) has no \(mode.rawValue) window: \(reason)"
        case let .sizeRequired(mode):
            "a \(mode.rawValue) window needs a size (WxH)"
        case let .sizeNotAllowed(mode, os):
            "a \(mode.rawValue) window's size is set by the system; give a size only with "
                + (os.hasWindowing ? "windowed, stage or slide-over" : "stage")
        case let .sizeNotFinite(axis, value):
            "window \(axis.rawValue) \(Points.format(value)) is not a positive, finite number of points"
        case let .sizeOffPixelGrid(axis, value, scale):
            "window \(axis.rawValue) \(Points.format(value)) is not on the pixel grid ("
                + (scale == 1 ? "whole points)" : "multiples of 1/\(scale) pt)")
        case let .sizeOutOfRange(axis, value, lower, upper):
            "window \(axis.rawValue) \(Points.format(value)) is outside \(Points.format(lower))...\(Points.format(upper)), what the system gives"
        case let .displayUnavailable(device, reason):
            "\(device.rawValue) cannot put a window on an external display: \(reason)"
        case let .deviceUnsupported(device, os):
            "\(device.rawValue) does not run \(os.name(on: device.device.idiom))"
        case let .modeNotInOS(mode, os, hint):
            "\(os.name) has no \(mode.rawValue) window: \(hint)"
        }
    }
}
