import Foundation
import Testing
import ListKitTestSupport

/// `viewport-sim layout` run as a user runs it.
@Suite struct ViewportSimTests {
    @Test func gridJSONHasFiveCellsPerRowWithRule8Frames() throws {
        let run = try runTool(["layout", "Examples/grid.json", "--format", "json"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(root["format"] as? Int == 1)
        #expect(root["contentSize"] as? [String: Double] == ["width": 375, "height": 1500])
        #expect(root["contentOffset"] as? [String: Double] == ["x": 0, "y": -54])
        let elements = try #require(root["elements"] as? [[String: Any]])
        #expect(elements.count == 100)
        // Rule 8: fractionalWidth(0.2) of 375 → five 75-wide cells per row.
        for (i, element) in elements.enumerated() {
            #expect(element["category"] as? String == "cell")
            #expect(element["item"] as? Int == i)
            #expect(element["id"] as? String == String(i))
            #expect(element["sectionID"] as? String == "grid")
            let frame = element["frame"] as? [String: Double]
            #expect(frame == ["x": Double(i % 5) * 75, "y": Double(i / 5) * 75, "width": 75, "height": 75])
        }
    }

    @Test func visibleListsOnlyWhatMeetsTheBounds() throws {
        // At offset (0, 400) the bounds are y 400 … 1212: rows 5 (375 … 450) to 16
        // (1200 … 1275): 12 rows, 60 cells, from item 25.
        let run = try runTool(["layout", "Examples/grid.json", "--offset", "0,400", "--visible"])
        #expect(run.status == 0)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let elements = try #require(root["elements"] as? [[String: Any]])
        #expect(elements.compactMap { $0["item"] as? Int } == Array(25..<85))
    }

    @Test func orthogonalOffsetMovesTheSection() throws {
        // complex-layout section 2 scrolled by 375: its second group's first item
        // (item 5, natural x 375) is at x 0.
        let run = try runTool(["layout", "Examples/complex-layout.json", "--orthogonal-offset", "2=375"])
        #expect(run.status == 0)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let elements = try #require(root["elements"] as? [[String: Any]])
        let moved = elements.first { $0["section"] as? Int == 2 && $0["item"] as? Int == 5 }
        #expect(moved?["frame"] as? [String: Double] == ["x": 0, "y": 300, "width": 187.667, "height": 150])
    }

    @Test func textFormatIsATable() throws {
        let run = try runTool(["layout", "Examples/list.json", "--format", "text", "--visible"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        // Bounds y −54 … 758 meet rows 0 … 17 (17 × 44 = 748 < 758): 18 cells,
        // after a summary line and a header line.
        #expect(lines.count == 20)
        #expect(lines.dropFirst(2).allSatisfy { $0.hasPrefix("cell") })
    }

    /// Damaged documents: each gives exit status 1 and one line on standard
    /// error naming the JSON path; none crashes.
    @Test(arguments: [
        ("syntax", #"{"format": 1,"#, "$: syntax error at line 1, column 14"),
        ("empty", "", "$"),
        ("garbage", "\u{01}\u{02}\u{7F}binary", "$: syntax error at line 1, column 1"),
        ("unknownTopKey", #"{"format": 1, "viewport": {"width": 375, "height": 812}, "sections": [], "colour": 1}"#, #"$: unknown key "colour""#),
        ("formatType", #"{"format": "1", "viewport": {"width": 375, "height": 812}, "sections": []}"#, "$.format"),
        ("formatVersion", #"{"format": 2, "viewport": {"width": 375, "height": 812}, "sections": []}"#, "$.format"),
        ("noSections", #"{"format": 1, "viewport": {"width": 375, "height": 812}}"#, "$"),
        ("negativeWidth", #"{"format": 1, "viewport": {"width": -375, "height": 812}, "sections": []}"#, "$.viewport.width"),
        ("scale", #"{"format": 1, "viewport": {"width": 375, "height": 812, "scale": 4}, "sections": []}"#, "$.viewport.scale"),
        ("hugeNumber", #"{"format": 1, "viewport": {"width": 1e999, "height": 812}, "sections": []}"#, "$.viewport.width"),
        ("zeroFraction", section(#""itemCount": 1, "group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 0}, "height": {"absolute": 10}}, "subitems": [{"item": {"size": {"width": {"absolute": 1}, "height": {"absolute": 1}}}}]}"#), "$.sections[0].group.size.width.fractionalWidth"),
        ("duplicateItem", section(#""items": [{"id": "a", "component": "box"}, {"id": "a", "component": "box"}], "group": \#(okGroup)"#), "$.sections[0].items[1].id"),
        ("countSeveral", section(#""itemCount": 1, "group": {"axis": "horizontal", "count": 2, "size": {"width": {"absolute": 10}, "height": {"absolute": 10}}, "subitems": [\#(okItem), \#(okItem)]}"#), "$.sections[0].group.count"),
        ("badAxis", section(#""itemCount": 1, "group": {"axis": "diagonal", "size": {"width": {"absolute": 10}, "height": {"absolute": 10}}, "subitems": [\#(okItem)]}"#), "$.sections[0].group.axis"),
        ("itemsAndCount", section(#""itemCount": 1, "items": [], "group": \#(okGroup)"#), "$.sections[0]"),
        ("negativeSpacing", section(#""itemCount": 1, "interGroupSpacing": -8, "group": \#(okGroup)"#), "$.sections[0].interGroupSpacing"),
        ("unknownItemKey", section(#""itemCount": 1, "group": {"axis": "horizontal", "size": {"width": {"absolute": 10}, "height": {"absolute": 10}}, "subitems": [{"item": {"size": {"width": {"absolute": 1}, "height": {"absolute": 1}}, "colour": "red"}}]}"#), #"$.sections[0].group.subitems[0].item: unknown key "colour""#),
        ("zeroEstimate", section(#""itemCount": 1, "group": {"axis": "horizontal", "size": {"width": {"absolute": 10}, "height": {"estimated": 0}}, "subitems": [\#(okItem)]}"#), "$.sections[0].group.size.height.estimated"),
        ("customWithoutFrames", section(#""itemCount": 1, "group": {"axis": "custom", "size": {"width": {"absolute": 10}, "height": {"absolute": 10}}}"#), "$.sections[0].group"),
        ("deepNesting", String(repeating: "[", count: 10_000), "nesting deeper than 256 levels"),
        ("truncatedString", #"{"format": 1, "viewport": {"width": 375, "height": 812}, "sections": [{"id": "a"#, "$.sections[0].id: syntax error at line 1, column 78: unterminated string"),
    ])
    func damagedDocumentsGiveOneLineNamingThePath(name: String, text: String, path: String) throws {
        let dir = URL(fileURLWithPath: RunFolder.make("listkit-damage"))
        let file = dir.appendingPathComponent(name + ".json")
        try Data(text.utf8).write(to: file)
        let run = try runTool(["layout", file.path])
        #expect(run.status == 1, "\(name): status \(run.status)")
        #expect(run.stdout.isEmpty)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(name): \(run.stderr)")
        #expect(run.stderr.contains(path), "\(name): \(run.stderr)")
    }

    /// Issue 15: a negative number after an option is its value, spaced or
    /// joined with `=`.
    @Test func aNegativeOffsetIsTheOptionsValue() throws {
        let spaced = try runTool(["layout", "Examples/grid.json", "--format", "text", "--visible", "--offset", "-10,0"])
        let joined = try runTool(["layout", "Examples/grid.json", "--format", "text", "--visible", "--offset=-10,0"])
        #expect(spaced.status == 0, "\(spaced.stderr)")
        #expect(spaced.stderr.isEmpty)
        #expect(spaced.stdout == joined.stdout)
        // Bounds x −10 … 365, y 0 … 812: columns 0 … 4 and rows 0 … 10 (row 10
        // at 750 … 825): 55 cells.
        #expect(spaced.stdout.hasPrefix("content size 375 x 1500, content offset (-10, 0), 55 elements\n"))
    }

    @Test func aNegativeOrthogonalOffsetMovesTheSectionTheOtherWay() throws {
        // complex-layout section 2 scrolled by −5: item 5 (natural x 375) is at x 380.
        let run = try runTool(["layout", "Examples/complex-layout.json", "--orthogonal-offset", "2=-5"])
        #expect(run.status == 0, "\(run.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let elements = try #require(root["elements"] as? [[String: Any]])
        let moved = elements.first { $0["section"] as? Int == 2 && $0["item"] as? Int == 5 }
        #expect(moved?["frame"] as? [String: Double] == ["x": 380, "y": 300, "width": 187.667, "height": 150])
    }

    /// Negative numbers reach the options' own checks (instead of "Missing
    /// value"), and an option given no value is still a usage error.
    @Test func negativeNumbersReachTheOptionsChecks() throws {
        let timeout = try runTool(["layout", "Examples/grid.json", "--plugin-timeout", "-1"])
        #expect(timeout.status == 64)
        #expect(timeout.stderr.hasPrefix(
            "viewport-sim: error: --plugin-timeout must be in (0, 3600] seconds (found -1.0)\n"), "\(timeout.stderr)")
        let fps = try runTool(["simulate", "Examples/grid.json", "--script", "Examples/scripts/fling.json", "--fps", "-5"])
        #expect(fps.status == 1)
        #expect(fps.stderr.hasPrefix("viewport-sim: error: --fps: "), "\(fps.stderr)")
        #expect(fps.stdout.isEmpty)
        let missing = try runTool(["layout", "Examples/grid.json", "--offset"])
        #expect(missing.status == 64)
        #expect(missing.stderr.hasPrefix("viewport-sim: error: Missing value for '--offset <X,Y>'\n"), "\(missing.stderr)")
    }

    /// Issue 15: every error is one `viewport-sim: error: ` line on standard
    /// error (a usage error adds the usage after it), nothing on standard
    /// output; statuses 1 for bad input, 64 for usage.
    @Test(arguments: [
        (["layout", "Examples/no-such-file.json"], Int32(1), "Examples/no-such-file.json: $: file not found"),
        (["layout", "Examples/grid.json", "--orthogonal-offset", "0=10"], 1,
         "--orthogonal-offset 0=…: section 0 does not scroll orthogonally"),
        // Worded by the engine, as the simulator and the renderer word it.
        (["layout", "Examples/grid.json", "--orthogonal-offset", "1=10"], 1,
         "--orthogonal-offset 1=…: section 1 does not exist (the layout has 1 section)"),
        (["layout", "Examples/grid.json", "--offset", "1,2,3"], 64, "The value '1,2,3' is invalid for '--offset <X,Y>'"),
        (["layout", "Examples/grid.json", "--colour"], 64, "Unknown option '--colour'"),
        (["simulate", "Examples/grid.json", "--script", "Examples/no-such-script.json"], 1,
         "Examples/no-such-script.json: $: file not found"),
        (["plugins", "inspect", "no-such.so"], 1, "/no-such.so: no such file"),
    ])
    func everyErrorIsOneLineInOneStyle(arguments: [String], status: Int32, message: String) throws {
        let run = try runTool(arguments)
        #expect(run.status == status, "\(arguments)")
        #expect(run.stdout.isEmpty, "\(arguments)")
        let first = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix("viewport-sim: error: ") && first.contains(message), "\(run.stderr)")
        #expect(run.stderr.components(separatedBy: "error").count == 2, "\(run.stderr)")
        if status == 1 { #expect(run.stderr == first + "\n") }
    }

    /// Issue 35: errors that say what is wrong and what would be right.
    static let preciseErrors: [([String], Int32, String)] = [
        // Issue 35: a file that cannot be written says why.
        (["render", "Examples/grid.json", "-o", "/missing/dir/x.svg"], 1,
         "/missing/dir/x.svg: cannot write: the folder /missing/dir does not exist"),
        (["render", "Examples/grid.json", "-o", "/tmp"], 1, "/tmp: cannot write: it is a folder"),
        (["render", "Examples/grid.json", "-o", "Examples/grid.json/x.svg"], 1,
         "Examples/grid.json/x.svg: cannot write: " + FileManager.default.currentDirectoryPath + "/Examples/grid.json is not a folder"),
        // A mistyped command is named, with the command it is closest to.
        (["layot", "Examples/grid.json"], 64, "unknown command 'layot'; did you mean 'layout'?"),
        (["frobnicate"], 64, "unknown command 'frobnicate'; the commands are layout, render, simulate, replay, audit, serve, plugins"),
        // Two edits away is still a suggestion; three is not.
        (["lyaout", "Examples/grid.json"], 64, "unknown command 'lyaout'; did you mean 'layout'?"),
        (["rendering"], 64, "unknown command 'rendering'; the commands are layout, render, simulate, replay, audit, serve, plugins"),
        // A swipe's value says which part is wrong.
        (["layout", "Examples/todo-swipe.json", "--swipe", "1:0:left:full"], 64,
         "The value '1:0:left:full' is invalid for '--swipe <SECTION:ITEM:DIRECTION:DISTANCE>': DISTANCE 'full' is "
            + "not a number of points (0 or more); a full swipe, which performs its action, is played by `simulate`"),
        (["layout", "Examples/todo-swipe.json", "--swipe", "1:0:up:3"], 64,
         "The value '1:0:up:3' is invalid for '--swipe <SECTION:ITEM:DIRECTION:DISTANCE>': DIRECTION 'up' is not left or right"),
        (["layout", "Examples/todo-swipe.json", "--swipe=-1:0:left:3"], 64,
         "The value '-1:0:left:3' is invalid for '--swipe <SECTION:ITEM:DIRECTION:DISTANCE>': SECTION '-1' is not a section index (0 or more)"),
        (["layout", "Examples/todo-swipe.json", "--swipe", "1:x:left:3"], 64,
         "The value '1:x:left:3' is invalid for '--swipe <SECTION:ITEM:DIRECTION:DISTANCE>': ITEM 'x' is not an item index (0 or more)"),
        (["layout", "Examples/todo-swipe.json", "--swipe", "1:0:left"], 64,
         "The value '1:0:left' is invalid for '--swipe <SECTION:ITEM:DIRECTION:DISTANCE>': expected 4 parts SECTION:ITEM:DIRECTION:DISTANCE, found 3"),
    ]

    @Test(arguments: preciseErrors)
    func errorsSayWhatIsWrong(arguments: [String], status: Int32, message: String) throws {
        try everyErrorIsOneLineInOneStyle(arguments: arguments, status: status, message: message)
    }

    @Test func missingFileAndBadOptions() throws {
        let missing = try runTool(["layout", "Examples/no-such-file.json"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("no-such-file.json"))
        let offset = try runTool(["layout", "Examples/grid.json", "--offset", "1,2,3"])
        #expect(offset.status != 0)
        let notOrthogonal = try runTool(["layout", "Examples/grid.json", "--orthogonal-offset", "0=10"])
        #expect(notOrthogonal.status == 1)
        #expect(notOrthogonal.stderr.contains("section 0 does not scroll orthogonally"))
    }
}

private let okItem = #"{"item": {"size": {"width": {"absolute": 1}, "height": {"absolute": 1}}}}"#
private let okGroup = #"{"axis": "horizontal", "size": {"width": {"absolute": 10}, "height": {"absolute": 10}}, "subitems": [\#(okItem)]}"#

/// A document whose only section has the given keys (after its id).
private func section(_ body: String) -> String {
    #"{"format": 1, "viewport": {"width": 375, "height": 812}, "sections": [{"id": "s", \#(body)}]}"#
}
