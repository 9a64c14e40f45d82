import ArgumentParser
import Dispatch
import Foundation
import ListKitCore
import ListKitDocument
import ListKitEngine
import ListKitPreview
import ListKitSimulation
import Synchronization

/// `viewport-sim serve DOC`: a live preview of a document in a browser,
/// driven by hand (ListKitPreview does the work; this reads the options,
/// prints the address and stops on SIGINT or SIGTERM).
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview a document live in a browser: scroll it by hand, watch its events.",
        discussion: """
            Starts a local HTTP server and prints its address. Its page shows the document's \
            screen as the engine draws it and lists the events each input causes; the page \
            computes no layout. A change of the document on disk is applied as an animated \
            update and shown without reloading the page; a changed plugin is loaded again and \
            the screen shown from scratch; a changed --script is played again from the start; \
            a broken edit shows its error and keeps the last good screen. Listens on 127.0.0.1 \
            unless --host says otherwise; stops on SIGINT or SIGTERM.
            """
    )

    @Argument(help: "The layout document (JSON, format 1).")
    var document: String

    @Option(help: "The port to listen on (0: one the system picks).")
    var port: UInt16 = 8_080

    @Option(help: "The IPv4 address to listen on.")
    var host = "127.0.0.1"

    @Option(help: ArgumentHelp(
        "A device to show the document on instead of the document's viewport: \(Screen.presets.map(\.name).joined(separator: ", ")), "
            + "or a size WIDTHxHEIGHT in points.",
        valueName: "NAME"))
    var device: String?

    @Option(help: ArgumentHelp(
        "A scroll script whose steps each page plays after the first frame, and plays again from the start when the file changes.",
        valueName: "SCRIPT"))
    var script: String?

    @OptionGroup var pluginOptions: PluginOptions

    func run() throws {
        let options = pluginOptions
        let path = document
        let script = self.script
        let screen = try device.map { name in
            if let named = Screen.named(name) { return named }
            let parts = name.split(separator: "x")
            guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
                  width.isFinite, height.isFinite, width >= 1, height >= 1, width <= 100_000, height <= 100_000
            else {
                throw ToolFailure(message: "--device: \"\(name)\" is neither a device (\(Screen.presets.map(\.name).joined(separator: ", "))) "
                    + "nor a size WIDTHxHEIGHT of 1 to 100000 points")
            }
            return Screen(size: Size(width: width, height: height), scale: 3)
        }
        // The document and the script must read now: a mistake is reported before the server starts.
        _ = try DocumentPlugins.collecting(options).composed(path)
        if let script {
            do {
                _ = try ScrollScript(contentsOfFile: script)
            } catch {
                throw ToolFailure(message: error.description)
            }
        }
        let server = try PreviewServer(host: host, port: port) {
            // Each page has plugins of its own (its log lines, its reloads).
            let plugins = PluginSet(DocumentPlugins.collecting(options, freshCopies: true))
            let (loaded, composed) = try plugins.current.composed(path)
            let viewport = screen.map(Viewport.init(screen:)) ?? loaded.viewport
            return try PreviewSession(
                composed: composed, viewport: viewport, document: path,
                load: { let (document, composed) = try plugins.current.composed($0); return LoadedDocument(document: document, composed: composed) },
                pluginFiles: loaded.plugins.map(\.resolvedPath),
                reloadPlugins: { plugins.current = DocumentPlugins.collecting(options, freshCopies: true) },
                script: script,
                takeLogs: { plugins.current.takeLogs() })
        }
        let done = DispatchSemaphore(value: 0)
        let failure = Mutex<(any Error)?>(nil)
        // Set by a signal: the error the stopped server's run ends with is then expected.
        let stopping = Atomic(false)
        Task {
            do { try await server.run() } catch { failure.withLock { $0 = error } }
            done.signal()
        }
        Task {
            if let port = try? await server.port() {
                FileHandle.standardOutput.write(Data("ListKit preview: http://\(host):\(port)/ (Ctrl-C stops it)\n".utf8))
            }
        }
        var sources: [any DispatchSourceSignal] = []
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                stopping.store(true, ordering: .sequentiallyConsistent)
                Task { await server.stop() }
            }
            source.resume()
            sources.append(source)
        }
        done.wait()
        withExtendedLifetime(sources) {}
        if !stopping.load(ordering: .sequentiallyConsistent), let error = failure.withLock({ $0 }) {
            throw ToolFailure(message: "serve: \(error)")
        }
    }
}

/// The plugins of one page's session, replaced by new ones when a plugin file changes.
private final class PluginSet {
    /// The plugins the session's document loads now.
    var current: DocumentPlugins

    init(_ plugins: DocumentPlugins) {
        current = plugins
    }
}
