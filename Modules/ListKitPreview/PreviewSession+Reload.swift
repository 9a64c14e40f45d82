import Foundation
import ListKitDocument
import ListKitSimulation

/// Hot reload: the files a session watches (the document, its plugins, a
/// script) and what a change of each does to the screen.
extension PreviewSession {
    /// When a watched file changed on disk since it was last read, shows
    /// the change and returns the frame after it; `nil` when nothing
    /// changed:
    ///
    /// - the document: read again and applied as an animated update (the
    ///   offset keeps what the new version's `contentAnchor` keeps);
    /// - a plugin file: the plugins loaded again and the document shown
    ///   from scratch (a `reload` step: the props are the same, so a diff
    ///   would see no change, and every element on screen is rendered again
    ///   by the new code);
    /// - the script: the session starts over from the document and plays
    ///   the script again (the answer says `"restart": true`).
    ///
    /// A change that cannot be shown is answered with an error naming where
    /// it is wrong (the file, and for a document or script the JSON path,
    /// line and column); the screen stays as it was, and the next change is
    /// tried again.
    public func reloadIfChanged() -> String? {
        let change = watched.takeChanges()
        guard change.document || change.plugins || change.script else { return nil }
        let start = ContinuousClock.now
        do {
            if change.plugins { watched.reloadPlugins?() }
            if change.script, let script = watched.script {
                try restart(playing: script)
            } else if let document, change.plugins {
                try simulator.perform(.reload(path: document))
                steps.append(.reload(path: document))
            } else if let document {
                try simulator.perform(.update(path: document))
                steps.append(.update(path: document))
            }
        } catch {
            lines.removeAll()
            return Self.error(error.description)
        }
        return frame(since: start)
    }

    /// Starts over from the document with a new simulator and plays the
    /// script at `path` on it; the current one stays when that fails.
    private func restart(playing path: String) throws(SimulationError) {
        guard let document, let loader = watched.loader else {
            throw .document(step: nil, path: path, error: PreviewInputError("a script is played again only over a document file"))
        }
        let fresh = try Self.simulator(try loader(document).composed, settings, loader: loader)
        let current = simulator
        simulator = fresh
        do {
            lines.removeAll()
            try begin(fresh)
            steps = try Self.play(path, on: fresh)
        } catch {
            simulator = current
            throw error
        }
        pan = nil
        restarted = true
    }

    /// Plays the steps of the script at `path` on `simulator` and returns them.
    static func play(_ path: String, on simulator: Simulator) throws(SimulationError) -> [ScrollScript.Step] {
        let script: ScrollScript
        do {
            script = try ScrollScript(contentsOfFile: path)
        } catch {
            throw .document(step: nil, path: path, error: error)
        }
        try simulator.play(script)
        return script.steps
    }
}

/// The files a session watches, when each was last seen changed, and how
/// the document is read again.
final class Watched {
    /// The document, if any.
    let document: String?
    /// The script played after the first frame, if any.
    let script: String?
    /// Forgets the loaded plugins, so that the next load reads their files again.
    let reloadPlugins: (() -> Void)?
    /// The caller's load.
    private let load: ((String) throws -> LoadedDocument)?
    /// The plugin files of the document as last loaded.
    private var pluginFiles: [String]
    /// Each watched file's modification date when last seen (`nil`: missing).
    private var dates: [String: Date?] = [:]

    init(
        document: String?, load: ((String) throws -> LoadedDocument)?, pluginFiles: [String],
        reloadPlugins: (() -> Void)?, script: String?
    ) {
        self.document = document
        self.load = load
        self.pluginFiles = pluginFiles
        self.reloadPlugins = reloadPlugins
        self.script = script
        for file in files { dates[file] = Self.modificationDate(file) }
    }

    /// Every watched file.
    private var files: [String] { [document, script].compactMap { $0 } + pluginFiles }

    /// The simulator's loader: the caller's load, whose document's plugin
    /// files are watched from then on; `nil` without a load.
    var loader: Simulator.Loader? {
        guard let load else { return nil }
        return { [self] (path: String) throws(SimulationError) -> LoadedDocument in
            let loaded: LoadedDocument
            do {
                loaded = try load(path)
            } catch let error as any Error & CustomStringConvertible {
                throw .document(step: nil, path: path, error: error)
            } catch {
                throw .document(step: nil, path: path, error: PreviewInputError("\(error)"))
            }
            if path == document {
                pluginFiles = loaded.document.plugins.map(\.resolvedPath)
                for file in pluginFiles { dates[file] = Self.modificationDate(file) }
            }
            return loaded
        }
    }

    /// Which watched files changed since last seen; from now on they are seen as they are.
    func takeChanges() -> (document: Bool, plugins: Bool, script: Bool) {
        func changed(_ file: String?) -> Bool {
            guard let file else { return false }
            let now = Self.modificationDate(file)
            defer { dates[file] = now }
            return dates[file] != .some(now)
        }
        let plugins = pluginFiles.map(changed).contains(true)
        return (changed(document), plugins, changed(script))
    }

    /// The modification date of the file at `path`, or `nil`.
    static func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}
