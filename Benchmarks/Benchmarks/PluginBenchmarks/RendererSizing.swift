import ListKit

/// The 100k Swift badges rendered by a `ComposeRenderer` (one section, a
/// vertical group of the badges written with the DSL), measured the way the
/// renderer's self-sizing measures them: through the batch closure it
/// installs on its collection view, which looks the section's components up
/// and hands each run to `AnyComponent.measure(_:proposed:)`.
///
/// A solve asks for runs of 1, 2, 4, … items while they keep matching, then
/// for runs of `SelfSizing.maximumBatch` (1,024); ``measureAll()`` asks for
/// the steady state, runs of 1,024, over the 100k items.
struct RendererSizing {
    /// The renderer; its seam holds its data source weakly, so it is kept here.
    let renderer: ComposeRenderer
    /// The renderer's batch closure.
    let batch: (_ section: Int, _ items: Range<Int>, _ proposed: Size) -> [Size?]
    /// The number of items in the section.
    let count: Int

    /// Renders `components` and checks that the seam measures each one as
    /// its own `measure(proposed:)` does.
    init(components: [SwiftBadgeComponent]) throws {
        renderer = ComposeRenderer(dataSource: PlainDataSource())
        renderer.render(sections: [
            Section(id: "badges") {
                VGroup(of: components, width: .fractionalWidth(1), height: .estimated(20)) { $0 }
            },
        ], animated: false)
        guard let batch = renderer.collectionView.sizing?.batch else {
            throw FixtureError(description: "the renderer installed no batch sizing")
        }
        self.batch = batch
        count = components.count
        var answers: [Size?] = []
        for start in stride(from: 0, to: count, by: SelfSizing.maximumBatch) {
            answers += batch(0, start..<min(start + SelfSizing.maximumBatch, count), badgeProposal)
        }
        guard answers.elementsEqual(components.map { $0.measure(proposed: badgeProposal) }) else {
            throw FixtureError(description: "the renderer's batch sizing differs from the Swift component")
        }
    }

    /// Measures every item in runs of `SelfSizing.maximumBatch`; returns the
    /// sum of the widths so that nothing is optimised away.
    func measureAll() -> Double {
        var total = 0.0
        for start in stride(from: 0, to: count, by: SelfSizing.maximumBatch) {
            for answer in batch(0, start..<min(start + SelfSizing.maximumBatch, count), badgeProposal) {
                total += answer?.width ?? 0
            }
        }
        return total
    }
}
