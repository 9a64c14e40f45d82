import ListKitCore
import ListKitEngine
import ListKitSupplementary

extension ComposedLayout {
    /// The model of a flow section (``FlowSection``) in a layout that
    /// scrolls along `scrollDirection`:
    /// `LayoutSection.flow(using:itemCount:headerElementKind:footerElementKind:)`
    /// with each component's own layout size as its item's size, the header
    /// and footer components as the flow's header and footer (as long along
    /// the scroll axis as the reference size says, else as the component's
    /// own absolute or estimated length), and the decorations.
    static func compileFlow(_ section: Section, flow: FlowConfiguration, scrollDirection: Axis) -> LayoutSection {
        var configuration = flow
        configuration.scrollDirection = scrollDirection
        let components = section.components
        configuration.itemSizes = components.map { item(of: $0).layoutSize }
        var model = LayoutSection.flow(using: configuration, itemCount: components.count)
        model.boundarySupplementaryItems = section.boundarySupplementaryItems.map { given in
            let header = given.boundaryItem.alignment.isLeadingEdge
            let reference = (header ? configuration.headerReferenceSize : configuration.footerReferenceSize)[scrollDirection]
            var length = reference
            if length <= 0 {
                switch given.boundaryItem.layoutSize[scrollDirection] {
                case .absolute(let value), .estimated(let value): length = value
                case .fractionalWidth, .fractionalHeight: length = 0
                }
            }
            return configuration.boundaryItem(elementKind: given.elementKind, length: length, isHeader: header)
        }
        model.decorationItems = section.decorationItems.map(\.item)
        return model
    }
}
