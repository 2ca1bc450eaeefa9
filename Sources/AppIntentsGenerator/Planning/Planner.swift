import DocumentFormats
import IntentSchema

/// Makes an ``AppIntentsPlan``, collecting every problem: a name that is not an identifier, that clashes with
/// a name the generated code uses, or that two ids share.
struct Planner {
    let schema: WidgetSchema
    let servedProviders: Set<String>
    /// The problems found, in the order found.
    var problems: [Diagnostic] = []
    /// Each type name given out, with what took it, for the message of a later clash.
    var claimedTypes: [String: String] = [:]
    /// The type names the schema's types may not take.
    let reservedTypes: Set<String>

    init(schema: WidgetSchema, servedProviders: Set<String>) {
        self.schema = schema
        self.servedProviders = servedProviders
        reservedTypes = ReservedNames.types(
            answeringOnDevice: schema.parameters.contains {
                if case .dynamic(let options) = $0.kind { options.source == .device } else { false }
            })
    }

    /// The plan, or every problem.
    mutating func plan(module moduleText: String) -> Result<AppIntentsPlan, GenerationFailure> {
        guard let module = SwiftName(moduleText), !module.isKeyword, !reservedTypes.contains(module.text)
        else {
            return .failure(
                .invalidOptions(
                    "--module must be a Swift identifier (ASCII letters, digits and _, not starting with a digit) that is not a keyword or a module or type the generated code uses: \(TextSanitizer.printable(moduleText))"
                ))
        }
        claimedTypes[module.text] = "--module"
        let base = SwiftIdentifier.typeName(schema.id)
        let fixedNames = fixedTypeNames(base: base)
        var typeNames: [String: SwiftName] = [:]
        var queryNames: [String: SwiftName] = [:]
        var optionsProviderNames: [String: SwiftName] = [:]
        for (index, parameter) in schema.parameters.enumerated() {
            let role: StaticString
            switch parameter.kind {
            case .enumeration: role = "Choice"
            case .dynamic(let options) where options.hasTextValues:
                let path = parameterPath(index).appending("id")
                optionsProviderNames[parameter.id] = SwiftName(SwiftIdentifier.typeName(parameter.id)).flatMap {
                    claim($0.appending("OptionsProvider"), by: "the options of \(quoted(parameter.id))", at: path)
                }
                continue
            case .dynamic: role = "Entity"
            default: continue
            }
            let path = parameterPath(index).appending("id")
            let isDynamic = if case .dynamic = parameter.kind { true } else { false }
            guard
                let type = claimType(
                    SwiftIdentifier.typeName(parameter.id), role: role, query: isDynamic, for: parameter, at: path)
            else { continue }
            typeNames[parameter.id] = type
            if isDynamic {
                queryNames[parameter.id] = claim(
                    type.appending("Query"), by: "the query of \(quoted(parameter.id))", at: path)
            }
        }
        let appProviders = planAppProviders()
        let propertyNames = planProperties(typeNames: Set(typeNames.values.map(\.text)))
        let caseNames = planCases()
        checkRelationships()
        checkUnsupportedShapes()
        guard problems.isEmpty, let fixedNames else { return .failure(.schema(problems)) }
        return .success(
            AppIntentsPlan(
                schema: schema, module: module, intentName: fixedNames.intent, providerName: fixedNames.provider,
                entryName: fixedNames.entry, packageName: fixedNames.package, propertyNames: propertyNames,
                typeNames: typeNames,
                queryNames: queryNames, optionsProviderNames: optionsProviderNames, caseNames: caseNames,
                appProviders: appProviders, servedProviders: servedProviders,
                locales: AppIntentsPlan.locales(of: schema)
            ))
    }

    // MARK: - Types

    /// The intent's, the timeline provider's, the entry's and the App Intents package's names: the schema id's
    /// type name and a suffix, or with `Widget` before the suffix when one of them would clash.
    mutating func fixedTypeNames(base: String) -> (
        intent: SwiftName, provider: SwiftName, entry: SwiftName, package: SwiftName
    )? {
        let path = JSONPath.root.appending("id")
        for infix in ["", "Widget"] {
            let names = ["ConfigurationIntent", "TimelineProvider", "Entry", "AppIntentsPackage"].compactMap {
                SwiftName(base + infix + $0)
            }
            guard names.count == 4, names.allSatisfy({ isFree($0.text) }) else { continue }
            for name in names { claimedTypes[name.text] = "the generated intent and timeline code" }
            return (names[0], names[1], names[2], names[3])
        }
        problems.append(
            Diagnostic(
                .error, .generateNameCollision,
                "the schema id \(quoted(schema.id)) gives type names that Swift, Foundation, App Intents or WidgetKit types the generated code uses already have",
                path: path, value: quoted(schema.id), hint: "rename the schema"))
        return nil
    }

