import ListKitTestSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `viewport-sim render`: its SVG shows exactly what `layout --visible` lists.
@Suite struct RenderTests {
    /// One element group of a rendered SVG, or one element of `layout`'s
    /// JSON, reduced to what both say.
    struct Element: Hashable, CustomStringConvertible {
        var category: String
        var kind: String?
        var section: Int
        var item: Int
        var sectionID: String?
        var id: String?
        var frame: [Double]

        var description: String { "\(category) \(kind ?? "") [\(section), \(item)] \(id ?? "") \(frame)" }
    }

    /// Collects the `<g>` elements with `lk:` attributes (and checks each
    /// group's transform starts at its frame's origin when it has no other).
    final class GroupCollector: NSObject, XMLParserDelegate {
        var groups: [Element] = []
        var problems: [String] = []

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            guard name == "g", let category = attributes["lk:category"] else { return }
            let frame = (attributes["lk:frame"] ?? "").split(separator: " ").compactMap { Double($0) }
            if let transform = attributes["transform"], transform.hasPrefix("translate("),
               !transform.contains("matrix"), frame.count == 4
            {
                let expected = "translate(\(attributes["lk:frame"]!.split(separator: " ").prefix(2).joined(separator: " ")))"
                if transform != expected { problems.append("transform \(transform), frame \(frame)") }
            }
            groups.append(Element(
                category: category, kind: attributes["lk:kind"], section: Int(attributes["lk:section"] ?? "") ?? -99,
                item: Int(attributes["lk:item"] ?? "") ?? -99, sectionID: attributes["lk:section-id"],
                id: attributes["lk:id"], frame: frame))
        }
    }

    private func temporaryFile(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("listkit-render-\(UUID().uuidString)-\(name)").path
    }

    /// The elements `layout --visible` lists for `arguments`.
    private func listed(_ arguments: [String]) throws -> [Element] {
        let run = try runTool(["layout"] + arguments + ["--visible"])
        #expect(run.status == 0, "\(run.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let elements = try #require(root["elements"] as? [[String: Any]])
        return try elements.map { e in
            let f = try #require(e["frame"] as? [String: Double])
            return Element(
                category: try #require(e["category"] as? String), kind: e["elementKind"] as? String,
                section: try #require(e["section"] as? Int), item: try #require(e["item"] as? Int),
                sectionID: e["sectionID"] as? String, id: e["id"] as? String,
                frame: [f["x"], f["y"], f["width"], f["height"]].compactMap { $0 })
        }
    }

    /// Renders `arguments` and returns the SVG's text.
    private func rendered(_ arguments: [String]) throws -> String {
        let path = temporaryFile("picture.svg")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try runTool(["render"] + arguments + ["-o", path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test(arguments: [
        ["Examples/grid.json"],
        ["Examples/grid.json", "--offset", "0,400"],
        ["Examples/complex-layout.json", "--orthogonal-offset", "2=375"],
        ["Examples/pinned-section-header-footer.json", "--offset", "0,300"],
        ["Examples/section-decoration.json"],
        ["Examples/orthogonal-scrolling.json"],
    ])
    func oneGroupPerVisibleElementAtItsFrame(_ arguments: [String]) throws {
        let svg = try rendered(arguments)
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = GroupCollector()
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(collector.problems.isEmpty, "\(collector.problems)")
        let listed = try listed(arguments)
        #expect(!listed.isEmpty)
        #expect(collector.groups.count == listed.count)
        // The picture draws in zIndex order, the listing is in layout order:
        // the same elements, each once.
        #expect(Set(collector.groups) == Set(listed))
        #expect(Set(collector.groups).count == collector.groups.count)
    }

    @Test func gridDrawsItsFirstCellAtTheOrigin() throws {
        let svg = try rendered(["Examples/grid.json"])
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        // The viewport at the rest offset (0, −54), 375 × 812.
        #expect(svg.contains("viewBox=\"0 -54 375 812\""))
        #expect(svg.contains(
            "<g lk:category=\"cell\" lk:section=\"0\" lk:item=\"0\" lk:section-id=\"grid\" lk:id=\"0\" "
                + "lk:frame=\"0 0 75 75\" lk:z-index=\"0\" transform=\"translate(0 0)\">"))
        // Deterministic: the same document gives the same bytes.
        #expect(try rendered(["Examples/grid.json"]) == svg)
    }

    @Test func badOutputPathFailsWithOneLine() throws {
        let run = try runTool(["render", "Examples/grid.json", "-o", "/nonexistent-folder/g.svg"])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("viewport-sim: error: /nonexistent-folder/g.svg: "))
    }

    /// xmllint, found on PATH.
    static let xmllint: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "")
        .split(separator: ":").map { $0 + "/xmllint" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Skipped without xmllint, except on CI (`CI` set), where its absence fails.
    @Test(.enabled(if: xmllint != nil || ProcessInfo.processInfo.environment["CI"] != nil))
    func xmllintAcceptsTheSVG() throws {
        let xmllint = try #require(Self.xmllint, "xmllint is missing: Scripts/setup installs libxml2-utils")
        for arguments in [["Examples/grid.json"], ["Examples/complex-layout.json", "--content", "--labels", "--outlines"]] {
            let path = temporaryFile("lint.svg")
            defer { try? FileManager.default.removeItem(atPath: path) }
            let run = try runTool(["render"] + arguments + ["-o", path])
            #expect(run.status == 0)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: xmllint)
            process.arguments = ["--noout", path]
            let err = Pipe()
            process.standardError = err
            try process.run()
            let message = String(decoding: try readToEnd(err.fileHandleForReading), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(message)")
            #expect(message.isEmpty)
        }
    }
}
