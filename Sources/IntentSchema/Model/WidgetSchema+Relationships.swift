import DocumentFormats

extension WidgetSchema {
    /// The parameters that are active given these values, in schema order.
    ///
    /// A parameter without a relationship is always active. A dependent parameter is active when
    /// its parent is active and the relationship holds for the parent's effective value: its value
    /// in `values`, or else its default. Parents are declared before their dependents, so one pass
    /// in order decides them all. This is the one place the rule lives: validation, edits and
    /// interactive sessions all ask it.
    ///
    /// Complexity: O(p) for p parameters.
    public func activeParameters(given values: [String: ParameterValue]) -> [Parameter] {
        var active: [String: Parameter] = [:]
        var result: [Parameter] = []
        for parameter in parameters {
            if let activation = parameter.activation {
                guard let parent = active[activation.parameter],
                    activation.holds(for: values[parent.id] ?? parent.defaultValue)
                else { continue }
            }
            active[parameter.id] = parameter
            result.append(parameter)
        }
        return result
    }

    /// The ids of ``activeParameters(given:)``.
    public func activeParameterIDs(given values: [String: ParameterValue]) -> Set<String> {
        Set(activeParameters(given: values).map(\.id))
    }

    /// A sentence saying why a parameter is inactive, for messages: `"mode" is not "advanced"`.
    public func inactivityReason(of parameter: Parameter) -> String {
        guard let activation = parameter.activation else { return "it has no relationship" }
        return switch activation.predicate {
        case .hasAnyValue: "\(JSONWriter.quoted(activation.parameter)) has no value"
        case .equals(let value):
            "\(JSONWriter.quoted(activation.parameter)) is not \(JSONWriter.write(value.jsonNode, pretty: false))"
        }
    }
}
