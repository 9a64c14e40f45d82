import ListKit
import ListKitDocument
import ListKitSimulation
import Testing

/// A simulator made from a script takes the script's frame rate and
/// prefetch distance, as `viewport-sim simulate` does (the tool's own tests
/// play the scripts with visibility events and prefetching through it).
@Suite struct SimulatorSettingsTests {
    let composed = ComposedLayout(sections: [])
    let viewport = Viewport(size: Size(width: 375, height: 812))

    @Test func theScriptsFrameRateUnlessTheCallerGivesOne() throws {
        let at30 = ScrollScript(fps: 30, steps: [])
        #expect(try Simulator(composed: composed, viewport: viewport, settingsOf: at30).sampler.fps == 30)
        #expect(try Simulator(composed: composed, viewport: viewport, settingsOf: at30, fps: 120).sampler.fps == 120)
        let unset = ScrollScript(steps: [])
        #expect(try Simulator(composed: composed, viewport: viewport, settingsOf: unset).sampler.fps == 60)
        #expect(throws: SimulationError.self) {
            try Simulator(composed: composed, viewport: viewport, settingsOf: ScrollScript(fps: 0, steps: []))
        }
    }

    @Test func theScriptsPrefetchDistance() throws {
        let ahead = ScrollScript(prefetch: try .screens(0.5), steps: [])
        let simulator = try Simulator(composed: composed, viewport: viewport, settingsOf: ahead)
        #expect(simulator.renderer.prefetchDistance == (try .screens(0.5)))
        let none = try Simulator(composed: composed, viewport: viewport, settingsOf: ScrollScript(steps: []))
        #expect(none.renderer.prefetchDistance == nil)
    }

    /// An update whose document cannot be read stops the simulation with
    /// the document's own error kept as it was thrown (issue 35: it was a
    /// string), the step and the path beside it, read as one line.
    @Test func anUpdatesDocumentErrorStaysTyped() throws {
        let simulator = try Simulator(composed: composed, viewport: viewport, settingsOf: ScrollScript(steps: []))
        do throws(SimulationError) {
            try simulator.run(ScrollScript(steps: [.update(path: "/no/such/doc.json")]))
            Issue.record("played an update of a missing document")
        } catch {
            guard case .document(let step, let path, let cause) = error else { throw error }
            #expect(step == 0 && path == "/no/such/doc.json")
            #expect((cause as? DocumentError)?.problem == .fileNotFound("/no/such/doc.json"))
            #expect(error.description == "$.steps[0]: /no/such/doc.json: $: file not found: /no/such/doc.json")
        }
    }
}
