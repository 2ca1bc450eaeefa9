import IntentSchema

/// Which of a schema's parameters drive the deals search, found by what they hold rather than by
/// their ids: the first dynamic parameter that does not narrow another's options to a country (the
/// departure, which may take several values), the enum
/// whose cases carry traveller counts, and the enum whose cases carry date-window rules (each taking
/// one value).
public struct SearchParameters: Sendable, Equatable {
    /// The departure parameter.
    public var location: Parameter
    /// The travellers parameter, if the schema has one (otherwise one traveller).
    public var travellers: Parameter?
    /// The dates parameter, if the schema has one (otherwise `anytime`).
    public var dates: Parameter?

    /// The search parameters of a schema, or nil when it has no dynamic parameter.
    public init?(_ schema: WidgetSchema) {
        // A parameter that narrows another's options to a country is not a departure, nor are options' texts.
        let countries = Set(
            schema.parameters.compactMap { parameter -> String? in
                if case .dynamic(let options) = parameter.kind { return options.scope?.country }
                return nil
            })
        guard
            let location = schema.parameters.first(where: {
                if case .dynamic(let options) = $0.kind {
                    !countries.contains($0.id) && !options.hasTextValues
                } else {
                    false
                }
            })
        else {
            return nil
        }
        self.location = location
        // A travellers or dates parameter takes one value: a search has one count and one window.
        travellers = schema.parameters.first { parameter in
            parameter.multipleValues == nil
                && parameter.kind.cases?.contains { if case .travellerCount? = $0.payload { true } else { false } }
                    ?? false
        }
        dates = schema.parameters.first { parameter in
            parameter.multipleValues == nil
                && parameter.kind.cases?.contains { if case .dateWindow? = $0.payload { true } else { false } } ?? false
        }
    }

    /// The traveller count of a case id of the travellers parameter.
    public func travellerCount(forCase id: String?) -> Int? {
        guard let id else { return travellers == nil ? 1 : nil }
        guard case .travellerCount(let count)? = travellers?.kind.cases?.first(where: { $0.id == id })?.payload else {
            return nil
        }
        return count
    }

    /// The date rule of a case id of the dates parameter.
    public func dateRule(forCase id: String?) -> DateWindowRule? {
        guard let id else { return dates == nil ? .anytime : nil }
        guard case .dateWindow(let rule)? = dates?.kind.cases?.first(where: { $0.id == id })?.payload else {
            return nil
        }
        return rule
    }
}
