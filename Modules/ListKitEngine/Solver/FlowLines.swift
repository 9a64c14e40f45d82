import ListKitCore

/// A flow section's items broken into lines, and how each line spreads its
/// leftover space (`Documentation/LayoutSemantics.md`, "Flow sections",
/// rules F1–F5).
struct FlowLines {
    /// Each line's first item; one more entry holds the item count.
    private(set) var starts: [Int] = [0]
    /// Each line's length along the scroll axis: its longest item's (rule F2).
    private(set) var thickness: [Double] = []
    /// Whether every line holds one item.
    let everyLineHoldsOne: Bool
    /// The axis lines run along.
    private let crossAxis: Axis

    /// Breaks items of `sizes` into lines of `lineLength` across the scroll
    /// axis (`cross`), `spacing` apart (rule F1): an item joins the current
    /// line when the line's items, the spacing before each and the item
    /// still fit; otherwise it starts a new line. A line's first item is
    /// always placed, however long.
    init(sizes: [Size], cross: Axis, scroll: Axis, lineLength: Double, spacing: Double) {
        crossAxis = cross
        var used = 0.0
        var count = 0
        var longest = 0.0
        var allOne = true
        for (item, size) in sizes.enumerated() {
            if count > 0 && used + spacing + size[cross] > lineLength {
                starts.append(item)
                thickness.append(longest)
                allOne = allOne && count == 1
                used = 0
                count = 0
                longest = 0
            }
            used += (count > 0 ? spacing : 0) + size[cross]
            count += 1
            longest = Swift.max(longest, size[scroll])
        }
        if count > 0 {
            starts.append(sizes.count)
            thickness.append(longest)
            allOne = allOne && count == 1
        }
        everyLineHoldsOne = allOne
    }

    /// How many lines there are.
    var count: Int { thickness.count }

    /// The items of line `line`.
    func items(ofLine line: Int) -> Range<Int> { starts[line]..<starts[line + 1] }

    /// Where line `line`'s first item starts across the scroll axis, from
    /// the section inset, and the space between its items (rules F3–F5):
    /// - a line that is neither the last nor alone, holding two or more
    ///   items, is justified: its leftover space is shared equally among
    ///   its gaps;
    /// - such a line holding one item centres it;
    /// - the last line of several is packed at the start (its gaps are the
    ///   minimum spacing), unless every line holds one item: then its item
    ///   is centred too;
    /// - the only line of a section packs its items at the start, except a
    ///   lone item too long for a second one of its length to fit beside
    ///   it (`2 × length + spacing > lineLength`), which is centred.
    func spread(ofLine line: Int, lineLength: Double, spacing: Double, sizes: [Size]) -> (offset: Double, gap: Double) {
        let items = self.items(ofLine: line)
        let cross = sizesCross(sizes, items)
        let n = items.count
        let leftover = Swift.max(0, lineLength - cross.total - Double(n - 1) * spacing)
        let isLast = line == count - 1
        if line == 0 && isLast {
            if n == 1 && 2 * cross.first + spacing > lineLength { return (leftover / 2, spacing) }
            return (0, spacing)
        }
        if isLast { return (everyLineHoldsOne ? leftover / 2 : 0, spacing) }
        if n == 1 { return (leftover / 2, spacing) }
        return (0, spacing + leftover / Double(n - 1))
    }

    /// The total and the first of the lengths across the scroll axis of `items`.
    private func sizesCross(_ sizes: [Size], _ items: Range<Int>) -> (total: Double, first: Double) {
        let cross = crossAxis
        var total = 0.0
        for item in items { total += sizes[item][cross] }
        return (total, sizes[items.lowerBound][cross])
    }
}
