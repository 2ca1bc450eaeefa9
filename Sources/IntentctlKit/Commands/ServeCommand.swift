import ConfigurationStore
import HTTPServer
import IntentSchema
import IntentctlService
import Suggester

enum ServeCommand: Command {
    static let listen = ValueOption<HTTPServerConfiguration>(
        "listen", value: "HOST:PORT", help: "The address to listen on; port 0 picks one.", kind: .listenAddress,
        default: HTTPServerConfiguration(), shown: "127.0.0.1:8080")
    static let maximumConnections = ValueOption<Int>(
        "max-connections", value: "N", help: "The most open connections; more get 503.",
        kind: .wholeNumber(in: 1...100_000), default: HTTPServerConfiguration().maximumConnections)
    static let threads = ValueOption<Int>(
        "threads", value: "N", help: "Event-loop threads.", kind: .wholeNumber(in: 1...64),
        default: min(64, HTTPServerConfiguration.availableProcessors),
        shown: "one for each CPU its CPU quota or cpuset allows")
    static let shutdownTimeout = ValueOption<Duration>(
        "shutdown-timeout", value: "SECONDS", help: "How long SIGTERM or SIGINT waits for requests in flight.",
        kind: .seconds(in: 0...3600), default: .seconds(10))
    static let requestTimeout = ValueOption<Duration>(
        "request-timeout", value: "SECONDS", help: "How long a request may take to arrive, from its first byte.",
        kind: .seconds(in: 0...3600), default: HTTPServerConfiguration().requestTimeout)
    static let idleTimeout = ValueOption<Duration>(
        "idle-timeout", value: "SECONDS", help: "How long a kept-alive connection may wait for a request.",
        kind: .seconds(in: 0...3600), default: HTTPServerConfiguration().idleTimeout)
    static let cors = ValueOption<String?>(
        "cors", value: "ORIGIN", help: "Let pages from ORIGIN (or * for any) call the service, by CORS.",
        kind: .corsOrigin, shown: "off")
    static let logFormat = ValueOption<LogFormat>(
        "log-format", value: "FORMAT", help: "One line per request on stderr.", kind: .choice, default: .text)
    static let readOnly = FlagOption(
        "read-only", help: "Serve only the reading routes: no store (suggest, places, schemas, validate, previews).")
    static let openAPI = FlagOption(
        "openapi", help: "Print this API's OpenAPI 3.1 description, what GET /openapi.json serves, and exit.")
    static let writeTokenFile = ValueOption(
        "write-token-file", value: "FILE",
        help: "Writes need Authorization: Bearer and the token in FILE (which only its owner may read).", kind: .path)
    static let allowedHost = ValueOption<Set<String>>(
        "allowed-host", value: "NAMES",
        help: "Names besides localhost, 127.0.0.1 and [::1] that a loopback server answers to, comma-separated.",
        kind: .hostNames, default: [], shown: "none")
    static let drainDelay = ValueOption<Duration>(
        "drain-delay", value: "SECONDS",
        help: "After SIGTERM, keep serving this long with /readyz at 503 before stopping.",
        kind: .seconds(in: 0...3600), default: .zero)
    static let maximumConfigurations = ValueOption<Int>(
        "max-configurations", value: "N", help: "The most stored configurations; 507 past it.",
        kind: .wholeNumber(in: 1...1_000_000), default: 10_000)

    /// How `serve` logs each request.
    enum LogFormat: String, CaseIterable, Sendable {
        case text, json, none
    }

    static let spec = CommandSpec(
        path: ["serve"],
        summary: "Serve suggestions, places, schemas, validation, the store and a configurator page over HTTP.",
        flags: [readOnly, openAPI],
        options: [
            listen, writeTokenFile, allowedHost, maximumConnections, threads, shutdownTimeout, drainDelay,
            requestTimeout, idleTimeout, logFormat, cors, TimelineCommand.deals, CommonOptions.schema,
            CommonOptions.data, CommonOptions.index, CommonOptions.store, maximumConfigurations,
        ],
        alternatives: [["read-only", "write-token-file"], ["data", "index"]],
        discussion: """
            Prints "listening on http://HOST:PORT" on stdout once it accepts connections. Errors are
            application/problem+json with a stable code. A loopback server answers only to localhost, 127.0.0.1,
            [::1] and the --allowed-host names (421 otherwise), and a write whose Origin is another site's is refused
            (403). --read-only drops the store routes; --write-token-file makes writes need the token. On an address
            that is not loopback, one of the two is required. SIGTERM or SIGINT turns /readyz to 503, keeps serving for
            --drain-delay, then stops accepting, finishes the requests in flight and exits 0; SIGHUP reloads the
            index, the schemas, the feed and the store folder, keeping the old ones if that fails. Exits 69 when it
            cannot listen on the address, 64 for an unsafe or wrong command line, 66 and 1 for an unreadable or
            unusable token file. The routes (GET answers HEAD too; docs/http-api.md has the details):
            """,
        listing: CommandSpec.Listing(
            title: "ROUTES",
            rows: ServiceRoutes.all.map { route in
                ("\(route.method) \(route.pattern)", route.summary + (route.needs.map { " (With \($0).)" } ?? ""))
            }))

    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode {
        if arguments[openAPI] {
            context.console.writeOutput(ServiceOpenAPI.text)
            return .success
        }
        // The signals go to the waiting loop below; the server's threads inherit the mask.
        let signals = [SystemCall.interruptSignal, SystemCall.terminationSignal, SystemCall.hangUpSignal]
        SystemCall.blockSignals(signals)
        let service = try start(arguments, context: context)
        while true {
            let received = SystemCall.waitForSignal(signals)
            guard received == SystemCall.hangUpSignal else { break }
            service.reload()
        }
        // Readiness fails at once, so that load balancers stop sending; the server keeps serving
        // for the drain delay (reloading on SIGHUP still), then stops. A second SIGTERM or SIGINT
        // ends the delay.
        service.state.beginDraining()
        let clock = ContinuousClock()
        let drainEnd = clock.now + service.drainDelay
        while let received = SystemCall.waitForSignal(signals, timeout: clock.now.duration(to: drainEnd)) {
            guard received == SystemCall.hangUpSignal else { break }
            service.reload()
        }
        service.stop()
        return .success
    }

