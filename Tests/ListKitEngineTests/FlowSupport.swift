import ListKitCore
import ListKitEngine

/// A flow configuration whose items are `widths` wide and `height` tall
/// (`heights` per item when given), 10 pt apart both ways.
func flowConfiguration(
    widths: [Double], height: Double = 50, heights: [Double]? = nil, scroll: Axis = .vertical
) -> FlowConfiguration {
    var flow = FlowConfiguration()
    flow.scrollDirection = scroll
    flow.itemSizes = widths.enumerated().map { item, width in
        LayoutSize(widthDimension: .absolute(width), heightDimension: .absolute(heights?[item] ?? height))
    }
    return flow
}

/// Solves a layout of the flow section `flow` with `items` items (default
/// one per given size) in a `width` × `height` viewport at scale 2.
func solveFlow(
    _ flow: FlowConfiguration, items: Int? = nil, width: Double = 375, height: Double = 812,
    sizing: SelfSizing? = nil
) throws -> SolvedLayout {
    let section = LayoutSection.flow(using: flow, itemCount: items ?? flow.itemSizes.count)
    let layout = CompositionalLayout(
        configuration: LayoutConfiguration(scrollDirection: flow.scrollDirection), sections: [section])
    return try LayoutSolver.solve(layout, in: Viewport(size: Size(width: width, height: height), scale: 2), sizing: sizing)
}

extension SolvedLayout {
    /// The cells of `section`, by item.
    func cellFrames(section: Int = 0) -> [Rect] {
        allElements().filter { $0.category == .cell && $0.indexPath.section == section }
            .sorted { $0.indexPath.item < $1.indexPath.item }.map(\.frame)
    }
}
