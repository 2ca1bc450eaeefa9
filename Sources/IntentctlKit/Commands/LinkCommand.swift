import ConfigurationStore
import DealsTimeline
import DocumentFormats
import Foundation
import IntentSchema

/// `intentctl link NAME` and `intentctl link --parse URL`
enum LinkCommand: Command {
    static let parse = ValueOption("parse", value: "URL", help: "Read this link back into a configuration document.")

    static let spec = CommandSpec(
        path: ["link"], summary: "Print a configuration's deep link, or read one back into a configuration.",
        arguments: "(NAME | --parse URL)",
        options: [
            parse, CommonOptions.now, CommonOptions.store, CommonOptions.schema, CommonOptions.data,
            CommonOptions.index,
        ],
        positionals: 0...1,
        discussion: """
            The scheme and path come from the schema's "deepLink". Dates are the window of the configuration's dates
            case at the reference time, in the departure's time zone; reading a link back finds the case whose window
            is those dates at the reference time.
            """, completes: .configurationNames)

    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode {
        let now = context.referenceTime(arguments)
        let catalog = try context.catalog(arguments)
        if let url = arguments[parse] {
            guard arguments.positionals.isEmpty else { throw arguments.usage("--parse takes no NAME") }
            return try read(url, at: now, catalog: catalog, context: context)
        }
        guard let text = arguments.positionals.first else { throw arguments.usage("missing NAME (or --parse URL)") }
        let name = try context.name(text)
        let store = try context.store(arguments)
        let entry: StoreEntry
        do throws(ConfigurationStoreError) {
            entry = try store.entry(named: name, checkingWith: catalog)
        } catch {
            throw CommandFailure(error)
        }
        guard let configuration = entry.configuration, let schema = entry.schema else {
            context.report(entry.diagnostics)
            throw CommandFailure(.invalid, "'\(name)' needs reconfiguration")
        }
        let template = try linkTemplate(of: schema)
        let locations = try context.locations(in: catalog)
        do throws(DealSearchError) {
            let search = try DealSearch.resolve(configuration, schema: schema, at: now, locations: locations)
            context.console.out(DeepLink(template: template, search: search).url)
        } catch {
            throw CommandFailure(error)
        }
        return .success
    }

    /// Reads a link back into a configuration document: parse the link, turn it into assignments
    /// at the reference time, validate them.
    static func read(_ url: String, at now: Date, catalog: SchemaCatalog, context: Context) throws(CommandFailure)
        -> ExitCode
    {
        let schema = try context.schema(nil, in: catalog)
        let template = try linkTemplate(of: schema)
        let locations = try context.locations(in: catalog)
        let result = DeepLink.parse(url, template: template)
            .flatMap { $0.assignments(for: schema, at: now, locations: locations) }
            .flatMap { catalog.validator(for: schema).validate(applying: $0) }
        context.report(result)
        guard let configuration = result.configuration else { return .invalid }
        context.console.out(JSONWriter.write(configuration.document(orderedBy: schema)))
        return .success
    }

    static func linkTemplate(of schema: WidgetSchema) throws(CommandFailure) -> DeepLinkTemplate {
        guard let template = schema.deepLink else {
            throw CommandFailure(.invalid, "the schema \(JSONWriter.quoted(schema.id)) declares no deep link")
        }
        return template
    }
}
