import IntentSchema

/// Every key of an intent definition that `schema import` knows, and what becomes of it: the one table the
/// importer accounts for keys by and `docs/sirikit.md` shows.
///
/// A key the importer meets in what it imports (the definition's own keys, the chosen intent with its
/// parameters, and the enums and custom types those parameters use) ends one of three ways:
///
/// - **carried**: read into the schema, as the table says;
/// - **implied**: read, and true of every widget's schema or Xcode's own bookkeeping, so nothing is lost
///   (an export writes its own);
/// - **reported**: not carried over, with a warning at the key's path and line (`sirikit.not-carried-over`).
///
/// A key the table does not have is reported as unknown. Other intents, and enums and types no imported
/// parameter uses, are not read at all.
public enum IntentDefinitionKeys {
    /// What becomes of a key.
    public enum Fate: Sendable, Equatable {
        /// Read into the schema: what it becomes.
        case carried(String)
        /// Read, and nothing is lost: why.
        case implied(String)
        /// Not carried over, with a warning: what it was.
        case reported(String)

        /// The fate's name, as `--json` and the docs give it.
        public var name: String {
            switch self {
            case .carried: "carried"
            case .implied: "implied"
            case .reported: "reported"
            }
        }

        /// What the key becomes, why nothing is lost, or what it was.
        public var explanation: String {
            switch self {
            case .carried(let text), .implied(let text), .reported(let text): text
            }
        }
    }

    /// Where in a definition a key is.
    public enum Place: String, Sendable, CaseIterable {
        case definition, intent, parameter, metadata, promptDialog = "prompt dialog", relationship, enumeration = "enum"
        case enumValue = "enum value", type
    }

    /// A key and its fate.
    public struct Key: Sendable {
        /// The key, as Xcode writes it.
        public var name: String
        /// Where it is.
        public var place: Place
        /// What becomes of it.
        public var fate: Fate
    }

    /// The fate of a key, nil for one intentctl does not know.
    ///
    /// Complexity: O(1).
    public static func fate(of key: String) -> Fate? { byName[key]?.fate }

