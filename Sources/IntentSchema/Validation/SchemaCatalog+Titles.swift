import Foundation

extension SchemaCatalog {
    /// The display title of a value in a locale: the case title of an enum value, or the option
    /// title of a dynamic value from its provider (with the option's subtitle, when
    /// `withSubtitle`); nil for other kinds, and for a value the provider does not know. A list
    /// (several values) is its titles in the locale's words, as CLDR's list patterns join them:
    /// "London Heathrow and Munich", "Londres-Heathrow et Munich", "A, B, and C"; a value without a
    /// title stands as itself.
    public func title(
        of value: ParameterValue, for parameter: Parameter, locale: String?, withSubtitle: Bool = true
    ) -> String? {
        if case .list(let values) = value {
            // Titles alone: a subtitle's commas would blur where one value ends.
            let titles = values.map {
                title(of: $0, for: parameter, locale: locale, withSubtitle: withSubtitle && values.count == 1)
                    ?? $0.description
            }
            return Self.listed(titles, locale: locale)
        }
        switch parameter.kind {
        case .enumeration(let cases):
            return cases.first { .string($0.id) == value }?.title.resolved(for: locale)
        case .dynamic(let options):
            guard let option = value.stringValue.flatMap({ providers[options.provider]?.resolve(id: $0) }) else {
                return nil
            }
            return ([option.title] + (withSubtitle ? [option.subtitle].compactMap { $0 } : [])).joined(separator: ", ")
        default:
            return nil
        }
    }

    /// A configuration in one line, from its schema's summary template in a locale, or nil when
    /// the schema declares none. Each `${id}` becomes the title of the parameter's value (the value
    /// itself for kinds without titles), or the parameter's title when it has no value.
    public func summary(of configuration: WidgetConfiguration, locale: String?) -> String? {
        guard let schema = schemas[configuration.schemaID], let summary = schema.summary,
            let parts = ParameterSummary.parts(of: summary.template(for: configuration.values).resolved(for: locale))
        else { return nil }
        return parts.map { part in
            switch part {
            case .text(let text): return text
            case .parameter(let id):
                guard let parameter = schema.parameter(id) else { return "${\(id)}" }
                guard let value = configuration.values[id] else { return parameter.title.resolved(for: locale) }
                return title(of: value, for: parameter, locale: locale, withSubtitle: false) ?? value.description
            }
        }.joined()
    }

    /// Texts joined as a list in a locale's words ("A, B, and C"; "A, B et C"), from Foundation's CLDR
    /// list patterns; English where the locale is not given.
    static func listed(_ texts: [String], locale: String?) -> String {
        switch texts.count {
        case 0: ""
        case 1: texts[0]
        default: texts.formatted(.list(type: .and).locale(Locale(identifier: locale ?? "en")))
        }
    }
}