    /// Whether a type name is neither reserved nor given out.
    func isFree(_ name: String) -> Bool {
        !reservedTypes.contains(name) && claimedTypes[name] == nil
    }

    /// A parameter's type name: the id's, or with its role after it when that, or its query's name, is
    /// reserved; nil with a problem when both clash.
    mutating func claimType(
        _ name: String, role: StaticString, query: Bool, for parameter: Parameter, at path: JSONPath
    ) -> SwiftName? {
        guard let base = SwiftName(name) else { return nil }
        let reserved =
            reservedTypes.contains(base.text)
            || (query && reservedTypes.contains(base.appending("Query").text))
        return claim(reserved ? base.appending(role) : base, by: "the parameter \(quoted(parameter.id))", at: path)
    }

    /// Gives out a type name, or reports the clash.
    mutating func claim(_ name: SwiftName, by owner: String, at path: JSONPath) -> SwiftName? {
        if let holder = claimedTypes[name.text] {
            problems.append(
                Diagnostic(
                    .error, .generateNameCollision,
                    "\(owner) becomes the Swift type \(name), which \(holder) already has",
                    path: path, value: nil, hint: "rename one of them"))
            return nil
        }
        if reservedTypes.contains(name.text) {
            problems.append(
                Diagnostic(
                    .error, .generateNameCollision,
                    "\(owner) becomes the Swift type \(name), which would hide the type of that name the generated code uses",
                    path: path, value: nil, hint: "rename it"))
            return nil
        }
        claimedTypes[name.text] = owner
        return name
    }

    /// The providers the service does not serve, each with the protocol the app implements; places answered on
    /// the device have none.
    mutating func planAppProviders() -> [AppIntentsPlan.AppProvider] {
        var providers: [AppIntentsPlan.AppProvider] = []
        for (index, parameter) in schema.parameters.enumerated() {
            guard case .dynamic(let options) = parameter.kind, options.source == .service,
                !servedProviders.contains(options.provider),
                !providers.contains(where: { $0.provider == options.provider })
            else { continue }
            let path = parameterPath(index).appending("provider")
            let owner = "the provider \(quoted(options.provider))"
            guard let base = SwiftName(SwiftIdentifier.typeName(options.provider)),
                let source = claim(base.appending("OptionSource"), by: owner, at: path),
                let implementation = claim(base.appending("Options"), by: owner, at: path)
            else { continue }
            providers.append(
                .init(provider: options.provider, protocolName: source, implementationName: implementation))
        }
        return providers
    }

    // MARK: - Members

    /// Each parameter's property: its SiriKit name, kept exactly or refused; else its id's member name, with
    /// `Value` after it when that is a member the intent has.
    mutating func planProperties(typeNames: Set<String>) -> [String: SwiftName] {
        var names: [String: SwiftName] = [:]
        for parameter in schema.parameters {
            if let siriKitName = schema.siriKit?.parameterNames[parameter.id] {
                let path = JSONPath.root.appending("siriKit").appending("parameterNames").appending(parameter.id)
                guard let name = SwiftName(siriKitName), !ReservedNames.intentMembers.contains(siriKitName),
                    !reservedTypes.contains(siriKitName), !claimedTypes.keys.contains(siriKitName)
                else {
                    problems.append(
                        Diagnostic(
                            .error, .generateNameCollision,
                            "the SiriKit parameter name \(quoted(siriKitName)) of \(quoted(parameter.id)) is a member every generated intent has, or a type its code uses; the name carries placed widgets' values, so it cannot be changed here",
                            path: path, value: quoted(siriKitName),
                            hint: "rename the parameter in the SiriKit definition too, or remove its siriKit name"))
                    continue
                }
                names[parameter.id] = name
            } else if let name = SwiftName(SwiftIdentifier.bareMemberName(parameter.id)) {
                names[parameter.id] =
                    ReservedNames.intentMembers.contains(name.text) ? name.appending("Value") : name
            }
        }
        let parameters = schema.parameters
        reportCollisions(
            among: parameters.map(\.id), names: names, what: "the parameter",
            path: { id in
                JSONPath.root.appending("parameters").appending(index: parameters.firstIndex { $0.id == id } ?? 0)
                    .appending("id")
            })
        return names
    }

