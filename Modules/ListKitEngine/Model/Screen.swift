import ListKitCore

/// The screen a collection view is on: its size in points, its scale and
/// its safe area in portrait. UIKit takes a view's system layout margins
/// from the screen, not from the view: a 375-point-wide collection view on
/// a 393-point screen gets the 393-point screen's margins
/// (`Documentation/LayoutSemantics.md`, "Screen and margins").
///
/// ```swift
/// let full = Viewport(screen: .iPhone15)  // 393 × 852 at 3×, the safe area as content inset
/// var split = Viewport(size: Size(width: 375, height: 852), scale: 3)
/// split.screen = .iPhone15               // margins of the 393-point screen
/// ```
///
/// A screen is its numbers only (it copies as plain bytes, as the viewport
/// that holds it does); the presets' names are in ``presets``.
public struct Screen: Hashable, Sendable {
    /// The screen's size in points, portrait.
    public var size: Size
    /// Pixels per point.
    public var scale: Double
    /// The safe area's insets from the screen's edges, portrait.
    public var safeArea: DirectionalEdgeInsets

    /// Creates a screen from its numbers.
    public init(size: Size, scale: Double, safeArea: DirectionalEdgeInsets = .zero) {
        self.size = size
        self.scale = scale
        self.safeArea = safeArea
    }

    /// iPhone SE (3rd generation): 375 × 667 points at 2×, the status bar's
    /// 20 points at the top.
    public static let iPhoneSE = Screen(
        size: Size(width: 375, height: 667), scale: 2,
        safeArea: DirectionalEdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))

    /// iPhone 15: 393 × 852 points at 3×; 59 points at the top, 34 at the bottom.
    public static let iPhone15 = Screen(
        size: Size(width: 393, height: 852), scale: 3,
        safeArea: DirectionalEdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))

    /// iPhone 15 Pro Max: 430 × 932 points at 3×; 59 points at the top, 34 at the bottom.
    public static let iPhone15ProMax = Screen(
        size: Size(width: 430, height: 932), scale: 3,
        safeArea: DirectionalEdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))

    /// iPad Air 11-inch: 820 × 1180 points at 2×; 24 points at the top, 20 at the bottom.
    public static let iPad = Screen(
        size: Size(width: 820, height: 1180), scale: 2,
        safeArea: DirectionalEdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))

    /// Every preset with its name (as documents name it), smallest first.
    public static let presets: [(name: String, screen: Screen)] = [
        ("iPhone SE", .iPhoneSE), ("iPhone 15", .iPhone15), ("iPhone 15 Pro Max", .iPhone15ProMax), ("iPad", .iPad),
    ]

    /// The preset called `name` (as ``presets`` name them), or `nil`.
    public static func named(_ name: String) -> Screen? {
        presets.first { $0.name == name }?.screen
    }
}

extension Viewport {
    /// A collection view that fills `screen`: the screen's size and scale,
    /// its safe area as the content inset, and the screen itself.
    public init(screen: Screen) {
        self.init(size: screen.size, contentInset: screen.safeArea, scale: screen.scale)
        self.screen = screen
    }

    /// The width of the screen the collection view is on: ``screen``'s, or
    /// the viewport's own when it names none.
    public var screenWidth: Double { screen?.size.width ?? size.width }
}
