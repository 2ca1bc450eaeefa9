import IntentSchema

/// `intentctl schema export --format json-schema [ID]`
enum SchemaExportCommand: Command {
    static let format = ValueOption(
        "format", value: "FORMAT", help: "The export format: json-schema.", choices: ["json-schema"])

    static let spec = CommandSpec(
        path: ["schema", "export"], summary: "Export a JSON Schema (2020-12) for configuration documents.",
        usage: "schema export --format json-schema [ID] [--schema FILE]",
        options: [format, CommonOptions.schema],
        positionals: 0...1,
        discussion:
            "Validators such as ajv or python's jsonschema reach the same structural verdicts as 'config validate'. Dynamic options (airport codes) are exported as strings of their format (^[A-Z]{3}$): only intentctl checks that a code exists. x-intentctl-* members carry what JSON Schema cannot say (localized titles, case titles and payloads, the provider, relationships, the deep link); validators ignore them.",
        completes: .schemaIDs)

    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode {
        guard arguments[format] == "json-schema" else {
            throw arguments.usage("--format json-schema is required (the only format)")
        }
        let schema = try context.schema(
            arguments.positionals.first, in: try context.catalog(arguments, withOptions: false))
        let exporter = JSONSchemaExporter(valueFormats: [OptionProviders.airports: AirportOptionProvider.idFormat])
        context.console.out(JSONWriter.write(exporter.export(schema)))
        return .success
    }
}
