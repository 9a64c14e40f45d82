import ArgumentParser
import ListKitCore
import ListKitDocument
import ListKitEngine

/// `viewport-sim layout DOC`: solves a layout document and prints every
/// element's frame (or only the visible ones).
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a document and print its elements' frames.",
        discussion: """
            Frames are in content coordinates at the given content offset, with each \
            orthogonal section's offset applied, snapped to the document's scale. \
            The JSON format is the one of shared/spec/layout-document.md.
            """
    )

    @Argument(help: "The layout document (JSON, format 1).")
    var document: String

    @Option(help: "Output format: json or text.")
    var format: LayoutOutput.Format = .json

    @Option(help: ArgumentHelp("The content offset, X,Y.", valueName: "X,Y"))
    var offset: ContentOffsetArgument?

    @Option(
        name: .customLong("orthogonal-offset"),
        help: ArgumentHelp("An orthogonal section's scroll offset, SECTION=X (repeatable).", valueName: "SECTION=X"))
    var orthogonalOffsets: [OrthogonalOffsetArgument] = []

    @Flag(help: "List only the elements that meet the viewport's bounds.")
    var visible = false

    func run() throws {
        let doc: LayoutDocument
        do {
            doc = try LayoutDocument(contentsOfFile: document)
        } catch {
            throw ToolFailure(message: "\(document): \(error.description)")
        }
        let plugins = try DocumentPlugins(for: doc, documentPath: document)
        let solved: SolvedLayout
        do {
            solved = try LayoutSolver.solve(doc.layout, in: doc.viewport, sizing: plugins.sizing(for: doc))
        } catch {
            throw ToolFailure(message: "\(document): $.\(error.description)")
        }
        if let failure = plugins.measureFailure {
            throw ToolFailure(message: "\(document): \(failure.description)")
        }
        let contentOffset = offset?.point ?? solved.restContentOffset
        let offsets = try orthogonalOffsetMap(for: solved)
        let elements = visible
            ? solved.visibleElements(contentOffset: contentOffset, orthogonalOffsets: offsets)
            : solved.allElements(contentOffset: contentOffset, orthogonalOffsets: offsets)
        let output = LayoutOutput(
            document: doc, contentSize: solved.contentSize, contentOffset: contentOffset, elements: elements)
        print(output.rendered(as: format), terminator: "")
    }

    /// The `--orthogonal-offset` options as the solver takes them, checked
    /// against the document's sections.
    func orthogonalOffsetMap(for solved: SolvedLayout) throws -> [Int: Point] {
        var map: [Int: Point] = [:]
        for option in orthogonalOffsets {
            guard solved.sections.indices.contains(option.section) else {
                throw ToolFailure(
                    message: "--orthogonal-offset \(option.section)=…: the document has \(solved.sections.count) sections")
            }
            guard solved.sections[option.section].isOrthogonal else {
                throw ToolFailure(
                    message: "--orthogonal-offset \(option.section)=…: section \(option.section) does not scroll orthogonally")
            }
            var point = Point.zero
            point[solved.scrollAxis.orthogonal] = option.offset
            map[option.section] = point
        }
        return map
    }
}

extension LayoutOutput.Format: ExpressibleByArgument {}
