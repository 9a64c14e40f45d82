import ListKitJSON
import ListKitCore
import ListKitEngine
import ListKitSupplementary

/// Turns a parsed JSON document into a ``LayoutDocument``, checking every key
/// and value against the format and naming the JSON path of the first problem.
///
/// Within an object, unknown keys are reported first, then the keys are read
/// in the order the format lists them. Top-level `format` is read before
/// anything else, so a document of another version says so.
struct DocumentDecoder {
    /// The folder relative plugin paths are resolved against.
    let baseDirectory: String?

    static let topLevelKeys = [
        "format", "viewport", "plugins", "configuration", "layoutDirection", "contentAnchor", "sections", "$schema",
    ]

    func decode(_ value: JSONValue) throws(DocumentError) -> LayoutDocument {
        let root = try JSONField(value: value, path: .root).object()
        let format = try root.required("format")
        let version = try format.integer(in: Int(Int32.min)...Int(Int32.max))
        guard version == LayoutDocument.currentFormat else { throw format.error(.unsupportedFormat(version)) }
        try root.rejectUnknownKeys(allowed: Self.topLevelKeys)
        // The schema an editor checks the document with: a string, not read.
        if let schema = root.field("$schema") { _ = try schema.string() }

        let viewport = try self.viewport(root.required("viewport"))
        var plugins: [DocumentPlugin] = []
        if let field = root.field("plugins") {
            for entry in try field.array() {
                let raw = try entry.name()
                plugins.append(DocumentPlugin(path: raw, resolvedPath: FilePaths.resolve(raw, against: baseDirectory)))
            }
        }
        var configuration = LayoutConfiguration()
        var globalComponents: [DocumentComponent] = []
        if let field = root.field("configuration") {
            (configuration, globalComponents) = try self.configuration(field)
        }
        if let field = root.field("layoutDirection") {
            configuration.layoutDirection = try field.oneOf(LayoutDirection.self)
        }
        var contentAnchor = ContentAnchor.top
        if let field = root.field("contentAnchor") {
            contentAnchor = try field.oneOf(ContentAnchor.self)
        }
        let sectionsField = try root.required("sections")
        let sectionFields = try sectionsField.array()
        guard sectionFields.count <= LayoutLimits.maximumSectionCount else {
            throw sectionsField.error(.invalidLayout(.tooMany(sectionFields.count, limit: LayoutLimits.maximumSectionCount)))
        }
        var layoutSections: [LayoutSection] = []
        var documentSections: [DocumentSection] = []
        var firstPathByID: [String: String] = [:]
        for (index, field) in sectionFields.enumerated() {
            let (layoutSection, documentSection) = try section(
                field, index: index, firstPathByID: &firstPathByID, scrollDirection: configuration.scrollDirection)
            layoutSections.append(layoutSection)
            documentSections.append(documentSection)
        }

        let layout = CompositionalLayout(configuration: configuration, sections: layoutSections)
        do throws(LayoutValidationError) {
            try LayoutValidator.validate(layout, viewport: viewport)
        } catch {
            throw DocumentError(error)
        }
        return LayoutDocument(
            format: version, viewport: viewport, plugins: plugins, layout: layout, sections: documentSections,
            boundaryComponents: globalComponents, contentAnchor: contentAnchor, directory: baseDirectory)
    }

    func viewport(_ field: JSONField) throws(DocumentError) -> Viewport {
        let o = try field.object(allowed: ["width", "height", "scale", "contentInset", "screen"])
        var screen: Screen?
        if let f = o.field("screen") { screen = try self.screen(f) }
        // A viewport of no width or height shows nothing: refused, as every
        // structural mistake is, rather than laid out to an empty screen.
        // Without them, the viewport fills its screen.
        var viewport: Viewport
        if let screen, o.field("width") == nil, o.field("height") == nil {
            viewport = Viewport(screen: screen)
        } else {
            let width = try o.required("width").positive()
            let height = try o.required("height").positive()
            viewport = Viewport(size: Size(width: width, height: height), scale: screen?.scale ?? 1, screen: screen)
        }
        if let f = o.field("scale") { viewport.scale = try scale(f) }
        if let f = o.field("contentInset") { viewport.contentInset = try insets(f) }
        return viewport
    }

    /// `"scale"`: 1, 2 or 3.
    private func scale(_ f: JSONField) throws(DocumentError) -> Double {
        let scale = try f.number()
        guard scale == 1 || scale == 2 || scale == 3 else {
            throw f.error(.invalidValue(JSONValue.numberText(scale), allowed: ["1", "2", "3"]))
        }
        return scale
    }

    /// `"screen"`: a preset's name (`"iPhone 15"`) or the screen's numbers.
    private func screen(_ field: JSONField) throws(DocumentError) -> Screen {
        if case .string(let name) = field.value {
            guard let preset = Screen.named(name) else {
                throw field.error(.invalidValue(JSONValue.quoted(name), allowed: Screen.presets.map(\.name)))
            }
            return preset
        }
        let o = try field.object(allowed: ["width", "height", "scale", "safeArea"])
        var screen = Screen(
            size: Size(width: try o.required("width").positive(), height: try o.required("height").positive()), scale: 1)
        if let f = o.field("scale") { screen.scale = try scale(f) }
        if let f = o.field("safeArea") { screen.safeArea = try insets(f) }
        return screen
    }

    func configuration(_ field: JSONField) throws(DocumentError) -> (LayoutConfiguration, [DocumentComponent]) {
        let o = try field.object(allowed: ["scrollDirection", "interSectionSpacing", "boundarySupplementaryItems"])
        var configuration = LayoutConfiguration()
        if let f = o.field("scrollDirection") { configuration.scrollDirection = try f.oneOf(Axis.self) }
        if let f = o.field("interSectionSpacing") { configuration.interSectionSpacing = try f.length() }
        var components: [DocumentComponent] = []
        if let f = o.field("boundarySupplementaryItems") {
            for entry in try f.array() {
                let (item, component) = try boundary(entry)
                configuration.boundarySupplementaryItems.append(item)
                components.append(component)
            }
        }
        return (configuration, components)
    }
}
