#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's `exp` and `log`: the curves of deceleration and of a
/// target approach are exponentials.
enum LibM {
    /// e raised to `x`.
    static func exp(_ x: Double) -> Double {
        #if canImport(Glibc)
        Glibc.exp(x)
        #elseif canImport(Musl)
        Musl.exp(x)
        #else
        Darwin.exp(x)
        #endif
    }

    /// The natural logarithm of `x`.
    static func log(_ x: Double) -> Double {
        #if canImport(Glibc)
        Glibc.log(x)
        #elseif canImport(Musl)
        Musl.log(x)
        #else
        Darwin.log(x)
        #endif
    }
}
