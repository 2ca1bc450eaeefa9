import ConfigurationStore
import DealsTimeline
import DocumentFormats
import FileAccess
import Foundation
import IntentSchema
import IntentctlService

/// What the commands read through their context: the catalog and schema, the store, the report
/// format, the reference time and the departure locations their common options name. (`Context.swift`
/// holds the I/O seam itself.)
extension Context {
    /// The bundled schemas, or the single schema `--schema FILE` names, with the option providers
    /// unless `withOptions` is false (commands that never look at values skip loading the index). A server
    /// reads the schema with `regularFileOnly`, so that a FIFO in its place cannot make it wait.
    func catalog(_ arguments: ParsedArguments, withOptions: Bool = true, regularFileOnly: Bool = false)
        throws(CommandFailure) -> SchemaCatalog
    {
        func providers() throws(CommandFailure) -> [String: any OptionProvider] {
            withOptions ? try OptionProviders.standard(arguments, context: self) : [:]
        }
        guard let file = arguments[CommonOptions.schema] else {
            return SchemaCatalog(schemas: BundledSchemas.loaded, providers: try providers())
        }
        let result = SchemaLoader().load(
            try readInput(file, limit: SchemaLoader.maximumSize, regularFileOnly: regularFileOnly), file: file)
        report(result)
        guard let schema = result.schema else {
            throw CommandFailure(.invalid, "the schema \(TextSanitizer.printable(file)) is invalid")
        }
        return SchemaCatalog(schemas: [schema], providers: try providers())
    }

    /// The schema with this id, or the only one when no id is given.
    func schema(_ id: String?, in catalog: SchemaCatalog) throws(CommandFailure) -> WidgetSchema {
        if let id {
            guard let schema = catalog.schemas[id] else {
                let hint = Spelling.hintClause(closest: id, among: catalog.ids)
                throw CommandFailure(
                    .invalid,
                    "unknown schema \(JSONWriter.quoted(TextSanitizer.truncated(id, to: 64)))\(hint) (known: \(Spelling.list(catalog.ids)))"
                )
            }
            return schema
        }
        guard catalog.schemas.count == 1, let only = catalog.schemas.values.first else {
            throw CommandFailure(.usage, "name a schema: \(Spelling.list(catalog.ids))")
        }
        return only
    }

    /// The store `--store`, `$INTENTCTL_HOME`, `$XDG_CONFIG_HOME` or `~/.config` names, waiting
    /// for a busy lock as long as `--lock-timeout` says, and saying so on stderr when it waits.
    func store(_ arguments: ParsedArguments) throws(CommandFailure) -> ConfigurationStore {
        guard let directory = storeFolder(arguments) else {
            throw CommandFailure(.usage, "no store folder: pass --store DIR or set INTENTCTL_HOME")
        }
        var store = ConfigurationStore(directory: directory)
        if arguments.spec.options.contains(CommonOptions.lockTimeout.declaration) {
            store.lockTimeout = arguments[CommonOptions.lockTimeout]
        }
        let timeout = store.lockTimeout
        store.onLockWait = { [console] in
            console.error(
                "intentctl: waiting for another process to finish writing to \(TextSanitizer.printable(directory)) (at most \(timeout); see --lock-timeout)"
            )
        }
        return store
    }

    /// The report format `--format` names, or `json` with `--json`, or `text`; a usage error for
    /// a format that contradicts `--json`.
    func reportFormat(_ arguments: ParsedArguments) throws(CommandFailure) -> ReportFormat {
        let json = arguments[CommonOptions.json]
        guard let format = arguments[CommonOptions.format] else { return json ? .json : .text }
        if json, format != .json {
            throw arguments.usage("--json is --format json; it cannot go with --format \(format.rawValue)")
        }
        return format
    }

    /// The stored configuration with this name, or nil when there is none. With `replacing`, a
    /// foreign one (of a schema this program does not have) is refused unless `--replace-foreign`
    /// was given, before anything is asked or locked.
    func existingEntry(
        _ name: ConfigurationName, in store: ConfigurationStore, catalog: SchemaCatalog, replacing: Bool = false,
        arguments: ParsedArguments
    ) throws(CommandFailure) -> StoreEntry? {
        let entry: StoreEntry?
        do throws(ConfigurationStoreError) {
            entry = try store.existingEntry(named: name, checkingWith: catalog)
        } catch {
            throw CommandFailure(error)
        }
        if replacing, let entry, entry.status == .foreign, !arguments[CommonOptions.replaceForeign] {
            throw CommandFailure(
                ConfigurationStoreError.foreignConfiguration(name: name.rawValue, detail: entry.replacementLoss))
        }
        return entry
    }

    /// A validated configuration name.
    func name(_ text: String) throws(CommandFailure) -> ConfigurationName {
        do {
            return try ConfigurationName(text)
        } catch {
            throw CommandFailure(.usage, error.description)
        }
    }

    /// The store folder `--store` (relative to ``workingDirectory``), `$INTENTCTL_HOME`, `$XDG_CONFIG_HOME` or
    /// `~/.config` names, if any.
    func storeFolder(_ arguments: ParsedArguments) -> String? {
        StoreLocation.resolve(explicit: arguments[CommonOptions.store].map(path), environment: environment)
    }

    /// The reference time: `--now`, or now.
    func referenceTime(_ arguments: ParsedArguments) -> Date {
        arguments[CommonOptions.now] ?? clock()
    }

    /// The departure locations: the catalog's airport provider.
    func locations(in catalog: SchemaCatalog) throws(CommandFailure) -> any LocationResolver {
        guard let locations = OptionProviders.locations(in: catalog) else {
            throw CommandFailure(.invalid, "the airports provider is not available")
        }
        return locations
    }
}
