import ListKitDSL
import ListKitJSON

/// Reads the props a plugin kind declares: a JSON object whose keys are the
/// props and whose values are their types, the type's name or an object with
/// a `type` (and, for a number, an inclusive `minimum` and `maximum`):
///
/// ```json
/// {"text": "string", "count": {"type": "number", "minimum": 0}}
/// ```
///
/// The type names are `string`, `number`, `bool`, `color` and `any`, as in
/// `PropsDeclaration.ValueType`. Every backend reads a declaration here.
package enum PropsDeclarationReader {
    /// What is wrong with a declaration: a phrase that follows the field's
    /// name in ``PluginError/invalidField(path:kind:field:reason:)``.
    package struct Problem: Error, Hashable {
        /// The phrase: `is not valid JSON: $: …`, or `at $.count.type: …`.
        package var phrase: String
    }

    /// The type names, in the order messages list them.
    private static let typeNames = ["string", "number", "bool", "color", "any"]

    /// The declaration in `text` (UTF-8 JSON), or what is wrong with it.
    package static func read(_ text: [UInt8]) -> Result<PropsDeclaration, Problem> {
        let value: JSONValue
        do {
            value = try JSONParser().parse(text)
        } catch {
            return .failure(Problem(phrase: "is not valid JSON: \(error)"))
        }
        guard let object = value.objectValue else {
            return .failure(problem(at: .root, "must be an object of props, found \(value.typeDescription)"))
        }
        var props: [PropsDeclaration.Prop] = []
        for member in object.members {
            let path = JSONPath.root.appending(key: member.key)
            switch type(of: member.value, at: path) {
            case .success(let type): props.append(PropsDeclaration.Prop(member.key, type))
            case .failure(let problem): return .failure(problem)
            }
        }
        return .success(PropsDeclaration(props))
    }

    /// The type `value` declares: a type name, or an object with `type`
    /// (and bounds for a number).
    private static func type(of value: JSONValue, at path: JSONPath) -> Result<PropsDeclaration.ValueType, Problem> {
        if let name = value.stringValue { return type(named: name, at: path) }
        guard let object = value.objectValue else {
            return .failure(problem(at: path, "must be a type name or an object with \"type\", found \(value.typeDescription)"))
        }
        if let key = object.keys.first(where: { !["type", "minimum", "maximum"].contains($0) }) {
            return .failure(problem(at: path.appending(key: key), "is not a key of a prop (known: type, minimum, maximum)"))
        }
        guard let name = object["type"]?.stringValue else {
            return .failure(problem(at: path.appending(key: "type"), "must be a type name"))
        }
        let declared = type(named: name, at: path.appending(key: "type"))
        guard case .success(let type) = declared else { return declared }
        guard case .number = type else {
            let bounded = object["minimum"] != nil || object["maximum"] != nil
            return bounded ? .failure(problem(at: path, "has bounds, which only a number takes")) : declared
        }
        var bounds: [Double?] = []
        for key in ["minimum", "maximum"] {
            guard let bound = object[key] else { bounds.append(nil); continue }
            guard let number = bound.numberValue else {
                return .failure(problem(at: path.appending(key: key), "must be a number, found \(bound.typeDescription)"))
            }
            bounds.append(number)
        }
        if let minimum = bounds[0], let maximum = bounds[1], minimum > maximum {
            return .failure(problem(at: path, "has a minimum above its maximum"))
        }
        return .success(.number(minimum: bounds[0], maximum: bounds[1]))
    }

    /// The type called `name`.
    private static func type(named name: String, at path: JSONPath) -> Result<PropsDeclaration.ValueType, Problem> {
        switch name {
        case "string": return .success(.string)
        case "number": return .success(.number())
        case "bool": return .success(.bool)
        case "color": return .success(.color)
        case "any": return .success(.any)
        default:
            return .failure(problem(at: path, "\(JSONValue.quoted(name)) is not a type (known: \(typeNames.joined(separator: ", ")))"))
        }
    }

    /// A problem at `path` of the declaration.
    private static func problem(at path: JSONPath, _ what: String) -> Problem {
        Problem(phrase: "at \(path): \(what)")
    }
}
