/// The natural logarithm and exponential, in pure Swift.
///
/// The module imports nothing but Core, so it cannot call the C library's
/// `log` and `exp`; these are accurate to a few units in the last place and
/// give the same bits on every platform, so simulated scrolls are
/// reproducible frame for frame everywhere.
enum LifecycleMath {
    /// ln 2 split in two: a high part with trailing zero bits (so `k · ln2Hi`
    /// is exact for |k| < 2¹¹) and the rest.
    static let ln2Hi = 6.931_471_803_691_238_164_90e-01
    /// The low part of ln 2.
    static let ln2Lo = 1.908_214_929_270_587_700_02e-10

    /// The natural logarithm of `x`: −∞ for 0, NaN below 0 or for NaN, +∞ for +∞.
    static func log(_ x: Double) -> Double {
        guard x > 0 else { return x == 0 ? -.infinity : .nan }
        guard x.isFinite else { return x }
        // x = m · 2^e with m in [1, 2); move m into [√½, √2) so that s stays small.
        var m = x.significand
        var e = Double(x.exponent)
        if m > 1.414_213_562_373_095_1 {
            m *= 0.5
            e += 1
        }
        // ln m = 2 atanh(s) = 2 (s + s³/3 + s⁵/5 + …), s = (m − 1)/(m + 1), |s| ≤ 0.1716.
        let s = (m - 1) / (m + 1)
        let s2 = s * s
        var p = 2.0 / 25
        for k in stride(from: 23, through: 3, by: -2) {
            p = 2.0 / Double(k) + s2 * p
        }
        let lnM = s * (2 + s2 * p)
        return e * ln2Hi + (lnM + e * ln2Lo)
    }

    /// e raised to `x`: 0 below about −745, +∞ above about 709.78, NaN for NaN.
    static func exp(_ x: Double) -> Double {
        guard !x.isNaN else { return x }
        if x > 709.782_712_893_384 { return .infinity }
        if x < -745.133_219_101_941_2 { return 0 }
        // x = k ln 2 + r with |r| ≤ ln 2 / 2; eʳ by its Taylor series to r¹⁴.
        let k = (x * 1.442_695_040_888_963_4).rounded()
        let r = (x - k * ln2Hi) - k * ln2Lo
        var p = 1.0
        for n in stride(from: 14, through: 1, by: -1) {
            p = 1 + r * p / Double(n)
        }
        return Double(sign: .plus, exponent: Int(k), significand: p)
    }

    /// `base` raised to `exponent`, for a positive finite `base`.
    static func pow(_ base: Double, _ exponent: Double) -> Double {
        exp(exponent * log(base))
    }
}
