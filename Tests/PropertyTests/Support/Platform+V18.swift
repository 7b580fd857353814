import LayoutModel

extension Platform {
    /// Every default, on iPadOS 18: what the tests of the 18 model and the
    /// engine's known answers (found under 18) run on.
    static let v18 = Platform.standard.on(.v18)
}

extension WindowRules {
    /// The default rules on iPadOS 18.
    static let v18 = WindowRules.standard.on(.v18)
}
