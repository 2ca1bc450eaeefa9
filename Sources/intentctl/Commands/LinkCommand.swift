import Foundation
import IntentSchema

/// `intentctl link NAME` and `intentctl link --parse URL`
enum LinkCommand: Command {
    static let spec = CommandSpec(
        path: ["link"], summary: "Print a configuration's deep link, or read one back into a configuration.",
        usage: "link NAME [--now TIME] [--store DIR] | link --parse URL [--now TIME] [--schema FILE]",
        options: [
            (name: "parse", value: "URL", help: "Read this link back into a configuration document."),
            CommonOptions.now,
            CommonOptions.store, CommonOptions.schema, CommonOptions.data,
        ],
        positionals: 0...1,
        discussion: """
            The scheme and path come from the schema's "deepLink". Dates are the window of the configuration's dates
            case at the reference time, in the departure's time zone; reading a link back finds the case whose window
            is those dates at the reference time.
            """)

    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode {
        let now = try context.referenceTime(arguments, spec: spec)
        let catalog = try context.catalog(arguments)
        if let url = arguments[option: "parse"] {
            guard arguments.positionals.isEmpty else {
                throw ParsedArguments.usage("--parse takes no NAME", spec: spec)
            }
            return try parse(url, at: now, catalog: catalog, arguments: arguments, context: context)
        }
        guard let text = arguments.positionals.first else {
            throw ParsedArguments.usage("missing NAME (or --parse URL)", spec: spec)
        }
        let name = try context.name(text)
        let store = try context.store(arguments)
        guard store.contains(name) else {
            throw CommandFailure(.noInput, IntentSchemaError.notFound(name: name.rawValue).description)
        }
        let entry = store.inspect("\(name).json", catalog: catalog)
        guard let configuration = entry.configuration, let schema = catalog.schemas[configuration.schemaID] else {
            context.report(entry.diagnostics)
            throw CommandFailure(.invalid, "'\(name)' needs reconfiguration")
        }
        guard let template = schema.deepLink else {
            throw CommandFailure(.invalid, "the schema \(JSONWriter.quoted(schema.id)) declares no deep link")
        }
        let locations = try context.locations(in: catalog)
        do throws(IntentSchemaError) {
            let search = try DealSearch.resolve(configuration, schema: schema, at: now, locations: locations)
            Console.out(DeepLink(template: template, search: search).url)
        } catch {
            throw CommandFailure(error)
        }
        return .success
    }

    static func parse(
        _ url: String, at now: Date, catalog: SchemaCatalog, arguments: ParsedArguments, context: Context
    ) throws(CommandFailure) -> ExitCode {
        let schema = try context.schema(nil, in: catalog)
        guard let template = schema.deepLink else {
            throw CommandFailure(.invalid, "the schema \(JSONWriter.quoted(schema.id)) declares no deep link")
        }
        let (link, linkDiagnostics) = DeepLink.parse(url, template: template)
        guard let link else {
            context.report(linkDiagnostics)
            return .invalid
        }
        let (assignments, diagnostics) = link.assignments(
            for: schema, at: now, locations: try context.locations(in: catalog))
        guard diagnostics.isEmpty else {
            context.report(diagnostics)
            return .invalid
        }
        let result = catalog.validator(for: schema).validate(applying: assignments)
        context.report(result.diagnostics)
        guard let configuration = result.configuration else { return .invalid }
        Console.out(JSONWriter.write(configuration.document(orderedBy: schema)))
        return .success
    }
}
