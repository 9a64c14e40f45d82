import ListKitLayoutDSL

// Types a user of the CompositionalLayoutDSL library writes: sections,
// groups, environments and containers of their own, built on its protocols.

/// A row of three equal slots, each filled by what `itemProvider` returns.
struct ThreeUp: LayoutGroup {
    var height: Double
    var itemProvider: () -> LayoutItem

    var layoutGroup: LayoutGroup {
        HGroup(count: 3) { itemProvider() }
            .height(.absolute(height))
            .interItemSpacing(.fixed(6))
    }
}

/// A section of ``ThreeUp`` rows of inset items.
struct ThreeUpSection: LayoutSection {
    var layoutSection: LayoutSection {
        Section { ThreeUp(height: 50) { Item().contentInsets(value: 5) } }
            .interGroupSpacing(10)
    }
}

/// A group that splits itself: an item on the leading half, and on the
/// trailing half an item above a smaller copy of itself, `depth` times.
struct Split: LayoutGroup, ResizableItem {
    var depth: Int
    var widthDimension: LayoutDimension = .fractionalWidth(1)
    var heightDimension: LayoutDimension = .fractionalHeight(1)

    var layoutGroup: LayoutGroup {
        guard depth > 0 else { return HGroup(width: widthDimension, height: heightDimension) { Item() } }
        return HGroup(width: widthDimension, height: heightDimension) {
            Item(width: .fractionalWidth(0.5))
            VGroup(width: .fractionalWidth(0.5)) {
                Item(height: .fractionalHeight(0.5))
                Split(depth: depth - 1).height(.fractionalHeight(0.5))
            }
        }
    }

    func width(_ width: LayoutDimension) -> Split {
        var copy = self
        copy.widthDimension = width
        return copy
    }

    func height(_ height: LayoutDimension) -> Split {
        var copy = self
        copy.heightDimension = height
        return copy
    }
}

/// A container `inset` points narrower on each side than `base`.
struct NarrowerContainer: LayoutContainer {
    var base: LayoutContainer
    var inset: Double

    var contentSize: Size { base.contentSize }
    var contentInsets: DirectionalEdgeInsets {
        var insets = base.contentInsets
        insets.leading += inset
        insets.trailing += inset
        return insets
    }
    var effectiveContentInsets: DirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: Size {
        Size(width: base.effectiveContentSize.width - 2 * inset, height: base.effectiveContentSize.height)
    }
}

/// An environment whose container is ``NarrowerContainer``.
struct NarrowerEnvironment: LayoutEnvironment {
    var container: LayoutContainer
    var traitCollection: TraitCollection

    init(_ base: LayoutEnvironment, inset: Double) {
        container = NarrowerContainer(base: base.container, inset: inset)
        traitCollection = base.traitCollection
    }
}

/// A column half as wide as its environment's container, inset as the
/// container is.
struct HalfColumn: LayoutSection {
    var environment: LayoutEnvironment

    var layoutSection: LayoutSection {
        Section {
            HGroup { Item() }
                .width(.absolute(environment.container.effectiveContentSize.width / 2))
                .height(.absolute(40))
        }
        .contentInsets(
            leading: environment.container.contentInsets.leading,
            trailing: environment.container.contentInsets.trailing)
    }
}

/// A group that describes itself with itself: it never reaches a built-in group.
struct Endless: LayoutGroup {
    var layoutGroup: LayoutGroup { self }
}
