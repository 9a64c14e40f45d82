import ListKit

extension UIKitCase {
    /// What ListKit lays out for each expected rectangle, in the same
    /// screen coordinates; `nil` where it shows no such element.
    public func actualFrames() -> [Rect?] {
        let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: viewport)
        renderer.render(layout())
        let view = renderer.collectionView
        let offset = view.contentOffset
        let shown = view.displayedElements
        func onScreen(_ rect: Rect) -> Rect { rect.offsetBy(dx: -offset.x, dy: -offset.y) }
        func element(_ category: ElementCategory, _ kind: String?, _ section: Int, _ item: Int) -> Rect? {
            shown.first {
                $0.category == category && $0.elementKind == kind
                    && $0.indexPath == ElementIndexPath(section: section, item: item)
            }.map { onScreen($0.frame) }
        }
        return expected.map { expectation in
            switch expectation.target {
            case .cell(let s, let i): return element(.cell, nil, s, i)
            case .supplementary(let k, let s, let i): return element(.supplementary, k, s, i)
            case .decoration(let k, let s, let i): return element(.decoration, k, s, i)
            case .toggle(let s, let i):
                let path = ElementIndexPath(section: s, item: i)
                guard let cell = element(.cell, nil, s, i),
                      let content = view.cellForItem(at: path)?.content as? ContentView
                else { return nil }
                let fills = content.displayList.compactMap { operation -> Rect? in
                    switch operation {
                    case .fillEllipse(let rect, _), .fillRect(let rect, _): return rect
                    default: return nil
                    }
                }
                guard let first = fills.first else { return nil }
                return fills.dropFirst().reduce(first) { $0.union($1) }.offsetBy(dx: cell.minX, dy: cell.minY)
            }
        }
    }

    /// Every case measured so far.
    public static let all: [UIKitCase] =
        [plainTableIOS13, insetGroupedListIOS18, swiftUIListIOS17] + plainTableTogglesIOS17 + horizontalFlowIOS13
}
