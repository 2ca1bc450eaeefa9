import HTTPServer
import IntentSchema
import Suggester

#if canImport(Glibc)
    import Glibc
#endif

enum ServeCommand: Command {
    static let listen = ValueOption(
        "listen", value: "HOST:PORT", help: "The address to listen on (default 127.0.0.1:8080; port 0 picks one).")
    static let maximumConnections = ValueOption(
        "max-connections", value: "N", help: "The most open connections, 1 to 100000 (default 1024); more get 503.")
    static let threads = ValueOption("threads", value: "N", help: "Event-loop threads, 1 to 64 (default 2).")
    static let shutdownTimeout = ValueOption(
        "shutdown-timeout", value: "SECONDS",
        help: "How long SIGTERM or SIGINT waits for requests in flight (default 10; 0 to 3600).")
    static let requestTimeout = ValueOption(
        "request-timeout", value: "SECONDS",
        help: "How long a request may take to arrive, from its first byte (default 10; stops slow clients).")
    static let idleTimeout = ValueOption(
        "idle-timeout", value: "SECONDS", help: "How long a kept-alive connection may wait for a request (default 60).")
    static let cors = ValueOption(
        "cors", value: "ORIGIN", help: "Let pages from ORIGIN (or * for any) call the service (CORS; off by default).")
    static let logFormat = ValueOption(
        "log-format", value: "FORMAT", help: "One line per request on stderr: text (default), json or none.",
        choices: ["text", "json", "none"])

    static let spec = CommandSpec(
        path: ["serve"],
        summary: "Serve suggestions, places, schemas, validation, the store and a configurator page over HTTP.",
        usage:
            "serve [--listen HOST:PORT] [--max-connections N] [--threads N] [--shutdown-timeout SECONDS] [--request-timeout SECONDS] [--idle-timeout SECONDS] [--log-format text|json|none] [--cors ORIGIN] [--deals FILE] [--schema FILE] [--data FILE | --index INDEX] [--store DIR]",
        options: [
            listen, maximumConnections, threads, shutdownTimeout, requestTimeout, idleTimeout, logFormat, cors,
            TimelineCommand.deals, CommonOptions.schema, CommonOptions.data, CommonOptions.index, CommonOptions.store,
        ],
        discussion: """
            Prints "listening on http://HOST:PORT" on stdout once it accepts connections. Routes: GET / (the
            configurator: a page to configure a widget, store configurations and preview the widget), GET /healthz,
            GET /readyz, GET /metrics, GET /v1/suggest?q=&limit=&country=&kind=&near=, GET /v1/places/{code}, GET /v1/schemas,
            GET /v1/schemas/{id} (?format=json-schema), POST /v1/configurations/validate, GET /v1/configurations,
            GET|PUT|DELETE /v1/configurations/{name} (with If-Match), and with --deals, GET
            /v1/configurations/{name}/timeline?now= and /link?now=, and POST /v1/timeline?now= (the timeline of the
            configuration document in the body; the feed is read again when it changes). Errors are
            application/problem+json with a stable code. SIGTERM or SIGINT stops accepting, finishes the
            requests in flight and exits 0; SIGHUP reloads the index, the schemas, the feed and the store folder, keeping
            the old ones if that fails. Exits 69 when it cannot listen on the address.
            """)

    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode {
        var configuration = HTTPServerConfiguration()
        do throws(HTTPServerError) {
            try configuration.setListenAddress(arguments[listen] ?? "127.0.0.1:8080")
        } catch {
            throw arguments.usage("--listen: \(error.description)")
        }
        configuration.maximumConnections = try number(arguments, maximumConnections, in: 1...100_000) ?? 1024
        configuration.threads = try number(arguments, threads, in: 1...64) ?? 2
        let timeout = try Context.duration(arguments, shutdownTimeout) ?? .seconds(10)
        configuration.requestTimeout = try Context.duration(arguments, requestTimeout) ?? configuration.requestTimeout
        configuration.idleTimeout = try Context.duration(arguments, idleTimeout) ?? configuration.idleTimeout
        let format = arguments[logFormat] ?? "text"
        guard ["text", "json", "none"].contains(format) else {
            throw arguments.usage("--log-format is text, json or none")
        }
        if let origin = arguments[cors], origin != "*",
            !(origin.hasPrefix("http://") || origin.hasPrefix("https://")) || origin.utf8.count > 200
                || origin.utf8.contains(where: { $0 <= 0x20 || $0 >= 0x7F })
        {
            throw arguments.usage("--cors takes an origin such as https://example.com, or *")
        }
        let state = ServiceState(try load(arguments, context: context), allowedOrigin: arguments[cors])
        configuration.onExchange = { [metrics = state.metrics] exchange in
            metrics.record(exchange)
            if format != "none" { Console.error(ServiceLog.line(exchange, json: format == "json")) }
        }
        // The signals go to the waiting loop below; the server's threads inherit the mask.
        let signals = [SIGINT, SIGTERM, SIGHUP]
        SystemCall.blockSignals(signals)
        let server: HTTPServer
        do throws(HTTPServerError) {
            server = try HTTPServer(configuration: configuration) { ServiceResponder(state: state) }
            state.metrics.attach(server)
            try server.start()
        } catch {
            throw CommandFailure(.unavailable, "cannot serve: \(error.description)")
        }
        Console.out("listening on http://\(server.address)")
        while true {
            let received = SystemCall.waitForSignal(signals)
            guard received == SIGHUP else { break }
            do throws(CommandFailure) {
                state.replace(with: try load(arguments, context: context))
                Console.error("intentctl: reloaded the index, the schemas, the deals feed and the store folder")
            } catch {
                Console.error("intentctl: reload failed, still serving the old data: \(error.message)")
            }
        }
        server.shutdown()
        if !server.waitUntilStopped(timeout: timeout) {
            Console.error("intentctl: closed the connections still open after \(timeout)")
        }
        return .success
    }

    /// The service's data from the command line: the index, the schemas with the airports
    /// provider, and the store folder when one is known.
    static func load(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ServiceData {
        let index = try OptionProviders.airportIndex(arguments, context: context)
        let schemas = try context.catalog(arguments, withOptions: false).schemas.values
        let catalog = SchemaCatalog(
            schemas: Array(schemas), providers: [OptionProviders.airports: AirportOptionProvider(index: index)])
        let store = StoreLocation.resolve(explicit: arguments[CommonOptions.store], environment: context.environment)
            .map(ConfigurationStore.init(directory:))
        if arguments[TimelineCommand.deals] == "-" {
            throw arguments.usage("serve reads the deals feed again when it changes: --deals takes a file, not -")
        }
        let deals = try arguments[TimelineCommand.deals].map { (path) throws(CommandFailure) in
            try DealsFeedSource(path: path) { Console.error($0) }
        }
        return ServiceData(index: index, catalog: catalog, store: store, deals: deals, generation: 0)
    }

    private static func number(_ arguments: ParsedArguments, _ option: ValueOption, in range: ClosedRange<Int>)
        throws(CommandFailure) -> Int?
    {
        guard let text = arguments[option] else { return nil }
        guard text.utf8.count <= 6, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let value = Int(text),
            range.contains(value)
        else {
            throw arguments.usage(
                "--\(option.name) takes a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }
}
