import ListKitCore
import ListKitEngine
import ListKitSupplementary

extension Section {
    /// For a list section: its configuration with the header and footer
    /// modes kept only when the section has a component for them (the
    /// first `.top`, the first `.bottom` boundary supplementary), and its
    /// boundary supplementaries as the list places them: header, footer,
    /// then the others as they are.
    func listBoundary(_ list: ListDefinition) -> (configuration: ListConfiguration, boundary: [AnySupplementaryComponent]) {
        var configuration = list.configuration
        let given = boundarySupplementaryItems
        let header = configuration.headerMode == .supplementary
            ? given.firstIndex { $0.boundaryItem.alignment == .top } : nil
        let footer = configuration.footerMode == .supplementary
            ? given.firstIndex { $0.boundaryItem.alignment == .bottom } : nil
        if header == nil && configuration.headerMode == .supplementary { configuration.headerMode = .none }
        if footer == nil { configuration.footerMode = .none }
        let model = LayoutSection.list(
            using: configuration, itemCount: 0,
            headerElementKind: header.map { given[$0].elementKind } ?? "header",
            footerElementKind: footer.map { given[$0].elementKind } ?? "footer")
        var placed = model.boundarySupplementaryItems.makeIterator()
        var boundary: [AnySupplementaryComponent] = []
        for index in [header, footer].compactMap({ $0 }) {
            guard var item = placed.next() else { break }
            let own = given[index].boundaryItem
            // Pinned when the list pins its headers or the item asks to.
            item.pinToVisibleBounds = item.pinToVisibleBounds || own.pinToVisibleBounds
            item.zIndex = own.zIndex
            boundary.append(AnySupplementaryComponent(given[index].component, boundaryItem: item))
        }
        for (index, other) in given.enumerated() where index != header && index != footer {
            boundary.append(other)
        }
        return (configuration, boundary)
    }
}

extension ComposedLayout {
    /// The model of a list section: `LayoutSection.list(using:itemCount:headerElementKind:footerElementKind:)`
    /// of its rows, with the section's header and footer, decorations, and
    /// its own content insets added to the list's (its insets reference,
    /// when not `.automatic`, replaces the list's).
    static func compileList(_ section: Section, list: ListDefinition) -> LayoutSection {
        let count = section.group.componentCount
        let (configuration, boundary) = section.listBoundary(list)
        let resolved = list.configuration.aligningSeparators(withText: section.group.listRowTextOffsets())
        var model = LayoutSection.list(
            using: ListDefinition(configuration: resolved, itemSeparatorHandler: list.itemSeparatorHandler)
                .resolvedConfiguration(itemCount: count).with(modes: configuration),
            itemCount: count)
        model.boundarySupplementaryItems = boundary.map(\.boundaryItem)
        model.decorationItems = section.decorationItems.map(\.item)
        let own = section.contentInsets
        model.contentInsets.top += own.top
        model.contentInsets.leading += own.leading
        model.contentInsets.bottom += own.bottom
        model.contentInsets.trailing += own.trailing
        if section.contentInsetsReference != .automatic { model.contentInsetsReference = section.contentInsetsReference }
        model.supplementariesFollowContentInsets = section.supplementariesFollowContentInsets
        return model
    }
}

extension ListConfiguration {
    /// This configuration with the header and footer modes of `other`.
    fileprivate func with(modes other: ListConfiguration) -> ListConfiguration {
        var copy = self
        copy.headerMode = other.headerMode
        copy.footerMode = other.footerMode
        return copy
    }
}
