/// A type whose JSON form is an object with exactly one key, naming its case:
/// `{"splitView": {...}}`, `{"hstack": {...}}`, `{"tab": {...}}`.
///
/// The decoder checks the key before decoding, so a misspelt case is an
/// unknown key with the nearest case suggested, and two keys are refused
/// rather than one being ignored. A new case is one more name in
/// ``jsonCases``.
public protocol OneKeyObject {
    /// The keys the object may have, one at a time, in declaration order.
    static var jsonCases: [String] { get }
}

extension Container: OneKeyObject {
    /// `splitView`, `tabView`, `stack`, `view`.
    public static let jsonCases = ["splitView", "tabView", "stack", "view"]
}

extension TabEntry: OneKeyObject {
    /// `tab`, `section`.
    public static let jsonCases = ["tab", "section"]
}

extension ViewNode: OneKeyObject {
    /// The view kinds, as the synthesized coding names them.
    public static let jsonCases = ["content", "hstack", "vstack", "frame", "flexibleFrame", "screenWidthFrame", "grid", "spacer",
                                          "padding"]
}
