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
        var activity = Activity()
        return parameters.filter { activity.admits($0, given: values) }
    }

    /// The activity rule one parameter at a time, in schema order, for a caller that learns each value only
    /// when it reaches its parameter (validation checks a value, then decides what depends on it).
    public struct Activity: Sendable {
        private var active: [String: Parameter] = [:]

        /// A decision from the first parameter on.
        public init() {}

        /// Whether `parameter`, the next in schema order, is active given the values of the parameters before
        /// it: it has no relationship, or its parent is active and the relationship holds for the parent's
        /// value or else its default. O(1).
        public mutating func admits(_ parameter: Parameter, given values: [String: ParameterValue]) -> Bool {
            if let activation = parameter.activation {
                guard let parent = active[activation.parameter],
                    activation.holds(for: values[parent.id] ?? parent.defaultValue)
                else { return false }
            }
            active[parameter.id] = parameter
            return true
        }
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
