// libFuzzer target `changeset`: the bytes describe two sectioned
// collections and then a batch update. The diff between the collections
// (flat and sectioned) must give stages that BatchUpdateValidator accepts
// and whose last data is the target: a violation traps. Then the update the
// remaining bytes spell, with indices in and out of range, is validated
// against the collections' item counts: any list of violations is fine; a
// trap, a hang or unbounded memory is a bug. Every diff is also made in one
// workspace kept across inputs, and must equal the diff made without.
import ListKitCore
import ListKitDiff

/// The workspace every input's diffs share, as a data source's updates do
/// (libFuzzer runs the inputs one at a time, on one thread).
nonisolated(unsafe) let sharedWorkspace = DiffWorkspace()

/// The bytes of the input, read in order; zero once they run out.
struct ByteReader {
    /// The input.
    var bytes: [UInt8]
    /// Where the next byte is read.
    var position = 0

    /// Whether bytes are left.
    var isEmpty: Bool { position >= bytes.count }

    /// The next byte, or zero at the end.
    mutating func next() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A small number below `bound`.
    mutating func below(_ bound: Int) -> Int { Int(next()) % bound }

    /// An index for an operation: mostly near the collection's size, out of
    /// range on either side now and then, the extremes of `Int` rarely.
    mutating func index() -> Int {
        let byte = next()
        switch byte {
        case 255: return .max
        case 254: return .min
        case 240...253: return -Int(byte - 239)
        default: return Int(byte) % 24
        }
    }

    /// An item path made of two indices.
    mutating func path() -> ElementIndexPath { ElementIndexPath(section: index(), item: index()) }
}

/// An element whose identity and content are separate, so that diffs
/// report updates as well as moves, inserts and deletes.
struct Element: Differentiable, Hashable {
    /// The identity (few values, so that elements match and repeat).
    var id: UInt8
    /// The content; a change is an update.
    var content: UInt8

    /// The identity.
    var diffIdentifier: UInt8 { id }
}

/// Sectioned collections of these elements.
typealias Sections = [DiffSection<Element, Element>]

/// Up to 7 sections of up to 15 items each, from the input.
func sections(_ reader: inout ByteReader) -> Sections {
    (0..<reader.below(8)).map { _ in
        let model = Element(id: UInt8(reader.below(8)), content: UInt8(reader.below(2)))
        let items = (0..<reader.below(16)).map { _ in Element(id: UInt8(reader.below(32)), content: UInt8(reader.below(2))) }
        return DiffSection(model: model, items: items)
    }
}

/// Traps unless every stage is valid on the data before it and the last is `target`.
func checkStages<Data: Equatable>(
    _ stages: StagedChangeset<Data>, source: Data, target: Data, counts: (Data) -> [Int]
) {
    var current = source
    for (number, stage) in stages.enumerated() {
        let validator = BatchUpdateValidator(sourceItemCounts: counts(current), targetItemCounts: counts(stage.data))
        let violations = validator.violations(in: stage)
        if !violations.isEmpty {
            fatalError("stage \(number) of the diff \(source) → \(target) breaks the rules: \(violations)")
        }
        current = stage.data
    }
    if current != target { fatalError("the diff \(source) → \(target) ends at \(current)") }
}

/// A batch update of up to 64 operations, spelled by the rest of the input.
func changes(_ reader: inout ByteReader) -> BatchUpdates {
    var changes = BatchUpdates()
    var operations = 0
    while !reader.isEmpty && operations < 64 {
        operations += 1
        switch reader.below(8) {
        case 0: changes.deletedSections.append(reader.index())
        case 1: changes.updatedSections.append(reader.index())
        case 2: changes.insertedSections.append(reader.index())
        case 3: changes.movedSections.append(Move(source: reader.index(), target: reader.index()))
        case 4: changes.deletedItems.append(reader.path())
        case 5: changes.updatedItems.append(reader.path())
        case 6: changes.insertedItems.append(reader.path())
        default: changes.movedItems.append(Move(source: reader.path(), target: reader.path()))
        }
    }
    return changes
}

/// Diffs the collections the input describes, then validates its update.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var reader = ByteReader(bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    let source = sections(&reader)
    let target = sections(&reader)
    let itemCounts: (Sections) -> [Int] = { $0.map(\.items.count) }
    let sectioned = StagedChangeset(source: source, target: target)
    checkStages(sectioned, source: source, target: target, counts: itemCounts)
    if StagedChangeset(source: source, target: target, workspace: sharedWorkspace) != sectioned {
        fatalError("the diff \(source) → \(target) differs in a reused workspace")
    }
    let flatSource = source.flatMap(\.items), flatTarget = target.flatMap(\.items)
    let flat = StagedChangeset(source: flatSource, target: flatTarget)
    checkStages(flat, source: flatSource, target: flatTarget, counts: { [$0.count] })
    if StagedChangeset(source: flatSource, target: flatTarget, workspace: sharedWorkspace) != flat {
        fatalError("the flat diff \(flatSource) → \(flatTarget) differs in a reused workspace")
    }

    let validator = BatchUpdateValidator(source: source, target: target)
    let update = changes(&reader)
    let violations = validator.violations(in: update)
    if violations.isEmpty { _ = validator.sectionTargets(of: update) }
    do throws(BatchUpdateViolation) {
        try validator.validate(update)
        if !violations.isEmpty { fatalError("validate accepted an update with violations \(violations)") }
    } catch {
        if error != violations.first { fatalError("validate threw \(error), the first violation is \(violations.first!)") }
    }
    return 0
}
