import ListKitCore

/// What a solved list section places after its rows: each row's bottom
/// separator (a decoration of kind ``ListConfiguration/separatorElementKind``
/// whose item is the row's) and the corners an inset-grouped section
/// rounds. Separators are made from the rows' frames when asked for, so a
/// measured row moves its separator with it.
struct ListRows: Sendable {
    /// The stacking order of separators: above the rows they sit in.
    static let separatorZIndex = 1

    /// The section's index.
    let section: Int
    /// The section's appearance.
    let appearance: ListAppearance
    /// How many rows the section has.
    let itemCount: Int
    /// Whether rows show separators at all.
    let showsSeparators: Bool
    /// The section's separator insets in points (leading, trailing).
    let insets: (leading: Double, trailing: Double)
    /// Whether the section's insets are the automatic ones (none given).
    let automaticInsets: Bool
    /// What the last row shows below it.
    let lastRow: ListAppearanceMetrics.LastRowSeparator
    /// Each row's own settings.
    let overrides: [Int: ListItemSeparator]
    /// A separator's thickness in points.
    let thickness: Double
    /// Whether the first and last rows are rounded.
    let roundsCorners: Bool
    /// The corner radius of rounded rows.
    let cornerRadius: Double
    /// The pixel grid.
    let grid: PixelGrid
    /// The interned separator kind.
    let kind = ElementKind(ListConfiguration.separatorElementKind)
    /// How many rows show a separator.
    let separatorCount: Int

    /// The rows of `configuration` in section `section` of `itemCount` items,
    /// solved in `viewport`.
    init(_ configuration: ListConfiguration, section: Int, itemCount: Int, viewport: Viewport) {
        let metrics = configuration.appearanceMetrics
        let grid = viewport.pixelGrid
        self.section = section
        self.appearance = configuration.appearance
        self.itemCount = itemCount
        self.showsSeparators = configuration.showsSeparators
        automaticInsets = configuration.separatorInsets == nil
        if let given = configuration.separatorInsets {
            insets = (grid.snap(given.leading), grid.snap(given.trailing))
        } else {
            insets = (grid.snap(configuration.metrics.layoutMargin(screenWidth: viewport.screenWidth)), 0)
        }
        lastRow = metrics.lastRowSeparator
        overrides = configuration.itemSeparators
        thickness = grid.snap(configuration.metrics.separatorThickness(scale: viewport.scale))
        roundsCorners = metrics.roundsCorners
        cornerRadius = metrics.roundsCorners ? configuration.metrics.insetGroupedCornerRadius : 0
        self.grid = grid
        var count = 0
        if configuration.showsSeparators && itemCount > 0 {
            count = itemCount - (metrics.lastRowSeparator == .hidden ? 1 : 0)
            for (item, separator) in configuration.itemSeparators where (0..<itemCount).contains(item) {
                let automatic = item < itemCount - 1 || metrics.lastRowSeparator != .hidden
                switch separator.visibility {
                case .automatic: break
                case .visible: count += automatic ? 0 : 1
                case .hidden: count -= automatic ? 1 : 0
                }
            }
        }
        separatorCount = count
    }

    /// The separator of the row at `item` whose frame is `row`, or `nil`
    /// when the row shows none.
    func separator(item: Int, row: Rect) -> LayoutAttributes? {
        guard showsSeparators, (0..<itemCount).contains(item) else { return nil }
        let isLast = item == itemCount - 1
        let own = overrides[item]
        switch own?.visibility ?? .automatic {
        case .hidden: return nil
        case .visible: break
        case .automatic: if isLast && lastRow == .hidden { return nil }
        }
        var edges = insets
        if isLast && lastRow == .fullWidth {
            edges = (0, 0)
        } else if automaticInsets, let content = own?.leadingContentInset, content.isFinite, content > 0 {
            // Automatic insets follow the row's text, past its image.
            edges.leading = grid.snap(edges.leading + content)
        }
        if let given = own?.insets { edges = (grid.snap(given.leading), grid.snap(given.trailing)) }
        let frame = Rect(
            x: row.minX + edges.leading, y: row.maxY - thickness,
            width: Swift.max(0, row.width - edges.leading - edges.trailing), height: thickness)
        return LayoutAttributes(
            category: .decoration, kind: kind, indexPath: ElementIndexPath(section: section, item: item),
            frame: grid.snap(frame), zIndex: Self.separatorZIndex)
    }

    /// The corners of the row at `item` that are rounded: the first row's
    /// top ones, the last row's bottom ones, when the appearance rounds.
    func corners(item: Int) -> ListRowCorners {
        guard roundsCorners, (0..<itemCount).contains(item) else { return [] }
        var corners: ListRowCorners = []
        if item == 0 { corners.formUnion(.top) }
        if item == itemCount - 1 { corners.formUnion(.bottom) }
        return corners
    }
}
