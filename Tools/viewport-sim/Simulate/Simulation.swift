import ListKitCore
import ListKitDiff
import ListKitDocument
import ListKitEngine
import ListKitLifecycle

/// Plays a scroll script over a layout document, frame by frame, and writes
/// the lifecycle events the app would see.
final class Simulation {
    private var document: LayoutDocument
    private var plugins: DocumentPlugins
    private var solved: SolvedLayout
    private var viewport: Viewport
    private var offset: Point
    private var orthogonal: [Int: Point] = [:]
    private var tracker = LifecycleTracker()
    private var frame = 0
    private var time: Milliseconds = 0
    private let sampler: FrameSampler
    private var output: SimulationOutput
    private let naming: ElementNaming

    /// Loads the document (and its plugins) and solves it.
    init(documentPath: String, fps: Double, format: SimulationOutput.Format) throws {
        document = try Simulation.load(documentPath)
        plugins = try DocumentPlugins(for: document, documentPath: documentPath)
        viewport = document.viewport
        solved = try Simulation.solve(document, in: viewport, plugins: plugins, path: documentPath)
        offset = viewport.restContentOffset
        do {
            sampler = try FrameSampler(fps: fps)
        } catch {
            throw ToolFailure(message: "--fps: \(error.description)")
        }
        output = SimulationOutput(format: format)
        naming = ElementNaming(document: document)
    }

    /// Plays every step, then writes the summary.
    func run(_ script: ScrollScript) throws {
        tracker = LifecycleTracker(policy: VisibilityPolicy(default: script.visibility))
        try observe()
        for (index, step) in script.steps.enumerated() {
            do {
                try perform(step)
            } catch let error as LifecycleError {
                throw ToolFailure(message: "$.steps[\(index)]: \(error.description)")
            }
        }
        output.writeSummary(frames: frame, time: time)
    }

    // MARK: Steps

    private func perform(_ step: ScrollScript.Step) throws {
        switch step {
        case .scrollTo(let x, let y, let seconds, let easing):
            let target = Point(x: x ?? offset.x, y: y ?? offset.y)
            let motion = try ScrollToAnimation(
                from: offset, to: target, duration: seconds * 1000, easing: easing, range: try range())
            try play(motion) { self.offset = $0 }
        case .fling(let velocity, let rate):
            var v = Point.zero
            v[solved.scrollAxis] = velocity
            try play(try Fling(from: offset, velocity: v, rate: rate, range: try range())) { self.offset = $0 }
        case .orthogonalScroll(let section, let to, let seconds, let easing):
            let geometry = try self.geometry(section)
            let axis = geometry.axis
            var from = Point.zero
            from[axis] = orthogonal[section]?[axis] ?? 0
            var target = Point.zero
            target[axis] = geometry.clamp(to)
            let motion = try ScrollToAnimation(from: from, to: target, duration: seconds * 1000, easing: easing)
            try play(motion) { self.orthogonal[section] = $0 }
        case .orthogonalFling(let section, let velocity, let rate):
            let geometry = try self.geometry(section)
            guard let behavior = LandingBehavior(rawValue: solved.sections[section].behavior.rawValue) else {
                throw ToolFailure(message: "orthogonalFling: section \(section) does not scroll orthogonally")
            }
            let motion = try OrthogonalLanding(
                behavior: behavior, geometry: geometry, from: orthogonal[section]?[geometry.axis] ?? 0,
                velocity: velocity, rate: rate)
            try play(motion) { self.orthogonal[section] = $0 }
        case .wait(let seconds):
            let count = Int((seconds * sampler.fps).rounded(.up))
            for _ in 0..<count {
                time += sampler.interval
                try observe()
            }
        case .update(let path):
            try update(to: path)
        case .tap(let point):
            time += sampler.interval
            tap(Point(x: offset.x + point.x, y: offset.y + point.y))
            try observe()
        case .resize(let size):
            time += sampler.interval
            viewport.size = size
            solved = try Simulation.solve(document, in: viewport, plugins: plugins, path: "resize")
            offset = try range().clamp(offset)
            try observe()
        }
    }

    /// Samples `motion` at the frame rate from now, applying each offset with `apply`.
    private func play<Motion: ScrollMotion>(_ motion: Motion, apply: (Point) -> Void) throws {
        for sample in try sampler.frames(of: motion, startingAt: time) {
            time = sample.time
            apply(sample.offset)
            try observe()
        }
    }

    /// One frame: the tracker sees the viewport now, the events are written.
    private func observe() throws {
        let state = ViewportState(contentOffset: offset, size: viewport.size, orthogonalOffsets: orthogonal)
        naming.document = document
        let events = try tracker.update(state, at: time, source: solved, identify: naming.id)
        for event in events { output.write(event, frame: frame, naming: naming) }
        output.mostVisible = Swift.max(output.mostVisible, tracker.displayedCount)
        frame += 1
    }

