import ListKitCore

/// A flow section's items broken into lines, and how each line spreads its
/// leftover space (`Documentation/LayoutSemantics.md`, "Flow sections",
/// rules F1–F5).
struct FlowLines {
    /// Each line's first item; one more entry holds the item count.
    private(set) var starts: [Int] = [0]
    /// Each line's length along the scroll axis: its longest item's (rule F2).
    private(set) var thickness: [Double] = []
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
        for (item, size) in sizes.enumerated() {
            if count > 0 && used + spacing + size[cross] > lineLength {
                starts.append(item)
                thickness.append(longest)
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
        }
    }

    /// How many lines there are.
    var count: Int { thickness.count }

    /// The items of line `line`.
    func items(ofLine line: Int) -> Range<Int> { starts[line]..<starts[line + 1] }

    /// Where line `line`'s first item starts across the scroll axis, from
    /// the section inset, and the space between its items (rules F1 and
    /// F3–F5):
    /// - an item longer than the line is centred on it, overflowing both
    ///   sides;
    /// - a line that is not the last is justified: its leftover space is
    ///   shared equally among its gaps; holding one item, it centres it;
    /// - the last line (or the only one) whose items all have one size is
    ///   spaced as a line filled to capacity with items of that size would
    ///   be, so that its items stand in the columns of the lines above;
    ///   when one item is all a line can hold, it is centred;
    /// - a last line of items of several sizes is justified when it is
    ///   full (its shortest item would not fit once more) and packed at the
    ///   start (gaps of the minimum spacing) otherwise.
    func spread(ofLine line: Int, lineLength: Double, spacing: Double, sizes: [Size]) -> (offset: Double, gap: Double) {
        let items = self.items(ofLine: line)
        let cross = crossLengths(sizes, items)
        let n = items.count
        let used = cross.total + Double(n - 1) * spacing
        let leftover = lineLength - used
        if n == 1 && leftover < 0 { return (leftover / 2, spacing) }
        let isLast = line == count - 1
        if !isLast {
            if n == 1 { return (leftover / 2, spacing) }
            return (0, spacing + Swift.max(0, leftover) / Double(n - 1))
        }
        if cross.isUniform {
            return Self.gridSpread(length: cross.shortest, lineLength: lineLength, spacing: spacing, leftover: leftover)
        }
        if n >= 2 && used + spacing + cross.shortest > lineLength {
            return (0, spacing + Swift.max(0, leftover) / Double(n - 1))
        }
        return (0, spacing)
    }

    /// The spread of a last line of items all `length` long: the gaps of a
    /// line holding as many of them as fit (``capacity(length:spacing:lineLength:)``),
    /// from the start; a lone item centred when the capacity is one
    /// (`leftover` is the line's own). Items of no length with no spacing
    /// are packed.
    static func gridSpread(length: Double, lineLength: Double, spacing: Double, leftover: Double) -> (offset: Double, gap: Double) {
        guard let capacity = capacity(length: length, spacing: spacing, lineLength: lineLength) else { return (0, spacing) }
        guard capacity > 1 else { return (leftover / 2, spacing) }
        return (0, (lineLength - capacity * length) / (capacity - 1))
    }

    /// How many items `length` long fit a line, `spacing` apart: what the
    /// line breaking (``init(sizes:cross:scroll:lineLength:spacing:)``)
    /// puts on a line of them, with its own arithmetic, so that a last line
    /// agrees with the full lines above it to the last bit (a quotient can
    /// land a hair below an exact fit). Up to ``exactCapacityLimit`` items
    /// the breaking is replayed; beyond, the quotient is close enough.
    /// `nil` when no finite count says it (items and spacing of no length).
    static func capacity(length: Double, spacing: Double, lineLength: Double) -> Double? {
        guard length + spacing > 0 else { return nil }
        let estimate = ((lineLength + spacing) / (length + spacing)).rounded(.down)
        guard estimate.isFinite else { return nil }
        guard estimate <= exactCapacityLimit else { return estimate }
        var used = length
        var count = 1.0
        while count <= estimate + 1, used + spacing + length <= lineLength {
            used += spacing + length
            count += 1
        }
        return count
    }

    /// The largest capacity ``capacity(length:spacing:lineLength:)`` works
    /// out by replaying the line breaking.
    static let exactCapacityLimit = 4_096.0

    /// The total and the shortest of the lengths across the scroll axis of
    /// `items`, and whether they all have one size (both dimensions).
    private func crossLengths(_ sizes: [Size], _ items: Range<Int>) -> (total: Double, shortest: Double, isUniform: Bool) {
        let cross = crossAxis
        let first = sizes[items.lowerBound]
        var total = 0.0
        var shortest = Double.infinity
        var isUniform = true
        for item in items {
            let size = sizes[item]
            total += size[cross]
            shortest = Swift.min(shortest, size[cross])
            isUniform = isUniform && size == first
        }
        return (total, shortest, isUniform)
    }
}
