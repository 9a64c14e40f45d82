// The document reader against Foundation's JSONSerialization (issue 14,
// goal 6), on the same bytes: a document of 100,000 explicit items (id,
// component, props), about 8 MB, generated in setup.
//
// - `reader: JSONParser 100k items` parses the bytes into ListKit's
//   `JSONValue`; `baseline: JSONSerialization 100k items` parses them into
//   Foundation objects. Goal: the reader at most 1× the baseline.
// - `document: LayoutDocument 100k items` decodes the whole document (parse,
//   then every field checked): what `viewport-sim` pays before laying out.
// - `compose: 100k items, props checked` composes the decoded document with
//   the built-in kinds, each item's props checked against the label kind's
//   declaration (issue 35); `baseline: compose 100k items, props unchecked`
//   composes it with a label kind that declares none. Goal: the check costs
//   at most 1.2× the baseline.

import Benchmark
import Foundation
import ListKitDSL
import ListKitDocument
import ListKitJSON

/// The bytes of a document with `count` explicit items.
func documentBytes(items count: Int) -> [UInt8] {
    var text = #"{"format": 1, "viewport": {"width": 375, "height": 812, "scale": 3}, "sections": [{"id": "feed", "#
        + #""group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 80}}, "#
        + #""subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 80}}}}]}, "items": ["#
    for index in 0..<count {
        if index > 0 { text += ", " }
        text += #"{"id": "item-\#(index)", "component": "label", "props": {"text": "Row number \#(index)", "fontSize": 17.5}}"#
    }
    text += "]}]}"
    return Array(text.utf8)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResidentDelta],
        timeUnits: .milliseconds,
        warmupIterations: 1,
        scalingFactor: .one,
        maxDuration: .seconds(5),
        maxIterations: 50
    )

    Benchmark("reader: JSONParser 100k items") { benchmark, bytes in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            do {
                blackHole(try JSONParser().parse(bytes))
            } catch {
                benchmark.error("parse failed: \(error)")
                return
            }
        }
    } setup: {
        documentBytes(items: 100_000)
    }

    Benchmark("baseline: JSONSerialization 100k items") { benchmark, data in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            do {
                blackHole(try JSONSerialization.jsonObject(with: data))
            } catch {
                benchmark.error("JSONSerialization failed: \(error)")
                return
            }
        }
    } setup: {
        Data(documentBytes(items: 100_000))
    }

    Benchmark("document: LayoutDocument 100k items") { benchmark, bytes in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            do {
                blackHole(try LayoutDocument(bytes: bytes))
            } catch {
                benchmark.error("decoding failed: \(error)")
                return
            }
        }
    } setup: {
        documentBytes(items: 100_000)
    }

    // Composition: the built-in label kind checks each item's props; the
    // baseline's label kind declares none (the same components otherwise).
    var unchecked = ComponentRegistry()
    try? unchecked.register("label") {
        AnyComponent(BuiltInComponent(kind: .label, id: $0.id, props: $0.props, layoutSize: $0.layoutSize))
    }
    for (label, registry) in [("compose: 100k items, props checked", ComponentRegistry.builtIn),
                              ("baseline: compose 100k items, props unchecked", unchecked)] {
        Benchmark(label) { benchmark, document in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                do {
                    blackHole(try document.composedLayout(registry: registry))
                } catch {
                    benchmark.error("composing failed: \(error)")
                    return
                }
            }
        } setup: {
            try LayoutDocument(bytes: documentBytes(items: 100_000))
        }
    }
}
