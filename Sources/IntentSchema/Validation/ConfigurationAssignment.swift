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

    /// The JSON value the typed text stands for, for a parameter of this kind: integers (written
    /// plainly: `12`, `-3`, not `012` or `+3`) and booleans are converted when the text is one;
    /// anything else stays a string, so that the validator reports the mismatch.
    func jsonValue(for kind: ParameterKind?, text: String) -> JSONNode {
        switch kind {
        case .integer?: Int(text).flatMap { String($0) == text ? .integer($0) : nil } ?? .string(text)
        case .boolean?: text == "true" ? .bool(true) : text == "false" ? .bool(false) : .string(text)
        default: .string(text)
        }
    }
}

extension ConfigurationValidator {
    /// Checks assignments on their own, as ``validate(_:file:)-(JSONNode,_)`` checks each value:
    /// every parameter must exist and every value must fit its parameter (and be known to its
    /// provider). What depends on the other values (activity, missing values) is left to
    /// ``validate(applying:to:)``. This is cheap to run before taking a store's lock.
    public func check(_ assignments: [ConfigurationAssignment]) -> Diagnosed<[ConfigurationAssignment]> {
        var collector = DiagnosticCollector()
        let ids = schema.parameters.map(\.id)
        for assignment in assignments {
            let path = JSONPath.root.appending("values").appending(assignment.parameter)
            guard let parameter = schema.parameter(assignment.parameter) else {
                collector.report(
                    .configUnknownParameter, "unknown parameter \(JSONWriter.quoted(assignment.parameter))", at: path,
                    hint: Spelling.hint(closest: assignment.parameter, among: ids)
                        ?? "parameters: \(Spelling.list(ids))")
                continue
            }
            guard let text = assignment.text else { continue }
            if let diagnostic = check(assignment.jsonValue(for: parameter.kind, text: text), for: parameter, at: path)
                .1,
                diagnostic.severity == .error
            {
                collector.report(diagnostic)
            }
        }
        return collector.finishValidated(assignments)
    }

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
        var typed: [String: ParameterValue] = [:]
        for parameter in schema.parameters {
            if let node = values[parameter.id], let value = parameter.kind.value(from: node) {
                typed[parameter.id] = value
            }
        }
        let active = schema.activeParameterIDs(given: typed)
        let ordered = schema.parameters.compactMap { parameter -> (String, JSONNode)? in
            guard let node = values[parameter.id], active.contains(parameter.id) || assigned.contains(parameter.id)
            else { return nil }
            return (parameter.id, node)
        }
        return validate(
            JSONNode.object([
                ("schema", .string(schema.id)), ("version", .integer(schema.version)),
                ("values", .object(ordered + unknown)),
            ]))
    }
}
