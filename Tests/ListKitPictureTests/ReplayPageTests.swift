import Foundation
import ListKitSimulation
import Testing

@testable import ListKitPicture

@Suite struct ReplayPageTests {
    @Test func numbersAreRoundedToThousandths() {
        #expect(ReplayJSON.number(87.66666) == "87.667")
        #expect(ReplayJSON.number(70) == "70")
        #expect(ReplayJSON.number(-54) == "-54")
        #expect(ReplayJSON.number(-0.0001) == "0")
        #expect(ReplayJSON.number(0.0005) == "0.001")
        #expect(ReplayJSON.number(-2.5) == "-2.5")
        #expect(ReplayJSON.number(.infinity) == "null")
    }

    @Test func stringsCannotCloseTheScriptElement() {
        #expect(ReplayJSON.string("</script>") == #""\u003c/script\u003e""#)
        #expect(ReplayJSON.string("a\u{2028}b\u{0}\"\\&") == #""a\u2028b\u0000\"\\\u0026""#)
        #expect(ReplayJSON.htmlText(#"<a href="x">'&'</a>"#) == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
    }

    /// Ids from a document land in the page as data, never as markup: the
    /// page still has exactly its two script elements, and the ids read
    /// back from its data unchanged.
    @Test func hostileIdsStayData() throws {
        let section = #"</script><script>alert("s")</script>"#
        let ids = [#""><img src=x onerror=alert(1)>"#, "<!--", "line\u{2028}separator", "&amp;"]
        let document = try listDocument(sectionID: section, ids: ids, rowHeight: 20, width: 100, height: 100)
        let recording = try record(document, ScrollScript(steps: [.wait(seconds: 0.1)]), fps: 10)
        let html = ReplayPage(recording: recording, title: "</title><script>alert(1)</script>").html

        #expect(html.components(separatedBy: "<script").count - 1 == 2)
        #expect(html.components(separatedBy: "</script").count - 1 == 2)
        #expect(!html.contains("<img"))
        #expect(!html.contains("<!--"))
        #expect(!html.contains("\u{2028}"))
        #expect(html.contains("<title>ListKit replay: &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>"))

        let json = try #require(embeddedJSON(html, id: "listkit-replay"))
        let data = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let elements = try #require(data["elements"] as? [[Any]])
        #expect(elements.count == 4)
        #expect(elements.compactMap { $0[4] as? String } == Array(repeating: section, count: 4))
        #expect(elements.compactMap { $0[5] as? String } == ids)
    }

    @Test func samePlaySameBytes() throws {
        let document = try listDocument(sectionID: "s", ids: ["a", "b", "c"], rowHeight: 60, width: 100, height: 100)
        let script = ScrollScript(steps: [.scrollTo(x: nil, y: 80, seconds: 0.3, easing: .easeInOut)])
        let one = ReplayPage(recording: try record(document, script, fps: 30), title: "list").html
        let two = ReplayPage(recording: try record(document, script, fps: 30), title: "list").html
        #expect(one == two)
        #expect(one.hasPrefix("<!DOCTYPE html>\n"))
    }

    /// The page's data, worked out by hand for two rows in a 100 × 100
    /// viewport and a 0.1 s wait at 10 fps: frame 0 shows both, frame 1
    /// (t = 100 ms) shows them again (written `null`).
    @Test func dataOfATwoRowWait() throws {
        let document = try listDocument(sectionID: "s", ids: ["a", "b"], rowHeight: 30, width: 100, height: 100)
        let recording = try record(document, ScrollScript(steps: [.wait(seconds: 0.1)]), fps: 10)
        let data = ReplayPage(recording: recording, title: "t").data
        #expect(data == """
            {"elements":[
            ["cell",null,0,0,"s","a"],
            ["cell",null,0,1,"s","b"]],
            "frames":[
            [0,0,0,0,100,100,[0,0,0,0],100,60,[],[[0,0,0,100,30,1,1,0],[1,0,30,100,30,1,1,0]]],
            [1,100,0,0,100,100,[0,0,0,0],100,60,[],null]],
            "events":[
            [0,"willDisplay",0,1,""],
            [0,"willDisplay",1,1,""]]}
            """)
    }
}
