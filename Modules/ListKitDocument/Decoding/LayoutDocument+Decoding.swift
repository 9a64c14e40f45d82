import ListKitJSON
import Foundation

/// Reading a layout document from bytes, text, a file or a parsed JSON value.
extension LayoutDocument {
    /// Decodes a document from UTF-8 JSON bytes.
    ///
    /// ```swift
    /// let document = try LayoutDocument(data: data, baseDirectory: "/srv/screens")
    /// ```
    ///
    /// - Parameters:
    ///   - data: The document's JSON text in UTF-8.
    ///   - baseDirectory: The folder relative plugin paths are resolved
    ///     against; `nil` keeps them as written.
    /// - Throws: ``DocumentError`` naming the JSON path of the first problem.
    public init(data: Data, baseDirectory: String? = nil) throws(DocumentError) {
        try self.init(bytes: [UInt8](data), baseDirectory: baseDirectory)
    }

    /// Decodes a document from UTF-8 JSON bytes.
    ///
    /// - Parameters:
    ///   - bytes: The document's JSON text in UTF-8.
    ///   - baseDirectory: The folder relative plugin paths are resolved against.
    /// - Throws: ``DocumentError`` naming the JSON path of the first problem.
    public init(bytes: [UInt8], baseDirectory: String? = nil) throws(DocumentError) {
        let value: JSONValue
        do throws(JSONParseError) {
            value = try JSONParser().parse(bytes)
        } catch {
            throw DocumentError(error)
        }
        try self.init(json: value, baseDirectory: baseDirectory)
    }

    /// Decodes a document from JSON text.
    ///
    /// - Parameters:
    ///   - text: The document's JSON text.
    ///   - baseDirectory: The folder relative plugin paths are resolved against.
    /// - Throws: ``DocumentError`` naming the JSON path of the first problem.
    public init(text: String, baseDirectory: String? = nil) throws(DocumentError) {
        try self.init(bytes: Array(text.utf8), baseDirectory: baseDirectory)
    }

    /// Decodes a document from an already parsed JSON value.
    ///
    /// - Parameters:
    ///   - json: The document.
    ///   - baseDirectory: The folder relative plugin paths are resolved against.
    /// - Throws: ``DocumentError`` naming the JSON path of the first problem.
    public init(json: JSONValue, baseDirectory: String? = nil) throws(DocumentError) {
        self = try DocumentDecoder(baseDirectory: baseDirectory).decode(json)
    }

    /// Reads and decodes the document at `path`; relative plugin paths are
    /// resolved against the file's folder.
    ///
    /// ```swift
    /// let document = try LayoutDocument(contentsOfFile: "Examples/news.json")
    /// document.plugins[0].resolvedPath // "/…/Examples/Plugins/build/libColorBox.so"
    /// ```
    ///
    /// - Parameter path: The file's path, absolute or relative to the current directory.
    /// - Throws: ``DocumentError`` at `$` when the file is missing or
    ///   unreadable, else naming the JSON path of the first problem.
    public init(contentsOfFile path: String) throws(DocumentError) {
        try self.init(bytes: try JSONFile.bytes(atPath: path), baseDirectory: FilePaths.directory(ofFile: path))
    }
}
