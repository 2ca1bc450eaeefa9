import DocumentFormats

/// The codes of the schema core: schemas, configurations and migrations.
extension DiagnosticCode {
    // Schemas.
    /// `schema.unknown-key`: see its ``help``.
    public static let schemaUnknownKey = DiagnosticCode(
        "schema.unknown-key", help: "A key the schema format does not define.")
    /// `schema.missing-key`: see its ``help``.
    public static let schemaMissingKey = DiagnosticCode(
        "schema.missing-key", help: "A key the schema format requires is absent.")
    /// `schema.type-mismatch`: see its ``help``.
    public static let schemaTypeMismatch = DiagnosticCode(
        "schema.type-mismatch", help: "A value of the wrong JSON type.")
    /// `schema.invalid-value`: see its ``help``.
    public static let schemaInvalidValue = DiagnosticCode(
        "schema.invalid-value",
        help: "A value outside what the format allows (an empty title, a negative length, an unknown kind).")
    /// `schema.unsupported-format-version`: see its ``help``.
    public static let schemaUnsupportedFormatVersion = DiagnosticCode(
        "schema.unsupported-format-version", help: "A format version this build does not read.")
    /// `schema.invalid-id`: see its ``help``.
    public static let schemaInvalidID = DiagnosticCode(
        "schema.invalid-id", help: "An id that is not a valid identifier.")
    /// `schema.duplicate-id`: see its ``help``.
    public static let schemaDuplicateID = DiagnosticCode(
        "schema.duplicate-id", help: "Two parameters, or two cases of one enum, share an id.")
    /// `schema.invalid-default`: see its ``help``.
    public static let schemaInvalidDefault = DiagnosticCode(
        "schema.invalid-default",
        help: "A default that is not a case of the enum, or not a valid value of the parameter.")
    /// `schema.unknown-parameter`: see its ``help``.
    public static let schemaUnknownParameter = DiagnosticCode(
        "schema.unknown-parameter", help: "A relationship names a parameter that does not exist.")
    /// `schema.unknown-case`: see its ``help``.
    public static let schemaUnknownCase = DiagnosticCode(
        "schema.unknown-case", help: "A relationship names a value its parent can never have.")
    /// `schema.relationship-order`: see its ``help``.
    public static let schemaRelationshipOrder = DiagnosticCode(
        "schema.relationship-order",
        help: "A relationship's parent is declared after its child (or is the child itself).")
    /// `schema.missing-default-locale`: see its ``help``.
    public static let schemaMissingDefaultLocale = DiagnosticCode(
        "schema.missing-default-locale", help: "A localized text lacks the schema's default locale.")
    /// `schema.unsafe-text`: see its ``help``.
    public static let schemaUnsafeText = DiagnosticCode(
        "schema.unsafe-text",
        help:
            "A display text holds a character it may not: a control (NUL among them; a line feed only in a description), a line or paragraph separator, or a bidirectional embedding, override or isolate, which can make text read differently from what it holds."
    )
    /// `schema.invalid-pattern`: see its ``help``.
    public static let schemaInvalidPattern = DiagnosticCode(
        "schema.invalid-pattern", help: "A string pattern that is not a valid regular expression.")
    /// `schema.migration-gap`: see its ``help``.
    public static let schemaMigrationGap = DiagnosticCode(
        "schema.migration-gap",
        help: "The migrations do not form one chain, version after version, ending at the schema's version.")
    /// `schema.invalid-migration`: see its ``help``.
    public static let schemaInvalidMigration = DiagnosticCode(
        "schema.invalid-migration",
        help: "A migration step would make a configuration the version it leads to cannot hold: a rename to a name "
            + "still in use, a dropped parameter the version still has, a value of the wrong type.")
    // Configurations.
    /// `config.invalid-document`: see its ``help``.
    public static let configInvalidDocument = DiagnosticCode(
        "config.invalid-document",
        help: "The configuration document's top level is malformed (not an object, unknown key, missing key).")
    /// `config.unknown-schema`: see its ``help``.
    public static let configUnknownSchema = DiagnosticCode(
        "config.unknown-schema", help: "The document names a schema that is not known.")
    /// `config.schema-mismatch`: see its ``help``.
    public static let configSchemaMismatch = DiagnosticCode(
        "config.schema-mismatch", help: "The document names a different schema than the one validated against.")
    /// `config.version-mismatch`: see its ``help``.
    public static let configVersionMismatch = DiagnosticCode(
        "config.version-mismatch",
        help: "The document was made for another version of the schema (a later one, or an earlier one that no "
            + "migration reaches).")
    /// `config.needs-migration`: see its ``help``.
    public static let configNeedsMigration = DiagnosticCode(
        "config.needs-migration",
        help: "The document was made for an earlier version of the schema and validates once the schema's "
            + "migrations are applied; `config migrate` rewrites it.")
    /// `config.missing-value`: see its ``help``.
    public static let configMissingValue = DiagnosticCode(
        "config.missing-value", help: "A required parameter has no value and no default.")
    /// `config.unknown-parameter`: see its ``help``.
    public static let configUnknownParameter = DiagnosticCode(
        "config.unknown-parameter", help: "A value for a parameter the schema does not declare.")
    /// `config.type-mismatch`: see its ``help``.
    public static let configTypeMismatch = DiagnosticCode(
        "config.type-mismatch", help: "A value of the wrong type for its parameter.")
    /// `config.unknown-case`: see its ``help``.
    public static let configUnknownCase = DiagnosticCode(
        "config.unknown-case", help: "An enum value that is not one of the cases.")
    /// `config.unknown-option`: see its ``help``.
    public static let configUnknownOption = DiagnosticCode(
        "config.unknown-option", help: "A dynamic value the option provider does not know.")
    /// `config.option-not-offered`: see its ``help``.
    public static let configOptionNotOffered = DiagnosticCode(
        "config.option-not-offered",
        help: "A dynamic value the provider knows but no longer offers (a heliport, an airfield that lost its "
            + "scheduled service): kept, with a warning.")
    /// `config.inactive-parameter`: see its ``help``.
    public static let configInactiveParameter = DiagnosticCode(
        "config.inactive-parameter", help: "A value for a parameter that is inactive because of its relationship.")
    /// `config.out-of-range`: see its ``help``.
    public static let configOutOfRange = DiagnosticCode(
        "config.out-of-range",
        help: "An integer outside the parameter's range, or a string outside its length or pattern.")
    /// `config.value-count`: see its ``help``.
    public static let configValueCount = DiagnosticCode(
        "config.value-count",
        help: "A parameter that takes several values has fewer than its minimum or more than its maximum.")
    /// `config.duplicate-value`: see its ``help``.
    public static let configDuplicateValue = DiagnosticCode(
        "config.duplicate-value", help: "A parameter that takes several values lists one of them twice.")
    /// `config.out-of-scope`: see its ``help``.
    public static let configOutOfScope = DiagnosticCode(
        "config.out-of-scope",
        help:
            "A dynamic value outside the scope another parameter gives it: an airport outside the country the configuration chose."
    )
    /// `config.value-not-held`: see its ``help``.
    public static let configValueNotHeld = DiagnosticCode(
        "config.value-not-held", help: "`KEY-=VALUE` removes a value the parameter does not hold.")
    /// `config.provider-unavailable`: see its ``help``.
    public static let configProviderUnavailable = DiagnosticCode(
        "config.provider-unavailable",
        help: "The option provider a dynamic parameter names is not available; the value was not checked.")

    /// Every code this module declares, in the order of the documentation.
    public static let schemaLibraryCodes: [DiagnosticCode] = [
        .schemaUnknownKey,
        .schemaMissingKey,
        .schemaTypeMismatch,
        .schemaInvalidValue,
        .schemaUnsupportedFormatVersion,
        .schemaInvalidID,
        .schemaDuplicateID,
        .schemaInvalidDefault,
        .schemaUnknownParameter,
        .schemaUnknownCase,
        .schemaRelationshipOrder,
        .schemaMissingDefaultLocale,
        .schemaUnsafeText,
        .schemaInvalidPattern,
        .schemaMigrationGap,
        .schemaInvalidMigration,
        .configInvalidDocument,
        .configUnknownSchema,
        .configSchemaMismatch,
        .configVersionMismatch,
        .configNeedsMigration,
        .configMissingValue,
        .configUnknownParameter,
        .configTypeMismatch,
        .configUnknownCase,
        .configUnknownOption,
        .configOptionNotOffered,
        .configInactiveParameter,
        .configOutOfRange,
        .configValueCount,
        .configDuplicateValue,
        .configOutOfScope,
        .configValueNotHeld,
        .configProviderUnavailable,
    ]
}
