import ListKitEngine

extension HeadlessCollectionView {
    /// Registers `factory` for `cellIdentifier` unless something is registered already.
    func registerIfNeeded(cellIdentifier: String, factory: @escaping () -> CollectionViewCell) {
        guard !isRegistered(cellIdentifier: cellIdentifier) else { return }
        register(forCellWithReuseIdentifier: cellIdentifier, factory: factory)
    }

    /// Registers `factory` for supplementary views of `kind` with `identifier`
    /// unless something is registered already.
    func registerIfNeeded(
        supplementaryKind kind: String, identifier: String, factory: @escaping () -> CollectionReusableView
    ) {
        guard !isRegistered(supplementaryKind: kind, identifier: identifier) else { return }
        register(forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier, factory: factory)
    }

    /// Registers `factory` for decoration views of `kind` with `identifier`
    /// unless something is registered already.
    func registerIfNeeded(
        decorationKind kind: String, identifier: String, factory: @escaping () -> CollectionReusableView
    ) {
        guard !isRegistered(decorationKind: kind, identifier: identifier) else { return }
        register(forDecorationViewOfKind: kind, withReuseIdentifier: identifier, factory: factory)
    }
}
