/// The sizes of presentations that Apple does not publish: every one is an
/// estimate with a plausible range in ``Estimate/all``.
///
/// What is documented is the shape: "The system uses this value only in
/// regular-width size classes. In compact-width size classes, some styles
/// take on the behavior of other styles" (Apple, `modalPresentationStyle`); a
/// form sheet is centered in regular width, "The default content size is
/// smaller than that of the `pageSheet` style", and in compact width "the
/// system displays the view controller as a sheet with part of the background
/// content visible near the top of the screen" (Apple,
/// `UIModalPresentationStyle.formSheet`); a page sheet's "actual dimensions
/// vary depending on several factors including the device's screen size and
/// orientation" (Apple, `UIModalPresentationStyle.pageSheet`), its "width
/// follows the readable width" (Apple, `prefersPageSizing`).
public struct PresentationParameters: Hashable, Sendable, Codable {
    /// A form sheet's size in regular width (`.presentationSizing(.form)`,
    /// `UIModalPresentationStyle.formSheet`). Default 540 x 620 pt: an
    /// estimate (no source publishes it).
    public var formSheetSize: Size
    /// A page sheet's size in regular width (`.presentationSizing(.page)`,
    /// SwiftUI's default sheet). Default 700 x 960 pt: an estimate; the
    /// width follows the readable width (`prefersPageSizing`), never wider
    /// than a portrait iPad screen.
    public var pageSheetSize: Size
    /// A popover's size in regular width when its content is flexible (a
    /// list adapts to any width). Default 320 x 480 pt: an estimate. Content
    /// with a minimum width gets that width: a popover sizes to its content.
    public var popoverSize: Size
    /// The width of an inspector's trailing column when the app gives no
    /// `inspectorColumnWidth`. Default 320 pt: an estimate (UIKit's
    /// `minimumInspectorColumnWidth` has no published default).
    public var inspectorWidth: Double
    /// How much of the window a sheet in compact width leaves visible above
    /// it ("part of the background content visible near the top"). Default
    /// 16 pt: an estimate; it decides the sheet's height only.
    public var compactSheetTopInset: Double

    /// Creates parameters; each defaults to its documented value.
    public init(formSheetSize: Size = Size(width: 540, height: 620), pageSheetSize: Size = Size(width: 700, height: 960),
                popoverSize: Size = Size(width: 320, height: 480), inspectorWidth: Double = 320,
                compactSheetTopInset: Double = 16) {
        self.formSheetSize = formSheetSize
        self.pageSheetSize = pageSheetSize
        self.popoverSize = popoverSize
        self.inspectorWidth = inspectorWidth
        self.compactSheetTopInset = compactSheetTopInset
    }

    /// The defaults.
    public static let standard = PresentationParameters()
}
