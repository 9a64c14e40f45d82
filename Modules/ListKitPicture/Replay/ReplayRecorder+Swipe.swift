import ListKitEngine
import ListKitSimulation

extension ReplayRecorder {
    /// A swipe's line on the replay page: the item and what the swipe did.
    static func detail(_ swipe: SimulatedSwipe) -> String {
        let item = swipe.id?.path ?? ""
        let distance: String
        switch swipe.distance {
        case .full: distance = "full"
        case .points(let points): distance = ReplayJSON.number(points)
        }
        let gesture = "\(swipe.indexPath) \(item) \(swipe.direction.rawValue) \(distance)"
        switch swipe.outcome {
        case .closed:
            return gesture + ": closed"
        case .opened(let buttons):
            return gesture + ": revealed " + buttons.map(\.action.title).joined(separator: ", ")
        case .performed(let action, _, _):
            return gesture + ": performed \(action.title)" + (swipe.deletedItem ? ", item deleted" : "")
        }
    }

    /// A `swipeClosed` event's detail: the item, what closed its row and the
    /// action a tap on a button performed, if any.
    static func detail(_ close: SimulatedSwipeClose) -> String {
        let item = close.id?.path ?? ""
        let closed = "\(close.indexPath) \(item): closed by \(close.cause.rawValue)"
        guard let action = close.performed else { return closed }
        return closed + ", performed \(action.title)" + (close.deletedItem ? ", item deleted" : "")
    }
}
