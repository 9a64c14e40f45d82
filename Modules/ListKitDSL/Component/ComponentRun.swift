import ListKitCore
import ListKitEngine

/// Consecutive components of one type, kept in one array.
///
/// `VGroup(of: rows, …) { Row($0) }` and a `[Row]` written in a group make a
/// run: the components stay values of their own type, side by side, instead
/// of one ``AnyComponent`` box each. Compiling, checking ids, diffing and
/// comparing content then work on the array directly, with code specialized
/// for the component type where the run is made; a component is boxed only
/// when the collection view shows or measures it.
///
/// ```swift
/// let run = ComponentRun(rows.map { Row($0) })
/// let group = VGroup(width: .fractionalWidth(1), height: .estimated(44)) { run }
/// ```
public struct ComponentRun {
    /// The components and what the run does with them.
    @usableFromInline
    let storage: ComponentRunStorage

    /// The run of `components`, in order.
    @inlinable
    public init<C: Component>(_ components: [C]) {
        storage = TypedComponentRun(components, work: TypedRunWork())
    }

    /// The run of already erased components, in order.
    public init(_ components: [AnyComponent]) {
        storage = ErasedComponentRun(components)
    }

    /// The number of components.
    public var count: Int { storage.count }

    /// The component at `position` (in `0 ..< count`), boxed.
    public func component(at position: Int) -> AnyComponent { storage.component(at: position) }
}
