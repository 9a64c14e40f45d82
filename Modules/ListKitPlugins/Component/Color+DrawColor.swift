import ListKitDSL

extension Color {
    /// The colour of a plugin's draw operation: each 0–255 byte divided by 255.
    ///
    /// - Parameter color: the plugin's colour.
    public init(_ color: DrawColor) {
        self.init(
            red: Double(color.red) / 255, green: Double(color.green) / 255, blue: Double(color.blue) / 255,
            alpha: Double(color.alpha) / 255)
    }
}
