import ListKitCore
import ListKitDocument
import ListKitLifecycle

/// Turns a script's JSON into steps, naming the JSON path of every problem.
struct ScriptReader {
    /// A problem and where.
    struct Failure: Error {
        var path: String
        var message: String
    }

    /// The script's folder: `update` paths are relative to it.
    let directory: String

    private static let stepKinds = ["scrollTo", "fling", "orthogonalScroll", "orthogonalFling", "wait", "update", "tap", "resize"]

    mutating func script(_ json: JSONValue) throws -> ScrollScript {
        let root = try object(json, "$", allowed: ["fps", "visibility", "steps"])
        let fps = try root["fps"].map { try positive($0, "$.fps") }
        let visibility = try root["visibility"].map { try self.visibility($0, "$.visibility") } ?? .displayOnly
        guard let stepsValue = root["steps"] else { throw Failure(path: "$", message: "missing required key \"steps\"") }
        guard let list = stepsValue.arrayValue else {
            throw Failure(path: "$.steps", message: "expected an array, found \(stepsValue.typeDescription)")
        }
        var steps: [ScrollScript.Step] = []
        for (index, value) in list.enumerated() {
            steps.append(try step(value, "$.steps[\(index)]"))
        }
        return ScrollScript(fps: fps, visibility: visibility, steps: steps)
    }

    /// `{"thresholds": [0.5, 1], "fullImpression": true, "focus": true,
    /// "dwell": [{"ratio": 0.5, "duration": 1}]}` (durations in seconds).
    private func visibility(_ value: JSONValue, _ path: String) throws -> VisibilityConfiguration {
        let o = try object(value, path, allowed: ["thresholds", "fullImpression", "focus", "dwell"])
        var thresholds: [Double] = []
        if let list = o["thresholds"] {
            guard let values = list.arrayValue else {
                throw Failure(path: path + ".thresholds", message: "expected an array, found \(list.typeDescription)")
            }
            for (i, v) in values.enumerated() {
                let t = try finite(v, path + ".thresholds[\(i)]")
                guard t > 0, t <= 1 else { throw Failure(path: path + ".thresholds[\(i)]", message: "must be in (0, 1] (found \(t))") }
                thresholds.append(t)
            }
        }
        var dwell: [DwellRule] = []
        if let list = o["dwell"] {
            guard let values = list.arrayValue else {
                throw Failure(path: path + ".dwell", message: "expected an array, found \(list.typeDescription)")
            }
            for (i, v) in values.enumerated() {
                let p = path + ".dwell[\(i)]"
                let rule = try object(v, p, allowed: ["ratio", "duration"])
                let ratio = try positive(required(rule, "ratio", p), p + ".ratio")
                let seconds = try nonNegative(required(rule, "duration", p), p + ".duration")
                do {
                    dwell.append(try DwellRule(minimumRatio: ratio, duration: seconds * 1000))
                } catch {
                    throw Failure(path: p, message: error.description)
                }
            }
        }
        do {
            return try VisibilityConfiguration(
                thresholds: thresholds, fullImpression: try flag(o["fullImpression"], path + ".fullImpression"),
                focus: try flag(o["focus"], path + ".focus"), dwell: dwell)
        } catch let error as LifecycleError {
            throw Failure(path: path, message: error.description)
        }
    }

    private func flag(_ value: JSONValue?, _ path: String) throws -> Bool {
        guard let value else { return false }
        guard let bool = value.boolValue else {
            throw Failure(path: path, message: "expected a boolean, found \(value.typeDescription)")
        }
        return bool
    }

