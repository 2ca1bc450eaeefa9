/// One question of an interactive configuration: a parameter, in the person's language, with
/// its current answer and, for enums, its choices.
public struct ConfigurationQuestion: Sendable, Equatable {
    /// The parameter asked for.
    public var parameter: Parameter
    /// The parameter's title.
    public var title: String
    /// The prompt, if the schema gives one.
    public var prompt: String?
    /// The value Enter keeps: the existing value, or else the default.
    public var current: ParameterValue?
    /// Whether `current` is the schema's default rather than an existing value.
    public var currentIsDefault: Bool
    /// For enums, the cases as options (id and title), in order.
    public var choices: [Option]

    /// Whether Enter, with no current value, leaves the parameter without one: it is optional (a country that
    /// narrows nothing when left empty), or takes several values and needs none.
    public var mayBeLeftEmpty: Bool {
        !parameter.isRequired || parameter.multipleValues?.minimum == 0
    }

    /// The first line to show: `Travellers — How many people are travelling?`.
    public var heading: String {
        prompt.map { "\(title) — \($0)" } ?? title
    }
}
