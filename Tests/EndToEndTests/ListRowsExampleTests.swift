import Foundation
import ListKit
import ListKitDocument
import Testing

/// `Examples/list-rows.json`, every row style of the built-in `listRow`, on
/// the iPhone 15 preset (393 × 852 at @3x): its layout, and the margins the
/// data source gives each element's content (`Documentation/LayoutSemantics.md`,
/// "List content"). A 393-pt screen's layout margin is 20.
@Suite struct ListRowsExampleTests {
    static let path = repositoryRoot + "/Examples/list-rows.json"

    func rendered(_ document: LayoutDocument, viewport: Viewport? = nil) throws -> ComposeRenderer {
        let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: viewport ?? document.viewport)
        renderer.render(try document.composedLayout(registry: .builtIn))
        return renderer
    }

    func content(_ view: CollectionReusableView?) -> ContentView? { view?.content as? ContentView }

    @Test func rowsHeadersAndFootersGetTheListsMarginsOtherViewsUIKitsDefault() throws {
        let document = try LayoutDocument(contentsOfFile: Self.path)
        let renderer = try rendered(document)
        let view = renderer.collectionView
        let row = content(view.cellForItem(at: ElementIndexPath(section: 0, item: 0)))
        #expect(row?.layoutMargins == DirectionalEdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20))
        let header = content(view.supplementaryView(forElementKind: "header", at: ElementIndexPath(section: 0, item: 0)))
        #expect(header?.layoutMargins == DirectionalEdgeInsets(top: 16, leading: 20, bottom: 6, trailing: 20))
        // The footer is the section's second boundary supplementary: item 1.
        let footer = content(view.supplementaryView(forElementKind: "footer", at: ElementIndexPath(section: 0, item: 1)))
        #expect(footer?.layoutMargins == DirectionalEdgeInsets(top: 5, leading: 20, bottom: 5, trailing: 20))
        // The row's text starts at its margin: x 20 in the row.
        guard case .textBox(let text, let box, _, _, _)? = row?.displayList.first else {
            Issue.record("the row drew no text: \(String(describing: row?.displayList))")
            return
        }
        #expect(text == "Cell")
        #expect(box.minX == 20)
        // A separator decoration keeps UIKit's default margins: it draws none.
        let separator = content(view.decorationView(forElementKind: "separator", at: ElementIndexPath(section: 0, item: 0)))
        #expect(separator?.layoutMargins == DirectionalEdgeInsets(all: 8))
    }

    @Test func aNarrowerCollectionViewOnTheSameScreenKeepsTheScreensMargins() throws {
        // A 375-pt-wide collection view on the 393-pt screen: 20, not 16.
        let document = try LayoutDocument(contentsOfFile: Self.path)
        var viewport = document.viewport
        viewport.size.width = 375
        let renderer = try rendered(document, viewport: viewport)
        let row = content(renderer.collectionView.cellForItem(at: ElementIndexPath(section: 0, item: 0)))
        #expect(row?.layoutMargins.leading == 20)
        // Without the screen, the 375-pt viewport is the screen: 16.
        viewport.screen = nil
        let alone = try rendered(document, viewport: viewport)
        #expect(content(alone.collectionView.cellForItem(at: ElementIndexPath(section: 0, item: 0)))?.layoutMargins.leading == 16)
    }

    @Test func compositionalCellsKeepUIKitsDefaultMargins() throws {
        let document = try LayoutDocument(contentsOfFile: repositoryRoot + "/Examples/todo.json")
        let renderer = try rendered(document)
        let row = content(renderer.collectionView.cellForItem(at: ElementIndexPath(section: 0, item: 0)))
        #expect(row?.layoutMargins == DirectionalEdgeInsets(all: 8))
    }

    @Test func separatorsOfRowsWithAnImageStartUnderTheirText() throws {
        let document = try LayoutDocument(contentsOfFile: Self.path)
        let solved = try LayoutSolver.solve(document.layout, in: document.viewport)
        let separators = solved.allElements().filter { $0.elementKind == "separator" && $0.indexPath.section == 0 }
        // Inset grouped: rows from x 20, 353 wide; separators from the row's 20,
        // the image row's (item 3, the last: none in inset grouped) would be 20 + 45.
        #expect(separators.map(\.indexPath.item) == [0, 1, 2])
        #expect(separators.map(\.frame.minX) == [40, 40, 40])
        // Section 1: the Wi-Fi row (item 5, the last) has no separator; make
        // the text offset visible on a row that has one: section 0's image row
        // moved up in a plain copy of the document.
        let text = try String(contentsOfFile: Self.path, encoding: .utf8)
            .replacingOccurrences(of: "\"appearance\": \"insetGrouped\"", with: "\"appearance\": \"plain\"")
        let plain = try LayoutDocument(text: text)
        let solvedPlain = try LayoutSolver.solve(plain.layout, in: plain.viewport)
        let plainSeparators = solvedPlain.allElements().filter { $0.elementKind == "separator" && $0.indexPath.section == 0 }
        // Edge-to-edge rows: 20 from the row, and 20 + 45 under the image row's text.
        #expect(plainSeparators.map(\.frame.minX) == [20, 20, 20, 65])
        let wifi = solvedPlain.allElements().filter { $0.elementKind == "separator" && $0.indexPath.section == 1 }
        #expect(wifi.map(\.frame.minX) == [20, 20, 20, 20, 20, 65])
    }
}
