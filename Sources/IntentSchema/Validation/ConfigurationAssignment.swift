import DocumentFormats

/// One edit from a command line: `KEY=VALUE` sets a value (`KEY=` removes it); for a parameter that takes
/// several values, `KEY=A,B` sets the list, `KEY+=C` adds to it and `KEY-=A` takes from it.
public struct ConfigurationAssignment: Sendable, Equatable {
    /// What the edit does.
    public enum Operation: String, Sendable, Equatable {
        /// `=`: the value (or the list) becomes the one given.
        case set = "="
        /// `+=`: the values given are added to the list, those it holds already left as they are.
        case add = "+="
        /// `-=`: the values given are taken from the list; each must be in it.
        case remove = "-="
    }

    /// The parameter id.
    public var parameter: String
    /// The new value as typed, or `nil` to remove it.
    public var text: String?
    /// What the edit does.
    public var operation: Operation

    /// Creates an assignment.
    public init(parameter: String, text: String?, operation: Operation = .set) {
        self.parameter = parameter
        self.text = text
        self.operation = operation
    }

    /// Parses `KEY=VALUE`, `KEY+=VALUE` or `KEY-=VALUE`; returns `nil` when there is no `=` or no key
    /// (`=LHR`, `+=LHR`).
    public init?(parsing argument: String) {
        guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else { return nil }
        var key = argument[..<equals]
        operation = .set
        if let last = key.last, last == "+" || last == "-" {
            operation = last == "+" ? .add : .remove
            key = key.dropLast()
        }
        // `+=LHR` names no parameter.
        guard !key.isEmpty else { return nil }
        parameter = String(key)
        let value = String(argument[argument.index(after: equals)...])
        text = value.isEmpty ? nil : value
    }

    /// The JSON value the typed text stands for, for this parameter: integers (written plainly: `12`, `-3`,
    /// not `012` or `+3`) and booleans are converted when the text is one; anything else stays a string, so
    /// that the validator reports the mismatch. For a parameter that takes several values, a list of the
    /// comma-separated values (an empty one is kept, and reported as the value it is).
    func jsonValue(for parameter: Parameter?, text: String) -> JSONNode {
        guard parameter?.multipleValues != nil else { return Self.jsonValue(for: parameter?.kind, text: text) }
        return .array(
            text.split(separator: ",", omittingEmptySubsequences: false).map {
                JSONNode(Self.jsonValue(for: parameter?.kind, text: String($0)).value, at: nil)
            })
    }

    /// One value as typed, for a parameter of this kind.
    static func jsonValue(for kind: ParameterKind?, text: String) -> JSONNode {
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
        var collector = DiagnosticCollector(keepsWarnings: false)
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
            if assignment.operation != .set, parameter.multipleValues == nil {
                collector.report(
                    .configTypeMismatch,
                    "\(JSONWriter.quoted(parameter.id)) takes one value: \(assignment.operation.rawValue) adds to or takes from a list",
                    at: path, hint: "write \(parameter.id)=VALUE")
                continue
            }
            guard let text = assignment.text else { continue }
            let node = assignment.jsonValue(for: parameter, text: text)
            // Adding or taking values: each must be a value the parameter can hold; the count is checked
            // against the list it makes, later.
            if assignment.operation != .set, case .array(let elements) = node.value {
                for (index, element) in elements.enumerated() {
                    _ = checkOne(element, for: parameter, at: path.appending(index: index), into: &collector)
                }
                continue
            }
            _ = check(node, for: parameter, at: path, into: &collector)
        }
        return collector.finishValidated(assignments)
    }

    /// Applies assignments to the values of an existing document (or to none) and validates the
    /// result. Earlier values of parameters that the edit makes inactive are dropped, unless the
    /// edit itself sets them. A problem located in the stored values names `file`, the file they were read
    /// from; a value from the command line has no location and names none.
    public func validate(
        applying assignments: [ConfigurationAssignment], to base: [JSONMember] = [], storedIn file: String? = nil
    ) -> ValidationResult {
        var result = validate(applying: assignments, toValues: base)
        for index in result.diagnostics.indices where result.diagnostics[index].location != nil {
            result.diagnostics[index].file = result.diagnostics[index].file ?? file
        }
        return result
    }

    private func validate(applying assignments: [ConfigurationAssignment], toValues base: [JSONMember])
        -> ValidationResult
    {
        var values: [String: JSONNode] = [:]
        for member in base { values[member.key] = member.value }
        var assigned: Set<String> = []
        var unknown: [(String, JSONNode)] = []
        var notHeld: [Diagnostic] = []
        for assignment in assignments {
            assigned.insert(assignment.parameter)
            let parameter = schema.parameter(assignment.parameter)
            let node = assignment.text.map { assignment.jsonValue(for: parameter, text: $0) }
            if parameter == nil {
                unknown.removeAll { $0.0 == assignment.parameter }
                if let node { unknown.append((assignment.parameter, node)) }
            } else if assignment.operation == .set {
                values[assignment.parameter] = node
            } else if case .array(let given)? = node?.value {
                // The list held, or the one value of a document made before the parameter took several.
                var held: [JSONNode] =
                    switch values[assignment.parameter]?.value {
                    case .array(let elements)?: elements
                    case nil: []
                    default: [values[assignment.parameter]!]
                    }
                for element in given {
                    let index = held.firstIndex { $0.value == element.value }
                    if assignment.operation == .add {
                        if index == nil { held.append(element) }
                    } else if let index {
                        held.remove(at: index)
                    } else {
                        notHeld.append(
                            Diagnostic(
                                .error, .configValueNotHeld,
                                "\(JSONWriter.quoted(assignment.parameter)) does not hold \(Diagnostic.excerpt(element)), so it cannot be taken from it",
                                path: JSONPath.root.appending("values").appending(assignment.parameter),
                                value: Diagnostic.excerpt(element),
                                hint: held.isEmpty
                                    ? "it holds no value"
                                    : "it holds \(held.map(Diagnostic.excerpt).joined(separator: ", "))"))
                    }
                }
                values[assignment.parameter] = JSONNode(.array(held), at: nil)
            }
        }
        var typed: [String: ParameterValue] = [:]
        for parameter in schema.parameters {
            guard let node = values[parameter.id] else { continue }
            if parameter.multipleValues != nil, case .array(let elements) = node.value {
                let listed = elements.compactMap(parameter.kind.value(from:))
                if listed.count == elements.count { typed[parameter.id] = .list(listed) }
            } else if let value = parameter.kind.value(from: node) {
                typed[parameter.id] = value
            }
        }
        let active = schema.activeParameterIDs(given: typed)
        let ordered = schema.parameters.compactMap { parameter -> (String, JSONNode)? in
            guard let node = values[parameter.id], active.contains(parameter.id) || assigned.contains(parameter.id)
            else { return nil }
            return (parameter.id, node)
        }
        let result = validate(
            JSONNode.object([
                ("schema", .string(schema.id)), ("version", .integer(schema.version)),
                ("values", .object(ordered + unknown)),
            ]))
        guard !notHeld.isEmpty else { return result }
        var collector = DiagnosticCollector()
        for diagnostic in notHeld + result.diagnostics { collector.report(diagnostic) }
        return collector.finishValidated(nil)
    }
}
