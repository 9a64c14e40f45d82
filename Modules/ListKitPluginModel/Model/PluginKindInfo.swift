import ListKitDSL

/// What a plugin says about one of its component kinds.
public struct PluginKindInfo: Hashable, Sendable, CustomStringConvertible {
    /// The kind's reverse-DNS id, such as `com.listkit.badge`.
    public var id: String
    /// Whether the kind measures many items in one call (`measure_batch`).
    public var measuresInBatches: Bool
    /// Whether the kind wants `will_display` calls.
    public var observesWillDisplay: Bool
    /// Whether the kind wants `did_end_display` calls.
    public var observesDidEndDisplay: Bool
    /// Whether the kind wants `visibility_changed` calls.
    public var observesVisibility: Bool
    /// Whether the kind describes its items for VoiceOver (`accessibility`).
    public var describesAccessibility: Bool
    /// The props the kind declares (its descriptor's `props_declaration`),
    /// checked in every document that uses it; `nil`: any props, unchecked.
    public var props: PropsDeclaration?

    /// Creates a kind's description.
    public init(
        id: String, measuresInBatches: Bool, observesWillDisplay: Bool, observesDidEndDisplay: Bool,
        observesVisibility: Bool = false, describesAccessibility: Bool = false, props: PropsDeclaration? = nil
    ) {
        self.props = props
        self.describesAccessibility = describesAccessibility
        self.id = id
        self.measuresInBatches = measuresInBatches
        self.observesWillDisplay = observesWillDisplay
        self.observesDidEndDisplay = observesDidEndDisplay
        self.observesVisibility = observesVisibility
    }

    /// The optional functions the kind provides, in ABI names.
    var optionalFunctions: [String] {
        var names: [String] = []
        if measuresInBatches { names.append("measure_batch") }
        if observesWillDisplay { names.append("will_display") }
        if observesDidEndDisplay { names.append("did_end_display") }
        if observesVisibility { names.append("visibility_changed") }
        if describesAccessibility { names.append("accessibility") }
        return names
    }

    /// `com.listkit.badge (measure_batch, will_display)`: the id and the
    /// optional functions it provides.
    public var description: String {
        optionalFunctions.isEmpty ? id : "\(id) (\(optionalFunctions.joined(separator: ", ")))"
    }
}
