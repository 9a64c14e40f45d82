import ListKit
import ListKitDocument
import ListKitTestSupport
import Testing

/// What the components of one screen heard, in order.
private final class Heard: @unchecked Sendable {
    var events: [String] = []
}

/// A tile of a given size that tells `heard` its display, by its id.
private struct Tile: Component {
    let id: String
    let size: Size
    let heard: Heard

    func layoutSize() -> LayoutSize {
        LayoutSize(widthDimension: .absolute(size.width), heightDimension: .absolute(size.height))
    }
    func render(in content: ContentView) {}
    func willDisplay(content: ContentView) { heard.events.append("will cell \(id)") }
    func didEndDisplay(content: ContentView) { heard.events.append("end cell \(id)") }
}

/// A 44-pt header, pinned to the visible bounds or not, that tells `heard`
/// its display, by its section's id.
private struct Header: SupplementaryComponent {
    let section: String
    let pinned: Bool
    let heard: Heard
    var id: AnyHashable { section }
    var elementKind: String { "header" }
    var pinToVisibleBounds: Bool { pinned }
    func layoutSize() -> LayoutSize { LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)) }
    func render(in content: ContentView) {}
    func willDisplay(content: ContentView) { heard.events.append("will header \(section)") }
    func didEndDisplay(content: ContentView) { heard.events.append("end header \(section)") }
}

/// A random screen: sections of rows (a list) or of tiles side by side
/// (an orthogonal row), some with a header (some of them pinned), changed
/// by random updates.
private struct RandomScreen {
    struct Part {
        var id: String
        var scrollsAcross: Bool
        var hasHeader: Bool
        var pinsHeader: Bool
        /// Each item's id and its length along the section (a row's height,
        /// a tile's width).
        var items: [(id: String, length: Double)]
    }

    var parts: [Part] = []
    var nextID = 0

    mutating func newItem(_ random: inout SplitMix64) -> (id: String, length: Double) {
        nextID += 1
        return ("i\(nextID)", Double(30 + random.below(20) * 10))
    }

    mutating func newPart(_ random: inout SplitMix64) -> Part {
        nextID += 1
        var part = Part(
            id: "s\(nextID)", scrollsAcross: random.chance(35), hasHeader: random.chance(50), pinsHeader: random.chance(40),
            items: [])
        for _ in 0..<(1 + random.below(14)) { part.items.append(newItem(&random)) }
        return part
    }

    init(_ random: inout SplitMix64) {
        for _ in 0..<(1 + random.below(4)) { parts.append(newPart(&random)) }
    }

    /// Deletes, inserts and moves items, and now and then a section.
    mutating func update(_ random: inout SplitMix64) {
        for index in parts.indices {
            for _ in 0..<random.below(4) {
                switch random.below(3) {
                case 0 where parts[index].items.count > 1:
                    parts[index].items.remove(at: random.below(parts[index].items.count))
                case 1:
                    parts[index].items.insert(newItem(&random), at: random.below(parts[index].items.count + 1))
                default:
                    let moved = parts[index].items.remove(at: random.below(parts[index].items.count))
                    parts[index].items.insert(moved, at: random.below(parts[index].items.count + 1))
                }
            }
        }
        if random.chance(20), parts.count > 1 { parts.remove(at: random.below(parts.count)) }
        if random.chance(20) { parts.insert(newPart(&random), at: random.below(parts.count + 1)) }
    }

