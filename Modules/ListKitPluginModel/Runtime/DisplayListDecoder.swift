import ListKitDSL
import ListKitCore

/// One drawing operation as a plugin wrote it, unchecked: the fields of the
/// ABI's `lk_draw_op`, into which a backend copies what its plugin wrote.
package struct RawDrawOperation: Sendable {
    /// The ABI's `LK_DRAW_*` codes (ListKitPluginsTests checks that they are
    /// the header's).
    package enum OperationType {
        /// `LK_DRAW_FILL_RECT`.
        package static let fillRect: UInt32 = 1
        /// `LK_DRAW_STROKE_RECT`.
        package static let strokeRect: UInt32 = 2
        /// `LK_DRAW_TEXT`.
        package static let text: UInt32 = 3
        /// `LK_DRAW_IMAGE`.
        package static let image: UInt32 = 4
    }

    /// An `LK_DRAW_*` code (see ``OperationType``).
    package var type: UInt32
    /// The colour, `0xRRGGBBAA`.
    package var color: UInt32
    /// The rectangle, in the item's coordinates.
    package var rect: Rect
    /// A stroke's line width.
    package var lineWidth: Double
    /// A text's font size.
    package var fontSize: Double
    /// Where the operation's string starts in the display list's text (a
    /// `size_t` above `Int.max` arrives negative).
    package var stringOffset: Int
    /// The string's length in bytes.
    package var stringLength: Int

    /// An operation with these fields.
    package init(
        type: UInt32, color: UInt32, rect: Rect, lineWidth: Double, fontSize: Double, stringOffset: Int,
        stringLength: Int
    ) {
        self.type = type
        self.color = color
        self.rect = rect
        self.lineWidth = lineWidth
        self.fontSize = fontSize
        self.stringOffset = stringOffset
        self.stringLength = stringLength
    }
}

/// Turns the ops and text a plugin wrote into ``DrawOperation`` values,
/// checking each against the ABI.
enum DisplayListDecoder {
    /// What is wrong with a display list.
    struct Problem: Error, Hashable {
        /// The reason, naming the operation: `operation 2 (text): font size is NaN`.
        var reason: String
    }

    /// Decodes `operations`, whose strings live in `text`.
    static func decode(_ operations: [RawDrawOperation], text: [UInt8]) -> Result<[DrawOperation], Problem> {
        var decoded: [DrawOperation] = []
        decoded.reserveCapacity(operations.count)
        for (index, op) in operations.enumerated() {
            switch decode(op, text: text) {
            case .success(let operation): decoded.append(operation)
            case .failure(let problem): return .failure(Problem(reason: "operation \(index) \(problem.reason)"))
            }
        }
        return .success(decoded)
    }

    /// Decodes one op; the problem's reason starts with the op's type in
    /// parentheses.
    private static func decode(_ op: RawDrawOperation, text: [UInt8]) -> Result<DrawOperation, Problem> {
        let rect = op.rect
        let color = Color(rgba: op.color)
        let name: String
        switch op.type {
        case RawDrawOperation.OperationType.fillRect: name = "(fill rect)"
        case RawDrawOperation.OperationType.strokeRect: name = "(stroke rect)"
        case RawDrawOperation.OperationType.text: name = "(text)"
        case RawDrawOperation.OperationType.image: name = "(image)"
        default: return .failure(Problem(reason: "has unknown type \(op.type)"))
        }
        if let problem = problem(in: rect) { return .failure(Problem(reason: "\(name): \(problem)")) }
        switch op.type {
        case RawDrawOperation.OperationType.fillRect:
            return .success(.fillRect(rect, color))
        case RawDrawOperation.OperationType.strokeRect:
            guard op.lineWidth.isFinite, op.lineWidth >= 0 else {
                return .failure(Problem(reason: "\(name): line width \(op.lineWidth) must be finite and not negative"))
            }
            return .success(.strokeRect(rect, color, lineWidth: op.lineWidth))
        case RawDrawOperation.OperationType.text:
            guard op.fontSize.isFinite, op.fontSize > 0 else {
                return .failure(Problem(reason: "\(name): font size \(op.fontSize) must be finite and above 0"))
            }
            return string(op, in: text).mapError { Problem(reason: "\(name): \($0.reason)") }.map {
                .textBox($0, in: rect, size: op.fontSize, color: color)
            }
        default:
            return string(op, in: text).mapError { Problem(reason: "\(name): \($0.reason)") }.map {
                .image($0, in: rect)
            }
        }
    }

    /// What is wrong with an op's rectangle, or `nil`.
    private static func problem(in rect: Rect) -> String? {
        let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
        guard values.allSatisfy(\.isFinite) else { return "rect \(rect) is not finite" }
        guard rect.size.width >= 0, rect.size.height >= 0 else { return "rect \(rect) has a negative size" }
        return nil
    }

    /// The op's string: its bytes in `text`, which must be in range and valid UTF-8.
    private static func string(_ op: RawDrawOperation, in text: [UInt8]) -> Result<String, Problem> {
        let start = op.stringOffset, length = op.stringLength
        guard start >= 0, length >= 0, start <= text.count, length <= text.count - start else {
            return .failure(Problem(reason:
                "string at \(UInt(bitPattern: start)) of \(UInt(bitPattern: length)) bytes is outside the \(text.count) text bytes"))
        }
        guard let string = String(validating: text[start..<(start + length)], as: UTF8.self) else {
            return .failure(Problem(reason: "string is not valid UTF-8"))
        }
        return .success(string)
    }
}
