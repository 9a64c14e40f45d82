import ListKitCore
import ListKitEngine
import ListKitJSON
import ListKitLifecycle
import ListKitScrolling

extension ScrollScript.Step {
    /// The step as the script format writes it (`{"fling": {"velocity": 800}}`),
    /// which ``ScrollScript/init(json:directory:)`` reads back as this step;
    /// `nil` for a step the format cannot name: an easing given as a curve,
    /// or a deceleration rate other than `normal` and `fast`.
    public var jsonText: String? {
        func object(_ name: String, _ fields: [(String, String)]) -> String {
            "{" + JSONValue.quoted(name) + ": {" + fields.map { "\(JSONValue.quoted($0.0)): \($0.1)" }
                .joined(separator: ", ") + "}}"
        }
        func number(_ value: Double) -> String { OutputNumber.exact(value) }
        func easingName(_ easing: ScrollEasing) -> String? {
            switch easing {
            case .linear: "linear"
            case .easeIn: "easeIn"
            case .easeOut: "easeOut"
            case .easeInOut: "easeInOut"
            case .curve: nil
            }
        }
        func rateName(_ rate: DecelerationRate) -> String? {
            rate == .normal ? "normal" : rate == .fast ? "fast" : nil
        }
        switch self {
        case .scrollTo(let x, let y, let seconds, let easing):
            guard let name = easingName(easing) else { return nil }
            var fields: [(String, String)] = []
            if let x { fields.append(("x", number(x))) }
            if let y { fields.append(("y", number(y))) }
            return object("scrollTo", fields + [("duration", number(seconds)), ("easing", JSONValue.quoted(name))])
        case .fling(let velocity, let rate):
            guard let name = rateName(rate) else { return nil }
            return object("fling", [("velocity", number(velocity)), ("rate", JSONValue.quoted(name))])
        case .orthogonalScroll(let section, let to, let seconds, let easing):
            guard let name = easingName(easing) else { return nil }
            return object("orthogonalScroll", [
                ("section", "\(section)"), ("to", number(to)), ("duration", number(seconds)), ("easing", JSONValue.quoted(name)),
            ])
        case .orthogonalFling(let section, let velocity, let rate):
            var fields = [("section", "\(section)"), ("velocity", number(velocity))]
            if let rate {
                guard let name = rateName(rate) else { return nil }
                fields.append(("rate", JSONValue.quoted(name)))
            }
            return object("orthogonalFling", fields)
        case .wait(let seconds):
            return object("wait", [("duration", number(seconds))])
        case .update(let path, let anchor):
            return object("update", [("document", JSONValue.quoted(path))] + (anchor.map { [("anchor", JSONValue.quoted($0.rawValue))] } ?? []))
        case .reload(let path):
            return object("reload", [("document", JSONValue.quoted(path))])
        case .tap(let point):
            return object("tap", [("x", number(point.x)), ("y", number(point.y))])
        case .resize(let size):
            return object("resize", [("width", number(size.width)), ("height", number(size.height))])
        case .swipe(let section, let item, let direction, let distance):
            let length: String
            switch distance {
            case .full: length = JSONValue.quoted("full")
            case .points(let points): length = number(points)
            }
            return object("swipe", [
                ("section", "\(section)"), ("item", "\(item)"), ("direction", JSONValue.quoted(direction.rawValue)), ("distance", length),
            ])
        case .drag(let section, let item, let to, let seconds, let cancel):
            return object("drag", [
                ("section", "\(section)"), ("item", "\(item)"), ("to", "{\"x\": \(number(to.x)), \"y\": \(number(to.y))}"),
                ("duration", number(seconds)), ("cancel", cancel ? "true" : "false"),
            ])
        case .focus(let direction, let count):
            return object(direction == .next ? "focusNext" : "focusPrevious", [("count", "\(count)")])
        case .activate(let action):
            return object("activate", action.map { [("action", JSONValue.quoted($0))] } ?? [])
        }
    }
}

extension ScrollScript {
    /// A script of `steps` over the document at `document` (an absolute
    /// path, or one relative to where the script is saved) at `fps`, with
    /// `visibility` (left out when it is `.displayOnly`) and `prefetch` (in
    /// screens), as JSON text; `nil` when a step cannot be written
    /// (``ScrollScript/Step/jsonText``) or the prefetch distance is in points.
    public static func jsonText(
        document: String?, fps: Double?, visibility: VisibilityConfiguration = .displayOnly,
        prefetch: PrefetchDistance? = nil, steps: [Step]
    ) -> String? {
        var lines: [String] = []
        for step in steps {
            guard let text = step.jsonText else { return nil }
            lines.append("    " + text)
        }
        var header = ""
        if let document { header += "  \"document\": \(JSONValue.quoted(document)),\n" }
        if let fps { header += "  \"fps\": \(OutputNumber.exact(fps)),\n" }
        if visibility != .displayOnly {
            let thresholds = visibility.thresholds.map(OutputNumber.exact).joined(separator: ", ")
            let dwell = visibility.dwellRules.map {
                "{\"ratio\": \(OutputNumber.exact($0.minimumRatio)), \"duration\": \(OutputNumber.exact($0.duration / 1000))}"
            }.joined(separator: ", ")
            header += "  \"visibility\": {\"thresholds\": [\(thresholds)], \"fullImpression\": \(visibility.reportsFullImpression), "
                + "\"focus\": \(visibility.reportsFocus), \"dwell\": [\(dwell)]},\n"
        }
        if let prefetch {
            guard prefetch.unit == .screens else { return nil }
            header += "  \"prefetch\": {\"distance\": \(OutputNumber.exact(prefetch.value))},\n"
        }
        return "{\n" + header + "  \"steps\": [\n" + lines.joined(separator: ",\n") + (lines.isEmpty ? "" : "\n") + "  ]\n}\n"
    }
}
