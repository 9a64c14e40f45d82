import ListKitDSL
import ListKitCore
import ListKitPluginABI

/// Turns the ops and text a plugin wrote into ``DrawOperation`` values,
/// checking each against the ABI.
enum DisplayListDecoder {
    /// What is wrong with a display list.
    struct Problem: Error, Hashable {
        /// The reason, naming the operation: `operation 2 (text): font size is NaN`.
        var reason: String
    }

    /// Decodes `operations`, whose strings live in `text`.
    static func decode(_ operations: [lk_draw_op], text: [UInt8]) -> Result<[DrawOperation], Problem> {
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
    private static func decode(_ op: lk_draw_op, text: [UInt8]) -> Result<DrawOperation, Problem> {
        let rect = Rect(x: op.rect.x, y: op.rect.y, width: op.rect.width, height: op.rect.height)
        let color = Color(rgba: op.color)
        let name: String
        switch op.type {
        case LK_DRAW_FILL_RECT: name = "(fill rect)"
        case LK_DRAW_STROKE_RECT: name = "(stroke rect)"
        case LK_DRAW_TEXT: name = "(text)"
        case LK_DRAW_IMAGE: name = "(image)"
        default: return .failure(Problem(reason: "has unknown type \(op.type)"))
        }
        if let problem = problem(in: rect) { return .failure(Problem(reason: "\(name): \(problem)")) }
        switch op.type {
        case LK_DRAW_FILL_RECT:
            return .success(.fillRect(rect, color))
        case LK_DRAW_STROKE_RECT:
            guard op.line_width.isFinite, op.line_width >= 0 else {
                return .failure(Problem(reason: "\(name): line width \(op.line_width) must be finite and not negative"))
            }
            return .success(.strokeRect(rect, color, lineWidth: op.line_width))
        case LK_DRAW_TEXT:
            guard op.font_size.isFinite, op.font_size > 0 else {
                return .failure(Problem(reason: "\(name): font size \(op.font_size) must be finite and above 0"))
            }
            return string(op, in: text).mapError { Problem(reason: "\(name): \($0.reason)") }.map {
                .textBox($0, in: rect, size: op.font_size, color: color)
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
    private static func string(_ op: lk_draw_op, in text: [UInt8]) -> Result<String, Problem> {
        let start = op.string_offset, length = op.string_length
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
