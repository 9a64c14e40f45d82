import ListKitCore
import ListKitDocument
import ListKitJSON
import ListKitEngine
import ListKitLifecycle
import ListKitScrolling

extension ScrollScript {
    /// The step names a script may use.
    static let stepKinds = [
        "scrollTo", "fling", "orthogonalScroll", "orthogonalFling", "wait", "update", "reload", "tap", "resize", "swipe", "drag",
        "focusNext", "focusPrevious", "activate",
    ]

    /// The most focus moves one `focusNext` or `focusPrevious` step makes,
    /// and the script's focus steps together (each move is one frame).
    public static let maximumFocusMoves = 1_000_000

    /// Reads the script at `path`; its `document` and its `update` documents
    /// are relative to its folder.
    ///
    /// - Throws: ``ScriptError`` naming the file and the JSON path of the problem.
    public init(contentsOfFile path: String) throws(ScriptError) {
        let bytes: [UInt8]
        do {
            bytes = try JSONFile.bytes(atPath: path)
        } catch {
            throw ScriptError(file: path, error: error)
        }
        let directory = FilePaths.directory(ofFile: path)
        do {
            let json = try JSONParser().parse(bytes)
            try self.init(json: json, directory: directory)
        } catch let error as JSONParseError {
            throw ScriptError(file: path, error: DocumentError(error))
        } catch let error as DocumentError {
            throw ScriptError(file: path, error: error)
        } catch {
            throw ScriptError(file: path, error: DocumentError(path: "$", problem: .fileUnreadable(path, reason: "\(error)")))
        }
    }

    /// Reads a script from its JSON value; a `document` or `update` path that
    /// is relative is taken from `directory` (left as it is when it is empty).
    ///
    /// - Throws: `DocumentError` at the JSON path of the first problem.
    public init(json: JSONValue, directory: String = "") throws(DocumentError) {
        let root = try JSONField(value: json, path: .root).object(allowed: ["document", "fps", "visibility", "prefetch", "steps"])
        let document = try root.field("document").map { f throws(DocumentError) in
            FilePaths.resolve(try f.name(), against: directory)
        }
        let fps = try root.field("fps").map { f throws(DocumentError) in try Self.frameRate(f) }
        let visibility = try root.field("visibility").map { f throws(DocumentError) in try Self.visibility(f) }
        var steps: [Step] = []
        var seconds = 0.0
        var moves = 0
        for entry in try root.required("steps").array() {
            let step = try Self.step(entry, directory: directory)
            seconds += step.timedSeconds
            guard seconds <= Self.maximumScriptSeconds else {
                throw entry.error(.outOfRange(
                    seconds, requirement: "at most \(Int(Self.maximumScriptSeconds)) s for the script's timed steps together"))
            }
            if case .focus(_, let count) = step { moves += count }
            guard moves <= Self.maximumFocusMoves else {
                throw entry.error(.outOfRange(
                    Double(moves), requirement: "at most \(Self.maximumFocusMoves) focus moves for the script's steps together"))
            }
            steps.append(step)
        }
        self.init(document: document, fps: fps, visibility: visibility ?? .displayOnly, steps: steps)
        prefetch = try root.field("prefetch").map { f throws(DocumentError) in try Self.prefetch(f) }
    }

    /// A frame rate, by the frame sampler's rule, at `field`.
    private static func frameRate(_ field: JSONField) throws(DocumentError) -> Double {
        let fps = try field.number()
        do throws(InvalidNumber) {
            return try FrameSampler(fps: fps).fps
        } catch {
            throw field.error(.outOfRange(fps, requirement: error.requirement))
        }
    }

    /// A step's duration in seconds (default 0.3 when absent): a length of at
    /// most ``maximumStepSeconds``.
    static func stepSeconds(_ field: JSONField?, default value: Double) throws(DocumentError) -> Double {
        guard let field else { return value }
        let seconds = try field.length()
        guard seconds <= Self.maximumStepSeconds else {
            throw field.error(.outOfRange(seconds, requirement: "at most \(Int(Self.maximumStepSeconds)) s"))
        }
        return seconds
    }

    /// `{"thresholds": [0.5, 1], "fullImpression": true, "focus": true,
    /// "dwell": [{"ratio": 0.5, "duration": 1}]}` (durations in seconds).
    private static func visibility(_ field: JSONField) throws(DocumentError) -> VisibilityConfiguration {
        let o = try field.object(allowed: ["thresholds", "fullImpression", "focus", "dwell"])
        let thresholdFields = try o.field("thresholds")?.array() ?? []
        var thresholds: [Double] = []
        for entry in thresholdFields { thresholds.append(try entry.number()) }
        var dwell: [DwellRule] = []
        for entry in try o.field("dwell")?.array() ?? [] {
            let rule = try entry.object(allowed: ["ratio", "duration"])
            let ratioField = try rule.required("ratio")
            let ratio = try ratioField.number()
            let seconds = try rule.required("duration").length()
            do throws(LifecycleError) {
                dwell.append(try DwellRule(minimumRatio: ratio, duration: seconds * 1000))
            } catch {
                throw Self.error(error, at: ratioField)
            }
        }
        // The lifecycle module's own rules check the numbers; their errors
        // are placed at the field they name.
        let fullImpression = try o.field("fullImpression")?.bool() ?? false
        let focus = try o.field("focus")?.bool() ?? false
        do throws(LifecycleError) {
            return try VisibilityConfiguration(
                thresholds: thresholds, fullImpression: fullImpression, focus: focus, dwell: dwell)
        } catch {
            if case .invalidNumber(let name, _, _) = error, name.hasPrefix("thresholds["),
               let index = Int(name.dropFirst("thresholds[".count).dropLast()), thresholdFields.indices.contains(index) {
                throw Self.error(error, at: thresholdFields[index])
            }
            throw Self.error(error, at: field)
        }
    }