    private func step(_ value: JSONValue, _ path: String) throws -> ScrollScript.Step {
        let wrapper = try object(value, path, allowed: Self.stepKinds)
        guard wrapper.count == 1, let kind = wrapper.keys.first, let body = wrapper[kind] else {
            throw Failure(path: path, message: "a step has exactly one key, one of \(Self.stepKinds.joined(separator: ", "))")
        }
        let p = path + "." + kind
        switch kind {
        case "scrollTo":
            let o = try object(body, p, allowed: ["x", "y", "duration", "easing"])
            return .scrollTo(
                x: try o["x"].map { try finite($0, p + ".x") }, y: try o["y"].map { try finite($0, p + ".y") },
                seconds: try o["duration"].map { try nonNegative($0, p + ".duration") } ?? 0.3,
                easing: try easing(o["easing"], p + ".easing"))
        case "fling":
            let o = try object(body, p, allowed: ["velocity", "rate"])
            return .fling(
                velocity: try finite(required(o, "velocity", p), p + ".velocity"),
                rate: try rate(o["rate"], p + ".rate") ?? .normal)
        case "orthogonalScroll":
            let o = try object(body, p, allowed: ["section", "to", "duration", "easing"])
            return .orthogonalScroll(
                section: try index(required(o, "section", p), p + ".section"),
                to: try finite(required(o, "to", p), p + ".to"),
                seconds: try o["duration"].map { try nonNegative($0, p + ".duration") } ?? 0.3,
                easing: try easing(o["easing"], p + ".easing"))
        case "orthogonalFling":
            let o = try object(body, p, allowed: ["section", "velocity", "rate"])
            return .orthogonalFling(
                section: try index(required(o, "section", p), p + ".section"),
                velocity: try finite(required(o, "velocity", p), p + ".velocity"),
                rate: try rate(o["rate"], p + ".rate"))
        case "wait":
            let o = try object(body, p, allowed: ["duration"])
            return .wait(seconds: try nonNegative(required(o, "duration", p), p + ".duration"))
        case "update":
            let o = try object(body, p, allowed: ["document"])
            guard let file = try required(o, "document", p).stringValue, !file.isEmpty else {
                throw Failure(path: p + ".document", message: "expected a non-empty string")
            }
            return .update(path: file.hasPrefix("/") || directory.isEmpty ? file : directory + "/" + file)
        case "tap":
            let o = try object(body, p, allowed: ["x", "y"])
            return .tap(Point(
                x: try finite(required(o, "x", p), p + ".x"), y: try finite(required(o, "y", p), p + ".y")))
        default:
            let o = try object(body, p, allowed: ["width", "height"])
            return .resize(Size(
                width: try positive(required(o, "width", p), p + ".width"),
                height: try positive(required(o, "height", p), p + ".height")))
        }
    }

    private func object(_ value: JSONValue, _ path: String, allowed: [String]) throws -> JSONObject {
        guard let object = value.objectValue else {
            throw Failure(path: path, message: "expected an object, found \(value.typeDescription)")
        }
        for key in object.keys where !allowed.contains(key) {
            throw Failure(path: path, message: "unknown key \"\(key)\" (allowed: \(allowed.joined(separator: ", ")))")
        }
        return object
    }

    private func required(_ object: JSONObject, _ key: String, _ path: String) throws -> JSONValue {
        guard let value = object[key] else { throw Failure(path: path, message: "missing required key \"\(key)\"") }
        return value
    }

    private func finite(_ value: JSONValue, _ path: String) throws -> Double {
        guard let number = value.numberValue else {
            throw Failure(path: path, message: "expected a number, found \(value.typeDescription)")
        }
        guard number.isFinite, abs(number) <= 1e9 else {
            throw Failure(path: path, message: "must be finite and at most 1e9 in size (found \(number))")
        }
        return number
    }

    private func nonNegative(_ value: JSONValue, _ path: String) throws -> Double {
        let number = try finite(value, path)
        guard number >= 0 else { throw Failure(path: path, message: "must not be negative (found \(number))") }
        return number
    }

    private func positive(_ value: JSONValue, _ path: String) throws -> Double {
        let number = try finite(value, path)
        guard number > 0 else { throw Failure(path: path, message: "must be greater than 0 (found \(number))") }
        return number
    }

    private func index(_ value: JSONValue, _ path: String) throws -> Int {
        let number = try nonNegative(value, path)
        guard number == number.rounded(), number < 1e7 else {
            throw Failure(path: path, message: "expected a section index (found \(number))")
        }
        return Int(number)
    }

    private func easing(_ value: JSONValue?, _ path: String) throws -> ScrollEasing {
        guard let value else { return .easeInOut }
        switch value.stringValue {
        case "linear": return .linear
        case "easeIn": return .easeIn
        case "easeOut": return .easeOut
        case "easeInOut": return .easeInOut
        default:
            throw Failure(path: path, message: "invalid value \(value) (allowed: linear, easeIn, easeOut, easeInOut)")
        }
    }

    private func rate(_ value: JSONValue?, _ path: String) throws -> DecelerationRate? {
        guard let value else { return nil }
        switch value.stringValue {
        case "normal": return .normal
        case "fast": return .fast
        default: throw Failure(path: path, message: "invalid value \(value) (allowed: normal, fast)")
        }
    }
}
