import Foundation
import ListKit
import ListKitDocument
import ListKitSnapshotTesting
import SnapshotTesting
import Testing

/// The repository's root folder, found from this file's path.
private let repositoryRoot: String = {
    var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/ListKitSnapshotTestingTests/ExampleSnapshotTests.swift
    return parts.joined(separator: "/")
}()

/// `Examples/<name>` rendered as `viewport-sim` renders it: its built-in
/// components over a headless collection view, at the rest offset.
func renderedExample(_ name: String) throws -> ComposeRenderer {
    let document = try LayoutDocument(contentsOfFile: repositoryRoot + "/Examples/" + name)
    let composed = try document.composedLayout(registry: .builtIn)
    let renderer = ComposeRenderer(
        dataSource: PlainDataSource(), viewport: document.viewport, configuration: document.layout.configuration)
    renderer.render(composed, animated: false)
    return renderer
}

/// Snapshots of two examples, recorded in `__Snapshots__` and verified
/// against them (a changed frame or drawing fails the test).
@Suite struct ExampleSnapshotTests {
    @Test func gridAsSVGAndFrames() throws {
        let renderer = try renderedExample("grid.json")
        assertSnapshot(of: renderer, as: .svg)
        assertSnapshot(of: renderer, as: .frames)
    }

    @Test func complexLayoutScrolledAsSVGAndFrames() throws {
        let renderer = try renderedExample("complex-layout.json")
        renderer.scroll(to: Point(x: 0, y: 300))
        renderer.scrollOrthogonally(section: 2, to: Point(x: 120, y: 0))
        assertSnapshot(of: renderer, as: .svg(options: SVGPictureOptions(labels: true)))
        assertSnapshot(of: renderer, as: .frames)
    }

    @Test func solvedLayoutFrames() throws {
        let document = try LayoutDocument(contentsOfFile: repositoryRoot + "/Examples/section-headers-footers.json")
        let solved = try LayoutSolver.solve(document.layout, in: document.viewport)
        assertSnapshot(of: solved, as: .frames)
        assertSnapshot(of: solved, as: .svg)
    }
}