    private static let byName: [String: Key] = Dictionary(
        all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// Every key, by place.
    public static let all: [Key] =
        definition + intent + parameter + metadata + promptDialog + relationship
        + enumeration + type

    static let definition: [Key] = [
        Key(name: "INIntentDefinitionModelVersion", place: .definition, fate: .implied("the file format's version")),
        Key(
            name: "INIntentDefinitionNamespace", place: .definition,
            fate: .carried("`siriKit.namespace`, as written")),
        Key(
            name: "INIntentDefinitionSystemVersion", place: .definition,
            fate: .implied("the macOS that saved the file; an export writes its own")),
        Key(
            name: "INIntentDefinitionToolsBuildVersion", place: .definition,
            fate: .implied("the Xcode build that saved the file; an export writes its own")),
        Key(
            name: "INIntentDefinitionToolsVersion", place: .definition,
            fate: .implied("the Xcode that saved the file; an export writes its own")),
        Key(
            name: "INIntents", place: .definition,
            fate: .carried(
                "the intent imported (`--intent`, or the only one eligible for widgets); the others are not read")),
        Key(name: "INEnums", place: .definition, fate: .carried("the enums the imported parameters use")),
        Key(
            name: "INTypes", place: .definition, fate: .carried("the custom types the imported parameters use, by name")
        ),
    ]

    static let intent: [Key] = [
        Key(name: "INIntentName", place: .intent, fate: .carried("the schema id (in kebab case) and the class name")),
        Key(name: "INIntentClassName", place: .intent, fate: .carried("`siriKit.intentClassName`")),
        Key(name: "INIntentClassPrefix", place: .intent, fate: .carried("`siriKit.classPrefix`, and the class name")),
        Key(name: "INIntentTitle", place: .intent, fate: .carried("the schema's `title`")),
        Key(
            name: "INIntentTitleID", place: .intent,
            fate: .carried("the `title`'s translations, from the `.strings` files")),
        Key(name: "INIntentDescription", place: .intent, fate: .carried("the schema's `description`")),
        Key(
            name: "INIntentDescriptionID", place: .intent,
            fate: .carried("the `description`'s translations, from the `.strings` files")),
        Key(name: "INIntentEligibleForWidgets", place: .intent, fate: .carried("which intents can be imported")),
        Key(name: "INIntentParameters", place: .intent, fate: .carried("the schema's `parameters`")),
        Key(
            name: "INIntentType", place: .intent,
            fate: .carried("checked to be `Custom`: a system intent is imported as a custom one, with a warning")),
        Key(
            name: "INIntentCategory", place: .intent,
            fate: .implied("the kind of action Siri announces; a widget's configuration performs none")),
        Key(
            name: "INIntentVerb", place: .intent,
            fate: .implied("the verb Siri and Shortcuts show; a widget's configuration performs nothing")),
        Key(
            name: "INIntentIneligibleForSuggestions", place: .intent,
            fate: .implied("Siri's suggestions; a widget's configuration is never suggested")),
        Key(
            name: "INIntentConfigurable", place: .intent,
            fate: .implied("whether Shortcuts may configure the intent; a widget's parameters always are")),
        Key(
            name: "INIntentLastParameterTag", place: .intent,
            fate: .implied("Xcode's counter for the next tag; the tags are carried (`siriKit.parameterTags`)")),
        Key(name: "INIntentInput", place: .intent, fate: .reported("the parameter Shortcuts passes its input to")),
        Key(name: "INIntentKeyParameter", place: .intent, fate: .reported("the parameter Siri asks for first")),
        Key(name: "INIntentResponse", place: .intent, fate: .reported("the intent's response")),
        Key(
            name: "INIntentParameterCombinations", place: .intent,
            fate: .reported("Shortcuts' summaries; write the schema's `summary` instead")),
        Key(
            name: "INIntentManagedParameterCombinations", place: .intent,
            fate: .reported("Shortcuts' summaries; write the schema's `summary` instead")),
        Key(
            name: "INIntentCustomizable", place: .intent, fate: .reported("whether Shortcuts may customize the intent")),
        Key(name: "INIntentDefaultImageName", place: .intent, fate: .reported("the intent's image in Shortcuts")),
        Key(name: "INIntentDeprecated", place: .intent, fate: .reported("that the intent is deprecated")),
        Key(name: "INIntentDomain", place: .intent, fate: .reported("a system intent's domain")),
        Key(name: "INIntentRestrictions", place: .intent, fate: .reported("where the intent may run")),
        Key(
            name: "INIntentUserConfirmationRequired", place: .intent,
            fate: .reported("that Siri asks for confirmation before running the intent")),
    ]

    static let parameter: [Key] = [
        Key(
            name: "INIntentParameterName", place: .parameter,
            fate: .carried("the parameter's `id` (without a trailing `Parameter`) and `siriKit.parameterNames`")),
        Key(name: "INIntentParameterTag", place: .parameter, fate: .carried("`siriKit.parameterTags`")),
        Key(
            name: "INIntentParameterType", place: .parameter,
            fate: .carried(
                "the `kind`; a type a schema cannot hold (a date, a file, …) leaves the parameter out, with a warning")),
        Key(name: "INIntentParameterDisplayName", place: .parameter, fate: .carried("the parameter's `title`")),
        Key(
            name: "INIntentParameterDisplayNameID", place: .parameter,
            fate: .carried("the `title`'s translations, from the `.strings` files")),
        Key(
            name: "INIntentParameterEnumType", place: .parameter,
            fate: .carried("an `enum` with the enum's values, and `siriKit.objectTypes`")),
        Key(
            name: "INIntentParameterEnumTypeNamespace", place: .parameter,
            fate: .implied("the definition the enum is declared in, which holds it")),
        Key(
            name: "INIntentParameterObjectType", place: .parameter,
            fate: .carried(
                "a `dynamic` parameter whose provider `--provider` maps the type to, else the type's name (a provider the app gives), and `siriKit.objectTypes`"
            )),
        Key(
            name: "INIntentParameterObjectTypeNamespace", place: .parameter,
            fate: .implied("the definition the type is declared in; its name is carried")),
        Key(
            name: "INIntentParameterSupportsDynamicEnumeration", place: .parameter,
            fate: .carried(
                "a `dynamic` parameter: an object's options come from a provider (an object without it is imported as one too, with a warning); text's are `textValues`, the options' texts, from a provider named after the parameter that the app gives"
            )),
        Key(name: "INIntentParameterSupportsSearch", place: .parameter, fate: .carried("`searchable`")),
        Key(
            name: "INIntentParameterSupportsMultipleValues", place: .parameter,
            fate: .carried("`multipleValues` for an enum or dynamic parameter; one value, with a warning, for others")),
        Key(
            name: "INIntentParameterArraySizes", place: .parameter,
            fate: .carried("`multipleValues`: each size class's most as `byFamily`, the largest as `maximum`")),
        Key(name: "INIntentParameterArraySizeSize", place: .parameter, fate: .carried("a size class's most values")),
        Key(
            name: "INIntentParameterArraySizeSizeClass", place: .parameter,
            fate: .carried("the widget family (`Small` is `systemSmall`)")),
        Key(
            name: "INIntentParameterFixedSizeArray", place: .parameter,
            fate: .reported("that every widget size takes the same number of values")),
        Key(name: "INIntentParameterMetadata", place: .parameter, fate: .carried("the keys below")),
        Key(
            name: "INIntentParameterPromptDialogs", place: .parameter,
            fate: .carried("the `prompt`: the Primary dialog's text, else the Configuration dialog's")),
        Key(name: "INIntentParameterRelationship", place: .parameter, fate: .carried("`activeWhen`")),
        Key(
            name: "INIntentParameterConfigurable", place: .parameter,
            fate: .implied("whether Shortcuts may configure the parameter; a widget's always can")),
        Key(
            name: "INIntentParameterDisplayPriority", place: .parameter,
            fate: .implied("the order Shortcuts lists parameters in; the schema keeps the definition's order")),
        Key(
            name: "INIntentParameterSupportsResolution", place: .parameter,
            fate: .implied(
                "whether the app resolves the value when Siri runs the intent; a widget's values are chosen in its editor"
            )),
        Key(
            name: "INIntentParameterCustomDisambiguation", place: .parameter,
            fate: .reported("Siri's own question when several values match")),
        Key(
            name: "INIntentParameterUnsupportedReasons", place: .parameter,
            fate: .reported("what Siri says of a value the app does not support")),
    ]

    static let metadata: [Key] = [
        Key(name: "INIntentParameterMetadataDefaultValue", place: .metadata, fate: .carried("`default`")),
        Key(
            name: "INIntentParameterMetadataDefaultValueID", place: .metadata,
            fate: .reported("the translations of a default text; a schema's default is one value")),
        Key(
            name: "INIntentParameterMetadataMinimumValue", place: .metadata,
            fate: .carried("an integer's `minimum` (a decimal's is reported)")),
        Key(
            name: "INIntentParameterMetadataMaximumValue", place: .metadata,
            fate: .carried("an integer's `maximum` (a decimal's is reported)")),
        Key(
            name: "INIntentParameterMetadataTrueDisplayName", place: .metadata,
            fate: .carried("nothing when it is Xcode's `true`; another text, such as `Yes`, is reported")),
        Key(
            name: "INIntentParameterMetadataTrueDisplayNameID", place: .metadata,
            fate: .carried("with `INIntentParameterMetadataTrueDisplayName`")),
        Key(
            name: "INIntentParameterMetadataFalseDisplayName", place: .metadata,
            fate: .carried("nothing when it is Xcode's `false`; another text, such as `No`, is reported")),
        Key(
            name: "INIntentParameterMetadataFalseDisplayNameID", place: .metadata,
            fate: .carried("with `INIntentParameterMetadataFalseDisplayName`")),
        Key(
            name: "INIntentParameterMetadataType", place: .metadata,
            fate: .reported("how a number is entered (a stepper, a slider)")),
        Key(
            name: "INIntentParameterMetadataCapitalization", place: .metadata,
            fate: .reported("how a text field capitalizes")),
        Key(
            name: "INIntentParameterMetadataDisableAutocorrect", place: .metadata,
            fate: .reported("that a text field does not autocorrect")),
        Key(
            name: "INIntentParameterMetadataDisableSmartDashes", place: .metadata,
            fate: .reported("that a text field keeps dashes as typed")),
        Key(
            name: "INIntentParameterMetadataDisableSmartQuotes", place: .metadata,
            fate: .reported("that a text field keeps quotes as typed")),
        Key(name: "INIntentParameterMetadataMultiline", place: .metadata, fate: .reported("that a text is multi-line")),
        Key(
            name: "INIntentParameterMetadataPlaceholderID", place: .metadata,
            fate: .reported("a text field's placeholder")),
        Key(
            name: "INIntentParameterMetadataSupportsNegativeNumbers", place: .metadata,
            fate: .reported("whether the keypad offers a minus sign")),
        Key(name: "INIntentParameterMetadataRange", place: .metadata, fate: .reported("a decimal's range")),
    ]

    static let promptDialog: [Key] = [
        Key(
            name: "INIntentParameterPromptDialogType", place: .promptDialog,
            fate: .carried("which dialog it is: the Primary one, else the Configuration one, is the `prompt`")),
        Key(
            name: "INIntentParameterPromptDialogFormatString", place: .promptDialog,
            fate: .carried(
                "the `prompt`'s text; the texts of other dialogs (disambiguation, confirmation) are reported")),
        Key(
            name: "INIntentParameterPromptDialogFormatStringID", place: .promptDialog,
            fate: .carried("the `prompt`'s translations, from the `.strings` files")),
        Key(
            name: "INIntentParameterPromptDialogCustom", place: .promptDialog,
            fate: .implied("whether the text was written by hand or is Xcode's; the text is carried")),
    ]

    static let relationship: [Key] = [
        Key(
            name: "INIntentParameterRelationshipParentName", place: .relationship,
            fate: .carried("`activeWhen.parameter`")),
        Key(
            name: "INIntentParameterRelationshipPredicateName", place: .relationship,
            fate: .carried("`activeWhen`: `hasValue` or `equals` (another predicate is reported)")),
        Key(
            name: "INIntentParameterRelationshipPredicateValue", place: .relationship,
            fate: .carried("`activeWhen.equals`")),
    ]

    static let enumeration: [Key] = [
        Key(name: "INEnumName", place: .enumeration, fate: .carried("`siriKit.objectTypes`")),
        Key(name: "INEnumValues", place: .enumeration, fate: .carried("the `cases`, but Xcode's `unknown` (index 0)")),
        Key(
            name: "INEnumDisplayName", place: .enumeration,
            fate: .reported("the enum type's name; the generated `AppEnum` takes the parameter's title")),
        Key(name: "INEnumDisplayNameID", place: .enumeration, fate: .reported("the enum type name's translations")),
        Key(
            name: "INEnumGeneratesHeader", place: .enumeration,
            fate: .implied("whether Xcode writes an Objective-C header; the generated Swift needs none")),
        Key(name: "INEnumType", place: .enumeration, fate: .carried("checked to be `Regular`")),
        Key(
            name: "INEnumClassName", place: .enumeration,
            fate: .implied("the class Xcode generated; the generated `AppEnum` is named after the parameter")),
        Key(name: "INEnumValueName", place: .enumValue, fate: .carried("the case's `id`")),
        Key(
            name: "INEnumValueIndex", place: .enumValue,
            fate: .carried("the cases' order; defaults and relationships may name a value by it")),
        Key(name: "INEnumValueDisplayName", place: .enumValue, fate: .carried("the case's `title`")),
        Key(
            name: "INEnumValueDisplayNameID", place: .enumValue,
            fate: .carried("the case `title`'s translations, from the `.strings` files")),
        Key(name: "INEnumValueSynonyms", place: .enumValue, fate: .reported("other words Siri accepts for the value")),
    ]

    static let type: [Key] = [
        Key(
            name: "INTypeName", place: .type,
            fate: .carried(
                "`siriKit.objectTypes`; the rest of a custom type (its display name and properties) is reported once, at the type: its options come from a provider"
            ))
    ]
}
