import IntentSchema

/// `intentctl schema export --format json-schema [ID]`
enum SchemaExportCommand: Command {
    static let format = ValueOption<String?>(
        "format", value: "FORMAT", help: "The export format.", kind: .choice(["json-schema"]), required: true)

    static let spec = CommandSpec(
        path: ["schema", "export"], summary: "Export a JSON Schema (2020-12) for configuration documents.",
        arguments: "[ID]",
        options: [format, CommonOptions.schema],
        positionals: 0...1,
        discussion:
            "Validators such as ajv or python's jsonschema reach the same structural verdicts as 'config validate'. Dynamic options (airport codes) are exported as strings of their format (^[A-Z]{3}$): only intentctl checks that a code exists. x-intentctl-* members carry what JSON Schema cannot say (localized titles, case titles and payloads, the provider, relationships, the deep link); validators ignore them.",
        completes: .schemaIDs)

    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode {
        let schema = try context.schema(
            arguments.positionals.first, in: try context.catalog(arguments, withOptions: false))
        let exporter = JSONSchemaExporter(valueFormats: [OptionProviders.airports: AirportOptionProvider.idFormat])
        context.console.out(JSONWriter.write(exporter.export(schema)))
        return .success
    }
}
