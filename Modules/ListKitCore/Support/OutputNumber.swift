/// How tool output writes numbers: at most three decimals, no trailing zeros.
///
/// Values are rounded to the nearest thousandth, halves away from zero; whole
/// numbers have no decimal point and negative zero is written `0`:
/// 87.66666 → `87.667`, 70.0 → `70`, −54 → `-54`, −0.0001 → `0`.
public enum OutputNumber {
    /// `value` as output text; a non-finite value (which a solved layout never
    /// holds) is written `null`, so JSON output stays valid.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let scaled = (value * 1000).rounded(.toNearestOrAwayFromZero)
        guard abs(scaled) < 9e15 else {
            let whole = value.rounded(.toNearestOrAwayFromZero)
            return abs(whole) < 9e18 ? String(Int64(whole)) : whole.description
        }
        let thousandths = Int64(scaled)
        guard thousandths != 0 else { return "0" }
        let sign = thousandths < 0 ? "-" : ""
        let magnitude = thousandths.magnitude
        let whole = magnitude / 1000
        let fraction = magnitude % 1000
        guard fraction != 0 else { return sign + String(whole) }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return sign + String(whole) + "." + digits
    }

    /// `value` as a message writes it, exactly: whole numbers up to 2⁵³
    /// without a decimal point (`12`, `-3`, `0` for −0), others as Swift
    /// prints them (`0.25`, `1e+16`, `nan`, `inf`), as JSON number text
    /// reads. The one place error messages of every module write a number
    /// the input gave.
    public static func exact(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), Swift.abs(value) <= 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        return value.description
    }
}
