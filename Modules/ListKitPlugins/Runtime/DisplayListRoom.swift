/// How many operations and text bytes a display list has room for.
struct DisplayListRoom: Hashable, Sendable {
    /// Room for operations.
    var operations: Int
    /// Room for text bytes.
    var textBytes: Int

    /// The room of a kind's first render.
    static let initial = DisplayListRoom(
        operations: DisplayListLimits.initialOperations, textBytes: DisplayListLimits.initialTextBytes)

    /// The room for a retry after the plugin said it needs `needed`: at least
    /// what it asked for, and more than now in at least one dimension so
    /// that a plugin that under-reports cannot make the host loop in place.
    func grown(toFit needed: DisplayListRoom) -> DisplayListRoom {
        var next = DisplayListRoom(
            operations: max(operations, needed.operations), textBytes: max(textBytes, needed.textBytes))
        if next == self {
            next = DisplayListRoom(operations: operations * 2, textBytes: textBytes * 2)
        }
        return next
    }

    /// Whether the room is within the host's limits.
    var isWithinLimits: Bool {
        operations <= DisplayListLimits.maximumOperations && textBytes <= DisplayListLimits.maximumTextBytes
    }
}
