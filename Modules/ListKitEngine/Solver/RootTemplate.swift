import ListKitCore

/// A section's root group laid out (with its estimates, when it has any),
/// its anchored supplementaries placed, with what it was laid out from: a solve of a section whose root
/// group, group size, pixel grid and axes are the same takes it instead of
/// laying the group out again. An update's stages change a section's item
/// count and little else: each stage solves the section again, and lays
/// out none of its root group.
///
/// A section's content keeps the one its solve used (``SectionContent/rootTemplate``),
/// which the next solve of the section at that index may take (an
/// `EarlierSolve`); a self-sizing cache keeps each lazily measured
/// section's estimate, which its measuring passes take, carried through
/// updates with its measurements.
struct RootTemplate: Sendable {
    /// The layout (each content prepares it anew: ``SectionContent/prepare(_:)``).
    var template: GroupTemplate
    /// The root group it is the layout of.
    var group: LayoutGroup
    /// How many cells it holds.
    var cells: Int
    /// The most cells the layout was allowed (its `limit`).
    var limit: Int
    /// The size the root group was laid out in.
    var groupSize: Size
    /// The pixel grid.
    var grid: PixelGrid
    /// The repetition and scroll axes it was prepared for.
    var axes: (repetition: Axis, scroll: Axis)

    /// Whether laying out `group` in `groupSize` on `grid` for `axes`, with
    /// at most `limit` cells and no measuring, gives this layout: the same
    /// inputs, and a limit that cuts no cell this one has (a layout that
    /// stopped short of its own limit stops at the same cell under any
    /// limit above it).
    func serves(
        _ group: LayoutGroup, groupSize: Size, grid: PixelGrid, axes: (repetition: Axis, scroll: Axis), limit: Int
    ) -> Bool {
        groupSize == self.groupSize && grid == self.grid && axes == self.axes
            && (limit == self.limit || (cells < self.limit && cells < limit)) && group == self.group
    }
}
