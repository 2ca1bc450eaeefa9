import HTTPServer
import IntentSchema

extension ServiceResponder {
    /// `GET /v1/configurations?locale=`: every stored file, as `config list --json` lists it, with
    /// summaries and value titles in the locale.
    func configurations(_ request: HTTPRequest, _ data: ServiceData) throws(ServiceProblem) -> HTTPResponse {
        let parameters = try QueryParameters(request, allowed: ["locale"])
        let store = try Self.store(data)
        let entries: [StoreEntry]
        do throws(IntentSchemaError) {
            entries = try store.list(checkingWith: data.catalog)
        } catch {
            throw Self.problem(error)
        }
        let locale = parameters["locale"]
        var response = Self.json {
            $0.writeArray(entries.map { PresentedStoreEntry(entry: $0, catalog: data.catalog, locale: locale) })
        }
        response.headers.set("Cache-Control", "no-cache")
        return response
    }

    /// `GET|PUT|DELETE /v1/configurations/{name}`: one stored configuration, through the same store
    /// and lock as the CLI. Its entity tag is the hash of the stored file; `If-Match` (and
    /// `If-None-Match: *` to create only) make writes conditional, with 412 when they fail.
    func configuration(_ text: String, _ request: HTTPRequest, _ data: ServiceData) throws(ServiceProblem)
        -> HTTPResponse
    {
        let reading = request.method == "GET" || request.method == "HEAD"
        let parameters = try QueryParameters(request, allowed: reading ? ["view", "locale"] : [])
        let store = try Self.store(data)
        let name = try Self.configurationName(text)
        switch request.method {
        case "PUT": return try put(name, request, store, data.catalog)
        case "DELETE": return try delete(name, request, store, data.catalog)
        default:
            switch parameters["view"] {
            case nil, "document": return try get(name, request, store, data.catalog, entryView: nil)
            case "entry":
                return try get(name, request, store, data.catalog, entryView: .init(locale: parameters["locale"]))
            default: throw .invalidQuery("view is document (the default) or entry")
            }
        }
    }

    /// How `?view=entry` shows an entry.
    private struct EntryView {
        var locale: String?
    }

    /// The stored document itself, so that a GET can be PUT back with its `ETag` in `If-Match`,
    /// and its status in `Configuration-Status`; or, with `?view=entry`, the entry as
    /// `config list --json` shows it (status, values, diagnostics, summary and titles in
    /// `?locale=`). A file that is not a configuration document has only its entry: the document
    /// view answers 409.
    private func get(
        _ name: ConfigurationName, _ request: HTTPRequest, _ store: ConfigurationStore, _ catalog: SchemaCatalog,
        entryView: EntryView?
    ) throws(ServiceProblem) -> HTTPResponse {
        // The entry and the tag must describe the same file: they are read until a concurrent
        // writer is seen not to have replaced it in between.
        var attempt = 0
        while true {
            attempt += 1
            let before: [UInt8]
            let entry: StoreEntry
            do throws(IntentSchemaError) {
                before = try store.read(name)
                entry = try store.entry(named: name, checkingWith: catalog)
                guard try store.read(name) == before || attempt == 5 else { continue }
            } catch {
                throw Self.problem(error)
            }
            if entryView == nil, entry.schemaID == nil {
                let reason = entry.diagnostics.first?.message ?? "it is not a configuration document"
                throw ServiceProblem(
                    .conflict, .httpCorruptConfiguration,
                    "\(name.rawValue) is \(entry.status.rawValue): \(reason); GET ?view=entry for its diagnostics")
            }
            let tag = EntityTag.of(before, prefix: "c")
            var response: HTTPResponse
            if request.headers.entityTags("If-None-Match", include: tag) == true {
                response = HTTPResponse(status: .notModified)
            } else if let entryView {
                response = Self.json {
                    $0.write(PresentedStoreEntry(entry: entry, catalog: catalog, locale: entryView.locale))
                }
            } else {
                response = HTTPResponse(json: before)
            }
            response.headers.set("ETag", tag)
            response.headers.set("Cache-Control", "no-cache")
            response.headers.set("Configuration-Status", entry.status.rawValue)
            return response
        }
    }

