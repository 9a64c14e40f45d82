/// How many operations and text bytes a display list has room for.
package struct DisplayListRoom: Hashable, Sendable {
    /// Room for operations.
    package var operations: Int
    /// Room for text bytes.
    package var textBytes: Int

    /// Room for `operations` and `textBytes`.
    package init(operations: Int, textBytes: Int) {
        self.operations = operations
        self.textBytes = textBytes
    }

    /// The room of a kind's first render.
    package static let initial = DisplayListRoom(
        operations: DisplayListLimits.initialOperations, textBytes: DisplayListLimits.initialTextBytes)

    /// The room for a retry after the plugin said it needs `needed`: at least
    /// what it asked for, and more than now in at least one dimension so
    /// that a plugin that under-reports cannot make the host loop in place.
    package func grown(toFit needed: DisplayListRoom) -> DisplayListRoom {
        var next = DisplayListRoom(
            operations: max(operations, needed.operations), textBytes: max(textBytes, needed.textBytes))
        if next == self {
            next = DisplayListRoom(operations: operations * 2, textBytes: textBytes * 2)
        }
        return next
    }

    /// Whether the room is within the host's limits.
    package var isWithinLimits: Bool {
        operations <= DisplayListLimits.maximumOperations && textBytes <= DisplayListLimits.maximumTextBytes
    }
}
