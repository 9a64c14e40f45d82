import ListKitCore

/// One element of VoiceOver's order, as a picture marks it
/// (``SVGPictureOptions/accessibilityOrder``): its number in the order, its
/// frame in content coordinates and the text the legend gives it.
public struct AccessibilityMarker: Hashable, Sendable {
    /// Its place in VoiceOver's order, from 1.
    public var order: Int
    /// Its frame, in content coordinates.
    public var frame: Rect
    /// What the legend says for it (the element's label, value and traits).
    public var text: String

    /// Creates a marker.
    public init(order: Int, frame: Rect, text: String) {
        self.order = order
        self.frame = frame
        self.text = text
    }
}

extension PictureScene {
    /// Marks VoiceOver's order on the scene: one marker per element of
    /// `elements`, given in that order with their frames on screen (as
    /// `ComposeRenderer.accessibilityElements()` gives them), numbered from 1.
    public mutating func markAccessibilityOrder(_ elements: [(screenFrame: Rect, text: String)]) {
        accessibilityMarkers = elements.enumerated().map { index, element in
            AccessibilityMarker(
                order: index + 1, frame: element.screenFrame.offsetBy(dx: contentOffset.x, dy: contentOffset.y),
                text: element.text)
        }
    }
}
