import ListKitDSL
import Testing
import ListKitCore
import ListKitPlugins

@Suite("render into a host-owned display list")
struct RenderTests {
    @Test func decodesEveryOperationType() throws {
        let box = try Loaded.shapes("com.test.box")
        let operations = try box.render(size: Size(width: 100, height: 24))
        #expect(operations == [
            .fillRect(Rect(x: 0, y: 0, width: 100, height: 24), Color(rgba: 0xff0000ff)),
            .strokeRect(Rect(x: 1, y: 1, width: 98, height: 22), Color(rgba: 0x0000ff80), lineWidth: 2),
            .textBox("héllo", in: Rect(x: 8, y: 4, width: 40, height: 16), size: 14, color: .black),
            .image("avatar.png", in: Rect(x: 50, y: 4, width: 16, height: 16)),
        ])
    }

    @Test func growsTheBuffersAndRetriesWhenThePluginNeedsMoreRoom() throws {
        let many = try Loaded.shapes("com.test.many")
        for count in [100, 1000, 5] {
            let operations = try many.render(size: Size(width: 50, height: 10), props: PluginProps(json: #"{"count":\#(count)}"#))
            #expect(operations.count == count)
            #expect(operations.last == .textBox("item", in: Rect(x: 0, y: Double(count - 1) * 10, width: 50, height: 10),
                                                size: 10, color: .black))
        }
    }

    @Test func reportsAFailureStatusWithThePluginsMessage() throws {
        let path = try Fixtures.get().path("Misbehaving")
        let kind = try Loaded.misbehaving("com.test.render-fails")
        let error = try expectError { try kind.render(size: Size(width: 10, height: 10)) }
        #expect(error == .callFailed(path: path, kind: "com.test.render-fails", function: .render, status: 4, message: "disk on fire"))
        #expect(error?.description == "\(path): kind com.test.render-fails: render failed with LK_STATUS_FAILED (4): disk on fire")
    }

    @Test(arguments: [
        ("type", "operation 0 has unknown type 99"),
        ("range", "operation 0 (text): string at 1000 of 4 bytes is outside the 0 text bytes"),
        ("font", "operation 0 (text): font size nan must be finite and above 0"),
        ("rect", "operation 0 (fill rect): rect (0.0, 0.0, -1.0 × 10.0) has a negative size"),
        ("utf8", "operation 0 (text): string is not valid UTF-8"),
        ("lie", "returned LK_STATUS_OK with 21 operations and 0 text bytes in room for 16 and 256"),
    ])
    func refusesOperationsTheABIDoesNotAllow(trigger: String, reason: String) throws {
        let path = try Fixtures.get().path("Misbehaving")
        let kind = try Loaded.misbehaving("com.test.bad-ops")
        let error = try expectError {
            try kind.render(size: Size(width: 10, height: 10), props: PluginProps(json: #"{"\#(trigger)":1}"#))
        }
        #expect(error == .invalidDisplayList(path: path, kind: "com.test.bad-ops", reason: reason))
        #expect(error?.description == "\(path): kind com.test.bad-ops: render produced an invalid display list: \(reason)")
    }

    @Test func givesUpOnAPluginThatIsNeverSatisfied() throws {
        let path = try Fixtures.get().path("Misbehaving")
        let kind = try Loaded.misbehaving("com.test.always-small")
        let error = try expectError { try kind.render(size: Size(width: 10, height: 10)) }
        #expect(error == .invalidDisplayList(path: path, kind: "com.test.always-small",
                                             reason: "still LK_STATUS_BUFFER_TOO_SMALL after 8 attempts"))
    }

    @Test func refusesMoreRoomThanTheLimit() throws {
        let path = try Fixtures.get().path("Misbehaving")
        let kind = try Loaded.misbehaving("com.test.huge")
        let error = try expectError { try kind.render(size: Size(width: 10, height: 10)) }
        #expect(error == .displayListTooLarge(path: path, kind: "com.test.huge", operations: 10_000_000, textBytes: 0))
    }

    @Test func refusesASizeThatIsNotFinite() throws {
        let box = try Loaded.shapes("com.test.box")
        guard case .invalidArgument(_, "com.test.box", .render, _)? = try expectError({ try box.render(size: Size(width: .infinity, height: 1)) }) else {
            Issue.record("expected invalidArgument")
            return
        }
    }
}
