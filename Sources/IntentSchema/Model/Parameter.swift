/// One configurable parameter of a widget.
public struct Parameter: Sendable, Equatable {
    /// The stable id, used as the key in configuration documents.
    public var id: String
    /// The display title.
    public var title: LocalizedText
    /// An optional longer description.
    public var description: LocalizedText?
    /// An optional prompt shown when the value is asked for.
    public var prompt: LocalizedText?
    /// What kind of values the parameter takes.
    public var kind: ParameterKind
    /// Whether a configuration must have a value (given, or filled from the default).
    public var isRequired: Bool
    /// The value used when a configuration gives none.
    public var defaultValue: ParameterValue?
    /// When set, the parameter is active only while this condition holds.
    public var activation: ActivationCondition?
    /// When set, the parameter takes several values (an enum or dynamic parameter only): its value is a
    /// ``ParameterValue/list(_:)``.
    public var multipleValues: MultipleValues?

    /// Creates a parameter.
    public init(
        id: String, title: LocalizedText, description: LocalizedText? = nil, prompt: LocalizedText? = nil,
        kind: ParameterKind, isRequired: Bool = false, defaultValue: ParameterValue? = nil,
        activation: ActivationCondition? = nil, multipleValues: MultipleValues? = nil
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.prompt = prompt
        self.kind = kind
        self.isRequired = isRequired
        self.defaultValue = defaultValue
        self.activation = activation
        self.multipleValues = multipleValues
    }
}
