import ListKitCore
import ListKitDSL
import ListKitEngine

/// Renders DSL sections into a headless collection view through a data
/// source, like ListKit's `ComposeRenderer` on UIKit.
///
/// ```swift
/// let renderer = ComposeRenderer(dataSource: DiffableDataSource())
/// renderer.render(animated: true) {
///     Section(id: "main") {
///         HGroup(of: emojiList, width: .fractionalWidth(1.0), height: .estimated(30)) { item in
///             EmojiBoxComponent(emoji: item)
///         }
///     }
/// }
/// ```
///
/// Rendering never throws and never crashes: problems (duplicate ids, an
/// update the collection view refuses) are reported to ``onIssue`` and kept in
/// ``issues``, and the screen is reloaded so that it shows the new data.
public final class ComposeRenderer: CollectionViewDelegate {
    /// The headless collection view the renderer fills.
    public let collectionView: HeadlessCollectionView
    /// The data source.
    public let dataSource: ListKitDataSource
    /// Hears selections.
    public weak var delegate: ComposeRendererDelegate?
    /// Called with each problem noticed while rendering.
    public var onIssue: ((RenderIssue) -> Void)?
    /// The problems noticed by the last render.
    public private(set) var issues: [RenderIssue] = []
    /// The layout configuration used for every render.
    public var configuration: LayoutConfiguration
    /// Called each time the last item of the last non-empty section appears:
    /// the place to load the next page.
    public var onReachEnd: (() -> Void)?

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - dataSource: A ``PlainDataSource`` (reloads) or a ``DiffableDataSource`` (animated updates).
    ///   - delegate: Hears selections.
    ///   - viewport: The collection view's size, content inset and scale (default an
    ///     iPhone-sized 375 × 812 at @3x).
    ///   - configuration: The layout configuration.
    public init(
        dataSource: ListKitDataSource, delegate: ComposeRendererDelegate? = nil,
        viewport: Viewport = Viewport(size: Size(width: 375, height: 812), scale: 3),
        configuration: LayoutConfiguration = LayoutConfiguration()
    ) {
        self.dataSource = dataSource
        self.delegate = delegate
        self.configuration = configuration
        let source = dataSource
        collectionView = HeadlessCollectionView(viewport: viewport) { _ in source.stageLayout }
        collectionView.dataSource = dataSource
        collectionView.delegate = self
        collectionView.sizing = SelfSizing { [weak source] path, proposed in
            source?.composed.component(at: path)?.measure(proposed: proposed)
        }
    }

    /// Renders the sections `content` builds.
    public func render(animated: Bool = true, @LayoutBuilder _ content: () -> [Section]) {
        render(sections: content(), animated: animated)
    }

    /// Renders one section per element of `items`.
    public func render<T>(of items: [T], animated: Bool = true, _ section: (T) -> Section) {
        render(sections: items.map(section), animated: animated)
    }

    /// Renders `sections`.
    public func render(sections: [Section], animated: Bool = true) {
        issues = []
        let composed = ComposedLayout(configuration: configuration, sections: sections)
        checkIDs(composed)
        do {
            try dataSource.apply(composed, to: collectionView, animated: animated)
        } catch {
            report(.collectionView(error))
            // Never lose the caller's data: show the new sections from scratch.
            dataSource.composed = composed
            dataSource.stageLayout = composed.layout
            collectionView.reloadData()
            do {
                try collectionView.layoutIfNeeded()
            } catch {
                report(.collectionView(error))
            }
        }
    }

    /// Taps at `point` (content coordinates): selects the item there and tells the delegate.
    @discardableResult
    public func tap(at point: Point) -> ElementIndexPath? {
        collectionView.tap(at: point)
    }

    /// Scrolls to `offset` (clamped) and updates the visible cells.
    public func scroll(to offset: Point) {
        do {
            try collectionView.setContentOffset(offset)
        } catch {
            report(.collectionView(error))
        }
    }

    private func checkIDs(_ composed: ComposedLayout) {
        var sectionIDs = Set<AnyHashable>()
        for (index, section) in composed.sections.enumerated() {
            if !sectionIDs.insert(section.id).inserted {
                report(.duplicateSectionID(id: String(describing: section.id.base)))
            }
            var ids = Set<AnyHashable>()
            for component in section.components where !ids.insert(component.id).inserted {
                report(.duplicateComponentID(section: index, id: String(describing: component.id.base)))
            }
        }
    }

    private func report(_ issue: RenderIssue) {
        issues.append(issue)
        onIssue?(issue)
    }

    // MARK: CollectionViewDelegate

    /// Forwards `willDisplay(content:)` to the cell's component.
    public func collectionView(
        _ collectionView: HeadlessCollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: ElementIndexPath
    ) {
        if let cell = cell as? ComponentCell, let content = cell.contentView {
            cell.component?.willDisplay(content: content)
        }
        if indexPath == lastItem { onReachEnd?() }
    }

    /// The index path of the last item of the last non-empty section.
    var lastItem: ElementIndexPath? {
        let sections = dataSource.composed.sections
        guard let section = sections.lastIndex(where: { !$0.components.isEmpty }) else { return nil }
        return ElementIndexPath(section: section, item: sections[section].components.count - 1)
    }

    /// Forwards `didEndDisplay(content:)` to the component the cell showed.
    public func collectionView(
        _ collectionView: HeadlessCollectionView, didEndDisplaying cell: CollectionViewCell,
        forItemAt indexPath: ElementIndexPath
    ) {
        guard let cell = cell as? ComponentCell, let content = cell.contentView else { return }
        cell.component?.didEndDisplay(content: content)
    }

    /// Tells the delegate which component was selected.
    public func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: ElementIndexPath) {
        guard let component = dataSource.composed.component(at: indexPath) else { return }
        component.didSelect()
        delegate?.renderer(self, didSelect: component, at: indexPath)
    }
}
