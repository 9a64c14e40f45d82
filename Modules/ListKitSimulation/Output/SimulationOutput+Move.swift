import ListKitCore
import ListKitDocument
import ListKitJSON

extension SimulationOutput {
    /// The fields of a `moveBegan` / `moveEnded` line: the element's, as a
    /// `willDisplay` line has them (at `moveEnded` where the item ends), then
    /// the point, and at the end where it came from and whether it was cancelled.
    static func fields(of move: SimulatedMove) -> [(String, String)] {
        let a = move.attributes
        var fields: [(String, String)] = [("category", JSONValue.quoted(a.category.rawValue))]
        fields.append(("section", "\(move.phase == .moveBegan ? move.from.section : move.to.section)"))
        fields.append(("item", "\(move.phase == .moveBegan ? move.from.item : move.to.item)"))
        fields.append(contentsOf: Self.idFields(move.id))
        fields.append(("x", OutputNumber.format(move.point.x)))
        fields.append(("y", OutputNumber.format(move.point.y)))
        if move.phase == .moveEnded {
            fields.append(("fromSection", "\(move.from.section)"))
            fields.append(("fromItem", "\(move.from.item)"))
            fields.append(("cancelled", move.cancelled ? "true" : "false"))
        }
        return fields
    }
}
