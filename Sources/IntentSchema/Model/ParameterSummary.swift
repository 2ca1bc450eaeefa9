/// A configuration in one line, as App Intents' `ParameterSummary` shows it: a template such as
/// `Deals from ${location} for ${travellers}, ${dates}`, localized, where `${id}` stands for the
/// title of a parameter's value. It may switch on an enum or boolean parameter's value: each
/// case can have its own template, and the default serves the others.
public struct ParameterSummary: Sendable, Equatable {
    /// The template when no case of the switch applies.
    public var text: LocalizedText
    /// The enum or boolean parameter whose value picks the template, if any.
    public var switchParameter: String?
    /// The template for each value of the switch parameter (a case id, or `true` or `false`).
    public var cases: [String: LocalizedText]

    /// Creates a summary.
    public init(text: LocalizedText, switchParameter: String? = nil, cases: [String: LocalizedText] = [:]) {
        self.text = text
        self.switchParameter = switchParameter
        self.cases = cases
    }

    /// The template for a configuration's values.
    public func template(for values: [String: ParameterValue]) -> LocalizedText {
        switchParameter.flatMap { values[$0] }.flatMap { cases[$0.description] } ?? text
    }

    /// The parts of a template's text: literal text, and the ids of the parameters `${id}` names.
    /// Nil when a `${` has no closing `}`.
    public static func parts(of template: String) -> [Part]? {
        var parts: [Part] = []
        var rest = template[...]
        while let open = rest.range(of: "${") {
            if open.lowerBound > rest.startIndex { parts.append(.text(String(rest[..<open.lowerBound]))) }
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else { return nil }
            parts.append(.parameter(String(rest[open.upperBound..<close])))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.text(String(rest))) }
        return parts
    }

    /// A piece of a template.
    public enum Part: Sendable, Equatable {
        /// Text shown as it is.
        case text(String)
        /// The title of this parameter's value.
        case parameter(String)
    }
}
