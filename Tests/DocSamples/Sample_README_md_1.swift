// Generated from the `swift run` blocks of the documentation by the doc
// test; do not edit. After changing a sample, write the samples again
// with `LISTKIT_WRITE_DOC_SAMPLES=1 swift test --filter DocTests`.
import ListKitCore
import ListKitEngine

/// README.md#1
extension Doc_README_md {
    static func sample1() throws {
        let item = LayoutItem(layoutSize: LayoutSize(
            widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
        let row = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
            subitems: [.item(item)])
        let layout = CompositionalLayout(sections: [LayoutSection(group: row, itemCount: 100)])
        let solved = try LayoutSolver.solve(layout, in: Viewport(size: Size(width: 375, height: 812), scale: 3))
        let onScreen = solved.visibleElements(contentOffset: .zero)
        print(onScreen.count, "cells, the last at", onScreen[onScreen.count - 1].frame)
    }
}
