import ListKitCore
@testable import ListKitDiff

/// A list row: identified by `id`, with `content` that can change.
struct Row: Differentiable, Hashable, Sendable, CustomStringConvertible {
    var id: Int
    var content: Int

    init(_ id: Int, _ content: Int = 0) {
        self.id = id
        self.content = content
    }

    var diffIdentifier: Int { id }
    func isContentEqual(to other: Row) -> Bool { content == other.content }
    var description: String { content == 0 ? "\(id)" : "\(id)'\(content)" }
}

/// An identifier whose hash ignores all but `value / 4`: four identifiers
/// share every hash value.
struct CollidingKey: Hashable, Sendable {
    var value: Int

    static func == (lhs: CollidingKey, rhs: CollidingKey) -> Bool { lhs.value == rhs.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value / 4) }
}

/// A row whose identifiers collide in groups of four.
struct CollidingRow: Differentiable, Hashable, Sendable, CustomStringConvertible {
    var id: Int
    var content: Int

    init(_ id: Int, _ content: Int = 0) {
        self.id = id
        self.content = content
    }

    var diffIdentifier: CollidingKey { CollidingKey(value: id) }
    func isContentEqual(to other: CollidingRow) -> Bool { content == other.content }
    var description: String { content == 0 ? "c\(id)" : "c\(id)'\(content)" }
}

/// An identifier that every value hashes alike.
struct ConstantHashKey: Differentiable, Hashable, Sendable {
    var name: String

    static func == (lhs: ConstantHashKey, rhs: ConstantHashKey) -> Bool { lhs.name == rhs.name }
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
}

/// A section header: identified by `id`, with a `title` that can change.
struct Header: Differentiable, Hashable, Sendable, CustomStringConvertible {
    var id: String
    var title: Int

    init(_ id: String, _ title: Int = 0) {
        self.id = id
        self.title = title
    }

    var diffIdentifier: String { id }
    func isContentEqual(to other: Header) -> Bool { title == other.title }
    var description: String { title == 0 ? id : "\(id)'\(title)" }
}

typealias RowSection = DiffSection<Header, Row>

/// A section `id` holding rows with the given identifiers.
func section(_ id: String, _ rows: [Row]) -> RowSection {
    RowSection(model: Header(id), items: rows)
}

/// Rows with the given identifiers and no content.
func rows(_ ids: Int...) -> [Row] { ids.map { Row($0) } }

/// A path, briefly.
func path(_ section: Int, _ item: Int) -> ElementIndexPath { ElementIndexPath(section: section, item: item) }

/// An item move, briefly.
func move(_ from: ElementIndexPath, _ to: ElementIndexPath) -> Move<ElementIndexPath> { Move(source: from, target: to) }

/// A flat move in section 0, briefly.
func move(_ from: Int, _ to: Int) -> Move<ElementIndexPath> { Move(source: path(0, from), target: path(0, to)) }

/// The partitioned in-order matching of `source` and `target` with
/// `bits` partition bits: for every target, its source index or -1.
func partitionedMatch<ID: Hashable>(_ source: [ID], _ target: [ID], bits: Int) -> [Int32] {
    IdentifierMatching.match(
        sourceCount: source.count, targetCount: target.count,
        sources: { visit in for index in source.indices { visit(index, source[index]) } },
        targets: { visit in for index in target.indices { visit(index, target[index]) } },
        bits: bits
    ).targetToSource
}
