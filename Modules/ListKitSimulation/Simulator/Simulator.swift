import ListKit
import ListKitCore
import ListKitDocument
import ListKitEngine
import ListKitLifecycle
import ListKitScrolling

/// Plays a ``ScrollScript`` over a `ComposeRenderer` frame by frame: the
/// renderer's collection view scrolls, its cells are made, rendered and
/// reused, and its components hear their lifecycle and visibility events,
/// exactly as `viewport-sim simulate` shows them.
///
/// ```swift
/// let document = try LayoutDocument(contentsOfFile: "Examples/grid.json")
/// let simulator = try Simulator(
///     composed: try document.composedLayout(registry: .builtIn), viewport: document.viewport, fps: 60)
/// simulator.onRecord = { record in print(record) }
/// try simulator.run(try ScrollScript(contentsOfFile: "Examples/scripts/fling.json"))
/// ```
///
/// Frame 0 is the first render, at time 0; every later frame moves the clock
/// by one frame interval. Each step adds the frames of its motion (or of its
/// wait), or one frame (tap, update, resize, swipe).
public final class Simulator {
    /// Loads the document an `update` step names: its layout, and its
    /// `contentAnchor`, which the update keeps unless the step names one.
    public typealias Loader = (_ path: String) throws(SimulationError) -> LoadedDocument

    /// The renderer the script drives.
    public let renderer: ComposeRenderer
    /// The frame rate's sampler.
    public let sampler: FrameSampler
    /// Hears every record, in order.
    public var onRecord: ((SimulationRecord) -> Void)?
    /// Called at the end of every frame, before ``frame`` moves on (the
    /// place to flush what components wrote during the frame).
    public var onFrameEnd: (() -> Void)?
    /// The number of the frame being played (the next one, between frames).
    public private(set) var frame = 0
    /// The most elements displayed at once so far.
    public private(set) var mostVisible = 0

    private let initial: ComposedLayout
    private let loader: Loader
    var stepIndex: Int?
    /// The records held back while a step runs, to be reported after the
    /// step's own record (`nil`: records go out at once).
    var heldRecords: [SimulationRecord]?

    /// Prepares a simulation of `composed` on a viewport.
    ///
    /// - Parameters:
    ///   - composed: The first layout (from the DSL or a document).
    ///   - viewport: The collection view's size, inset and scale.
    ///   - fps: Frames per second.
    ///   - visibility: The visibility events of elements whose component
    ///     asks for none of its own.
    ///   - dataSource: The data source (default a diffable one, so that
    ///     updates are animated batch updates).
    ///   - loader: Loads an `update` step's document (default: the document
    ///     at the path, composed with the built-in kinds).
    /// - Throws: ``SimulationError/frameRate(_:)`` for an unusable frame rate.
    public init(
        composed: ComposedLayout, viewport: Viewport, fps: Double, visibility: VisibilityConfiguration = .displayOnly,
        dataSource: ListKitDataSource = DiffableDataSource(), loader: Loader? = nil
    ) throws(SimulationError) {
        do {
            sampler = try FrameSampler(fps: fps)
        } catch {
            throw .frameRate(error)
        }
        initial = composed
        self.loader = loader ?? Simulator.loadWithBuiltInKinds
        renderer = ComposeRenderer(
            dataSource: dataSource, viewport: viewport, configuration: composed.configuration,
            visibility: visibility)
        renderer.onLifecycleEvent = { [unowned self] event in
            emit(.lifecycle(event, frame: frame, id: RenderedElementID(event.identity.id)))
        }
        dataSource.onRender = { [unowned self] _, view in
            guard let path = view.indexPath else { return }
            let category: ElementCategory = view is CollectionViewCell ? .cell : .supplementary
            let attributes = LayoutAttributes(
                category: category, elementKind: view.elementKind, indexPath: path, frame: view.frame)
            let id = renderer.identifier.id(attributes, in: renderer.dataSource.composed)
            emit(.render(
                category: category, elementKind: view.elementKind, indexPath: path, id: id,
                size: view.frame.size, frame: frame, time: time))
        }
    }

    /// Sends `record` on, or keeps it back while a swipe or a closing row
    /// reports first (``heldRecords``).
    func emit(_ record: SimulationRecord) {
        if heldRecords != nil {
            heldRecords?.append(record)
        } else {
            onRecord?(record)
        }
    }

    /// The document at `path` with the built-in component kinds.
    private static func loadWithBuiltInKinds(_ path: String) throws(SimulationError) -> LoadedDocument {
        do {
            let document = try LayoutDocument(contentsOfFile: path)
            return LoadedDocument(document: document, composed: try document.composedLayout(registry: .builtIn))
        } catch {
            throw .document(step: nil, path: path, error: error)
        }
    }

    /// The renderer's clock, in milliseconds.
    public var time: Milliseconds { renderer.time }

