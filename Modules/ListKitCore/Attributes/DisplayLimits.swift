/// How much a screen may show at once. A viewport as tall as the layout
/// limits allow (10⁹ points) over ten million items would make a view and a
/// lifecycle record for every one of them; past this many elements the
/// collection view and the lifecycle tracker refuse the viewport instead.
public enum DisplayLimits {
    /// The most elements one viewport may meet at once: 100,000 (a phone
    /// screen meets tens).
    public static let maximumDisplayedElements = 100_000
}
