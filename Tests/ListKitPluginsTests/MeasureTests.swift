import Testing
import ListKitCore
import ListKitPlugins

@Suite("measure and measure_batch")
struct MeasureTests {
    @Test func passesSizeAndPropsByValueAndGetsASizeBack() throws {
        let box = try Loaded.shapes("com.test.box")
        #expect(try box.measure(proposed: Size(width: 320, height: 50), props: PluginProps(json: #"{"height":61.5}"#))
            == Size(width: 320, height: 61.5))
        #expect(try box.measure(proposed: Size(width: .infinity, height: .infinity)) == Size(width: 100, height: 44))
    }

    @Test func reportsPropsThePluginRejectsWithItsMessage() throws {
        let box = try Loaded.shapes("com.test.box")
        let path = try Fixtures.get().path("Shapes")
        let error = PluginError.propsRejected(path: path, kind: "com.test.box", function: .measure, message: #"props contain "bad""#)
        #expect(throws: error) {
            try box.measure(proposed: Size(width: 10, height: 10), props: PluginProps(json: #"{"bad":true}"#))
        }
        #expect(error.description == #"\#(path): kind com.test.box: measure rejected the props: props contain "bad""#)
    }

    @Test(arguments: [
        ("com.test.nan", "measure returned NaN width"),
        ("com.test.negative", "measure returned negative height (-5.0)"),
        ("com.test.infinite", "measure returned infinite width"),
        ("com.test.huge-height", "measure returned height 1e+308 above the longest length a layout accepts (1000000000)"),
    ])
    func refusesSizesThatAreNotFiniteAndPositive(kind: String, reason: String) throws {
        let path = try Fixtures.get().path("Misbehaving")
        let misbehaving = try Loaded.misbehaving(kind)
        let error = try expectError { try misbehaving.measure(proposed: Size(width: 10, height: 10)) }
        guard case .invalidSize(path, kind, .measure, _)? = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(error?.description == "\(path): kind \(kind): \(reason)")
    }

    @Test func reportsAStatusTheABIDoesNotDefine() throws {
        let path = try Fixtures.get().path("Misbehaving")
        #expect(throws: PluginError.callFailed(path: path, kind: "com.test.unknown-status", function: .measure, status: 77, message: nil)) {
            try Loaded.misbehaving("com.test.unknown-status").measure(proposed: Size(width: 10, height: 10))
        }
    }

    @Test func refusesAProposedSizeThatIsNaNOrNegative() throws {
        let box = try Loaded.shapes("com.test.box")
        for proposed in [Size(width: .nan, height: 10), Size(width: 10, height: -1)] {
            let error = try expectError { try box.measure(proposed: proposed) }
            guard case .invalidArgument(_, "com.test.box", .measure, _)? = error else {
                Issue.record("expected invalidArgument for \(proposed), got \(String(describing: error))")
                continue
            }
        }
    }

    @Test func measuresABatchInOneCall() throws {
        let plugin = try PluginLoader().load(path: Fixtures.get().path("ShapesCounter"))
        let box = try #require(plugin.kind("com.test.box"))
        let counter = try #require(plugin.kind("com.test.counter"))
        let requests = (0..<1000).map { index in
            PluginMeasureRequest(proposed: Size(width: 300, height: 50), props: PluginProps(json: #"{"height":\#(index)}"#))
        }
        let sizes = try box.measureBatch(requests)
        #expect(sizes == (0..<1000).map { Size(width: 300, height: Double($0)) })
        #expect(try counter.measure(proposed: .zero) == Size(width: 1, height: 0))   // one batch call, no single calls
        #expect(try box.measureBatch([]) == [])
    }

    @Test func fallsBackToOneMeasurePerItemWithoutABatchFunction() throws {
        let many = try Loaded.shapes("com.test.many")
        #expect(!many.info.measuresInBatches)
        let sizes = try many.measureBatch(Array(repeating: PluginMeasureRequest(proposed: Size(width: 1, height: 1)), count: 3))
        #expect(sizes == Array(repeating: Size(width: 10, height: 20), count: 3))
    }

    @Test func namesTheBatchItemThatFailed() throws {
        let path = try Fixtures.get().path("Misbehaving")
        let requests = Array(repeating: PluginMeasureRequest(proposed: Size(width: 10, height: 10)), count: 4)
        let batchNaN = try Loaded.misbehaving("com.test.batch-nan")
        let batchFail = try Loaded.misbehaving("com.test.batch-fail")
        let nan = try expectError { try batchNaN.measureBatch(requests) }
        #expect(nan == .invalidSize(path: path, kind: "com.test.batch-nan", function: .measureBatch(item: 2),
                                    defect: SizeDefect(axis: .vertical, problem: .notANumber)))
        #expect(nan?.description == "\(path): kind com.test.batch-nan: measure_batch item 2 returned NaN height")
        let rejected = try expectError { try batchFail.measureBatch(requests) }
        #expect(rejected == .propsRejected(path: path, kind: "com.test.batch-fail", function: .measureBatch(item: 1),
                                           message: "item 1 has no title"))
    }
}

/// The ``PluginError`` `body` throws; records an issue when it throws none
/// or another error.
func expectError<T>(_ body: () throws -> T) throws -> PluginError? {
    do {
        _ = try body()
        Issue.record("no error thrown")
        return nil
    } catch let error as PluginError {
        return error
    } catch {
        Issue.record("unexpected error \(error)")
        return nil
    }
}
