import ListKitTestSupport

/// Random valid layout documents: nested groups of random axes, counts,
/// insets and spacing; headers, footers (some pinned, some estimated),
/// backgrounds and badges; some sections scrolling orthogonally; a random
/// viewport and scale. Root groups are absolute or estimated in height;
/// what they hold is sized in fractions of its container, so that every item
/// fits its group as UIKit needs for frames to stay inside the content (an
/// item larger than its group overflows it, in UIKit as here).
struct RandomDocumentGenerator {
    var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    /// One document's JSON text.
    mutating func document() -> String {
        let width = [320, 375, 390, 414, 768][random.below(5)]
        let scale = random.below(3) + 1
        let sections = (0..<(random.below(4) + 1)).map { index in section(index) }.joined(separator: ", ")
        let spacing = random.chance(50) ? #""configuration": {"interSectionSpacing": \#(random.below(30))}, "# : ""
        return #"{"format": 1, "viewport": {"width": \#(width), "height": \#(random.below(600) + 300), "scale": \#(scale)}, "#
            + spacing + #""sections": [\#(sections)]}"#
    }

    private mutating func section(_ index: Int) -> String {
        var members = [#""id": "s\#(index)""#, #""itemCount": \#(random.below(60))"#, #""group": \#(group(depth: 0, root: true))"#]
        if random.chance(50) { members.append(#""interGroupSpacing": \#(random.below(20))"#) }
        if random.chance(50) { members.append(#""contentInsets": \#(insets(24))"#) }
        if random.chance(30) {
            let behaviours = ["continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered"]
            members.append(#""orthogonalScrollingBehavior": "\#(behaviours[random.below(behaviours.count)])""#)
        }
        var boundary: [String] = []
        if random.chance(50) { boundary.append(supplementary("header", alignment: "top")) }
        if random.chance(40) { boundary.append(supplementary("footer", alignment: "bottom")) }
        if !boundary.isEmpty { members.append(#""boundarySupplementaryItems": [\#(boundary.joined(separator: ", "))]"#) }
        if random.chance(30) {
            members.append(#""decorationItems": [{"elementKind": "background", "contentInsets": \#(insets(8)), "component": "background"}]"#)
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    private mutating func supplementary(_ kind: String, alignment: String) -> String {
        let height = random.chance(50) ? #"{"absolute": \#(random.below(40) + 10)}"# : #"{"estimated": \#(random.below(40) + 10)}"#
        let pin = random.chance(40) ? #", "pinToVisibleBounds": true"# : ""
        return #"{"elementKind": "\#(kind)", "size": {"width": {"fractionalWidth": 1}, "height": \#(height)}, "#
            + #""alignment": "\#(alignment)"\#(pin), "component": "label", "props": {"text": "\#(kind)"}}"#
    }

    private mutating func group(depth: Int, root: Bool = false) -> String {
        let horizontal = random.chance(50)
        let size = root
            ? #"{"width": {"fractionalWidth": 1}, "height": \#(random.chance(70) ? #"{"absolute": \#(random.below(150) + 20)}"# : #"{"estimated": 60}"#)}"#
            : #"{"width": \#(dimension(alongWidth: true)), "height": \#(dimension(alongWidth: false))}"#
        var members = [#""axis": "\#(horizontal ? "horizontal" : "vertical")""#, #""size": \#(size)"#]
        if random.chance(40) { members.append(#""interItemSpacing": {"fixed": \#(random.below(12))}"#) }
        if random.chance(30) { members.append(#""contentInsets": \#(insets(10))"#) }
        if random.chance(25) {
            members.append(#""count": \#(random.below(4) + 1)"#)
            members.append(#""subitems": [\#(element(depth: depth, counted: true))]"#)
        } else {
            let subitems = (0..<(random.below(3) + 1)).map { _ in element(depth: depth) }
            members.append(#""subitems": [\#(subitems.joined(separator: ", "))]"#)
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    /// An item or a nested group. No edge spacing: it moves an item without
    /// shrinking it, so a full-size item with it overflows its group (as in
    /// UIKit), which the invariants here do not allow.
    private mutating func element(depth: Int, counted: Bool = false) -> String {
        if depth < 3 && random.chance(30) { return #"{"group": \#(group(depth: depth + 1))}"# }
        var members = [#""size": {"width": \#(dimension(alongWidth: true)), "height": \#(dimension(alongWidth: false))}"#]
        if random.chance(30) { members.append(#""contentInsets": \#(insets(6))"#) }
        if random.chance(20) {
            let edges = [#"["top", "trailing"]"#, #"["top"]"#, #"["bottom", "leading"]"#, "[]"][random.below(4)]
            members.append(#""supplementaryItems": [{"elementKind": "badge", "size": {"width": {"absolute": \#(random.below(20) + 8)}, "#
                + #""height": {"absolute": \#(random.below(20) + 8)}}, "containerAnchor": {"edges": \#(edges)}, "component": "badge"}]"#)
        }
        return #"{"item": {\#(members.joined(separator: ", "))}}"#
    }

    private mutating func dimension(alongWidth: Bool) -> String {
        #"{"\#(alongWidth ? "fractionalWidth" : "fractionalHeight")": \#(Double(random.below(20) + 1) / 20)}"#
    }

    private mutating func insets(_ most: Int) -> String {
        #"{"top": \#(random.below(most)), "leading": \#(random.below(most)), "bottom": \#(random.below(most)), "trailing": \#(random.below(most))}"#
    }
}
