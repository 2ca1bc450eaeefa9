import DocumentFormats
import IntentSchema

/// Writes a widget schema as a SiriKit intent definition that Xcode opens: one intent eligible for
/// widgets, its enums and custom types, parameters with their display names, prompts, defaults,
/// ranges and relationships, and a `.strings` file per locale with every display string.
///
/// Names, tags and ids are stable across runs: names and tags come from the schema's
/// ``SiriKitOrigin`` when it has one (so a definition imported and exported again keeps what placed
/// widgets refer to), else from its ids and order; each display string's id is a hash of where it
/// belongs. What a definition cannot hold is listed in ``Output/warnings``, located in the schema.
///
/// Complexity: O(p · c) for p parameters of at most c cases.
public struct IntentDefinitionExporter: Sendable {
    /// The definition and its strings.
    public struct Output: Sendable, Equatable {
        /// The intent's name (`INIntentName`): the definition's file is `NAME.intentdefinition`.
        public var intentName: String
        /// The `.intentdefinition` file.
        public var definition: [UInt8]
        /// `LANG.lproj/NAME.strings` by locale.
        public var strings: [String: [UInt8]]
        /// What the definition leaves out, located in the schema.
        public var warnings: [Diagnostic]
    }

    /// Creates an exporter.
    public init() {}

    /// The definition of a schema.
    public func export(_ schema: WidgetSchema) -> Output {
        var run = Run(schema: schema)
        let root = run.definition()
        var strings: [String: [UInt8]] = [:]
        for locale in run.locales {
            // The default locale's file has every string; another's only those translated into it,
            // so that the rest fall back as they do in the schema.
            let lines = run.strings.sorted { $0.key < $1.key }.compactMap { id, text -> String? in
                let value = locale == schema.defaultLocale ? text.fallback : text.translations[locale]
                return value.map { "\"\(Self.escapeStrings(id))\" = \"\(Self.escapeStrings($0))\";" }
            }
            strings[locale] = Array((lines.joined(separator: "\n") + "\n").utf8)
        }
        return Output(
            intentName: run.intentName, definition: PropertyListWriter.write(root), strings: strings,
            warnings: Self.losses(of: schema))
    }

    /// What a schema keeps through a definition and back: ids, titles, descriptions of the
    /// widget, prompts, kinds with their cases and ranges, defaults, relationships and providers.
    /// A definition has no version (an import is version 1), required flag, parameter description,
    /// string constraint, case payload, summary, placeholder, deep link, migration or search
    /// setting. Imports take English as the development language.
    public static func projection(of schema: WidgetSchema) -> WidgetSchema {
        var projected = WidgetSchema(
            id: schema.id, version: 1, defaultLocale: schema.defaultLocale, title: schema.title,
            description: schema.description, parameters: [], siriKit: schema.siriKit)
        projected.parameters = schema.parameters.map { parameter in
            var kept = parameter
            kept.isRequired = false
            kept.description = nil
            switch parameter.kind {
            case .enumeration(let cases):
                kept.kind = .enumeration(cases.map { EnumCase(id: $0.id, title: $0.title) })
            case .dynamic(let options):
                // Text's options come back from a provider named after the parameter.
                kept.kind = .dynamic(
                    DynamicOptions(
                        provider: options.hasTextValues
                            ? IntentDefinitionImporter.textOptionsProvider(forParameter: parameter.id)
                            : options.provider,
                        isSearchable: options.isSearchable, hasTextValues: options.hasTextValues))
            case .string(let constraints):
                // A decimal, as an import makes one, goes out as a decimal and comes back as itself.
                kept.kind = .string(
                    constraints == IntentDefinitionImporter.decimalConstraints ? constraints : StringConstraints())
            default: break
            }
            return kept
        }
        return projected
    }

