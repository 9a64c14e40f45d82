import ListKitCore
import ListKitEngine
import ListKitSupplementary

/// A cell that remembers what it shows and how often it was prepared for reuse.
final class NameCell: CollectionViewCell {
    var name = ""
    var prepared = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        prepared += 1
        name = ""
    }
}

/// A header view that remembers what it shows.
final class NameView: CollectionReusableView {
    var name = ""
}

/// A data source over sections of names, recording what it is asked for.
final class NamesDataSource: CollectionViewDataSource {
    var sections: [[String]]
    var cellRequests: [ElementIndexPath] = []
    var supplementaryRequests: [ElementIndexPath] = []
    /// When set, cells are made here instead of dequeued (a broken data source).
    var undequeuedCell: (() -> CollectionViewCell)?
    var cellIdentifier = "name"
    /// Whether items may be moved interactively (no, by default, as the
    /// protocol's default says).
    var movable = false
    /// Names that never move, even when ``movable``.
    var fixed: Set<String> = []
    /// Every move the view reported, as "source → destination".
    var moves: [String] = []

    init(_ sections: [[String]]) { self.sections = sections }

    /// `count` names `prefix0`, `prefix1`, … in one section.
    convenience init(count: Int, prefix: String = "n") {
        self.init([(0..<count).map { "\(prefix)\($0)" }])
    }

    func numberOfSections(in collectionView: HeadlessCollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionView(
        _ collectionView: HeadlessCollectionView, cellForItemAt indexPath: ElementIndexPath
    ) throws(CollectionViewError) -> CollectionViewCell {
        cellRequests.append(indexPath)
        if let undequeuedCell { return undequeuedCell() }
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: cellIdentifier, for: indexPath)
        (cell as? NameCell)?.name = sections[indexPath.section][indexPath.item]
        return cell
    }

    func collectionView(
        _ collectionView: HeadlessCollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: ElementIndexPath
    ) throws(CollectionViewError) -> CollectionReusableView {
        supplementaryRequests.append(indexPath)
        let view = try collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "view", for: indexPath)
        // A badge shows its item's name; other kinds their section.
        let names = sections.indices.contains(indexPath.section) ? sections[indexPath.section] : []
        (view as? NameView)?.name = kind == "badge" && names.indices.contains(indexPath.item)
            ? "badge \(names[indexPath.item])" : "\(kind) \(indexPath.section)"
        return view
    }

    func collectionView(_ collectionView: HeadlessCollectionView, canMoveItemAt indexPath: ElementIndexPath) -> Bool {
        movable && !fixed.contains(sections[indexPath.section][indexPath.item])
    }

    func collectionView(
        _ collectionView: HeadlessCollectionView, moveItemAt sourceIndexPath: ElementIndexPath,
        to destinationIndexPath: ElementIndexPath
    ) {
        moves.append("\(sourceIndexPath) → \(destinationIndexPath)")
        let name = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        sections[destinationIndexPath.section].insert(name, at: destinationIndexPath.item)
    }
}

/// A data source without supplementary views.
final class CountsDataSource: CollectionViewDataSource {
    var counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: HeadlessCollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }
    func collectionView(
        _ collectionView: HeadlessCollectionView, cellForItemAt indexPath: ElementIndexPath
    ) throws(CollectionViewError) -> CollectionViewCell {
        try collectionView.dequeueReusableCell(withReuseIdentifier: "name", for: indexPath)
    }
}

/// A delegate that writes down every call, in order.
final class EventRecorder: CollectionViewDelegate {
    var events: [String] = []

    func collectionView(
        _ collectionView: HeadlessCollectionView, willDisplay cell: CollectionViewCell,
        forItemAt indexPath: ElementIndexPath
    ) { events.append("willDisplay \(indexPath)") }

    func collectionView(
        _ collectionView: HeadlessCollectionView, didEndDisplaying cell: CollectionViewCell,
        forItemAt indexPath: ElementIndexPath
    ) { events.append("didEndDisplaying \(indexPath)") }

    func collectionView(
        _ collectionView: HeadlessCollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: ElementIndexPath
    ) { events.append("willDisplay \(elementKind) \(indexPath)") }

    func collectionView(
        _ collectionView: HeadlessCollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: ElementIndexPath
    ) { events.append("didEndDisplaying \(elementKind) \(indexPath)") }

    func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: ElementIndexPath) {
        events.append("didSelect \(indexPath)")
    }

    func collectionView(_ collectionView: HeadlessCollectionView, didDeselectItemAt indexPath: ElementIndexPath) {
        events.append("didDeselect \(indexPath)")
    }
}

/// Five 75 × 75 cells per row across 375 points.
let gridGroup = LayoutGroup.horizontal(
    layoutSize: size(.fractionalWidth(1), .absolute(75)),
    subitems: [item(.fractionalWidth(0.2), .fractionalHeight(1))])

/// A collection view in a 375 × 812 viewport whose every section is built by
/// `section` from its item count, with `NameCell`s and `NameView`s registered.
///
/// The collection view holds its data source weakly, as UIKit does; the
/// layout closure keeps it alive for the test.
func makeCollectionView(
    _ dataSource: some CollectionViewDataSource, viewport: Viewport = phone(),
    section: @escaping (_ index: Int, _ count: Int) -> LayoutSection = { LayoutSection(group: gridGroup, itemCount: $1) }
) -> HeadlessCollectionView {
    let collectionView = HeadlessCollectionView(viewport: viewport) { counts in
        withExtendedLifetime(dataSource) {
            CompositionalLayout(sections: counts.enumerated().map { section($0.offset, $0.element) })
        }
    }
    collectionView.register(NameCell.self, forCellWithReuseIdentifier: "name")
    for kind in ["header", "footer", "badge"] {
        collectionView.register(NameView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "view")
    }
    collectionView.dataSource = dataSource
    return collectionView
}

/// Index paths of section 0, items `range`.
func paths(_ range: ClosedRange<Int>, section: Int = 0) -> [ElementIndexPath] {
    range.map { ElementIndexPath(section: section, item: $0) }
}

/// Index path shorthand.
func ip(_ section: Int, _ item: Int) -> ElementIndexPath { ElementIndexPath(section: section, item: item) }