    /// Each enum parameter's case names, with `Case` after one that is a member every generated enum has.
    mutating func planCases() -> [String: [String: SwiftName]] {
        var result: [String: [String: SwiftName]] = [:]
        for (index, parameter) in schema.parameters.enumerated() {
            guard let cases = parameter.kind.cases else { continue }
            var names: [String: SwiftName] = [:]
            for enumCase in cases {
                guard let name = SwiftName(SwiftIdentifier.bareMemberName(enumCase.id)) else { continue }
                names[enumCase.id] = ReservedNames.enumMembers.contains(name.text) ? name.appending("Case") : name
            }
            let casesPath = parameterPath(index).appending("cases")
            reportCollisions(
                among: cases.map(\.id), names: names, what: "the case",
                path: { id in casesPath.appending(index: cases.firstIndex { $0.id == id } ?? 0).appending("id") })
            result[parameter.id] = names
        }
        return result
    }

    /// Reports the ids whose names are the same.
    mutating func reportCollisions(
        among ids: [String], names: [String: SwiftName], what: String, path: (String) -> JSONPath
    ) {
        for (name, sharing) in SwiftIdentifier.collisions(among: ids, naming: { names[$0]?.text ?? $0 }) {
            for id in sharing.dropFirst() {
                problems.append(
                    Diagnostic(
                        .error, .generateNameCollision,
                        "\(what) \(quoted(id)) and \(quoted(sharing[0])) both become the Swift name \(name)",
                        path: path(id), value: quoted(id), hint: "rename one of them"))
            }
        }
    }

    /// Refuses an enum parameter that takes several values: App Intents declares `@Parameter(size:)` for
    /// arrays of entities, which a dynamic parameter of several values becomes, and the generator does not
    /// write an array of enum cases; writing it as one value would drop the others. Refuses the texts of a
    /// served provider's options, which the service gives by id, and options from the device of a provider other
    /// than airports. (A scope narrows only the
    /// service's places, which the schema's own rules already require.)
    mutating func checkUnsupportedShapes() {
        for (index, parameter) in schema.parameters.enumerated() {
            if case .dynamic(let options) = parameter.kind, options.hasTextValues,
                servedProviders.contains(options.provider)
            {
                problems.append(
                    Diagnostic(
                        .error, .generateUnsupported,
                        "\(quoted(parameter.id)) takes the texts of options the intentctl service serves, which the App Intents generator does not write: the service's options are stored by id",
                        path: parameterPath(index).appending("textValues"), value: quoted(parameter.id),
                        hint: "remove \"textValues\", or name a provider the app gives"))
            }
            if case .dynamic(let options) = parameter.kind, options.source == .device,
                options.provider != OptionSource.deviceProvider
            {
                problems.append(
                    Diagnostic(
                        .error, .generateUnsupported,
                        "\(quoted(parameter.id)) takes its options from the device, whose index answers airports and city groups only, but its provider is \(quoted(options.provider))",
                        path: parameterPath(index).appending("source"), value: quoted(parameter.id),
                        hint: "remove \"source\", or use it with the provider \"\(OptionSource.deviceProvider)\""))
            }
            guard parameter.multipleValues != nil, case .enumeration = parameter.kind else { continue }
            problems.append(
                Diagnostic(
                    .error, .generateUnsupported,
                    "\(quoted(parameter.id)) is an enum that takes several values, which the App Intents generator does not write yet",
                    path: parameterPath(index).appending("multipleValues"), value: quoted(parameter.id),
                    hint: "make it a dynamic parameter, or let it take one value"))
        }
    }

    /// Refuses more distinct relationships than the summary can branch on.
    mutating func checkRelationships() {
        var conditions: [ActivationCondition] = []
        for (index, parameter) in schema.parameters.enumerated() {
            guard let activation = parameter.activation, !conditions.contains(activation) else { continue }
            conditions.append(activation)
            if conditions.count == AppIntentsPlan.maximumRelationships + 1 {
                problems.append(
                    Diagnostic(
                        .error, .generateUnsupported,
                        "the schema has more than \(AppIntentsPlan.maximumRelationships) distinct relationships; App Intents' parameter summary would need a branch for each combination (\(1 << (AppIntentsPlan.maximumRelationships + 1)) or more)",
                        path: parameterPath(index).appending("activeWhen"), value: quoted(parameter.id),
                        hint: "let parameters share a relationship, or drop some"))
            }
        }
    }

    /// `$.parameters[index]`.
    func parameterPath(_ index: Int) -> JSONPath {
        JSONPath.root.appending("parameters").appending(index: index)
    }

    /// A text quoted for a message.
    func quoted(_ text: String) -> String { JSONWriter.quoted(text) }
}
