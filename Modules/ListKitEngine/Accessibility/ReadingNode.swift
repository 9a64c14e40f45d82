import ListKitCore

/// One thing VoiceOver visits on a screen, or a group of them that it
/// visits together (an orthogonal section's row, a component that groups
/// its children): the input of ``ReadingOrder``.
public struct ReadingNode<Leaf> {
    /// What the node holds.
    public enum Content {
        /// One element.
        case leaf(Leaf)
        /// Elements read one after another, in their own reading order,
        /// before anything outside the group.
        case group([ReadingNode<Leaf>])
    }

    /// The node's frame on screen (a group's: the union of its children's,
    /// unless the caller gives its own).
    public var frame: Rect
    /// Its sort priority among its siblings: higher is read first (default 0).
    public var sortPriority: Double
    /// The element or the group.
    public var content: Content

    /// A node for one element.
    public static func leaf(_ leaf: Leaf, frame: Rect, sortPriority: Double = 0) -> ReadingNode {
        ReadingNode(frame: frame, sortPriority: sortPriority, content: .leaf(leaf))
    }

    /// A group of `children` whose frame is the union of theirs (`.zero` for none).
    public static func group(_ children: [ReadingNode], sortPriority: Double = 0) -> ReadingNode {
        var union: Rect?
        for child in children { union = union.map { $0.union(child.frame) } ?? child.frame }
        return ReadingNode(frame: union ?? .zero, sortPriority: sortPriority, content: .group(children))
    }

    /// Creates a node.
    public init(frame: Rect, sortPriority: Double = 0, content: Content) {
        self.frame = frame
        self.sortPriority = sortPriority
        self.content = content
    }
}
