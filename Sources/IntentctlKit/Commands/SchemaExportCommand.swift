import ConfigurationStore
import DocumentFormats
import FileAccess
import IntentSchema
import IntentctlService
import SiriKitInterop

/// `intentctl schema export --format json-schema|intentdefinition [ID]`
enum SchemaExportCommand: Command {
    static let format = ValueOption<String?>(
        "format", value: "FORMAT", help: "The export format.", kind: .choice(["json-schema", "intentdefinition"]),
        required: true)
    static let output = ValueOption<String?>(
        "output", short: "o", value: "DIR", help: "For intentdefinition: the folder to write the definition into.",
        kind: .path)

    static let spec = CommandSpec(
        path: ["schema", "export"],
        summary: "Export a JSON Schema (2020-12) for configuration documents, or a SiriKit intent definition.",
        arguments: "[ID]",
        options: [format, output, CommonOptions.schema],
        positionals: 0...1,
        discussion: """
            json-schema: validators such as ajv or python's jsonschema reach the same structural verdicts as 'config validate'. Dynamic options (airport codes) are exported as strings of their format (^[A-Z]{3}$): only intentctl checks that a code exists. x-intentctl-* members carry what JSON Schema cannot say (localized titles, case titles and payloads, the provider, relationships, the deep link); validators ignore them.

            intentdefinition (needs -o DIR): DIR/Base.lproj/NAME.intentdefinition, a property list Xcode opens with one intent eligible for widgets, its enums, custom types, parameters and relationships, and DIR/LANG.lproj/NAME.strings for every locale. Names and tags come from the schema's siriKit origin when it has one, ids are stable across runs, and what a definition cannot hold (required flags, summaries, payloads, the placeholder, and more) is listed as warnings. Importing the definition gives the schema back, less those.
            """,
        completes: .schemaIDs)

    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode {
        let schema = try context.schema(
            arguments.positionals.first, in: try context.catalog(arguments, withOptions: false))
        guard arguments[format] == "intentdefinition" else {
            if arguments[output] != nil { throw arguments.usage("-o goes with --format intentdefinition") }
            let exporter = JSONSchemaExporter(valueFormats: [
                OptionProviders.airports: AirportOptionProvider.idFormat,
                OptionProviders.places: AirportOptionProvider.placeIDFormat,
            ])
            context.console.out(JSONWriter.write(exporter.export(schema)))
            return .success
        }
        guard let folder = arguments[output] else { throw arguments.usage("--format intentdefinition needs -o DIR") }
        let exported = IntentDefinitionExporter().export(schema)
        context.report(exported.warnings)
        var written: [String] = []
        do throws(FileSystemError) {
            let base = "\(folder)/Base.lproj/\(exported.intentName).intentdefinition"
            try FileSystem.createDirectory(context.path("\(folder)/Base.lproj"))
            try FileSystem.writeOutputFile(exported.definition, to: context.path(base))
            written.append(base)
            for (locale, bytes) in exported.strings.sorted(by: { $0.key < $1.key }) {
                let path = "\(folder)/\(locale).lproj/\(exported.intentName).strings"
                try FileSystem.createDirectory(context.path("\(folder)/\(locale).lproj"))
                try FileSystem.writeOutputFile(bytes, to: context.path(path))
                written.append(path)
            }
        } catch {
            throw CommandFailure(error)
        }
        context.console.out(written.map(TextSanitizer.printable).joined(separator: "\n"))
        return .success
    }
}
