import ListKitCore
import ListKitEngine
import Testing

/// Frames in tests are compared to 1/2000 pt: the engine works in doubles
/// and @3x thirds are not exact in binary.
let tolerance = 0.0005

func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance }

func expectFrame(
    _ frame: Rect?, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let frame else {
        Issue.record("missing frame, expected (\(x), \(y), \(width) × \(height))", sourceLocation: sourceLocation)
        return
    }
    let ok = close(frame.minX, x) && close(frame.minY, y) && close(frame.width, width) && close(frame.height, height)
    #expect(ok, "got \(frame), expected (\(x), \(y), \(width) × \(height))", sourceLocation: sourceLocation)
}

func size(_ w: LayoutDimension, _ h: LayoutDimension) -> LayoutSize {
    LayoutSize(widthDimension: w, heightDimension: h)
}

func item(
    _ w: LayoutDimension, _ h: LayoutDimension, insets: DirectionalEdgeInsets = .zero, edges: EdgeSpacing? = nil
) -> LayoutElement {
    .item(LayoutItem(layoutSize: size(w, h), contentInsets: insets, edgeSpacing: edges))
}

func phone(scale: Double = 3, inset: DirectionalEdgeInsets = .zero) -> Viewport {
    Viewport(size: Size(width: 375, height: 812), contentInset: inset, scale: scale)
}

/// Solves a one-section layout.
func solveOne(
    _ group: LayoutGroup, items: Int, viewport: Viewport = phone(),
    configure: (inout LayoutSection) -> Void = { _ in }
) throws -> SolvedSection {
    var section = LayoutSection(group: group, itemCount: items)
    configure(&section)
    let solved = try LayoutSolver.solve(CompositionalLayout(sections: [section]), in: viewport)
    return solved.sections[0]
}