    /// Renders the first layout (frame 0), then plays every step.
    ///
    /// - Throws: ``SimulationError`` naming the step that failed.
    public func run(_ script: ScrollScript) throws(SimulationError) {
        try start()
        try play(script)
    }

    /// Plays every step of `script` from where the simulation is (after
    /// ``start()``): what ``run(_:)`` does after the first frame.
    ///
    /// - Throws: ``SimulationError`` naming the step that failed.
    public func play(_ script: ScrollScript) throws(SimulationError) {
        defer { stepIndex = nil }
        for (index, step) in script.steps.enumerated() {
            stepIndex = index
            try perform(step)
        }
    }

    /// Renders the first layout: frame 0.
    public func start() throws(SimulationError) {
        renderer.render(initial, animated: false, at: 0)
        try endFrame()
    }

    /// Plays one step.
    public func perform(_ step: ScrollScript.Step) throws(SimulationError) {
        let view = renderer.collectionView
        switch step {
        case .scrollTo(let x, let y, let seconds, let easing):
            let offset = view.contentOffset
            let target = Point(x: x ?? offset.x, y: y ?? offset.y)
            let motion = try physics { () throws(InvalidNumber) in
                try ScrollToAnimation(from: offset, to: target, duration: seconds * 1000, easing: easing, range: range())
            }
            try play(motion) { renderer.scroll(to: $0, at: $1) }
        case .fling(let velocity, let rate):
            var v = Point.zero
            v[scrollAxis] = velocity
            let motion = try physics { () throws(InvalidNumber) in try Fling(from: view.contentOffset, velocity: v, rate: rate, range: range()) }
            try play(motion) { renderer.scroll(to: $0, at: $1) }
        case .orthogonalScroll(let section, let to, let seconds, let easing):
            let geometry = try self.geometry(section, kind: "orthogonalScroll")
            let axis = geometry.axis
            var from = Point.zero
            from[axis] = view.orthogonalOffset(forSection: section)[axis]
            var target = Point.zero
            target[axis] = geometry.clamp(to)
            let motion = try physics { () throws(InvalidNumber) in try ScrollToAnimation(from: from, to: target, duration: seconds * 1000, easing: easing) }
            try play(motion) { renderer.scrollOrthogonally(section: section, to: $0, at: $1) }
        case .orthogonalFling(let section, let velocity, let rate):
            let landing = try physics { () throws(InvalidNumber) in
                try view.orthogonalLanding(forSection: section, velocity: velocity, rate: rate)
            }
            guard let landing else {
                throw .notOrthogonal(step: stepIndex ?? 0, kind: "orthogonalFling", section: section, sectionCount: sectionCount)
            }
            try play(landing) { renderer.scrollOrthogonally(section: section, to: $0, at: $1) }
        case .wait(let seconds):
            try wait(frames: Int((seconds * sampler.fps).rounded(.up)))
        case .update(let path, let anchor):
            try update(path, anchor: anchor)
        case .reload(let path):
            try reload(path)
        case .tap(let point):
            let size = view.viewport.size
            guard point.x >= 0, point.y >= 0, point.x < size.width, point.y < size.height else {
                throw .tapOutsideViewport(step: stepIndex ?? 0, point: point, viewport: size)
            }
            let content = Point(x: view.contentOffset.x + point.x, y: view.contentOffset.y + point.y)
            let next = sampler.time(ofFrame: frame)
            let hit = view.hitTest(content)
            let id = hit.flatMap { renderer.identifier.id($0, in: renderer.dataSource.composed) }
            onRecord?(.tap(at: content, hit: hit, id: id, frame: frame, time: next))
            try closingSwipe(.tap, tap: content) { renderer.tap(at: content) }
            renderer.advance(to: next)
            try endFrame()
        case .resize(let size):
            renderer.resize(to: size, at: sampler.time(ofFrame: frame))
            try endFrame()
        case .swipe(let section, let item, let direction, let distance):
            try swipe(ElementIndexPath(section: section, item: item), direction: direction, distance: distance)
        case .drag(let section, let item, let point, let seconds, let cancel):
            try drag(ElementIndexPath(section: section, item: item), to: point, seconds: seconds, cancel: cancel)
        case .focus(let direction, let count):
            for _ in 0..<count where try moveFocus(direction) == nil { break }
        case .activate(let action):
            try activate(customAction: action)
        }
    }

    /// Lets `count` frames pass with nothing moving. Frames in which nothing
    /// can happen are skipped over: only the frame at which a dwell timer
    /// runs out (to the exact frame) and the last frame are played, so an
    /// hour's wait costs as little as a frame's.
    private func wait(frames count: Int) throws(SimulationError) {
        guard count > 0 else { return }
        let last = frame + count - 1
        while frame <= last {
            var next = last
            if let deadline = renderer.nextLifecycleDeadline {
                next = Swift.min(Swift.max(sampler.firstFrame(atOrAfter: deadline - DwellRule.timeTolerance), frame), last)
            }
            frame = next
            renderer.advance(to: sampler.time(ofFrame: frame))
            try endFrame()
        }
    }

