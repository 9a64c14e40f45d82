import ListKitCore

/// Rule 4 of the layout rules: a container treats inset values below 1.0 as
/// fractions of its content size (leading/trailing of the width, top/bottom of
/// the height). Values of 1 or more are points; 0 stays 0. The result is
/// snapped to the pixel grid.
enum InsetResolution {
    /// `insets` in points for a container of `size`.
    static func resolve(_ insets: DirectionalEdgeInsets, in size: Size, grid: PixelGrid) -> DirectionalEdgeInsets {
        if insets == .zero { return .zero }
        return DirectionalEdgeInsets(
            top: points(insets.top, of: size.height, grid),
            leading: points(insets.leading, of: size.width, grid),
            bottom: points(insets.bottom, of: size.height, grid),
            trailing: points(insets.trailing, of: size.width, grid)
        )
    }

    private static func points(_ value: Double, of length: Double, _ grid: PixelGrid) -> Double {
        value > 0 && value < 1 ? grid.snap(value * length) : value
    }
}
