/// An sRGB colour with alpha, each channel 0 … 1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The red channel.
    public var red: Double
    /// The green channel.
    public var green: Double
    /// The blue channel.
    public var blue: Double
    /// The opacity.
    public var alpha: Double

    /// Creates a colour; channels are clamped to 0 … 1 (NaN becomes 0).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Color.clamp(red)
        self.green = Color.clamp(green)
        self.blue = Color.clamp(blue)
        self.alpha = Color.clamp(alpha)
    }

    /// Creates a colour from a 0xRRGGBB value, opaque.
    public init(rgb: UInt32) {
        self.init(
            red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255)
    }

    /// Creates a colour from four bytes packed as `0xRRGGBBAA` (the plugin
    /// ABI's `lk_color`), each divided by 255.
    public init(rgba: UInt32) {
        self.init(
            red: Double(rgba >> 24) / 255, green: Double((rgba >> 16) & 0xFF) / 255,
            blue: Double((rgba >> 8) & 0xFF) / 255, alpha: Double(rgba & 0xFF) / 255)
    }

    /// Creates a colour from `#RRGGBB` or `#RRGGBBAA` (hexadecimal digits of
    /// either case); `nil` for any other text.
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.first == UInt8(ascii: "#"), digits.count == 7 || digits.count == 9 else { return nil }
        var value: UInt32 = 0
        for byte in digits.dropFirst() {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        if digits.count == 7 { value = value << 8 | 0xFF }
        self.init(rgba: value)
    }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// UIKit's `red`: RGB 1, 0, 0.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// UIKit's `green`: RGB 0, 1, 0.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// UIKit's `blue`: RGB 0, 0, 1.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// UIKit's `cyan`: RGB 0, 1, 1.
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// UIKit's `yellow`: RGB 1, 1, 0.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// UIKit's `magenta`: RGB 1, 0, 1.
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// UIKit's `orange`: RGB 1, 0.5, 0.
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// UIKit's `purple`: RGB 0.5, 0, 0.5.
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// UIKit's `brown`: RGB 0.6, 0.4, 0.2.
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    /// UIKit's `gray`: grey 0.5.
    public static let gray = Color(red: 0.5, green: 0.5, blue: 0.5)
    /// UIKit's `darkGray`: grey 1/3.
    public static let darkGray = Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3)
    /// UIKit's `lightGray`: grey 2/3.
    public static let lightGray = Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)

    /// `#RRGGBBAA`.
    public var description: String {
        func hex(_ v: Double) -> String {
            let byte = Int((v * 255).rounded())
            let digits = Array("0123456789ABCDEF")
            return String([digits[byte / 16], digits[byte % 16]])
        }
        return "#" + hex(red) + hex(green) + hex(blue) + hex(alpha)
    }

    private static func clamp(_ v: Double) -> Double {
        v.isNaN ? 0 : Swift.min(1, Swift.max(0, v))
    }
}
