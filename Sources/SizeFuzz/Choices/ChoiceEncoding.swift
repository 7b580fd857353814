/// How typed values map to and from choices, so that `0` is always the simplest.
///
/// Domain shrink passes use the inverse functions to write a value they want
/// (a preset window width, say) back into a choice sequence.
///
/// Integers use a **zig-zag around a target** inside their range: choice `0` is the
/// target, then `target + 1`, `target − 1`, `target + 2`, `target − 2`, … (the side
/// above the target first), and once one side of the range is used up the
/// remaining values of the other side follow in order of distance. For the range
/// `-3...5` toward `0` the choices `0...8` are `0, 1, -1, 2, -2, 3, -3, 4, 5`.
public enum ChoiceEncoding {
    /// The largest choice for an integer in `range`: `upperBound − lowerBound`.
    /// - Parameter range: any range of `Int`, including the full range.
    public static func bound(of range: ClosedRange<Int>) -> UInt64 {
        UInt64(UInt(bitPattern: range.upperBound) &- UInt(bitPattern: range.lowerBound))
    }

    /// The value integers in `range` shrink toward when no target is given: `0` if
    /// the range contains it, else the bound nearest to zero.
    /// - Parameter range: the range.
    public static func defaultTarget(in range: ClosedRange<Int>) -> Int {
        if range.contains(0) { return 0 }
        return range.lowerBound > 0 ? range.lowerBound : range.upperBound
    }

    /// The integer that `choice` denotes (choices above the bound are clamped).
    /// - Parameters:
    ///   - choice: the choice; `0` is `target`.
    ///   - range: the integers' range.
    ///   - target: the simplest value; clamped into `range`.
    /// - Returns: a value in `range`; see the type's documentation for the order.
    public static func int(fromChoice choice: UInt64, in range: ClosedRange<Int>, toward target: Int) -> Int {
        let target = Swift.min(Swift.max(target, range.lowerBound), range.upperBound)
        let up = UInt64(UInt(bitPattern: range.upperBound) &- UInt(bitPattern: target))
        let down = UInt64(UInt(bitPattern: target) &- UInt(bitPattern: range.lowerBound))
        let k = Swift.min(choice, up &+ down)
        let paired = Swift.min(up, down)
        if k == 0 { return target }
        if k <= 2 * paired {
            return k & 1 == 1 ? offset(target, by: (k + 1) / 2) : offset(target, by: 0 &- k / 2)
        }
        return up > down ? offset(target, by: k - paired) : offset(target, by: 0 &- (k - paired))
    }

    /// The choice that denotes `value`: the inverse of ``int(fromChoice:in:toward:)``.
    /// - Parameters:
    ///   - value: a value; clamped into `range`.
    ///   - range: the integers' range.
    ///   - target: the simplest value; clamped into `range`.
    /// - Returns: the choice, in `0...bound(of: range)`.
    public static func choice(forInt value: Int, in range: ClosedRange<Int>, toward target: Int) -> UInt64 {
        let target = Swift.min(Swift.max(target, range.lowerBound), range.upperBound)
        let value = Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
        let up = UInt64(UInt(bitPattern: range.upperBound) &- UInt(bitPattern: target))
        let down = UInt64(UInt(bitPattern: target) &- UInt(bitPattern: range.lowerBound))
        let paired = Swift.min(up, down)
        if value >= target {
            let distance = UInt64(UInt(bitPattern: value) &- UInt(bitPattern: target))
            if distance == 0 { return 0 }
            return distance <= paired ? 2 * distance - 1 : distance + paired
        }
        let distance = UInt64(UInt(bitPattern: target) &- UInt(bitPattern: value))
        return distance <= paired ? 2 * distance : distance + paired
    }

    private static func offset(_ base: Int, by distance: UInt64) -> Int {
        Int(bitPattern: UInt(bitPattern: base) &+ UInt(distance))
    }
}