    /// Starts the service the command line describes, listening (it says so on stdout) and
    /// serving until ``RunningService/stop()``: what `run` does before it waits for signals, and
    /// what tests start in their own process.
    static func start(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> RunningService {
        var configuration = arguments[listen]
        configuration.maximumConnections = arguments[maximumConnections]
        configuration.threads = arguments[threads]
        configuration.requestTimeout = arguments[requestTimeout]
        configuration.idleTimeout = arguments[idleTimeout]
        let format = arguments[logFormat]
        let state = try state(arguments, host: configuration.host, context: context)
        configuration.errorResponse = HTTPResponse.problem
        configuration.onExchange = { [metrics = state.metrics] exchange in
            metrics.record(exchange)
            if format != .none { context.console.error(ServiceLog.line(exchange, json: format == .json)) }
        }
        let server: HTTPServer
        do throws(HTTPServerError) {
            server = try HTTPServer(configuration: configuration) { ServiceResponder(state: state) }
            state.metrics.attach(server)
            try server.start()
        } catch {
            throw CommandFailure(.unavailable, "cannot serve: \(error.description)")
        }
        if server.maximumConnections < configuration.maximumConnections {
            context.console.error(
                "intentctl: serving at most \(server.maximumConnections) connections, not \(configuration.maximumConnections): the descriptor limit (RLIMIT_NOFILE) allows no more; raise it with ulimit -n"
            )
        }
        context.console.out("listening on http://\(server.address)")
        return RunningService(
            server: server, state: state, drainDelay: arguments[drainDelay],
            shutdownTimeout: arguments[shutdownTimeout], log: { [console = context.console] in console.error($0) }
        ) { () throws(ServiceSetupError) in
            do throws(CommandFailure) {
                return try load(arguments, context: context)
            } catch {
                throw .unusable(error.message)
            }
        }
    }

    /// The service's data, policy and counters from the command line, for a server listening on
    /// `host`: what its responders answer from (and what tests answer from without a socket).
    static func state(_ arguments: ParsedArguments, host: String, context: Context) throws(CommandFailure)
        -> ServiceState
    {
        ServiceState(
            try load(arguments, context: context), policy: try accessPolicy(arguments, host: host, context: context),
            maximumConfigurations: arguments[maximumConfigurations])
    }

    /// Who may ask what, from the command line. Write routes on an address that is not loopback
    /// need a token or `--read-only`: a server that anyone who reaches it can write to is refused.
    static func accessPolicy(_ arguments: ParsedArguments, host: String, context: Context) throws(CommandFailure)
        -> AccessPolicy
    {
        var policy = AccessPolicy()
        policy.readOnly = arguments[readOnly]
        policy.listensOnLoopback = AccessPolicy.isLoopback(host: host)
        policy.corsOrigin = arguments[cors]
        if let path = arguments[writeTokenFile] {
            if policy.readOnly { throw arguments.usage("--read-only has no writes for --write-token-file to guard") }
            do throws(ServiceSetupError) {
                policy.writeToken = try WriteToken.load(from: context.path(path))
            } catch {
                throw CommandFailure(error)
            }
        }
        policy.allowedHosts = arguments[allowedHost]
        if !policy.listensOnLoopback, !policy.readOnly, policy.writeToken == nil {
            throw arguments.usage(
                "serve on \(host), which is not a loopback address, would let anyone who reaches it write and delete configurations: add --write-token-file FILE to require a token for writes, or --read-only to serve without the store"
            )
        }
        return policy
    }

    /// The service's data from the command line: the index, the schemas with every provider, and the
    /// store folder when one is known.
    static func load(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ServiceData {
        // A server's inputs are regular files: a FIFO in their place is refused, never waited on (at start and on
        // every reload, when the signals it waits for could not stop it).
        let index = try OptionProviders.airportIndex(arguments, context: context, copying: true, regularFileOnly: true)
        let schemas = try context.catalog(arguments, withOptions: false, regularFileOnly: true).schemas.values
        let catalog = SchemaCatalog(schemas: Array(schemas), providers: OptionProviders.standard(index: index))
        let store = context.storeFolder(arguments).map(ConfigurationStore.init(directory:))
        if arguments[TimelineCommand.deals] == "-" {
            throw arguments.usage("serve reads the deals feed again when it changes: --deals takes a file, not -")
        }
        let deals: DealsFeedSource?
        do throws(ServiceSetupError) {
            deals = try arguments[TimelineCommand.deals].map { (path) throws(ServiceSetupError) in
                try DealsFeedSource(path: context.path(path)) { context.console.error($0) }
            }
        } catch {
            throw CommandFailure(error)
        }
        var data = ServiceData(index: index, catalog: catalog, store: store, deals: deals, generation: 0)
        data.storedConfigurations = (try? store?.names().count) ?? 0
        data.clock = context.clock
        return data
    }
}
