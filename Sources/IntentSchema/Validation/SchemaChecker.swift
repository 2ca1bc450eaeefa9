/// The checking stage of a schema: cross references inside a ``DecodedSchema``. It reports
/// duplicate ids, defaults that are not valid values, and relationships to unknown parameters,
/// to values a parent can never have, or to parents declared later.
public struct SchemaChecker: Sendable {
    /// The file name used in diagnostics.
    public var file: String?

    /// Creates a checker.
    public init(file: String? = nil) {
        self.file = file
    }

    /// Every cross-reference problem in the decoded schema.
    public func check(_ decoded: DecodedSchema) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func report(
            _ code: DiagnosticCode, _ message: String, at path: JSONPath, value: String? = nil, hint: String? = nil
        ) {
            diagnostics.append(
                Diagnostic(
                    .error, code, message, file: file, location: decoded.locations[path], path: path, value: value,
                    hint: hint))
        }
        let parameters = decoded.schema.parameters
        var firstIndex: [String: Int] = [:]
        for (index, parameter) in parameters.enumerated() {
            let path = decoded.parameterPaths[index]
            if let earlier = firstIndex[parameter.id] {
                report(
                    .schemaDuplicateID,
                    "parameter id \(JSONWriter.quoted(parameter.id)) is already used by \(decoded.parameterPaths[earlier])",
                    at: path.appending("id"), value: JSONWriter.quoted(parameter.id))
            } else {
                firstIndex[parameter.id] = index
            }
            if case .enumeration(let cases) = parameter.kind {
                var seen: Set<String> = []
                for (caseIndex, enumCase) in cases.enumerated() where !seen.insert(enumCase.id).inserted {
                    report(
                        .schemaDuplicateID, "case id \(JSONWriter.quoted(enumCase.id)) appears more than once",
                        at: path.appending("cases").appending(index: caseIndex).appending("id"),
                        value: JSONWriter.quoted(enumCase.id))
                }
            }
            if let defaultValue = parameter.defaultValue,
                let problem = Self.problem(with: defaultValue, for: parameter.kind)
            {
                report(
                    .schemaInvalidDefault, "the default \(problem.message)", at: path.appending("default"),
                    value: JSONWriter.write(defaultValue.jsonNode, pretty: false), hint: problem.hint)
            }
            if let activation = parameter.activation {
                checkActivation(activation, of: parameter, at: path.appending("activeWhen"), index: index)
            }
        }

        func checkActivation(_ activation: ActivationCondition, of parameter: Parameter, at path: JSONPath, index: Int)
        {
            let parentPath = path.appending("parameter")
            let parentValue = JSONWriter.quoted(activation.parameter)
            guard let parentIndex = parameters.firstIndex(where: { $0.id == activation.parameter }) else {
                if !decoded.undecodedParameterIDs.contains(activation.parameter) {
                    report(
                        .schemaUnknownParameter, "\"activeWhen\" names the unknown parameter \(parentValue)",
                        at: parentPath,
                        value: parentValue,
                        hint: Spelling.hint(Spelling.closest(to: activation.parameter, among: parameters.map(\.id))))
                }
                return
            }
            guard parentIndex < index else {
                let reason =
                    parentIndex == index
                    ? "a parameter cannot depend on itself"
                    : "the parent must be declared before the parameters that depend on it"
                report(
                    .schemaRelationshipOrder, "\"activeWhen\" names \(parentValue): \(reason)", at: parentPath,
                    value: parentValue)
                return
            }
            guard case .equals(let expected) = activation.predicate else { return }
            let parent = parameters[parentIndex]
            let equalsPath = path.appending("equals")
            let expectedText = JSONWriter.write(expected.jsonNode, pretty: false)
            switch (parent.kind, expected) {
            case (.enumeration(let cases), .string(let id)):
                if !cases.contains(where: { $0.id == id }) {
                    report(
                        .schemaUnknownCase, "\(JSONWriter.quoted(parent.id)) has no case \(JSONWriter.quoted(id))",
                        at: equalsPath,
                        value: expectedText, hint: Spelling.hint(Spelling.closest(to: id, among: cases.map(\.id))))
                }
            case (.boolean, .boolean):
                break
            default:
                report(
                    .schemaUnknownCase,
                    "\"equals\" can name a case of an enum parent or a boolean for a boolean parent; \(JSONWriter.quoted(parent.id)) is \(parent.kind.name)",
                    at: equalsPath, value: expectedText)
            }
        }
        return diagnostics
    }

    /// Why a value is not valid for a kind (ignoring dynamic providers), or `nil` if it is.
    static func problem(with value: ParameterValue, for kind: ParameterKind) -> (message: String, hint: String?)? {
        switch (kind, value) {
        case (.enumeration(let cases), .string(let id)):
            if cases.contains(where: { $0.id == id }) { return nil }
            return (
                "\(JSONWriter.quoted(id)) is not one of the cases",
                Spelling.hint(Spelling.closest(to: id, among: cases.map(\.id)))
                    ?? "cases: \(cases.map(\.id).joined(separator: ", "))"
            )
        case (.integer(let minimum, let maximum), .integer(let number)):
            if let minimum, number < minimum { return ("\(number) is less than the minimum \(minimum)", nil) }
            if let maximum, number > maximum { return ("\(number) is greater than the maximum \(maximum)", nil) }
            return nil
        case (.string(let constraints), .string(let text)):
            let length = text.count
            if let minimum = constraints.minimumLength, length < minimum {
                return ("is \(length) characters long; the minimum is \(minimum)", nil)
            }
            if let maximum = constraints.maximumLength, length > maximum {
                return ("is \(length) characters long; the maximum is \(maximum)", nil)
            }
            if let pattern = constraints.pattern, !RegularExpressionMatcher.matches(text, pattern: pattern) {
                return ("does not match the pattern \(JSONWriter.quoted(pattern))", nil)
            }
            return nil
        case (.dynamic, .string), (.boolean, .boolean):
            return nil
        default:
            return ("is a \(value.typeName), but the parameter is \(kind.name)", nil)
        }
    }
}

extension ParameterValue {
    /// The value's JSON type name.
    var typeName: String {
        switch self {
        case .string: "string"
        case .integer: "integer"
        case .boolean: "boolean"
        }
    }
}
