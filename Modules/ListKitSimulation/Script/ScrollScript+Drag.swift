import ListKitCore
import ListKitDocument

extension ScrollScript {
    /// `{"section": 0, "item": 3, "to": {"x": 100, "y": 400}, "duration": 0.5}`,
    /// optionally `"cancel": true`; `"to"` is a point of the viewport (as a
    /// tap's), `"duration"` defaults to 0.5 seconds.
    static func drag(_ body: JSONField) throws(DocumentError) -> Step {
        let o = try body.object(allowed: ["section", "item", "to", "duration", "cancel"])
        let section = try o.required("section").integer(in: 0...9_999_999)
        let item = try o.required("item").integer(in: 0...9_999_999)
        let to = try o.required("to").object(allowed: ["x", "y"])
        let point = Point(x: try to.required("x").coordinate(), y: try to.required("y").coordinate())
        let seconds = try stepSeconds(o.field("duration"), default: 0.5)
        let cancel = try o.field("cancel")?.bool() ?? false
        return .drag(section: section, item: item, to: point, seconds: seconds, cancel: cancel)
    }
}
