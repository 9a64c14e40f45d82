import ListKitCore
import ListKitDSL
import ListKitEngine
import ListKitLifecycle

/// The cell the renderer uses: it keeps the component it shows, so lifecycle
/// calls reach the right component even after the data moved on, and renders
/// it again when its size changes.
open class ComponentCell: CollectionViewCell {
    /// The component the cell last rendered.
    public internal(set) var component: AnyComponent? {
        didSet { visibilityConfiguration = component?.visibilityConfiguration() }
    }
    /// ``component``'s visibility configuration, asked when the component
    /// is set (as it is rendered): the lifecycle tracker reads it from here,
    /// so that no component is called while the tracker updates (a
    /// component reading the renderer then would meet the tracker mid-change).
    var visibilityConfiguration: VisibilityConfiguration?
    /// The data source that configured the cell (told about each render).
    weak var source: ListKitDataSource?

    /// The cell's content view, if the renderer made one.
    public var contentView: ContentView? { content as? ContentView }

    /// Sizes the content view to the cell and renders the component again
    /// when the size changed.
    open override func apply(_ layoutAttributes: LayoutAttributes) {
        super.apply(layoutAttributes)
        resize(content: contentView, to: layoutAttributes.frame.size, component: component, view: self, source: source)
    }
}

/// The supplementary view the renderer uses (headers, footers, badges).
open class ComponentReusableView: CollectionReusableView {
    /// The component the view last rendered.
    public internal(set) var component: AnyComponent? {
        didSet { visibilityConfiguration = component?.visibilityConfiguration() }
    }
    /// ``component``'s visibility configuration, asked when the component
    /// is set (as it is rendered): the lifecycle tracker reads it from here,
    /// so that no component is called while the tracker updates (a
    /// component reading the renderer then would meet the tracker mid-change).
    var visibilityConfiguration: VisibilityConfiguration?
    /// The data source that configured the view (told about each render).
    weak var source: ListKitDataSource?

    /// The view's content view, if the renderer made one.
    public var contentView: ContentView? { content as? ContentView }

    /// Sizes the content view to the view and renders the component again
    /// when the size changed.
    open override func apply(_ layoutAttributes: LayoutAttributes) {
        super.apply(layoutAttributes)
        resize(content: contentView, to: layoutAttributes.frame.size, component: component, view: self, source: source)
    }
}

extension CollectionReusableView {
    /// The component this view shows when it is one of the renderer's
    /// (``ComponentCell``, ``ComponentReusableView``) and has one, with the
    /// visibility configuration the component gave when it was set.
    var shown: (component: AnyComponent, visibility: VisibilityConfiguration?)? {
        if let cell = self as? ComponentCell, let component = cell.component {
            return (component, cell.visibilityConfiguration)
        }
        if let view = self as? ComponentReusableView, let component = view.component {
            return (component, view.visibilityConfiguration)
        }
        return nil
    }

    /// Makes `component` the one this view shows, when it is one of the
    /// renderer's; another view is left as it is.
    func show(_ component: AnyComponent) {
        if let cell = self as? ComponentCell { cell.component = component }
        if let view = self as? ComponentReusableView { view.component = component }
    }
}

/// Gives `content` the size `size` and renders `component` again if it
/// changed, telling `source` about the render.
func resize(
    content: ContentView?, to size: Size, component: AnyComponent?, view: CollectionReusableView,
    source: ListKitDataSource?
) {
    guard let content, content.frame.size != size else { return }
    content.frame = Rect(origin: .zero, size: size)
    if let component {
        content.clear()
        component.render(in: content)
        source?.onRender?(component, view)
    }
}
