import ListKit
import ListKitCore
import ListKitDocument
import ListKitJSON
import ListKitEngine

extension SimulationOutput {
    /// A swipe line's fields (values as JSON): the item (`section`, `item`,
    /// `sectionID`, `id`), the gesture (`direction`, `distance`: points or
    /// `"full"`) and the `outcome`: `"opened"` with the revealed `actions`
    /// (each button's title, style, edge and frame), `"closed"`, or
    /// `"performed"` with the `action`, its `style`, its `edge` and whether
    /// it deleted its item (`deletedItem`).
    static func fields(of swipe: SimulatedSwipe) -> [(String, String)] {
        var fields = itemFields(swipe.indexPath, id: swipe.id)
        fields.append(("direction", JSONValue.quoted(swipe.direction.rawValue)))
        switch swipe.distance {
        case .full: fields.append(("distance", JSONValue.quoted("full")))
        case .points(let points): fields.append(("distance", OutputNumber.format(points)))
        }
        switch swipe.outcome {
        case .opened(let revealed):
            fields.append(("outcome", JSONValue.quoted("opened")))
            let buttons = revealed.map { LayoutOutput.object(LayoutOutput.fields(of: LayoutOutput.SwipeButton($0))) }
            fields.append(("actions", "[" + buttons.joined(separator: ", ") + "]"))
        case .closed:
            fields.append(("outcome", JSONValue.quoted("closed")))
        case .performed(let action, _, let edge):
            fields.append(("outcome", JSONValue.quoted("performed")))
            fields.append(("action", JSONValue.quoted(action.title)))
            fields.append(("style", JSONValue.quoted(action.style.rawValue)))
            fields.append(("edge", JSONValue.quoted(edge.rawValue)))
            fields.append(("deletedItem", swipe.deletedItem ? "true" : "false"))
        }
        return fields
    }

    /// A `swipeClosed` line's fields (values as JSON): the item whose row
    /// was open (`section`, `item`, `sectionID`, `id`), what closed it
    /// (`cause`: `"scroll"`, `"tap"` or `"update"`) and, when a
    /// tap on one of its buttons performed an action, the `action`, its
    /// `style` and whether it deleted its item (`deletedItem`).
    static func fields(of close: SimulatedSwipeClose) -> [(String, String)] {
        var fields = itemFields(close.indexPath, id: close.id)
        fields.append(("cause", JSONValue.quoted(close.cause.rawValue)))
        if let action = close.performed {
            fields.append(("action", JSONValue.quoted(action.title)))
            fields.append(("style", JSONValue.quoted(action.style.rawValue)))
            fields.append(("deletedItem", close.deletedItem ? "true" : "false"))
        }
        return fields
    }

    /// An item's fields: `section`, `item`, and its `sectionID` and `id` when it has them.
    static func itemFields(_ path: ElementIndexPath, id: RenderedElementID?) -> [(String, String)] {
        [("section", "\(path.section)"), ("item", "\(path.item)")] + idFields(id)
    }

    /// An element's `sectionID` and `id` fields, those it has, as JSON strings.
    static func idFields(_ id: RenderedElementID?) -> [(String, String)] {
        var fields: [(String, String)] = []
        if let section = id?.sectionText { fields.append(("sectionID", JSONValue.quoted(section))) }
        if let item = id?.itemText { fields.append(("id", JSONValue.quoted(item))) }
        return fields
    }
}
