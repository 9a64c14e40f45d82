import ListKitCore
import ListKitJSON
import ListKitDSL
import ListKitEngine

/// Why a layout document cannot be read, and where: a JSON path such as
/// `$.sections[2].group.subitems[0].item.size.width.fractionalWidth`.
///
/// Renders as one line, path first:
/// `$.sections[0].items[3].id: duplicate item id "a" in section "news"`.
public struct DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public enum Problem: Hashable, Sendable {
        /// The file does not exist.
        case fileNotFound(String)
        /// The file exists but cannot be read; the reason in words.
        case fileUnreadable(String, reason: String)
        /// The text is not valid JSON (syntax, duplicate key, number out of
        /// range, nesting too deep); the parser's error has the line and column.
        case invalidJSON(JSONParseError)
        /// An object has a key the format does not define.
        case unknownKey(String, allowed: [String])
        /// An object lacks a key the format requires.
        case missingKey(String)
        /// A value of the wrong JSON type; `expected` and `found` are in words.
        case wrongType(expected: String, found: String)
        /// A string that must not be empty is.
        case emptyString
        /// A number another module's rule refuses; `requirement` is that
        /// rule in words (`in (0, 1]`).
        case outOfRange(Double, requirement: String)
        /// A number with a fractional part where an integer is required.
        case notInteger(Double)
        /// An integer outside the allowed range.
        case integerOutOfRange(Double, minimum: Int, maximum: Int)
        /// A `format` this module does not read.
        case unsupportedFormat(Int)
        /// A value that is not one of the allowed ones (as written).
        case invalidValue(String, allowed: [String])
        /// Two items of a section share an id.
        case duplicateItemID(String, section: String)
        /// Two sections share an id; the path of the first one.
        case duplicateSectionID(String, firstPath: String)
        /// An object needs exactly one of these keys; `found` lists those present.
        case needsExactlyOne(of: [String], found: [String])
        /// An object allows at most one of these keys; `found` lists those present.
        case allowsAtMostOne(of: [String], found: [String])
        /// A key that is valid elsewhere but not with the object's other values;
        /// `condition` says when (`when axis is "custom"`).
        case keyNotAllowed(String, condition: String)
        /// An anchor names the same edge twice.
        case duplicateEdge(String)
        /// One element kind anchored with different components in a section.
        case conflictingComponents(elementKind: String, section: String)
        /// One element kind used by both a boundary and an anchored
        /// supplementary in a section.
        case boundaryAndAnchoredKind(String, section: String)
        /// A component kind the registry does not know (or another refusal of
        /// the component registry).
        case component(ComponentRegistryError)
        /// A value the engine's rules refuse: a number out of range, a group
        /// without subitems, too many sections. The document's decoder and
        /// the engine's validator check with the same rules
        /// (`LayoutValidator`), so the words are the same wherever it is met.
        case invalidLayout(LayoutValidationError.Problem)
        /// A document built by hand whose parts disagree: `layout.sections`
        /// holds `models` sections, `sections` describes `described`.
        case sectionCountMismatch(models: Int, described: Int)
        /// An accessibility text or number that VoiceOver's rules refuse
        /// (too long, a control character, not finite).
        case accessibility(AccessibilityError.Problem)
    }

    /// Where the problem is, as a JSON path (`$.viewport.width`).
    public var path: String
    /// What the problem is.
    public var problem: Problem

    /// Creates an error.
    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    /// Creates an error at a JSON path.
    public init(at path: JSONPath, _ problem: Problem) {
        self.init(path: path.description, problem: problem)
    }

    /// The error of a document that is not valid JSON, at the parser's path.
    public init(_ parseError: JSONParseError) {
        self.init(at: parseError.path, .invalidJSON(parseError))
    }

    /// An engine validation error, its model path prefixed with `$.`.
    public init(_ validationError: LayoutValidationError) {
        self.init(path: "$." + validationError.path, problem: .invalidLayout(validationError.problem))
    }

    /// The one-line message, `path: reason`.
    public var description: String { "\(path): \(reason)" }

    /// The problem in words, without the path.
    public var reason: String {
        switch problem {
        case .fileNotFound(let file):
            return "file not found: \(file)"
        case .fileUnreadable(let file, let why):
            return "cannot read file \(file): \(why)"
        case .invalidJSON(let error):
            return error.message
        case .unknownKey(let key, let allowed):
            return "unknown key \(Self.quoted(key)) (allowed: \(allowed.joined(separator: ", ")))"
        case .missingKey(let key):
            return "missing required key \(Self.quoted(key))"
        case .wrongType(let expected, let found):
            return "expected \(expected), found \(found)"
        case .emptyString:
            return "must not be empty"
        case .outOfRange(let v, let requirement):
            return "must be \(requirement) (found \(Self.number(v)))"
        case .notInteger(let v):
            return "expected an integer, found \(Self.number(v))"
        case .integerOutOfRange(let v, let low, let high):
            return "must be between \(low) and \(high) (found \(Self.number(v)))"
        case .unsupportedFormat(let v):
            return "unsupported format \(v) (supported: \(LayoutDocument.currentFormat))"
        case .invalidValue(let v, let allowed):
            return "invalid value \(v) (allowed: \(allowed.joined(separator: ", ")))"
        case .duplicateItemID(let id, let section):
            return "duplicate item id \(Self.quoted(id)) in section \(Self.quoted(section))"
        case .duplicateSectionID(let id, let first):
            return "duplicate section id \(Self.quoted(id)) (first used at \(first))"
        case .needsExactlyOne(let keys, let found):
            return "needs exactly one of \(Self.list(keys, "or")), found \(Self.found(found, of: keys))"
        case .allowsAtMostOne(let keys, let found):
            return "allows at most one of \(Self.list(keys, "or")), found \(Self.found(found, of: keys))"
        case .keyNotAllowed(let key, let condition):
            return "key \(Self.quoted(key)) is not allowed \(condition)"
        case .duplicateEdge(let edge):
            return "duplicate edge \(Self.quoted(edge))"
        case .conflictingComponents(let kind, let section):
            return "element kind \(Self.quoted(kind)) is anchored with different components in section \(Self.quoted(section))"
        case .boundaryAndAnchoredKind(let kind, let section):
            return "element kind \(Self.quoted(kind)) is used by both a boundary and an anchored supplementary in section \(Self.quoted(section))"
        case .component(let error):
            return error.description
        case .invalidLayout(let problem):
            return problem.reason
        case .sectionCountMismatch(let models, let described):
            return "the layout has \(models) section\(models == 1 ? "" : "s") but the document describes \(described)"
        case .accessibility(let problem):
            return AccessibilityError(field: "", problem: problem).reason
        }
    }

    /// A string from the document, quoted and escaped so it stays on one line.
    static func quoted(_ text: String) -> String { JSONValue.quoted(text) }

    /// A number as a message shows it: whole numbers without a decimal point.
    static func number(_ value: Double) -> String { OutputNumber.exact(value) }

    /// `"a", "b" or "c"`.
    static func list(_ keys: [String], _ conjunction: String) -> String {
        let quoted = keys.map(Self.quoted)
        guard let last = quoted.last else { return "" }
        guard quoted.count > 1 else { return last }
        return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }

    /// `neither`, `none`, `both`, or the keys found.
    static func found(_ found: [String], of keys: [String]) -> String {
        if found.isEmpty { return keys.count == 2 ? "neither" : "none" }
        if keys.count == 2, found.count == 2 { return "both" }
        return list(found, "and")
    }
}
