import ListKitTestSupport
import ListKitDiff

/// Random sources and targets for the property tests: small alphabets so that
/// identifiers repeat, and targets that are either unrelated to the source or
/// an edit of it (deletes, updates, moves, inserts).
struct RandomCases {
    var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    /// A flat source and target of elements made by `make(id, content)`.
    mutating func flat<Element>(maxCount: Int = 24, _ make: (Int, Int) -> Element) -> (source: [Element], target: [Element]) {
        let alphabet = 1 + random.below(30)
        let source = pairs(count: random.below(maxCount + 1), alphabet: alphabet)
        let target = random.chance(25)
            ? pairs(count: random.below(maxCount + 1), alphabet: alphabet)
            : edit(source, alphabet: alphabet)
        return (source.map { make($0.0, $0.1) }, target.map { make($0.0, $0.1) })
    }

    /// A sectioned source and target.
    mutating func sectioned() -> (source: [RowSection], target: [RowSection]) {
        let names = ["A", "B", "C", "D", "E", "F", "G"]
        let sectionAlphabet = 1 + random.below(names.count)
        let itemAlphabet = 1 + random.below(24)
        func makeSection(_ id: Int, _ title: Int) -> RowSection {
            RowSection(
                model: Header(names[id], title),
                items: pairs(count: random.below(7), alphabet: itemAlphabet).map { Row($0.0, $0.1) })
        }
        let source = pairs(count: random.below(6), alphabet: sectionAlphabet).map { makeSection($0.0, $0.1) }
        if random.chance(15) {
            let target = pairs(count: random.below(6), alphabet: sectionAlphabet).map { makeSection($0.0, $0.1) }
            return (source, target)
        }
        // Edit the sections, then their items, then move items across.
        let edited = edit(source.map { ($0.model.diffIdentifier, $0.model.title) }.map { (names.firstIndex(of: $0.0) ?? 0, $0.1) },
                          alphabet: sectionAlphabet, newAlphabet: names.count)
        var target: [RowSection] = []
        var sourceByName: [String: [RowSection]] = [:]
        for section in source { sourceByName[section.model.id, default: []].append(section) }
        for (id, title) in edited {
            if var section = sourceByName[names[id]]?.first, random.chance(85) {
                sourceByName[names[id]]?.removeFirst()
                section.model.title = title
                section.items = edit(section.items.map { ($0.id, $0.content) }, alphabet: itemAlphabet).map { Row($0.0, $0.1) }
                target.append(section)
            } else {
                target.append(makeSection(id, title))
            }
        }
        if target.count > 1 {
            for _ in 0..<random.below(4) {
                let from = random.below(target.count)
                let to = random.below(target.count)
                guard !target[from].items.isEmpty else { continue }
                let row = target[from].items.remove(at: random.below(target[from].items.count))
                target[to].items.insert(row, at: random.below(target[to].items.count + 1))
            }
        }
        return (source, target)
    }

    /// `count` random (identifier, content) pairs.
    mutating func pairs(count: Int, alphabet: Int) -> [(Int, Int)] {
        (0..<count).map { _ in (random.below(alphabet), random.chance(20) ? 1 : 0) }
    }

    /// `values` with some deleted, some updated, some moved and some inserted.
    /// Inserted identifiers come from `0 ..< newAlphabet` (by default a few
    /// more than `alphabet`, so some are new).
    mutating func edit(_ values: [(Int, Int)], alphabet: Int, newAlphabet: Int? = nil) -> [(Int, Int)] {
        var result: [(Int, Int)] = []
        for (id, content) in values where !random.chance(15) {
            result.append((id, random.chance(15) ? content + 1 : content))
        }
        if !result.isEmpty {
            for _ in 0..<random.below(4) {
                let element = result.remove(at: random.below(result.count))
                result.insert(element, at: random.below(result.count + 1))
            }
        }
        for _ in 0..<random.below(4) {
            result.insert((random.below(newAlphabet ?? alphabet + 3), 0), at: random.below(result.count + 1))
        }
        return result
    }
}
