import LayoutModel

/// Windows the fuzzer would launch an app in, as a collection: for teams that
/// drive their own snapshot or layout checks over the fuzzer's sizes with
/// `@Test(arguments:)`.
///
/// ```swift
/// @Test(arguments: WindowCases(for: .sports, count: 50))
/// func detailFits(_ window: WindowCase) {
///     let model = AppModel(.sports)
///     let layout = model.layout(of: model.launch(in: window.window).scenes[0])
///     #expect(layout.content.overflows.isEmpty)
/// }
/// ```
///
/// Case `i` is the launch window of the fuzzer's case `i` for the app and
/// seed: devices, orientations and modes weighted as a run weights them, and
/// resizable windows leaning on the app's breakpoints (the size-class
/// threshold, where grids and fixed frames stop fitting) as a run does.
/// Random access is cheap: each case is drawn on its own.
public struct WindowCases: RandomAccessCollection, Sendable {
    /// The generator that draws the windows.
    let generator: ScenarioGenerator
    /// The seed the cases are drawn from.
    public let seed: UInt64
    /// How many cases.
    public let count: Int

    /// The launch windows of `count` cases of `app` with `seed`.
    /// - Parameters:
    ///   - app: the app whose breakpoints the sizes lean on.
    ///   - seed: the seed; the same seed gives the same windows.
    ///   - count: how many windows.
    ///   - platform: the platform parameters.
    public init(for app: AppSpec, seed: UInt64 = 0, count: Int = 100, platform: Platform = .standard) {
        generator = ScenarioGenerator(model: AppModel(app, platform: platform))
        self.seed = seed
        self.count = Swift.max(0, count)
    }

    /// The first index, `0`.
    public var startIndex: Int { 0 }
    /// One past the last index, ``count``.
    public var endIndex: Int { count }

    /// Case `index`'s window.
    public subscript(index: Int) -> WindowCase {
        var source = ChoiceSource(seed: ChoiceSource.caseSeed(seed: seed, caseIndex: UInt64(index)))
        let window = generator.drawWindow(&source, bias: EdgeBias(caseIndex: UInt64(index)))
        return WindowCase(index: index, window: window,
                          sizeClasses: generator.model.platform.windows.sizeClasses(of: window))
    }
}

/// One window of ``WindowCases``.
public struct WindowCase: Hashable, Sendable, CustomStringConvertible {
    /// Its index in the collection.
    public let index: Int
    /// The window.
    public let window: Window
    /// Its size classes.
    public let sizeClasses: SizeClasses

    /// `ipad-pro-11 landscape stage 700x800 (regular/regular)`: the window in
    /// the scenario vocabulary, which `Scenario(window:events:)` reads.
    public var description: String {
        "\(window.scenarioDescription) (\(sizeClasses.horizontal.rawValue)/\(sizeClasses.vertical.rawValue))"
    }
}
