/// The sports the app shows, one screen each.
public enum Sport: String, CaseIterable, Hashable, Sendable {
    case basketball, football, soccer, tennis
}
