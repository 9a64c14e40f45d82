import ListKitCore

/// The order VoiceOver reads a screen in: top to bottom, each line from
/// its leading edge (left, or right in a right-to-left layout), groups read
/// whole, higher sort priorities first. Each rule and its source is in
/// `Documentation/LayoutSemantics.md`, "Accessibility".
public enum ReadingOrder {
    /// The leaves of `nodes` in reading order.
    ///
    /// Among siblings (the screen's nodes, or one group's children):
    /// 1. Lines: the topmost node not yet placed (the leading one of equal
    ///    tops) opens a line; every other node whose top lies above that
    ///    node's vertical centre joins it. Lines are read top to bottom.
    /// 2. Within a line, nodes are read from the leading edge: by their
    ///    leading x (`minX` left to right, `maxX` right to left), then by
    ///    their top, then in the order given.
    /// 3. Sort priority: higher first; equal priorities keep the order of
    ///    1 and 2.
    /// 4. A group is placed by its frame like any node and read whole, its
    ///    children in their own order by the same rules.
    ///
    /// Cost: O(n log n) for n nodes.
    public static func leaves<Leaf>(of nodes: [ReadingNode<Leaf>], direction: LayoutDirection) -> [Leaf] {
        var out: [Leaf] = []
        out.reserveCapacity(nodes.count)
        append(nodes, direction: direction, to: &out)
        return out
    }

    /// The positions of `frames` in reading order (rules 1 and 2), priorities `priorities` (rule 3).
    public static func order(of frames: [Rect], priorities: [Double]? = nil, direction: LayoutDirection) -> [Int] {
        let nodes = frames.indices.map { ReadingNode.leaf($0, frame: frames[$0], sortPriority: priorities?[$0] ?? 0) }
        return leaves(of: nodes, direction: direction)
    }

    /// Appends the leaves of `nodes`, ordered, to `out`; groups recursively.
    private static func append<Leaf>(_ nodes: [ReadingNode<Leaf>], direction: LayoutDirection, to out: inout [Leaf]) {
        for index in sortedPositions(nodes.map(\.frame), priorities: nodes.map(\.sortPriority), direction: direction) {
            switch nodes[index].content {
            case .leaf(let leaf): out.append(leaf)
            case .group(let children): append(children, direction: direction, to: &out)
            }
        }
    }

    /// Rules 1–3 over sibling frames: the positions in reading order.
    static func sortedPositions(_ frames: [Rect], priorities: [Double], direction: LayoutDirection) -> [Int] {
        // The leading x, negated right to left so that smaller reads first.
        func lead(_ i: Int) -> Double { direction.mirrors ? -frames[i].maxX : frames[i].minX }
        let byTop = frames.indices.sorted {
            (frames[$0].minY, lead($0), $0) < (frames[$1].minY, lead($1), $1)
        }
        var ordered: [Int] = []
        ordered.reserveCapacity(frames.count)
        var start = 0
        while start < byTop.count {
            let centre = frames[byTop[start]].midY
            var end = start + 1
            while end < byTop.count, frames[byTop[end]].minY < centre { end += 1 }
            ordered.append(contentsOf: byTop[start..<end].sorted {
                (lead($0), frames[$0].minY, $0) < (lead($1), frames[$1].minY, $1)
            })
            start = end
        }
        // Rule 3, stable: the line order breaks ties.
        guard let first = priorities.first, priorities.contains(where: { $0 != first }) else { return ordered }
        var rank = [Int](repeating: 0, count: frames.count)
        for (place, position) in ordered.enumerated() { rank[position] = place }
        return ordered.sorted { (-priorities[$0], rank[$0]) < (-priorities[$1], rank[$1]) }
    }
}
