import Testing
import ListKitCore
import ListKitPlugins
import Synchronization

@Suite("will_display, did_end_display and host services")
struct LifecycleTests {
    @Test func passesTheItemIDAndLetsThePluginLogAndInvalidate() throws {
        let box = try Loaded.shapes("com.test.box")
        let path = try Fixtures.get().path("Shapes")
        try box.willDisplay(itemID: "lifecycle-item-1", props: PluginProps(json: #"{"height":10}"#))
        try box.didEndDisplay(itemID: "lifecycle-item-1")
        let logged = Loaded.recorder.logged
        #expect(logged.contains(PluginLogMessage(path: path, level: .info, text: "will_display lifecycle-item-1")))
        #expect(logged.contains(PluginLogMessage(path: path, level: .info, text: "did_end_display lifecycle-item-1")))
        #expect(Loaded.recorder.invalidated.contains(PluginInvalidation(path: path, kindID: "com.test.box")))
    }

    @Test func doesNothingForAKindWithoutLifecycleFunctions() throws {
        let many = try Loaded.shapes("com.test.many")
        try many.willDisplay(itemID: "a")
        try many.didEndDisplay(itemID: "a")
    }

    @Test func refusesACallIntoThePluginFromAHandlerDuringACall() throws {
        let attempts = ReentryAttempts()
        let loader = PluginLoader(handlers: attempts.handlers)
        let plugin = try loader.load(path: Fixtures.get().path("ShapesReentrant"))
        let chatty = try #require(plugin.kind("com.test.chatty"))
        attempts.kind = chatty
        #expect(try chatty.measure(proposed: Size(width: 5, height: 5)) == Size(width: 10, height: 20))
        let path = try Fixtures.get().path("ShapesReentrant")
        #expect(attempts.errors == [.reentrantCall(path: path, kind: "com.test.chatty", function: .measure)])
    }

    @Test func servesCallsFromManyThreadsOneAtATime() async throws {
        let box = try Loaded.shapes("com.test.box")
        try await withThrowingTaskGroup(of: Size.self) { group in
            for index in 0..<32 {
                group.addTask {
                    try box.measure(proposed: Size(width: Double(index), height: 1), props: PluginProps(json: #"{"height":\#(index)}"#))
                }
            }
            var widths: [Double] = []
            for try await size in group {
                #expect(size.width == size.height)
                widths.append(size.width)
            }
            #expect(widths.sorted() == (0..<32).map(Double.init))
        }
    }
}

/// What a log handler saw when it tried to call back into the plugin.
final class ReentryAttempts: Sendable {
    /// The kind the handler calls, and each attempt's error (`nil` when the
    /// call went through).
    private let state = Mutex<(kind: PluginKind?, errors: [PluginError?])>((nil, []))

    /// The kind the handler calls; set before the first call.
    var kind: PluginKind? {
        get { state.withLock { $0.kind } }
        set { state.withLock { $0.kind = newValue } }
    }

    /// Each attempt's error, in order.
    var errors: [PluginError?] { state.withLock { $0.errors } }

    /// Records an attempt.
    func record(_ error: PluginError?) { state.withLock { $0.errors.append(error) } }

    /// Handlers whose log handler, on the message "measuring", calls
    /// ``kind``'s `measure` and records what happened.
    var handlers: PluginHostHandlers {
        PluginHostHandlers(log: { [self] message in
            guard message.text == "measuring", let kind else { return }
            do {
                _ = try kind.measure(proposed: .zero)
                record(nil)
            } catch {
                record(error as? PluginError)
            }
        })
    }
}