    private func put(
        _ name: ConfigurationName, _ request: HTTPRequest, _ store: ConfigurationStore, _ catalog: SchemaCatalog
    ) throws(ServiceProblem) -> HTTPResponse {
        try Self.requireJSON(request)
        let result = catalog.validate(request.body, file: "request")
        guard let configuration = result.configuration, let schema = catalog.schemas[configuration.schemaID] else {
            throw ServiceProblem(
                .unprocessableContent, .httpInvalidConfiguration, "the configuration is not valid; nothing was stored",
                extra: { result.writeDiagnostics(to: &$0) })
        }
        var created = false
        do throws(StoreUpdateError<ServiceProblem>) {
            try store.edit(name, checkingWith: catalog) { (current) throws(ServiceProblem) -> ValidationResult in
                let stored: [UInt8]? = current == nil ? nil : try? store.read(name)
                try Self.checkPreconditions(request, stored: stored)
                created = current == nil
                return result
            }
        } catch {
            switch error {
            case .store(let failure): throw Self.problem(failure)
            case .rejected(let problem): throw problem
            }
        }
        let report = FileReport(file: name.rawValue, outcome: result)
        var response = Self.json(status: created ? .created : .ok) { $0.write(report) }
        response.headers.set("ETag", EntityTag.of(configuration.encoded(orderedBy: schema), prefix: "c"))
        if created { response.headers.set("Location", "/v1/configurations/\(name.rawValue)") }
        return response
    }

    private func delete(
        _ name: ConfigurationName, _ request: HTTPRequest, _ store: ConfigurationStore, _ catalog: SchemaCatalog
    ) throws(ServiceProblem) -> HTTPResponse {
        do throws(StoreUpdateError<ServiceProblem>) {
            try store.delete(name, checkingWith: catalog) { (_) throws(ServiceProblem) in
                try Self.checkPreconditions(request, stored: try? store.read(name))
            }
        } catch {
            switch error {
            case .store(let failure): throw Self.problem(failure)
            case .rejected(let problem): throw problem
            }
        }
        return HTTPResponse(status: .noContent)
    }

    /// Checks `If-Match` and `If-None-Match` against the stored file (nil when there is none).
    private static func checkPreconditions(_ request: HTTPRequest, stored: [UInt8]?) throws(ServiceProblem) {
        let tag = stored.map { EntityTag.of($0, prefix: "c") }
        if request.headers["If-Match"] != nil,
            !(tag.map { request.headers.entityTags("If-Match", include: $0) == true } ?? false)
        {
            throw ServiceProblem(
                .preconditionFailed, .httpPreconditionFailed,
                tag == nil
                    ? "If-Match: there is no stored configuration"
                    : "If-Match: the stored configuration changed (its ETag is now \(tag ?? ""))")
        }
        if let tag, request.headers.entityTags("If-None-Match", include: tag) == true {
            throw ServiceProblem(
                .preconditionFailed, .httpPreconditionFailed, "If-None-Match: a stored configuration already matches")
        }
    }

    /// A configuration name from a path segment; 400 when it is not a valid name.
    static func configurationName(_ text: String) throws(ServiceProblem) -> ConfigurationName {
        do throws(IntentSchemaError) {
            return try ConfigurationName(text)
        } catch {
            throw ServiceProblem(.badRequest, .httpInvalidName, error.description)
        }
    }

    /// The store, with a short lock timeout; 503 when the server has no store folder.
    static func store(_ data: ServiceData) throws(ServiceProblem) -> ConfigurationStore {
        guard var store = data.store else {
            throw ServiceProblem(
                .serviceUnavailable, .httpStoreUnavailable,
                "no store folder: start the server with --store DIR or with INTENTCTL_HOME set")
        }
        store.lockTimeout = .seconds(2)
        return store
    }

    /// The problem for a store failure.
    static func problem(_ error: IntentSchemaError) -> ServiceProblem {
        switch error {
        case .notFound: .notFound(error.description)
        case .invalidName: ServiceProblem(.badRequest, .httpInvalidName, error.description)
        case .foreignConfiguration:
            ServiceProblem(.conflict, .httpForeignConfiguration, error.description)
        case .lockTimeout:
            ServiceProblem(
                .serviceUnavailable, .httpStoreUnavailable, error.description,
                headers: HTTPHeaders([("Retry-After", "1")]))
        case .unreadable, .unwritable, .tooLarge, .unresolvable:
            ServiceProblem(.internalServerError, .httpStoreUnavailable, error.description)
        }
    }
}
