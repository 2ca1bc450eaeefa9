import DocumentFormats
import IntentSchema

extension AppIntentsTranslator {
    /// An enum parameter's `AppEnum`: its cases with their titles, and its payloads as properties.
    func enumeration(_ parameter: Parameter, _ index: Int, _ cases: [EnumCase], _ type: SwiftName)
        -> SwiftDeclaration
    {
        let names = plan.caseNames[parameter.id] ?? [:]
        let path = parameterPath(index)
        var members: [SwiftDeclaration] = cases.map { enumCase in
            let name = names[enumCase.id] ?? Names.unnamed
            return SwiftDeclaration(
                .enumCase(name, rawValue: name.text == enumCase.id ? nil : .string(enumCase.id)))
        }
        members.append(typeDisplayRepresentation(parameter, path))
        let representations = cases.enumerated().map { caseIndex, enumCase in
            SwiftDictionaryElement(
                .implicitMember(names[enumCase.id] ?? Names.unnamed),
                SwiftExpression.fixed("DisplayRepresentation").call(
                    .labeled(
                        "title",
                        localized(
                            [parameter.id, "cases", enumCase.id], enumCase.title,
                            at: path.appending("cases").appending(index: caseIndex).appending("title")))))
        }
        members.append(
            SwiftDeclaration(
                isStatic: true,
                .property(
                    SwiftProperty(
                        SwiftName(fixed: "caseDisplayRepresentations"),
                        type: .dictionary(.name(type), .fixed("DisplayRepresentation")),
                        value: .dictionary(representations)))))
        let counts = cases.compactMap { enumCase -> (SwiftName, SwiftExpression)? in
            guard case .travellerCount(let count) = enumCase.payload else { return nil }
            return (names[enumCase.id] ?? Names.unnamed, .integer(count))
        }
        if !counts.isEmpty {
            members.append(
                payloadProperty(
                    SwiftName(fixed: "travellerCount"), type: .fixed("Int"),
                    documentation: "The number of travellers the case stands for.", values: counts, total: cases.count))
        }
        let windows = cases.compactMap { enumCase -> (SwiftName, SwiftExpression)? in
            guard case .dateWindow(let rule) = enumCase.payload, let member = SwiftName(rule.rawValue) else {
                return nil
            }
            return (names[enumCase.id] ?? Names.unnamed, .implicitMember(member))
        }
        if !windows.isEmpty {
            members.append(
                payloadProperty(
                    SwiftName(fixed: "dateWindow"), type: .fixed("DateWindowRule"),
                    documentation: "When a trip may be: the rule the timeline applies.", values: windows,
                    total: cases.count))
        }
        return SwiftDeclaration(
            documentation: ["\(parameter.title.fallback): the cases of the parameter \(parameter.id)."],
            .enum(type, conformances: [.fixed("String"), .fixed("AppEnum")], members: members))
    }

    /// `static let typeDisplayRepresentation`: the type named by the parameter's title.
    func typeDisplayRepresentation(_ parameter: Parameter, _ path: JSONPath) -> SwiftDeclaration {
        SwiftDeclaration(
            isStatic: true,
            .property(
                SwiftProperty(
                    SwiftName(fixed: "typeDisplayRepresentation"),
                    value: SwiftExpression.fixed("TypeDisplayRepresentation").call(
                        .labeled(
                            "name", localized([parameter.id, "title"], parameter.title, at: path.appending("title"))))))
        )
    }

    /// A payload as a property: a `switch` over the cases that have it (optional when some lack it).
    func payloadProperty(
        _ name: SwiftName, type: SwiftType, documentation: String, values: [(SwiftName, SwiftExpression)], total: Int
    ) -> SwiftDeclaration {
        let complete = values.count == total
        var cases = values.map { SwiftSwitchCase([.implicitMember($0.0)], [.expression($0.1)]) }
        if !complete { cases.append(SwiftSwitchCase([], [.expression(.nilLiteral)])) }
        return SwiftDeclaration(
            documentation: [documentation],
            .property(
                SwiftProperty(
                    variable: true, name, type: complete ? type : .optional(type),
                    getter: [.switch(.selfValue, cases)])))
    }
}