    /// The valid content offsets for the current layout and viewport.
    private func range() throws -> ContentOffsetRange {
        try ContentOffsetRange(
            contentSize: solved.contentSize, viewportSize: viewport.size, contentInset: viewport.contentInset)
    }

    /// The scrolling geometry of orthogonal section `section`.
    private func geometry(_ section: Int) throws -> OrthogonalSectionGeometry {
        guard solved.sections.indices.contains(section), solved.sections[section].isOrthogonal else {
            throw ToolFailure(message: "section \(section) does not scroll orthogonally")
        }
        let s = solved.sections[section]
        return try OrthogonalSectionGeometry(
            axis: s.repeatAxis, visibleStart: s.frame.min(s.repeatAxis), visibleLength: s.frame.size[s.repeatAxis],
            contentLength: s.rowLength, groupFrames: s.groupFrames)
    }

    /// Hit-tests `point` (content coordinates) and writes what was tapped.
    private func tap(_ point: Point) {
        let probe = Rect(x: point.x, y: point.y, width: 0.001, height: 0.001)
        let hit = solved.elements(in: probe, contentOffset: offset, orthogonalOffsets: orthogonal)
            .filter { $0.category != .decoration }
            .enumerated().max { a, b in
                a.element.zIndex != b.element.zIndex ? a.element.zIndex < b.element.zIndex : a.offset < b.offset
            }?.element
        var fields: [(String, String)] = [("x", OutputNumber.format(point.x)), ("y", OutputNumber.format(point.y))]
        if let hit {
            naming.document = document
            fields.append(("category", JSONValue.quoted(hit.category.rawValue)))
            if let kind = hit.elementKind { fields.append(("elementKind", JSONValue.quoted(kind))) }
            fields.append(("section", "\(hit.indexPath.section)"))
            fields.append(("item", "\(hit.indexPath.item)"))
            if let sectionID = document.sectionID(at: hit.indexPath.section) {
                fields.append(("sectionID", JSONValue.quoted(sectionID)))
            }
            if let id = naming.itemID(hit) { fields.append(("id", JSONValue.quoted(id))) }
        }
        output.write(step: "tap", frame: frame, time: time, fields: fields)
    }

    /// Replaces the document: the diff is staged as batch updates, each stage
    /// checked with UIKit's rules, and the tracker sees the new layout.
    private func update(to path: String) throws {
        let next = try Simulation.load(path)
        let nextPlugins = try DocumentPlugins(for: next, documentPath: path)
        let nextSolved = try Simulation.solve(next, in: viewport, plugins: nextPlugins, path: path)
        let staged = StagedChangeset(source: Simulation.diffSections(document), target: Simulation.diffSections(next))
        var counts = Simulation.diffSections(document).map(\.items.count)
        var total = ChangeCounts()
        for (index, stage) in staged.stages.enumerated() {
            let after = stage.data.map(\.items.count)
            do {
                try BatchUpdateValidator(sourceItemCounts: counts, targetItemCounts: after).validate(stage)
            } catch {
                throw ToolFailure(message: "\(path): update stage \(index + 1): \(error.description)")
            }
            counts = after
            total = total + stage.itemCounts + stage.sectionCounts
        }
        time += sampler.interval
        document = next
        plugins = nextPlugins
        solved = nextSolved
        offset = try range().clamp(offset)
        output.write(step: "update", frame: frame, time: time, fields: [
            ("stages", "\(staged.stages.count)"), ("deleted", "\(total.deleted)"), ("inserted", "\(total.inserted)"),
            ("moved", "\(total.moved)"), ("updated", "\(total.updated)"),
        ])
        try observe()
    }

    /// A document's sections as the diff sees them: section ids, item ids and components.
    static func diffSections(_ document: LayoutDocument) -> [DiffSection<String, DocumentItemRecord>] {
        document.sections.map { section in
            DiffSection(model: section.id, items: section.items.map { DocumentItemRecord(item: $0) })
        }
    }

    static func load(_ path: String) throws -> LayoutDocument {
        do {
            return try LayoutDocument(contentsOfFile: path)
        } catch {
            throw ToolFailure(message: "\(path): \(error.description)")
        }
    }

    static func solve(_ document: LayoutDocument, in viewport: Viewport, plugins: DocumentPlugins, path: String) throws
        -> SolvedLayout {
        do {
            let solved = try LayoutSolver.solve(document.layout, in: viewport, sizing: plugins.sizing(for: document))
            if let failure = plugins.measureFailure { throw ToolFailure(message: "\(path): \(failure.description)") }
            return solved
        } catch let error as LayoutValidationError {
            throw ToolFailure(message: "\(path): $.\(error.description)")
        }
    }
}

/// A document item as the diff sees it: its id, and its component (kind and
/// props) as its content.
struct DocumentItemRecord: Differentiable {
    let item: DocumentItem

    var diffIdentifier: String { item.id }

    func isContentEqual(to other: DocumentItemRecord) -> Bool { item.component == other.item.component }
}
