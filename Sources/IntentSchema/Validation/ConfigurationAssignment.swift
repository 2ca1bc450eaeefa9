/// One `KEY=VALUE` edit from a command line; `KEY=` removes the value.
public struct ConfigurationAssignment: Sendable, Equatable {
    /// The parameter id.
    public var parameter: String
    /// The new value as typed, or `nil` to remove it.
    public var text: String?

    /// Creates an assignment.
    public init(parameter: String, text: String?) {
        self.parameter = parameter
        self.text = text
    }

    /// Parses `KEY=VALUE`; returns `nil` when there is no `=` or no key.
    public init?(parsing argument: String) {
        guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else { return nil }
        parameter = String(argument[..<equals])
        let value = String(argument[argument.index(after: equals)...])
        text = value.isEmpty ? nil : value
    }

    /// The typed JSON value for a parameter of this kind: integers and booleans are converted when
    /// the text is one; anything else stays a string, so the validator reports the mismatch.
    func jsonValue(for kind: ParameterKind?, text: String) -> JSONNode {
        switch kind {
        case .integer?: Int(text).map { .integer($0) } ?? .string(text)
        case .boolean?: text == "true" ? .bool(true) : text == "false" ? .bool(false) : .string(text)
        default: .string(text)
        }
    }
}

extension ConfigurationValidator {
    /// Applies assignments to the values of an existing document (or to none) and validates the
    /// result. Earlier values of parameters that the edit makes inactive are dropped, unless the
    /// edit itself sets them.
    public func validate(applying assignments: [ConfigurationAssignment], to base: [JSONMember] = [])
        -> ValidationResult
    {
        var values: [String: JSONNode] = [:]
        for member in base { values[member.key] = member.value }
        var assigned: Set<String> = []
        var unknown: [(String, JSONNode)] = []
        for assignment in assignments {
            assigned.insert(assignment.parameter)
            let parameter = schema.parameter(assignment.parameter)
            let node = assignment.text.map { assignment.jsonValue(for: parameter?.kind, text: $0) }
            if parameter == nil {
                unknown.removeAll { $0.0 == assignment.parameter }
                if let node { unknown.append((assignment.parameter, node)) }
            } else {
                values[assignment.parameter] = node
            }
        }
        var active: [String: ParameterValue?] = [:]
        var ordered: [(String, JSONNode)] = []
        for parameter in schema.parameters {
            if let activation = parameter.activation {
                guard let parentValue = active[activation.parameter], activation.holds(for: parentValue) else {
                    if assigned.contains(parameter.id), let node = values[parameter.id] {
                        ordered.append((parameter.id, node))
                    }
                    continue
                }
            }
            let node = values[parameter.id]
            let effective: ParameterValue? = node.flatMap(ParameterValue.init(node:)) ?? parameter.defaultValue
            active[parameter.id] = .some(effective)
            if let node { ordered.append((parameter.id, node)) }
        }
        let document = JSONNode.object([
            ("schema", .string(schema.id)), ("version", .integer(schema.version)),
            ("values", .object(ordered + unknown)),
        ])
        return validate(document)
    }
}

extension ParameterValue {
    /// The value a JSON scalar holds, if it is a string, an integer or a boolean.
    public init?(node: JSONNode) {
        switch node.value {
        case .string(let text): self = .string(text)
        case .bool(let flag): self = .boolean(flag)
        case .number:
            guard let number = node.value.integerValue else { return nil }
            self = .integer(number)
        default: return nil
        }
    }
}
