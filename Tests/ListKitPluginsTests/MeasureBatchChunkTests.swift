import Testing
import ListKitCore
import ListKitPlugins

@Suite("measure_batch: long batches in chunks")
struct MeasureBatchChunkTests {
    /// 2,500 box requests: heights 0 … 2,499, and props containing "bad" at `badIndex`.
    static func requests(badIndex: Int? = nil) -> [PluginMeasureRequest] {
        (0..<2500).map { index in
            let json = index == badIndex ? #"{"bad":1}"# : #"{"height":\#(index)}"#
            return PluginMeasureRequest(proposed: Size(width: 300, height: 50), props: PluginProps(json: json))
        }
    }

    @Test func splitsALongBatchIntoCallsOfAtMostTheLimitInOrder() throws {
        #expect(MeasureBatchLimits.maximumItemsPerCall == 1024)
        let plugin = try PluginLoader().load(path: Fixtures.get().path("ShapesChunks"))
        let box = try #require(plugin.kind("com.test.box"))
        let counter = try #require(plugin.kind("com.test.counter"))
        let sizes = try box.measureBatch(Self.requests())
        #expect(sizes == (0..<2500).map { Size(width: 300, height: Double($0)) })
        // 1024 + 1024 + 452: three batch calls, no single calls.
        #expect(try counter.measure(proposed: .zero) == Size(width: 3, height: 0))
    }

    @Test func namesTheFailedItemByItsIndexInTheWholeBatch() throws {
        let path = try Fixtures.get().path("Shapes")
        let box = try Loaded.shapes("com.test.box")
        let error = try expectError { try box.measureBatch(Self.requests(badIndex: 1500)) }
        #expect(error == .propsRejected(path: path, kind: "com.test.box", function: .measureBatch(item: 1500),
                                        message: #"props contain "bad""#))
    }
}
