import LayoutModel
import SizeFuzz

/// An app before any fuzzing, at every size it can be shown: the windows of
/// one device of each class (a 13-inch iPad, an 11-inch, a mini, a Max
/// iPhone), in both orientations and every window mode of the OS, resizable
/// windows at one width between each pair of the app's breakpoints, each
/// launched and checked against the built-in invariants.
///
/// Windows of the same size on the same screen (a left and a right half) are
/// one entry, its other modes listed. The order is the devices', then the
/// orientations', then the modes' as `WindowMode` lists them, then widths
/// ascending: the same app gives the same sheet.
public struct ContactSheet: Sendable {
    /// One window and the app's launch layout in it.
    public struct Entry: Sendable {
        /// The app's launch layout (its window is the one the app gets).
        public var layout: Layout
        /// Other modes that give a window of the same size on the same screen.
        public var alsoModes: [WindowMode]
        /// The invariants the launch fails there, by name.
        public var failing: [InvariantName]
        /// What each of ``failing`` saw, in the same order.
        public var messages: [String] = []
    }

    /// The devices drawn, one of each class, largest first.
    public static let devices: [DeviceID] = [.ipadPro13M4, .ipadPro11, .ipadMini6, .iphone16ProMax]

    /// The entries, in sheet order.
    public private(set) var entries: [Entry] = []

    /// The sheet of `model`'s app on `model`'s platform.
    ///
    /// - Complexity: one launch and one check of every invariant per window:
    ///   devices × orientations × (modes + resizable modes × breakpoints).
    public init(model: AppModel) {
        let os = model.platform.os
        let rules = model.platform.windows
        let widths = Breakpoints(model: model).widths
        var seen: [String] = []
        for device in Self.devices where model.app.runs(on: device, os: os) {
            for orientation in [Orientation.landscape, .portrait] {
                for mode in WindowMode.modes(on: os) where model.app.allows(mode, on: os) {
                    for size in Self.sizes(of: mode, device: device, orientation: orientation, rules: rules, widths: widths) {
                        guard let window = try? rules.window(device: device, orientation: orientation, mode: mode, size: size,
                                                             restrictions: model.restrictions),
                              let scene = model.launch(in: window).scenes.first else { continue }
                        let key = "\(device.rawValue) \(orientation.rawValue) \(scene.window.size)"
                        if let index = seen.firstIndex(of: key) {
                            if !entries[index].alsoModes.contains(mode) && entries[index].layout.window.mode != mode {
                                entries[index].alsoModes.append(mode)
                            }
                            continue
                        }
                        let evaluator = Evaluator(model: model, window: window, invariants: .all)
                        seen.append(key)
                        entries.append(Entry(layout: evaluator.layouts[0], alsoModes: [],
                                             failing: evaluator.violations.map(\.invariant),
                                             messages: evaluator.violations.map(\.message)))
                    }
                }
            }
        }
    }

    /// The sizes a window of `mode` is drawn at: `nil` (the mode's own) for a
    /// fixed mode; for a resizable one, a width in the middle of each span
    /// between the app's breakpoints that the screen allows, at the screen's
    /// full height less a tenth (so the window shows as a window).
    static func sizes(of mode: WindowMode, device: DeviceID, orientation: Orientation, rules: WindowRules,
                      widths: [Double]) -> [Size?] {
        guard mode.isResizable(on: rules.os) else { return [nil] }
        let screen = rules.screenSize(device: device, orientation: orientation, display: nil)
        let bounds = rules.systemBounds(screen: screen)
        let inside = widths.filter { $0 > bounds.minimum.width && $0 < bounds.maximum.width }
        let edges = [bounds.minimum.width] + inside + [bounds.maximum.width]
        let height = max(bounds.minimum.height, (screen.height * 0.9).rounded(.down))
        var sizes: [Size?] = []
        for (low, high) in zip(edges, edges.dropFirst()) where high - low >= 2 {
            sizes.append(Size(width: ((low + high) / 2).rounded(.down), height: height))
        }
        return sizes
    }
}