    /// The screen as a layout document of built-in `label` items: each
    /// section's items all take its first item's length (a document's group
    /// repeats one size), a header is a 44-pt `label`.
    func document() -> [UInt8] {
        let sections = parts.map { part -> String in
            let length = part.items.first?.length ?? 44
            let items = part.items.map { #"{"id": "\#($0.id)", "component": "label", "props": {"text": "\#($0.id)"}}"# }
            let size = part.scrollsAcross
                ? #"{"width": {"absolute": \#(length)}, "height": {"absolute": 100}}"#
                : #"{"width": {"fractionalWidth": 1}, "height": {"absolute": \#(length)}}"#
            let axis = part.scrollsAcross ? "horizontal" : "vertical"
            var section = #"{"id": "\#(part.id)", "items": [\#(items.joined(separator: ", "))], "#
                + #""group": {"axis": "\#(axis)", "size": \#(size), "subitems": [{"item": {"size": "#
                + #"{"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]}"#
            if part.scrollsAcross { section += #", "orthogonalScrollingBehavior": "continuous""# }
            if part.hasHeader {
                section += #", "boundarySupplementaryItems": [{"elementKind": "header", "size": "#
                    + #"{"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "alignment": "top", "#
                    + #""pinToVisibleBounds": \#(part.pinsHeader), "component": "label", "props": {"text": "\#(part.id)"}}]"#
            }
            return section + "}"
        }
        let text = #"{"format": 1, "viewport": {"width": 375, "height": 600}, "sections": [\#(sections.joined(separator: ", "))]}"#
        return Array(text.utf8)
    }

    func sections(_ heard: Heard) -> [Section] {
        parts.map { part in
            var section: Section
            if part.scrollsAcross {
                let width = part.items.reduce(0) { $0 + $1.length }
                section = Section(id: part.id) {
                    HGroup(of: part.items.map(\.id), width: .absolute(width), height: .absolute(100)) { id in
                        Tile(id: id, size: Size(width: part.items.first { $0.id == id }?.length ?? 0, height: 100), heard: heard)
                    }
                }
                .orthogonalScrollingBehavior(.continuous)
            } else {
                let height = part.items.reduce(0) { $0 + $1.length }
                section = Section(id: part.id) {
                    VGroup(of: part.items.map(\.id), width: .fractionalWidth(1), height: .absolute(height)) { id in
                        Tile(id: id, size: Size(width: 375, height: part.items.first { $0.id == id }?.length ?? 0), heard: heard)
                    }
                }
            }
            if part.hasHeader {
                section = section.boundarySupplementaryItem(Header(section: part.id, pinned: part.pinsHeader, heard: heard))
            }
            return section
        }
    }
}

/// The events components receive equal those a reference works out from
/// the frames alone: an element is displayed while its frame meets the
/// visible rectangle in positive area; ends come first, then beginnings,
/// each in index-path order (cells before supplementaries at one path).
@Suite struct LifecycleReferenceTests {
    let viewport = Viewport(size: Size(width: 375, height: 600), scale: 3)

    /// The name and index-path order of every element the solved layout's
    /// frames put in the visible rectangle, worked out from every frame of
    /// the layout (no index, no pass, no tracker).
    fileprivate func referenceDisplay(_ renderer: ComposeRenderer, _ screen: RandomScreen) -> [String: (ElementIndexPath, Int)] {
        let view = renderer.collectionView
        guard let solved = view.solvedLayout else { return [:] }
        let visible = Rect(origin: view.contentOffset, size: view.viewport.size)
        var shown: [String: (ElementIndexPath, Int)] = [:]
        for attributes in solved.allElements(contentOffset: view.contentOffset, orthogonalOffsets: view.orthogonalOffsets) {
            let f = attributes.frame
            let overlapWidth = min(f.maxX, visible.maxX) - max(f.minX, visible.minX)
            let overlapHeight = min(f.maxY, visible.maxY) - max(f.minY, visible.minY)
            guard overlapWidth > 0, overlapHeight > 0 else { continue }
            let part = screen.parts[attributes.indexPath.section]
            switch attributes.category {
            case .cell: shown["cell \(part.items[attributes.indexPath.item].id)"] = (attributes.indexPath, 0)
            case .supplementary: shown["header \(part.id)"] = (attributes.indexPath, 1)
            case .decoration: break
            }
        }
        return shown
    }

    /// The events that take `before` to `after`: ends in the order of
    /// their last places, then beginnings in the order of their new ones.
    func referenceEvents(
        from before: [String: (ElementIndexPath, Int)], to after: [String: (ElementIndexPath, Int)]
    ) -> [String] {
        func ordered(_ names: [String], _ places: [String: (ElementIndexPath, Int)]) -> [String] {
            names.sorted { a, b in
                let (pa, pb) = (places[a]!, places[b]!)
                return pa.0 != pb.0 ? pa.0 < pb.0 : pa.1 < pb.1
            }
        }
        let ended = ordered(before.keys.filter { after[$0] == nil }, before).map { "end \($0)" }
        let began = ordered(after.keys.filter { before[$0] == nil }, after).map { "will \($0)" }
        return ended + began
    }

    @Test(arguments: 0..<25) func documentsHearWhatTheFramesSay(seed: UInt64) throws {
        // The same with layout documents: the events the renderer hands on
        // (onLifecycleEvent, just before each component) by the ids as values.
        var random = SplitMix64(seed: seed &+ 1_000)
        let heard = Heard()
        var screen = RandomScreen(&random)
        let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: viewport)
        renderer.onLifecycleEvent = { event in
            guard let id = RenderedElementID(event.identity.id) else { return }
            let verb = event.kind == .willDisplay ? "will" : event.kind == .didEndDisplay ? "end" : "\(event.kind)"
            let what = event.attributes.category == .cell ? "cell \(id.itemText ?? "?")" : "header \(id.sectionText ?? "?")"
            heard.events.append("\(verb) \(what)")
        }
        func composed() throws -> ComposedLayout {
            try LayoutDocument(bytes: screen.document()).composedLayout(registry: .builtIn)
        }
        renderer.render(try composed())
        var shown = referenceDisplay(renderer, screen)
        #expect(heard.events == referenceEvents(from: [:], to: shown))
        for step in 0..<40 {
            heard.events = []
            let view = renderer.collectionView
            let across = screen.parts.indices.filter { screen.parts[$0].scrollsAcross }
            switch random.below(4) {
            case 0:
                try view.setContentOffset(Point(x: 0, y: random.double(-50...(view.contentSize.height + 50))))
            case 1 where !across.isEmpty:
                let section = across[random.below(across.count)]
                renderer.scrollOrthogonally(section: section, to: Point(x: random.double(-100...1200), y: 0))
            case 2:
                screen.update(&random)
                renderer.render(try composed(), animated: random.chance(70))
            default:
                renderer.scroll(to: Point(x: 0, y: random.double(-50...(view.contentSize.height + 50))))
            }
            #expect(renderer.issues.isEmpty)
            let now = referenceDisplay(renderer, screen)
            #expect(heard.events == referenceEvents(from: shown, to: now), "seed \(seed), step \(step)")
            shown = now
        }
    }

    @Test(arguments: 0..<40) func componentsHearWhatTheFramesSay(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let heard = Heard()
        var screen = RandomScreen(&random)
        let renderer = ComposeRenderer(dataSource: DiffableDataSource(), viewport: viewport)
        renderer.render(sections: screen.sections(heard))
        var shown = referenceDisplay(renderer, screen)
        #expect(heard.events == referenceEvents(from: [:], to: shown))
        for step in 0..<60 {
            heard.events = []
            let view = renderer.collectionView
            let height = view.contentSize.height
            let across = screen.parts.indices.filter { screen.parts[$0].scrollsAcross }
            switch random.below(6) {
            case 0:
                renderer.scroll(to: Point(x: 0, y: random.double(-50...(height + 50))))
            case 1:
                try view.setContentOffset(Point(x: 0, y: random.double(-50...(height + 50))))
            case 2 where !across.isEmpty:
                let section = across[random.below(across.count)]
                renderer.scrollOrthogonally(section: section, to: Point(x: random.double(-100...1200), y: 0))
            case 3 where !across.isEmpty:
                let section = across[random.below(across.count)]
                try view.setOrthogonalOffset(Point(x: random.double(-100...1200), y: 0), forSection: section)
            case 4:
                screen.update(&random)
                renderer.render(sections: screen.sections(heard), animated: random.chance(70))
            default:
                renderer.advance(to: renderer.time + 16)
            }
            #expect(renderer.issues.isEmpty)
            let now = referenceDisplay(renderer, screen)
            #expect(heard.events == referenceEvents(from: shown, to: now), "seed \(seed), step \(step)")
            shown = now
        }
    }
}