    /// A lifecycle module's refusal of a number, at `field`.
    static func error(_ error: LifecycleError, at field: JSONField) -> DocumentError {
        if case .invalidNumber(_, let value, let requirement) = error {
            return field.error(.outOfRange(value, requirement: requirement))
        }
        return field.error(.invalidValue(error.description, allowed: []))
    }

    private static func step(_ field: JSONField, directory: String) throws(DocumentError) -> Step {
        let wrapper = try field.object(allowed: stepKinds)
        guard wrapper.object.count == 1, let kind = wrapper.object.keys.first, let body = wrapper.field(kind) else {
            throw field.error(.needsExactlyOne(of: stepKinds, found: wrapper.object.keys))
        }
        switch kind {
        case "scrollTo":
            let o = try body.object(allowed: ["x", "y", "duration", "easing"])
            return .scrollTo(
                x: try o.field("x")?.coordinate(), y: try o.field("y")?.coordinate(),
                seconds: try stepSeconds(o.field("duration"), default: 0.3), easing: try easing(o.field("easing")))
        case "fling":
            let o = try body.object(allowed: ["velocity", "rate"])
            return .fling(velocity: try o.required("velocity").coordinate(), rate: try rate(o.field("rate")) ?? .normal)
        case "orthogonalScroll":
            let o = try body.object(allowed: ["section", "to", "duration", "easing"])
            return .orthogonalScroll(
                section: try o.required("section").integer(in: 0...9_999_999), to: try o.required("to").coordinate(),
                seconds: try stepSeconds(o.field("duration"), default: 0.3), easing: try easing(o.field("easing")))
        case "orthogonalFling":
            let o = try body.object(allowed: ["section", "velocity", "rate"])
            return .orthogonalFling(
                section: try o.required("section").integer(in: 0...9_999_999),
                velocity: try o.required("velocity").coordinate(), rate: try rate(o.field("rate")))
        case "wait":
            let o = try body.object(allowed: ["duration"])
            return .wait(seconds: try stepSeconds(o.required("duration"), default: 0))
        case "update":
            let o = try body.object(allowed: ["document", "anchor"])
            return .update(
                path: FilePaths.resolve(try o.required("document").name(), against: directory),
                anchor: try o.field("anchor").map { field throws(DocumentError) in
                    try choice(field, ContentAnchor.allCases.map { ($0.rawValue, $0) })
                })
        case "reload":
            let o = try body.object(allowed: ["document"])
            return .reload(path: FilePaths.resolve(try o.required("document").name(), against: directory))
        case "tap":
            let o = try body.object(allowed: ["x", "y"])
            return .tap(Point(x: try o.required("x").coordinate(), y: try o.required("y").coordinate()))
        case "swipe":
            return try swipe(body)
        case "drag":
            return try drag(body)
        case "focusNext", "focusPrevious":
            let o = try body.object(allowed: ["count"])
            let count = try o.field("count")?.integer(in: 1...Self.maximumFocusMoves) ?? 1
            return .focus(kind == "focusNext" ? .next : .previous, count: count)
        case "activate":
            let o = try body.object(allowed: ["action"])
            return .activate(action: try o.field("action")?.string())
        default:
            let o = try body.object(allowed: ["width", "height"])
            return .resize(Size(width: try o.required("width").positive(), height: try o.required("height").positive()))
        }
    }

    private static func easing(_ field: JSONField?) throws(DocumentError) -> ScrollEasing {
        guard let field else { return .easeInOut }
        let names: [(String, ScrollEasing)] = [
            ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
        ]
        return try choice(field, names)
    }

    private static func rate(_ field: JSONField?) throws(DocumentError) -> DecelerationRate? {
        guard let field else { return nil }
        return try choice(field, [("normal", .normal), ("fast", .fast)])
    }

    /// The value named by a string field, one of `names`.
    private static func choice<Value>(_ field: JSONField, _ names: [(String, Value)]) throws(DocumentError) -> Value {
        if let name = field.value.stringValue, let found = names.first(where: { $0.0 == name }) { return found.1 }
        throw field.error(.invalidValue(field.value.serialized(), allowed: names.map(\.0)))
    }
}
