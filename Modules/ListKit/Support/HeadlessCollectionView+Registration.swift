import ListKitEngine

extension HeadlessCollectionView {
    /// Registers cells of `cellClass` for `cellIdentifier` unless something
    /// is registered already. The factory is made only when it is
    /// registered: a closure capturing the class, made at every call, cost
    /// an allocation for every cell dequeued.
    func registerIfNeeded(cellIdentifier: String, cellClass: CollectionViewCell.Type) {
        guard !isRegistered(cellIdentifier: cellIdentifier) else { return }
        register(forCellWithReuseIdentifier: cellIdentifier) { cellClass.init() }
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
