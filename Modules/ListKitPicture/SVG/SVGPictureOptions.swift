/// What an ``SVGPicture`` draws beyond the elements.
public struct SVGPictureOptions: Hashable, Sendable {
    /// Each element's label (its index path and id) over it.
    public var labels: Bool
    /// Each element's frame outlined over everything.
    public var outlines: Bool
    /// The whole content, with the viewport drawn on it, rather than what
    /// the viewport shows.
    public var wholeContent: Bool
    /// VoiceOver's order over the picture, like AccessibilitySnapshot's: each
    /// marked element (``PictureScene/accessibilityMarkers``) outlined and
    /// numbered at its top-leading corner, and a legend below the canvas
    /// listing each number with its element's text.
    public var accessibilityOrder: Bool

    /// Creates options; by default the picture is the viewport alone.
    public init(labels: Bool = false, outlines: Bool = false, wholeContent: Bool = false, accessibilityOrder: Bool = false) {
        self.labels = labels
        self.outlines = outlines
        self.wholeContent = wholeContent
        self.accessibilityOrder = accessibilityOrder
    }
}
