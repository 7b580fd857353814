/// A header a screen draws itself in place of the navigation bar: the bar
/// hidden (`.toolbar(.hidden, for: .navigationBar)`, or
/// `setNavigationBarHidden(true, animated:)`) and a row of buttons and the
/// title at the top of the content.
///
/// Unlike the system's bars, such a header does not move clear of the iPadOS
/// 26 window controls unless the app asks (``avoidsWindowControls``); they do
/// not count in the safe area either, so a header in the safe area is still
/// under them. In JSON: `{"leading": ["menu"], "avoidsWindowControls": true}`.
public struct HeaderSpec: Hashable, Sendable, Codable {
    /// The buttons at the header's leading end, in order (a menu, a back
    /// button), by name; each as wide as a standard bar button
    /// (``ToolbarParameters/itemWidth``).
    public var leading: [String]
    /// Whether the header shows the screen's title after its leading buttons.
    /// Default `true`.
    public var showsTitle: Bool?
    /// The header's leading inset, `.padding(.leading, length)`; `nil` for
    /// the platform's default padding (``ContentParameters/defaultPadding``).
    public var padding: Double?
    /// Whether the app lays the header out clear of the window controls:
    /// SwiftUI's `containerCornerOffset(.leading)` (or an offset by
    /// `GeometryProxy.containerCornerInsets.topLeading.width`), UIKit's
    /// `UIView.LayoutRegion.margins(cornerAdaptation: .horizontal)`. Default
    /// `false`: what custom content does unless it asks.
    public var avoidsWindowControls: Bool?

    /// Creates a header.
    public init(leading: [String], showsTitle: Bool? = nil, padding: Double? = nil,
                avoidsWindowControls: Bool? = nil) {
        self.leading = leading
        self.showsTitle = showsTitle
        self.padding = padding
        self.avoidsWindowControls = avoidsWindowControls
    }
}

/// `UIWindowScene.WindowingControlStyle`, which a scene delegate returns from
/// `preferredWindowingControlStyle(for:)` (iPadOS 26).
public enum WindowingControlStyle: String, Hashable, Sendable, Codable, CaseIterable {
    /// `.automatic`, the default: the controls float over the scene's content.
    case automatic
    /// `.minimal`: "Windowing controls will occupy as little of the scene's
    /// space as possible" (Apple); observed to keep them in a strip above the
    /// app's content (NTUT-NPC/tattoo PR 457, bggRGjQaUbCoE/PiliPlus PR 2482),
    /// so nothing of the app is under them. The model does not take the strip
    /// off the window's height.
    case minimal
}
