import Foundation
import IntentSchema

/// What every command reads from its surroundings: the environment, the schemas, the store and
/// input files. Commands get it from here so that these rules are the same everywhere.
struct Context {
    var environment: [String: String]

    /// The bundled schemas, or the single schema `--schema FILE` names, with the option providers
    /// unless `withOptions` is false (commands that never look at values skip loading the index).
    func catalog(_ arguments: ParsedArguments, withOptions: Bool = true) throws(CommandFailure) -> SchemaCatalog {
        func providers() throws(CommandFailure) -> [String: any OptionProvider] {
            withOptions ? try OptionProviders.standard(arguments, context: self) : [:]
        }
        guard let file = arguments[CommonOptions.schema] else {
            return SchemaCatalog(schemas: BundledSchemas.loaded, providers: try providers())
        }
        let result = SchemaLoader().load(try readInput(file, limit: SchemaLoader.maximumSize), file: file)
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
                let hint = Spelling.hint(Spelling.closest(to: id, among: catalog.ids)).map { "; \($0)" } ?? ""
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
        guard let directory = StoreLocation.resolve(explicit: arguments[CommonOptions.store], environment: environment)
        else {
            throw CommandFailure(.usage, "no store folder: pass --store DIR or set INTENTCTL_HOME")
        }
        var store = ConfigurationStore(directory: directory)
        if arguments.spec.options.contains(CommonOptions.lockTimeout),
            let timeout = try Self.duration(arguments, CommonOptions.lockTimeout)
        {
            store.lockTimeout = timeout
        }
        let timeout = store.lockTimeout
        store.onLockWait = {
            Console.error(
                "intentctl: waiting for another process to finish writing to \(TextSanitizer.printable(directory)) (at most \(timeout); see --lock-timeout)"
            )
        }
        return store
    }

    /// The report format `--format` names, or `json` with `--json`, or `text`; a usage error for
    /// an unknown format or one that contradicts `--json`.
    func reportFormat(_ arguments: ParsedArguments) throws(CommandFailure) -> ReportFormat {
        let json = arguments[CommonOptions.json]
        guard let text = arguments[CommonOptions.format] else { return json ? .json : .text }
        guard let format = ReportFormat(rawValue: text) else {
            let names = ReportFormat.allCases.map(\.rawValue)
            let hint = Spelling.hint(Spelling.closest(to: text, among: names)).map { "; \($0)" } ?? ""
            throw arguments.usage(
                "--format is \(Spelling.list(names)), not \(JSONWriter.quoted(TextSanitizer.truncated(text, to: 40)))\(hint)"
            )
        }
        if json, format != .json {
            throw arguments.usage("--json is --format json; it cannot go with --format \(text)")
        }
        return format
    }

    /// The value of an option given in seconds, from 0 to 3600 (`10`, `0.5`); nil when it is not
    /// given.
    static func duration(_ arguments: ParsedArguments, _ option: ValueOption) throws(CommandFailure) -> Duration? {
        guard let text = arguments[option] else { return nil }
        guard let seconds = seconds(text), seconds <= 3600 else {
            throw arguments.usage("--\(option.name) takes a number of seconds from 0 to 3600, such as 10 or 0.5")
        }
        return .milliseconds(Int((seconds * 1000).rounded()))
    }

    /// A plain non-negative number of seconds (`10`, `0.5`), or nil.
    private static func seconds(_ text: String) -> Double? {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard !parts[0].isEmpty, parts.count == 1 || !parts[1].isEmpty, text.utf8.count <= 12,
            parts.allSatisfy({ $0.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } })
        else { return nil }
        return Double(text)
    }

    /// The stored configuration with this name, or nil when there is none. With `replacing`, a
    /// foreign one (of a schema this program does not have) is refused unless `--replace-foreign`
    /// was given, before anything is asked or locked.
    func existingEntry(
        _ name: ConfigurationName, in store: ConfigurationStore, catalog: SchemaCatalog, replacing: Bool = false,
        arguments: ParsedArguments
    ) throws(CommandFailure) -> StoreEntry? {
        let entry: StoreEntry?
        do throws(IntentSchemaError) {
            entry = try store.existingEntry(named: name, checkingWith: catalog)
        } catch {
            throw CommandFailure(error)
        }
        if replacing, let entry, entry.status == .foreign, !arguments[CommonOptions.replaceForeign] {
            throw CommandFailure(.foreignConfiguration(name: name.rawValue, detail: entry.replacementLoss))
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

    /// The bytes of a file, or of standard input for `-`.
    func readInput(_ path: String, limit: Int) throws(CommandFailure) -> [UInt8] {
        let input = FileSystem.readInput(path, limit: limit)
        guard let bytes = input.value else { throw CommandFailure(input) }
        return bytes
    }

    /// The reference time: `--now` (ISO 8601 with a zone), or now.
    func referenceTime(_ arguments: ParsedArguments) throws(CommandFailure) -> Date {
        guard let text = arguments[CommonOptions.now] else { return Date() }
        guard let date = Timeline.parseInstant(text) else {
            throw arguments.usage(
                "--now takes an RFC 3339 time with a zone, such as 2026-11-22T10:00:00Z or 2026-11-22T19:00:00+09:00, in the years \(InternetTime.years.lowerBound) to \(InternetTime.years.upperBound)"
            )
        }
        return date
    }

    /// The departure locations: the catalog's airport provider.
    func locations(in catalog: SchemaCatalog) throws(CommandFailure) -> any LocationResolver {
        guard let locations = OptionProviders.locations(in: catalog) else {
            throw CommandFailure(.invalid, "the airports provider is not available")
        }
        return locations
    }

    /// Writes an outcome's diagnostics to stderr, and how many more were left out.
    func report<Value>(_ outcome: Diagnosed<Value>) {
        report(outcome.diagnostics, omitted: outcome.omitted)
    }

    /// Writes diagnostics to stderr, and how many more were left out.
    func report(_ diagnostics: [Diagnostic], omitted: Int = 0) {
        for diagnostic in diagnostics { Console.error(diagnostic.rendered) }
        if omitted > 0 { Console.error("… and \(omitted) more problem\(omitted == 1 ? "" : "s") not shown") }
    }
}