    /// The parts of a schema a definition leaves out, as warnings located in the schema.
    static func losses(of schema: WidgetSchema) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        func lose(_ what: String, _ path: JSONPath) {
            warnings.append(
                Diagnostic(
                    .warning, .siriKitNotCarriedOver,
                    "not carried over, an intent definition has no place for it: \(what)", path: path))
        }
        let root = JSONPath.root
        if schema.summary != nil { lose("the summary", root.appending("summary")) }
        if schema.placeholder != nil { lose("the placeholder", root.appending("placeholder")) }
        if schema.deepLink != nil { lose("the deep link", root.appending("deepLink")) }
        if !schema.migrations.isEmpty { lose("the migrations", root.appending("migrations")) }
        for (index, parameter) in schema.parameters.enumerated() {
            let path = root.appending("parameters").appending(index: index)
            if parameter.isRequired { lose("\"required\" of \(parameter.id)", path.appending("required")) }
            if parameter.description != nil {
                lose("the description of \(parameter.id)", path.appending("description"))
            }
            if case .dynamic(let options) = parameter.kind, options.scope != nil {
                lose(
                    "the scope of \(parameter.id) (SiriKit declares no dependency between parameters; the app's handler would have to narrow the options itself)",
                    path.appending("scope"))
            }
            if case .dynamic(let options) = parameter.kind, options.source == .device {
                lose(
                    "that the options of \(parameter.id) are answered on the device (SiriKit's handler answers them, in the app's intents extension)",
                    path.appending("source"))
            }
            switch parameter.kind {
            case .enumeration(let cases) where cases.contains { $0.payload != nil }:
                lose("the case payloads of \(parameter.id)", path.appending("cases"))
            case .string(let constraints)
            where constraints != StringConstraints() && constraints != IntentDefinitionImporter.decimalConstraints:
                lose("the pattern and lengths of \(parameter.id)", path)
            case .dynamic(let options)
            where options
                != DynamicOptions(
                    provider: options.provider, isSearchable: options.isSearchable, scope: options.scope,
                    hasTextValues: options.hasTextValues, source: options.source):
                lose("the minimum query length and suggested count of \(parameter.id)", path)
            default: break
            }
            if case .dynamic(let options) = parameter.kind, options.hasTextValues,
                options.provider != IntentDefinitionImporter.textOptionsProvider(forParameter: parameter.id)
            {
                lose(
                    "the provider name of \(parameter.id) (text whose options the app gives names none; an import names the provider after the parameter)",
                    path.appending("provider"))
            }
        }
        return warnings
    }

    /// Text for a `.strings` value: quotes, backslashes and line breaks escaped, and any other control
    /// character as `\UXXXX`, so that what a `.strings` reader reads back is the text (a schema that validates
    /// holds none; one made in code might).
    static func escapeStrings(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case "\r": escaped += "\\r"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}

