import ArgumentParser

/// The options that say which screen of a document `layout` and `render`
/// show (`DocumentScreen`, ListKitSimulation): the document, the content offset, each
/// orthogonal section's offset, and a swipe.
struct ScreenOptions: ParsableArguments {
    @Argument(help: "The layout document (JSON, format 1).")
    var document: String

    @Option(parsing: .unconditional, help: ArgumentHelp("The content offset, X,Y.", valueName: "X,Y"))
    var offset: ContentOffsetArgument?

    @Option(
        name: .customLong("orthogonal-offset"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp("An orthogonal section's scroll offset, SECTION=X (repeatable).", valueName: "SECTION=X"))
    var orthogonalOffsets: [OrthogonalOffsetArgument] = []

    @Option(
        help: ArgumentHelp(
            "A swipe across an item after the scrolls, SECTION:ITEM:DIRECTION:DISTANCE (left or right, in points): "
                + "its revealed swipe actions are shown.",
            valueName: "SECTION:ITEM:DIRECTION:DISTANCE"),
        transform: SwipeArgument.parse)
    var swipe: SwipeArgument?
}
