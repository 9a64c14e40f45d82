/// A colour of a draw operation: four bytes, red, green, blue and alpha
/// (255 is opaque), as the plugin ABI's `lk_color` packs them (`0xRRGGBBAA`).
public struct DrawColor: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0–255.
    public var red: UInt8
    /// The green component, 0–255.
    public var green: UInt8
    /// The blue component, 0–255.
    public var blue: UInt8
    /// The opacity, 0 (transparent) – 255 (opaque).
    public var alpha: UInt8

    /// Creates a colour from its components; opaque unless `alpha` says otherwise.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a colour from the ABI's packed form, `0xRRGGBBAA`.
    public init(rgba: UInt32) {
        self.init(
            red: UInt8(truncatingIfNeeded: rgba >> 24),
            green: UInt8(truncatingIfNeeded: rgba >> 16),
            blue: UInt8(truncatingIfNeeded: rgba >> 8),
            alpha: UInt8(truncatingIfNeeded: rgba))
    }

    /// The ABI's packed form, `0xRRGGBBAA`.
    public var rgba: UInt32 {
        UInt32(red) << 24 | UInt32(green) << 16 | UInt32(blue) << 8 | UInt32(alpha)
    }

    /// `#rrggbbaa`, lower-case hexadecimal.
    public var description: String {
        let hex = String(rgba, radix: 16)
        return "#" + String(repeating: "0", count: 8 - hex.count) + hex
    }
}
