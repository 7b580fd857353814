/// The user-interface idiom of a device (`UIUserInterfaceIdiom`).
public enum Idiom: String, Hashable, Sendable, Codable, CaseIterable {
    /// An iPad: windows in Split View, Slide Over, Stage Manager.
    case pad
    /// An iPhone: one full-screen window.
    case phone
}
