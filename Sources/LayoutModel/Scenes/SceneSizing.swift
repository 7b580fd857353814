/// How an app's scene follows its window's size, which depends on the app's
/// `UIRequiresFullScreen` key and the version of iPadOS.
///
/// Sources: Apple, TN3192 "Migrating your iPad app from the deprecated
/// UIRequiresFullScreen key" and the Information Property List pages
/// `UIRequiresFullScreen` and `UIRequiresFullScreenIgnoredStartingWithVersion`
/// (collected in `/work/shared/reference/ipados-26-27.md`).
public enum SceneSizing: String, Hashable, Sendable, CaseIterable {
    /// The scene is always its window's size: every app that does not
    /// require full screen, and one whose key the system ignores.
    case live
    /// The scene keeps its size (the full-screen size of its screen) and the
    /// system scales its presentation into the window: an app that requires
    /// full screen under iPadOS 26, in Windowed Apps, Stage Manager, a tile
    /// or Slide Over, and in iPadOS 16–18 Stage Manager ("In iPadOS 26 and
    /// later on an iPad that supports the Windowed Apps multitasking mode, or
    /// in iPadOS 16 or later on" an iPad with Stage Manager, the key's page).
    /// Under iPadOS 18 such an app also has no Split View or Slide Over.
    case scaled
    /// The scene keeps its size while the user drags the window's edge, and
    /// takes the window's size when the drag ends: an app that requires full
    /// screen, built with the iOS 27 SDK, under iPadOS 27 (TN3192). Every
    /// other change of the window (a tile, a rotation, full screen) resizes
    /// the scene at once.
    case discrete
}
