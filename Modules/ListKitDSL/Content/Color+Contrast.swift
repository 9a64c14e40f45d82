#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// WCAG 2.x's colour arithmetic, for the accessibility audit's contrast
/// check (`Documentation/LayoutSemantics.md`, "Accessibility").
extension Color {
    /// The relative luminance of the colour's RGB (alpha ignored), 0 … 1:
    /// `0.2126 R + 0.7152 G + 0.0722 B`, each channel linearised from sRGB
    /// (`c / 12.92` up to 0.04045, else `((c + 0.055) / 1.055)^2.4`), as
    /// WCAG 2.x defines it.
    public var relativeLuminance: Double {
        0.2126 * Self.linear(red) + 0.7152 * Self.linear(green) + 0.0722 * Self.linear(blue)
    }

    /// The contrast ratio between two colours' RGB, 1 … 21:
    /// `(L1 + 0.05) / (L2 + 0.05)` with L1 the lighter luminance.
    public func contrastRatio(with other: Color) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (Swift.max(a, b) + 0.05) / (Swift.min(a, b) + 0.05)
    }

    /// The colour drawn over `background` (source-over): each channel
    /// `c·α + b·(1 − α)`, opaque when the background is.
    public func composited(over background: Color) -> Color {
        let alpha = self.alpha + background.alpha * (1 - self.alpha)
        guard alpha > 0 else { return .clear }
        func mix(_ c: Double, _ b: Double) -> Double {
            (c * self.alpha + b * background.alpha * (1 - self.alpha)) / alpha
        }
        return Color(
            red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue),
            alpha: alpha)
    }

    /// One sRGB channel linearised.
    private static func linear(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
}
