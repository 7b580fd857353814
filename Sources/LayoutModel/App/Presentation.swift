/// Something a screen presents over itself: a sheet, a popover, a
/// full-screen cover or an inspector (`.sheet(isPresented:)`,
/// `.popover(isPresented:)`, `.fullScreenCover(isPresented:)`,
/// `.inspector(isPresented:)`), with the content it shows.
///
/// In JSON, an element of a screen's `"presentations"`:
/// `{"id": "compose", "kind": "sheet", "sizing": "form", "content": {...}}`.
/// The event `present compose` shows it over the screen that declares it,
/// `dismiss` takes it away (``Action/present(_:)``, ``Action/dismiss``).
public struct Presentation: Hashable, Sendable, Codable {
    /// The id, unique in the app: what `present ID` names.
    public var id: String
    /// The modifier that presents it.
    public var kind: PresentationKind
    /// A sheet's `.presentationSizing`; `nil` is SwiftUI's default,
    /// `.automatic`, which on iPad is a form sheet (``resolvedSizing``). Only
    /// for sheets.
    public var sizing: PresentationSizing?
    /// `.presentationCompactAdaptation(horizontal:)`: what it becomes in
    /// compact width; `nil` is ``PresentationAdaptation/automatic``.
    public var compactAdaptation: PresentationAdaptation?
    /// What it shows, reduced to what decides its width; `nil` for a plain
    /// list or form that adapts to any width.
    public var content: ViewNode?
    /// An inspector's `.inspectorColumnWidth(min:ideal:max:)` (or
    /// `.inspectorColumnWidth(_:)`, a fixed width); `nil` is the platform's
    /// default (``PresentationParameters/inspectorWidth``). Only for
    /// inspectors.
    public var inspectorWidth: ColumnWidth?
    /// The screen at the root of the presentation's own navigation stack
    /// (`.sheet { NavigationStack { Root() } }`), or `nil` when it shows
    /// ``content`` alone. The presentation then shows the screen on top of
    /// its stack, and a push while it is up goes onto its path, which the
    /// scene keeps until the presentation is dismissed
    /// (``AppModel/presentedPath(of:)``). Not for inspectors.
    public var stack: String?

    /// Creates a presentation.
    public init(_ id: String, kind: PresentationKind, sizing: PresentationSizing? = nil,
                compactAdaptation: PresentationAdaptation? = nil, content: ViewNode? = nil,
                inspectorWidth: ColumnWidth? = nil, stack: String? = nil) {
        self.id = id
        self.kind = kind
        self.sizing = sizing
        self.compactAdaptation = compactAdaptation
        self.content = content
        self.inspectorWidth = inspectorWidth
        self.stack = stack
    }

    /// A sheet (`.sheet(isPresented:)`), sized by `sizing`.
    public static func sheet(_ id: String, sizing: PresentationSizing? = nil,
                             compactAdaptation: PresentationAdaptation? = nil, content: ViewNode? = nil,
                             stack: String? = nil) -> Presentation {
        Presentation(id, kind: .sheet, sizing: sizing, compactAdaptation: compactAdaptation, content: content,
                     stack: stack)
    }

    /// An inspector (`.inspector(isPresented:)`), `width` wide in regular width.
    public static func inspector(_ id: String, width: ColumnWidth? = nil, content: ViewNode? = nil) -> Presentation {
        Presentation(id, kind: .inspector, content: content, inspectorWidth: width)
    }

    /// The sizing a sheet gets: ``sizing``, else a form sheet, what SwiftUI
    /// does when the code names none: `presentationSizing(_:)`'s "default
    /// value is `automatic`", and `.automatic` "On macOS ... resolves to
    /// `.form.fitted(horizontal: false, vertical: true)`. On all other
    /// platforms, including Mac Catalyst, it resolves to `.form`" (Apple,
    /// `PresentationSizing.automatic`, iOS 18 and later: every iPadOS the
    /// model knows). A UIKit presented view controller's own default is a
    /// page sheet (`UISheetPresentationController.prefersPageSizing`), not a
    /// SwiftUI sheet's.
    public var resolvedSizing: PresentationSizing { sizing ?? .form }
}

/// The modifier that presents a ``Presentation``.
public enum PresentationKind: String, Hashable, Sendable, Codable, CaseIterable {
    /// `.sheet(isPresented:)` / `.sheet(item:)`.
    case sheet
    /// `.popover(isPresented:)`.
    case popover
    /// `.fullScreenCover(isPresented:)`.
    case fullScreenCover
    /// `.inspector(isPresented:)`.
    case inspector
}

/// A sheet's `.presentationSizing` (iOS 18).
public enum PresentationSizing: String, Hashable, Sendable, Codable, CaseIterable {
    /// `.form`: "appropriate for forms and slightly less wide than `.page`"
    /// (Apple, `PresentationSizing.form`); UIKit's form sheet.
    case form
    /// `.page`: "roughly the size of a page of paper" (Apple,
    /// `PresentationSizing.page`); UIKit's page sheet.
    case page
    /// `.fitted`: "dictated by the ideal size of the content" (Apple,
    /// `PresentationSizing.fitted`).
    case fitted
}

/// `PresentationAdaptation`: what a presentation becomes in a horizontally
/// compact size class (`presentationCompactAdaptation(horizontal:vertical:)`).
public enum PresentationAdaptation: String, Hashable, Sendable, Codable, CaseIterable {
    /// "Use the default presentation adaptation": a sheet or a popover
    /// becomes a sheet across the window; an inspector, a sheet.
    case automatic
    /// "Don't adapt for the size class, if possible": it keeps its regular
    /// appearance, clamped to the window.
    case none
    /// "Prefer a sheet appearance".
    case sheet
    /// "Prefer a popover appearance".
    case popover
    /// "Prefer a full-screen-cover appearance".
    case fullScreenCover
}
