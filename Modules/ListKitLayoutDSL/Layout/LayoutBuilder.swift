import ListKitEngine

// The CompositionalLayoutDSL library spells these as functions with a type's
// capital letter, so `LayoutBuilder { … }` reads as it does there.

/// The layout `compositionalLayout` returns, as the CompositionalLayoutDSL
/// library's `LayoutBuilder(compositionalLayout:)` (which makes UIKit's
/// `UICollectionViewCompositionalLayout`).
///
/// ```swift
/// collectionView.collectionViewLayout = LayoutBuilder { layout }
/// ```
public func LayoutBuilder(compositionalLayout: () -> CompositionalLayout) -> CompositionalLayout {
    compositionalLayout()
}

/// A layout of one section shape for every section, as the
/// CompositionalLayoutDSL library's `LayoutBuilder(configuration:layoutSection:)`.
///
/// ```swift
/// collectionView.collectionViewLayout = LayoutBuilder {
///     Section { VGroup(count: 1) { Item() }.height(.absolute(44)) }
/// }
/// ```
public func LayoutBuilder(
    configuration: LayoutConfiguration = LayoutConfiguration(), layoutSection: () -> LayoutSection
) -> CompositionalLayout {
    let section = layoutSection()
    return CompositionalLayout(configuration: configuration) { _, _ in section }
}
