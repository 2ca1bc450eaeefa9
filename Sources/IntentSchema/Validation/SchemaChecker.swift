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

    /// The decoded schema, when it has no cross-reference problem, and every problem found.
    public func check(_ decoded: DecodedSchema) -> Diagnosed<WidgetSchema> {
        var run = Run(decoded: decoded, collector: DiagnosticCollector(file: file))
        run.checkParameters()
        return run.collector.finishValidated(decoded.schema)
    }
}

extension SchemaChecker {
    fileprivate struct Run {
        let decoded: DecodedSchema
        var collector: DiagnosticCollector

        var parameters: [Parameter] { decoded.schema.parameters }

        mutating func report(
            _ code: DiagnosticCode, _ message: String, at path: JSONPath, value: String, hint: String? = nil
        ) {
            collector.report(code, message, at: path, location: decoded.locations[path], value: value, hint: hint)
        }

        mutating func checkParameters() {
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
                if let defaultValue = parameter.defaultValue, let problem = parameter.kind.problem(with: defaultValue) {
                    report(
                        .schemaInvalidDefault, "the default \(problem.message)", at: path.appending("default"),
                        value: JSONWriter.write(defaultValue.jsonNode, pretty: false), hint: problem.hint)
                }
                if let activation = parameter.activation {
                    checkActivation(activation, at: path.appending("activeWhen"), index: index)
                }
            }
        }

        mutating func checkActivation(_ activation: ActivationCondition, at path: JSONPath, index: Int) {
            let parentPath = path.appending("parameter")
            let parentValue = JSONWriter.quoted(activation.parameter)
            guard let parentIndex = parameters.firstIndex(where: { $0.id == activation.parameter }) else {
                if !decoded.undecodedParameterIDs.contains(activation.parameter) {
                    report(
                        .schemaUnknownParameter, "\"activeWhen\" names the unknown parameter \(parentValue)",
                        at: parentPath, value: parentValue,
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
                        at: equalsPath, value: expectedText,
                        hint: Spelling.hint(Spelling.closest(to: id, among: cases.map(\.id))))
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
    }
}
