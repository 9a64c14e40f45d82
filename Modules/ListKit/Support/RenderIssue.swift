import ListKitDSL
import ListKitEngine
import ListKitLifecycle

/// Something the renderer noticed while rendering. Rendering never crashes;
/// problems are reported here and the screen is left consistent.
public enum RenderIssue: Hashable, Sendable, CustomStringConvertible {
    /// Two components of a section share an id; the diff pairs them in order,
    /// but animations may not be what you expect.
    case duplicateComponentID(section: Int, id: String)
    /// Two sections share an id.
    case duplicateSectionID(id: String)
    /// The collection view refused an update or a layout; the renderer
    /// reloaded everything instead.
    case collectionView(CollectionViewError)
    /// The lifecycle tracker refused a viewport state (two elements with one
    /// id, a clock that went backwards); the events of that state were not sent.
    case lifecycle(LifecycleError)
    /// A component kind failed in a way that disables it (a plugin that
    /// trapped or ran out of fuel, say): its components now do nothing,
    /// and the rest of the screen goes on. Reported once per kind.
    case componentFailed(ComponentFailure)
    /// Code the renderer called to tell its elements apart (a made
    /// `ComponentList`'s `id` or `make` closure, a component's `id`) called
    /// `call` on the renderer, which changes what the renderer was in the
    /// middle of reading: the call was refused and did nothing.
    case reentrantCall(String)

    /// One line.
    public var description: String {
        switch self {
        case .duplicateComponentID(let section, let id):
            return "section \(section): duplicate component id \(id)"
        case .duplicateSectionID(let id):
            return "duplicate section id \(id)"
        case .collectionView(let error):
            return error.description
        case .lifecycle(let error):
            return error.description
        case .componentFailed(let failure):
            return failure.description
        case .reentrantCall(let call):
            return "\(call) called while the renderer identified its elements: refused"
        }
    }
}
