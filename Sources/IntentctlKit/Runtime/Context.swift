import ConfigurationStore
import DealsTimeline
import DocumentFormats
import FileAccess
import Foundation
import IntentSchema
import IntentctlService

/// What every command reads from its surroundings, and where it writes: the environment, the
/// console, standard input, the clock, the schemas, the store and input files. Commands get them
/// from here, so that these rules are the same everywhere and a command runs the same in a process
/// and in a test (``capturing(environment:input:now:)``).
public struct Context: Sendable {
    /// The environment variables.
    public var environment: [String: String]
    /// Where results and diagnostics go.
    public var console: Console
    /// The standard input.
    public var input: StandardInput
    /// The current time (a test may fix it).
    public var clock: @Sendable () -> Date
    /// The folder relative input paths are read from, when it is not the process's own (a run in
    /// a test's process); diagnostics still name the paths as given.
    public var workingDirectory: String?

    /// A context from its parts.
    public init(
        environment: [String: String], console: Console, input: StandardInput, clock: @escaping @Sendable () -> Date
    ) {
        self.environment = environment
        self.console = console
        self.input = input
        self.clock = clock
    }

    /// The process's own: its environment, stdout and stderr, stdin and the system clock.
    public static func process() -> Context {
        Context(environment: SystemCall.environment, console: .process(), input: .process, clock: { Date() })
    }

    /// A context for a run in this process: its output captured, its input given.
    public static func capturing(
        environment: [String: String] = [:], input: [UInt8] = [], now: Date? = nil
    ) -> Context {
        Context(
            environment: environment, console: .capturing(), input: .bytes(input), clock: { now ?? Date() })
    }

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

    /// The store folder `--store` (relative to ``workingDirectory``), `$INTENTCTL_HOME`, `$XDG_CONFIG_HOME` or
    /// `~/.config` names, if any.
    func storeFolder(_ arguments: ParsedArguments) -> String? {
        StoreLocation.resolve(explicit: arguments[CommonOptions.store].map(path), environment: environment)
    }

    /// A path as this process reaches it: a relative one against ``workingDirectory`` when set.
    func path(_ path: String) -> String {
        guard !path.hasPrefix("/"), let workingDirectory else { return path }
        return "\(workingDirectory)/\(path)"
    }

    /// The bytes of a file, or of standard input for `-`.
    func readInput(_ path: String, limit: Int) throws(CommandFailure) -> [UInt8] {
        let input = diagnosedInput(path, limit: limit)
        guard let bytes = input.value else { throw CommandFailure(input) }
        return bytes
    }

    /// The bytes of a file, or of standard input for `-`, or a diagnostic saying why not.
    func diagnosedInput(_ path: String, limit: Int) -> Diagnosed<[UInt8]> {
        guard path == "-", case .bytes(let bytes) = input else {
            // Read where this process reaches the file; diagnostics name it as given.
            let reached = path == "-" ? path : self.path(path)
            return reached == path
                ? FileSystem.readInput(path, limit: limit) : FileSystem.readInput(reached, limit: limit, as: path)
        }
        guard bytes.count <= limit else {
            return .failure(
                Diagnostic(
                    .error, .inputTooLarge, "<stdin> is larger than the \(limit / 1024) KiB limit", file: "<stdin>"))
        }
        return Diagnosed(value: bytes)
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

    /// Writes an outcome's diagnostics to stderr, and how many more were left out.
    func report<Value>(_ outcome: Diagnosed<Value>) {
        report(outcome.diagnostics, omitted: outcome.omitted)
    }

    /// Writes diagnostics to stderr, and how many more were left out.
    func report(_ diagnostics: [Diagnostic], omitted: Int = 0) {
        for diagnostic in diagnostics { console.error(diagnostic.rendered) }
        if omitted > 0 { console.error("… and \(omitted) more problem\(omitted == 1 ? "" : "s") not shown") }
    }
}
