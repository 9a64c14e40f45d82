import ArgumentParser
import ListKitDocument
import ListKitPlugins
import ListKitSimulation

/// What `simulate` and `replay` share: a scroll script read, its document
/// (DOC, else the one the script names) composed with its plugins, and a
/// simulator ready to play it; errors named as the tool names them.
struct ScriptedSimulation {
    /// The script's path.
    let scriptPath: String
    /// The document's path.
    let documentPath: String
    /// The script.
    let script: ScrollScript
    /// The document's plugins and what they logged.
    let plugins: DocumentPlugins
    /// The simulator that plays the script.
    let simulator: Simulator

    /// Without DOC, the script must name its document: a usage error
    /// otherwise. A script that cannot be read is left to `init` to report.
    static func validate(document: String?, script: String, command: String) throws {
        guard document == nil, let steps = try? ScrollScript(contentsOfFile: script), steps.document == nil else { return }
        throw noDocument(script, command: command)
    }

    /// The usage error of a command line without DOC whose script names no document.
    static func noDocument(_ script: String, command: String) -> ValidationError {
        ValidationError("\(script): the script names no document; give one (\(command) DOC --script \(script)) "
            + "or add \"document\" to the script")
    }

    /// Reads the script, composes the document and prepares the simulator.
    ///
    /// - Throws: ``ToolFailure`` naming the script, the document or `--fps`.
    init(document: String?, script: String, fps: Double?, plugins options: PluginOptions, command: String) throws {
        let steps: ScrollScript
        do {
            steps = try ScrollScript(contentsOfFile: script)
        } catch {
            throw ToolFailure(message: error.description)
        }
        // The command line's document wins over the one the script names.
        guard let document = document ?? steps.document else { throw Self.noDocument(script, command: command) }
        let plugins = DocumentPlugins.collecting(options)
        let (doc, composed) = try plugins.composed(document)
        do throws(SimulationError) {
            simulator = try Simulator(
                composed: composed, viewport: doc.viewport, settingsOf: steps, fps: fps,
                loader: { path throws(SimulationError) in
                    do throws(DocumentLoadError<PluginError>) {
                        return try LayoutDocument.load(contentsOfFile: path, kinds: plugins)
                    } catch {
                        throw .document(step: nil, path: path, error: error)
                    }
                })
        } catch {
            throw ToolFailure(message: fps == nil ? "\(script): $.fps: \(error.description)" : "--fps: \(error.description)")
        }
        self.scriptPath = script
        self.documentPath = document
        self.script = steps
        self.plugins = plugins
    }

    /// Plays the script; `flushLogs` is called when it ends (played or
    /// stopped), to write what plugins logged last.
    ///
    /// - Throws: ``ToolFailure`` naming the document (a problem of the
    ///   first frame, or a plugin's error) or the script's step.
    func run(flushLogs: () -> Void) throws {
        do {
            try simulator.run(script)
        } catch {
            flushLogs()
            // A problem of the first frame, before any step, is the document's.
            if case .render(nil, _) = error { throw ToolFailure(message: "\(documentPath): \(error.description)") }
            throw ToolFailure(message: "\(scriptPath): \(error.description)")
        }
        flushLogs()
        if let error = plugins.error { throw ToolFailure(message: "\(documentPath): \(error.description)") }
    }
}
