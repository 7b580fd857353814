import LayoutModel

extension Evaluator {
    /// What `window-controls-clear` says: the screen, each element under the
    /// controls and where it is, where the controls are, and what to change.
    static func windowControlsMessage(_ covered: (controls: Rect, elements: [BarElement]), layout: borrowing Layout,
                                      model: AppModel) -> String {
        let controls = covered.controls
        let elements = covered.elements.map { element in
            let frame = element.frame
            return switch element.kind {
            case .title: "\(element) from x \(Points.format(frame.x))"
            case .back, .button, .tab: "\(element) at x \(Points.format(frame.x))...\(Points.format(frame.maxX))"
            }
        }
        let what = elements.count == 1 ? elements[0] + " is"
            : elements.dropLast().joined(separator: ", ") + " and " + (elements.last ?? "") + " are"
        let area = "0...\(Points.format(controls.maxX)) x 0...\(Points.format(controls.maxY)) pt"
        let window = layout.window
        let advice = if covered.elements.contains(where: { $0.bar == .header }) {
            "lay the header out clear of them (SwiftUI: containerCornerOffset(.leading); UIKit: UIView.LayoutRegion.margins(cornerAdaptation: .horizontal)), or prefer the .minimal windowing control style"
        } else {
            "the platform says the system's bars do not avoid them (windows.windowing.systemBarsAvoidControls): inset the bar by the corner-adapted margins (UIView.LayoutRegion.margins(cornerAdaptation: .horizontal))"
        }
        return "screen '\(layout.screen ?? "")': \(what) under the window controls (\(area)) of the \(window.mode.rawValue) \(window.size) window; \(advice)"
    }
}
