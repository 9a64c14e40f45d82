import ListKitDocument
import ListKitEngine

extension ScrollScript {
    /// `{"section": 0, "item": 3, "direction": "left", "distance": 80}`;
    /// `"distance"` is a length in points or `"full"`.
    static func swipe(_ body: JSONField) throws(DocumentError) -> Step {
        let o = try body.object(allowed: ["section", "item", "direction", "distance"])
        let section = try o.required("section").integer(in: 0...9_999_999)
        let item = try o.required("item").integer(in: 0...9_999_999)
        let direction = try o.required("direction").oneOf(SwipeDirection.self)
        let distanceField = try o.required("distance")
        let distance: SwipeDistance
        if let name = distanceField.value.stringValue {
            guard name == "full" else {
                throw distanceField.error(.invalidValue(distanceField.value.serialized(), allowed: ["full", "a length"]))
            }
            distance = .full
        } else {
            distance = .points(try distanceField.length())
        }
        return .swipe(section: section, item: item, direction: direction, distance: distance)
    }
}