    /// Replaces the layout with the one at `path`: diffed, applied stage by
    /// stage as batch updates the collection view checks, keeping what
    /// `anchor` keeps on screen during the update, then one frame.
    private func update(_ path: String, anchor: ContentAnchor?) throws(SimulationError) {
        let loaded = try load(path)
        let kept = renderer.contentAnchor
        renderer.contentAnchor = anchor ?? loaded.document.contentAnchor
        defer { renderer.contentAnchor = kept }
        try closingSwipe(.update) { () throws(SimulationError) in
            try apply(loaded.composed, at: sampler.time(ofFrame: frame))
        }
        try endFrame()
    }

    /// Shows the document at `path` from scratch (the data source reloads,
    /// as `reloadData`), reported as an `update` of no stage, then one frame.
    private func reload(_ path: String) throws(SimulationError) {
        let loaded = try load(path)
        let at = sampler.time(ofFrame: frame)
        try closingSwipe(.update) { () throws(SimulationError) in
            renderer.render(loaded.composed, animated: false, at: at)
            if let issue = renderer.issues.first(where: { if case .collectionView = $0 { true } else { false } }) {
                throw .render(step: stepIndex, issue)
            }
            emit(.update(stages: 0, changes: .zero, frame: frame, time: at))
        }
        try endFrame()
    }

    /// The document at `path`, through the loader; its error names this step.
    private func load(_ path: String) throws(SimulationError) -> LoadedDocument {
        do {
            return try loader(path)
        } catch .document(_, let path, let error) {
            throw .document(step: stepIndex, path: path, error: error)
        } catch {
            throw error
        }
    }

    /// Renders `next` as an update at `at`: diffed and applied stage by stage
    /// as batch updates the collection view checks, reported as an `update`.
    func apply(_ next: ComposedLayout, at: Milliseconds) throws(SimulationError) {
        let diffable = renderer.dataSource as? DiffableDataSource
        var reported = false
        diffable?.onUpdate = { [unowned self] stages, changes in
            reported = true
            emit(.update(stages: stages, changes: changes, frame: frame, time: at))
        }
        defer { diffable?.onUpdate = nil }
        renderer.render(next, animated: true, at: at)
        if let issue = renderer.issues.first(where: { if case .collectionView = $0 { true } else { false } }) {
            throw .render(step: stepIndex, issue)
        }
        if !reported {
            // A data source that reloads: the whole layout changed at once.
            emit(.update(stages: 0, changes: .zero, frame: frame, time: at))
        }
    }

    /// Samples `motion` at the frame rate from now, applying each offset and time.
    private func play<Motion: ScrollMotion>(
        _ motion: Motion, apply: (Point, Milliseconds) -> Void
    ) throws(SimulationError) {
        let frames = try physics { () throws(InvalidNumber) in try sampler.frames(of: motion, startingAt: time) }
        for sample in frames {
            try closingSwipe(.scroll) { apply(sample.offset, sampler.time(ofFrame: frame)) }
            try endFrame()
        }
    }

    /// Ends a frame: a lifecycle problem stops the simulation.
    func endFrame() throws(SimulationError) {
        if let issue = renderer.issues.first(where: { if case .lifecycle = $0 { true } else { false } }) {
            throw .render(step: stepIndex, issue)
        }
        mostVisible = Swift.max(mostVisible, renderer.displayedCount)
        onFrameEnd?()
        frame += 1
    }

    /// Runs a physics constructor, naming the step when it refuses.
    private func physics<T>(_ make: () throws(InvalidNumber) -> T) throws(SimulationError) -> T {
        do {
            return try make()
        } catch {
            throw .motion(step: stepIndex ?? 0, error)
        }
    }

    private var scrollAxis: Axis { renderer.collectionView.solvedLayout?.scrollAxis ?? .vertical }

    private var sectionCount: Int { renderer.collectionView.solvedLayout?.sections.count ?? 0 }

    /// The valid content offsets for the current layout and viewport.
    private func range() -> ContentOffsetRange { renderer.collectionView.contentOffsetRange }

    /// The scrolling geometry of orthogonal section `section`.
    private func geometry(_ section: Int, kind: String) throws(SimulationError) -> OrthogonalSectionGeometry {
        guard let geometry = renderer.collectionView.orthogonalGeometry(forSection: section) else {
            throw .notOrthogonal(step: stepIndex ?? 0, kind: kind, section: section, sectionCount: sectionCount)
        }
        return geometry
    }
}