extension IntentDefinitionExporter {
    fileprivate struct Run {
        let schema: WidgetSchema
        /// Every display string by its id.
        var strings: [String: LocalizedText] = [:]

        init(schema: WidgetSchema) {
            self.schema = schema
        }

        /// The locales of the schema's texts.
        var locales: [String] {
            Array(Set(strings.values.flatMap(\.translations.keys) + [schema.defaultLocale])).sorted()
        }

        /// The intent's name: the class name without its prefix and `Intent`, which Xcode makes it of; else
        /// the schema id's type name (and the class name is written as `INIntentClassName`).
        var intentName: String {
            guard let origin = schema.siriKit else { return SwiftIdentifier.typeName(schema.id) }
            let prefix = origin.classPrefix ?? ""
            let name = origin.intentClassName
            guard name.hasPrefix(prefix), name.hasSuffix("Intent"), name.count > prefix.count + 6 else {
                return SwiftIdentifier.typeName(schema.id)
            }
            return String(name.dropFirst(prefix.count).dropLast(6))
        }

        func name(of parameter: Parameter) -> String {
            schema.siriKit?.parameterNames[parameter.id] ?? parameter.id
        }

        func typeName(of parameter: Parameter) -> String {
            schema.siriKit?.objectTypes[parameter.id] ?? SwiftIdentifier.typeName(parameter.id)
        }

        /// Each parameter's tag: the recorded one, else the next after the largest, in order.
        var tags: [String: Int] {
            var tags = schema.siriKit?.parameterTags ?? [:]
            var next = (tags.values.max() ?? 0) + 1
            for parameter in schema.parameters where tags[parameter.id] == nil {
                tags[parameter.id] = next
                next += 1
            }
            return tags
        }

        /// A stable id for a display string: six letters and digits hashed from where it belongs.
        static func stableID(_ place: String) -> String {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in place.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
            var id = ""
            for _ in 0..<6 {
                id.append(alphabet[Int(hash % 62)])
                hash /= 62
            }
            return id
        }

        /// `KEY` and `KEYID` for a localized text, which the strings files then hold.
        mutating func localized(_ key: String, _ text: LocalizedText, place: String) -> [(
            String, PropertyListNode.Value
        )] {
            let id = Self.stableID("\(schema.id)/\(place)")
            strings[id] = text
            return [(key, .string(text.fallback)), (key + "ID", .string(id))]
        }

        /// Where written values are said to be: nowhere in particular (the writer ignores it).
        static let nowhere = SourceLocation(line: 1, column: 1, offset: 0)

        static func node(_ value: PropertyListNode.Value) -> PropertyListNode {
            PropertyListNode(value, at: nowhere)
        }

        static func dictionary(_ pairs: [(String, PropertyListNode.Value)]) -> PropertyListNode.Value {
            .dictionary(pairs.map { PropertyListNode.Member(key: $0.0, keyLocation: nowhere, value: node($0.1)) })
        }

        // MARK: The definition

        mutating func definition() -> PropertyListNode.Value {
            let tags = self.tags
            var enums: [PropertyListNode.Value] = []
            var types: [PropertyListNode.Value] = []
            var parameters: [PropertyListNode.Value] = []
            for (position, parameter) in schema.parameters.enumerated() {
                parameters.append(
                    parameterDefinition(
                        parameter, at: position, tag: tags[parameter.id] ?? position + 1, enums: &enums, types: &types))
            }
            var intent: [(String, PropertyListNode.Value)] = [
                ("INIntentCategory", .string("information")), ("INIntentConfigurable", .boolean(true)),
                ("INIntentEligibleForWidgets", .boolean(true)), ("INIntentIneligibleForSuggestions", .boolean(true)),
                ("INIntentLastParameterTag", .integer(tags.values.max() ?? 0)),
                ("INIntentName", .string(intentName)), ("INIntentParameters", .array(parameters.map(Self.node))),
                ("INIntentType", .string("Custom")), ("INIntentVerb", .string("View")),
            ]
            if let origin = schema.siriKit {
                if let prefix = origin.classPrefix { intent.append(("INIntentClassPrefix", .string(prefix))) }
                if (origin.classPrefix ?? "") + intentName + "Intent" != origin.intentClassName {
                    intent.append(("INIntentClassName", .string(origin.intentClassName)))
                }
            }
            intent += localized("INIntentTitle", schema.title, place: "title")
            if let description = schema.description {
                intent += localized("INIntentDescription", description, place: "description")
            }
            var root: [(String, PropertyListNode.Value)] = [
                ("INEnums", .array(enums.map(Self.node))), ("INIntentDefinitionModelVersion", .string("1.2")),
                ("INIntents", .array([Self.node(Self.dictionary(intent))])), ("INTypes", .array(types.map(Self.node))),
            ]
            if let namespace = schema.siriKit?.namespace {
                root.append(("INIntentDefinitionNamespace", .string(namespace)))
            }
            return Self.dictionary(root)
        }

        /// A parameter's dictionary: its name, tag, title and type, its metadata (bounds, default), its sizes
        /// when it takes several values, its prompts and its relationship; its enum or type is added to
        /// `enums` or `types`.
        mutating func parameterDefinition(
            _ parameter: Parameter, at position: Int, tag: Int, enums: inout [PropertyListNode.Value],
            types: inout [PropertyListNode.Value]
        ) -> PropertyListNode.Value {
            var pairs: [(String, PropertyListNode.Value)] = [
                ("INIntentParameterConfigurable", .boolean(true)),
                ("INIntentParameterDisplayPriority", .integer(position + 1)),
                ("INIntentParameterName", .string(name(of: parameter))),
                ("INIntentParameterTag", .integer(tag)),
            ]
            pairs += localized("INIntentParameterDisplayName", parameter.title, place: "\(parameter.id)/title")
            var metadata: [(String, PropertyListNode.Value)] = []
            switch parameter.kind {
            case .enumeration(let cases):
                let enumName = typeName(of: parameter)
                pairs += [
                    ("INIntentParameterType", .string("Integer")), ("INIntentParameterEnumType", .string(enumName)),
                ]
                enums.append(enumDefinition(enumName, parameter: parameter, cases: cases))
            case .dynamic(let options) where options.hasTextValues:
                pairs += [
                    ("INIntentParameterType", .string("String")),
                    ("INIntentParameterSupportsDynamicEnumeration", .boolean(true)),
                ]
                if options.isSearchable { pairs.append(("INIntentParameterSupportsSearch", .boolean(true))) }
            case .dynamic(let options):
                let typeName = typeName(of: parameter)
                pairs += [
                    ("INIntentParameterType", .string("Object")),
                    ("INIntentParameterObjectType", .string(typeName)),
                    ("INIntentParameterSupportsDynamicEnumeration", .boolean(true)),
                ]
                // Xcode writes it only when "Supports search" is on.
                if options.isSearchable { pairs.append(("INIntentParameterSupportsSearch", .boolean(true))) }
                types.append(typeDefinition(typeName, parameter: parameter))
            case .integer(let minimum, let maximum):
                pairs.append(("INIntentParameterType", .string("Integer")))
                if let minimum { metadata.append(("INIntentParameterMetadataMinimumValue", .integer(minimum))) }
                if let maximum { metadata.append(("INIntentParameterMetadataMaximumValue", .integer(maximum))) }
            case .boolean: pairs.append(("INIntentParameterType", .string("Boolean")))
            case .string(let constraints):
                let decimal = constraints == IntentDefinitionImporter.decimalConstraints
                pairs.append(("INIntentParameterType", .string(decimal ? "Decimal" : "String")))
            }
            switch parameter.defaultValue {
            case .string(let text)? where parameter.kind == .string(IntentDefinitionImporter.decimalConstraints):
                metadata.append(("INIntentParameterMetadataDefaultValue", .real(text)))
            case .string(let text)?: metadata.append(("INIntentParameterMetadataDefaultValue", .string(text)))
            case .integer(let number)?: metadata.append(("INIntentParameterMetadataDefaultValue", .integer(number)))
            case .boolean(let flag)?: metadata.append(("INIntentParameterMetadataDefaultValue", .boolean(flag)))
            // SiriKit has no default for a parameter of several values.
            case .list?, nil: break
            }
            if let multiple = parameter.multipleValues {
                pairs.append(("INIntentParameterSupportsMultipleValues", .boolean(true)))
                pairs.append(("INIntentParameterArraySizes", Self.arraySizes(multiple)))
            }
            if !metadata.isEmpty { pairs.append(("INIntentParameterMetadata", Self.dictionary(metadata))) }
            pairs.append(("INIntentParameterPromptDialogs", promptDialogs(parameter)))
            if let activation = parameter.activation, let parent = schema.parameter(activation.parameter) {
                pairs.append(("INIntentParameterRelationship", relationship(activation, parent: parent)))
            }
            return Self.dictionary(pairs)
        }

        /// Each size's most, as Xcode writes them; a size not capped takes the maximum.
        static func arraySizes(_ multiple: MultipleValues) -> PropertyListNode.Value {
            let sizes = WidgetFamily.allCases.filter {
                $0 != .accessoryCorner || multiple.maximumByFamily[$0] != nil
            }
            return .array(
                sizes.map { family in
                    Self.node(
                        Self.dictionary([
                            ("INIntentParameterArraySizeSize", .integer(multiple.maximum(for: family))),
                            ("INIntentParameterArraySizeSizeClass", .string(family.sizeClass)),
                        ]))
                })
        }

        /// The configuration prompt, and the primary one when the parameter has a prompt.
        mutating func promptDialogs(_ parameter: Parameter) -> PropertyListNode.Value {
            var dialogs: [PropertyListNode.Value] = [
                Self.dictionary([
                    ("INIntentParameterPromptDialogCustom", .boolean(true)),
                    ("INIntentParameterPromptDialogType", .string("Configuration")),
                ])
            ]
            if let prompt = parameter.prompt {
                dialogs.append(
                    Self.dictionary(
                        [
                            ("INIntentParameterPromptDialogCustom", .boolean(true)),
                            ("INIntentParameterPromptDialogType", .string("Primary")),
                        ]
                            + localized(
                                "INIntentParameterPromptDialogFormatString", prompt, place: "\(parameter.id)/prompt"
                            )))
            }
            return .array(dialogs.map(Self.node))
        }

        /// A relationship to the parent parameter: its name and the predicate.
        func relationship(_ activation: ActivationCondition, parent: Parameter) -> PropertyListNode.Value {
            var relationship: [(String, PropertyListNode.Value)] = [
                ("INIntentParameterRelationshipParentName", .string(name(of: parent)))
            ]
            switch activation.predicate {
            case .hasAnyValue:
                relationship.append(("INIntentParameterRelationshipPredicateName", .string("HasAnyValue")))
            case .equals(.boolean(let flag)):
                relationship += [
                    ("INIntentParameterRelationshipPredicateName", .string("BooleanHasExactValue")),
                    ("INIntentParameterRelationshipPredicateValue", .boolean(flag)),
                ]
            case .equals(let value):
                relationship += [
                    ("INIntentParameterRelationshipPredicateName", .string("EnumHasExactValue")),
                    ("INIntentParameterRelationshipPredicateValue", .string(value.description)),
                ]
            }
            return Self.dictionary(relationship)
        }

        /// An enum: Xcode's `unknown` at index 0, then the cases.
        mutating func enumDefinition(_ name: String, parameter: Parameter, cases: [EnumCase]) -> PropertyListNode.Value
        {
            var values = [
                Self.node(
                    Self.dictionary(
                        [("INEnumValueIndex", .integer(0)), ("INEnumValueName", .string("unknown"))]
                            + localized(
                                "INEnumValueDisplayName", LocalizedText("unknown"), place: "\(parameter.id)/unknown")))
            ]
            for (index, enumCase) in cases.enumerated() {
                values.append(
                    Self.node(
                        Self.dictionary(
                            [("INEnumValueIndex", .integer(index + 1)), ("INEnumValueName", .string(enumCase.id))]
                                + localized(
                                    "INEnumValueDisplayName", enumCase.title,
                                    place: "\(parameter.id)/cases/\(enumCase.id)"))))
            }
            return Self.dictionary(
                [
                    ("INEnumGeneratesHeader", .boolean(true)), ("INEnumName", .string(name)),
                    ("INEnumType", .string("Regular")), ("INEnumValues", .array(values)),
                ] + localized("INEnumDisplayName", parameter.title, place: "\(parameter.id)/enum"))
        }

        /// A custom type with Xcode's two standard properties, `identifier` and `displayString`.
        mutating func typeDefinition(_ name: String, parameter: Parameter) -> PropertyListNode.Value {
            let properties: [PropertyListNode.Value] = [("identifier", 1), ("displayString", 2)].map { property, tag in
                Self.dictionary([
                    ("INTypePropertyDefault", .boolean(true)), ("INTypePropertyDisplayPriority", .integer(tag)),
                    ("INTypePropertyName", .string(property)), ("INTypePropertyTag", .integer(tag)),
                    ("INTypePropertyType", .string("String")),
                ])
            }
            return Self.dictionary(
                [
                    ("INTypeLastPropertyTag", .integer(99)), ("INTypeName", .string(name)),
                    ("INTypeProperties", .array(properties.map(Self.node))),
                ] + localized("INTypeDisplayName", parameter.title, place: "\(parameter.id)/type"))
        }
    }
}
