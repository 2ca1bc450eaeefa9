import ConfigurationStore
import DealsTimeline
import DocumentFormats
import FileAccess
import HTTPServer
import IntentSchema

extension ServiceResponder {
    /// The most configurations a page of `GET /v1/configurations` holds.
    package static let maximumPageSize = 1000
    /// A page's size when `limit` is not given.
    package static let defaultPageSize = 100

    /// `GET /v1/configurations?limit=&after=&locale=`: a page of the stored files, by name, as
    /// `config list --json` lists them, with summaries and value titles in the locale. A `Link`
    /// field names the next page (`rel="next"`) when there is one. Only the page's files are read.
    package static func configurations(_ request: RouteRequest) throws(ServiceProblem) -> HTTPResponse {
        let parameters = request.query
        let data = request.data
        let limit = try pageSize(parameters["limit"])
        let store = try Self.store(data)
        let page: ConfigurationStore.Page
        do throws(ConfigurationStoreError) {
            page = try store.list(checkingWith: data.catalog, after: parameters["after"], limit: limit)
        } catch {
            throw Self.problem(error, in: store)
        }
        let locale = parameters["locale"]
        var response = Self.json {
            $0.writeArray(page.entries.map { PresentedStoreEntry(entry: $0, catalog: data.catalog, locale: locale) })
        }
        if page.hasMore, let last = page.entries.last {
            var next = "/v1/configurations?limit=\(limit)&after=\(DeepLink.encode(last.fileName))"
            if let locale { next += "&locale=\(DeepLink.encode(locale))" }
            response.headers.set("Link", "<\(next)>; rel=\"next\"")
        }
        response.headers.set("Cache-Control", "private, no-cache")
        return response
    }

    private static func pageSize(_ text: String?) throws(ServiceProblem) -> Int {
        guard let text else { return defaultPageSize }
        guard text.utf8.count <= 4, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let size = Int(text),
            (1...maximumPageSize).contains(size)
        else { throw .invalidQuery("limit is a whole number from 1 to \(maximumPageSize)") }
        return size
    }

    /// `GET /v1/configurations/{name}?view=`: one stored configuration (see
    /// ``get(_:_:_:_:entryView:)``), through the same store as the CLI. Its entity tag is the hash of
    /// the stored file; `If-Match` (and `If-None-Match: *` to create only) make writes conditional,
    /// with 412 when they fail.
    package static func configuration(_ request: RouteRequest) throws(ServiceProblem) -> HTTPResponse {
        let store = try Self.store(request.data)
        let name = try Self.configurationName(request.variable("name"))
        switch request.query["view"] {
        case nil, "document": return try get(name, request.http, store, request.data.catalog, entryView: nil)
        case "entry":
            return try get(
                name, request.http, store, request.data.catalog, entryView: .init(locale: request.query["locale"]))
        default: throw .invalidQuery("view is document (the default) or entry")
        }
    }

    /// How `?view=entry` shows an entry.
    private struct EntryView {
        package var locale: String?
    }

    /// The stored document itself, so that a GET can be PUT back with its `ETag` in `If-Match`,
    /// and its status in `Configuration-Status`; or, with `?view=entry`, the entry as
    /// `config list --json` shows it (status, values, diagnostics, summary and titles in
    /// `?locale=`). A file that is not a configuration document has only its entry: the document
    /// view answers 409.
    private static func get(
        _ name: ConfigurationName, _ request: HTTPRequest, _ store: ConfigurationStore, _ catalog: SchemaCatalog,
        entryView: EntryView?
    ) throws(ServiceProblem) -> HTTPResponse {
        // The entry carries the bytes it was made from: its document and tag describe one file.
        let entry: StoreEntry
        do throws(ConfigurationStoreError) {
            entry = try store.entry(named: name, checkingWith: catalog)
        } catch {
            throw Self.problem(error, in: store)
        }
        let bytes = entry.bytes
        if entryView == nil, bytes == nil {
            // A file the store cannot read (too large, say) has no document to send.
            let reason = entry.diagnostics.first?.message ?? "it cannot be read"
            throw ServiceProblem(.internalServerError, .httpStoreUnavailable, Self.withinStore(reason, store))
        }
        if entryView == nil, entry.schemaID == nil {
            let reason = entry.diagnostics.first?.message ?? "it is not a configuration document"
            throw ServiceProblem(
                .conflict, .httpCorruptConfiguration,
                "\(name.rawValue) is \(entry.status.rawValue): \(Self.withinStore(reason, store)); GET ?view=entry for its diagnostics"
            )
        }
        // A file that cannot be read has no tag (its entry says why).
        let tag = entry.entityTag
        var response: HTTPResponse
        if let tag, request.headers.entityTags("If-None-Match", include: tag) == true {
            response = HTTPResponse(status: .notModified)
        } else if let entryView {
            response = Self.json {
                $0.write(PresentedStoreEntry(entry: entry, catalog: catalog, locale: entryView.locale))
            }
        } else {
            response = HTTPResponse(json: bytes ?? [])
        }
        if let tag { response.headers.set("ETag", tag) }
        response.headers.set("Cache-Control", "private, no-cache")
        response.headers.set("Configuration-Status", entry.status.rawValue)
        return response
    }

    /// `PUT /v1/configurations/{name}`: stores a valid document, in its schema's canonical form.
    package static func put(_ routeRequest: RouteRequest) throws(ServiceProblem) -> HTTPResponse {
        let (request, state, catalog) = (routeRequest.http, routeRequest.state, routeRequest.data.catalog)
        let store = try Self.store(routeRequest.data)
        let name = try Self.configurationName(routeRequest.variable("name"))
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
                try Self.checkPreconditions(request, current: current.map(\.entityTag))
                if current == nil { try Self.checkRoom(store, state) }
                created = current == nil
                return result
            }
        } catch {
            switch error {
            case .store(let failure): throw Self.problem(failure, in: store)
            case .rejected(let problem): throw problem
            }
        }
        if created { state.storedConfigurations.wrappingAdd(1, ordering: .relaxed) }
        let report = FileReport(file: name.rawValue, outcome: result)
        var response = Self.json(status: created ? .created : .ok) { $0.write(report) }
        response.headers.set("ETag", EntityTag.of(configuration.encoded(orderedBy: schema), prefix: "c"))
        if created { response.headers.set("Location", "/v1/configurations/\(name.rawValue)") }
        return response
    }

    /// 507 when the store holds ``ServiceState/maximumConfigurations`` already. The server's
    /// count is taken again before refusing, in case another process deleted some.
    private static func checkRoom(_ store: ConfigurationStore, _ state: ServiceState) throws(ServiceProblem) {
        guard state.storedConfigurations.load(ordering: .relaxed) >= state.maximumConfigurations else { return }
        let counted = (try? store.names().count) ?? state.maximumConfigurations
        state.storedConfigurations.store(counted, ordering: .relaxed)
        guard counted >= state.maximumConfigurations else { return }
        throw ServiceProblem(
            .insufficientStorage, .httpStoreFull,
            "the store holds \(counted) configurations, as many as this server allows (--max-configurations); delete one first"
        )
    }

    /// `DELETE /v1/configurations/{name}`.
    package static func delete(_ routeRequest: RouteRequest) throws(ServiceProblem) -> HTTPResponse {
        let (request, state, catalog) = (routeRequest.http, routeRequest.state, routeRequest.data.catalog)
        let store = try Self.store(routeRequest.data)
        let name = try Self.configurationName(routeRequest.variable("name"))
        do throws(StoreUpdateError<ServiceProblem>) {
            try store.delete(name, checkingWith: catalog) { (entry) throws(ServiceProblem) in
                try Self.checkPreconditions(request, current: .some(entry.entityTag))
            }
        } catch {
            switch error {
            case .store(let failure): throw Self.problem(failure, in: store)
            case .rejected(let problem): throw problem
            }
        }
        state.storedConfigurations.wrappingSubtract(1, ordering: .relaxed)
        return HTTPResponse(status: .noContent)
    }

    /// Checks `If-Match` and `If-None-Match` against what is stored: `current` is nil when nothing
    /// is, and `.some(nil)` for a file that exists but cannot be read. Any stored file, readable
    /// or not, fails `If-None-Match: *`; one that cannot be read matches no `If-Match`.
    private static func checkPreconditions(_ request: HTTPRequest, current: String??) throws(ServiceProblem) {
        let tag = current ?? nil
        if request.headers["If-Match"] != nil,
            !(tag.map { request.headers.entityTags("If-Match", include: $0) == true } ?? false)
        {
            throw ServiceProblem(
                .preconditionFailed, .httpPreconditionFailed,
                current == nil
                    ? "If-Match: there is no stored configuration"
                    : tag == nil
                        ? "If-Match: the stored file cannot be read, so it matches no tag"
                        : "If-Match: the stored configuration changed (its ETag is now \(tag ?? ""))")
        }
        // `*` matches any stored file; a file that cannot be read has no tag but still exists.
        if current != nil, request.headers.entityTags("If-None-Match", include: tag ?? "*") == true {
            throw ServiceProblem(
                .preconditionFailed, .httpPreconditionFailed, "If-None-Match: a stored file already has this name")
        }
    }

    /// A configuration name from a path segment; 400 when it is not a valid name.
    package static func configurationName(_ text: String) throws(ServiceProblem) -> ConfigurationName {
        do throws(ConfigurationStoreError) {
            return try ConfigurationName(text)
        } catch {
            throw ServiceProblem(.badRequest, .httpInvalidName, error.description)
        }
    }

    /// The store, with a short lock timeout; 503 when the server has no store folder.
    package static func store(_ data: ServiceData) throws(ServiceProblem) -> ConfigurationStore {
        guard var store = data.store else {
            throw ServiceProblem(
                .serviceUnavailable, .httpStoreUnavailable,
                "no store folder: start the server with --store DIR or with INTENTCTL_HOME set")
        }
        store.lockTimeout = .seconds(2)
        return store
    }

    /// The problem for a store failure. Its detail names files within the store only: the store's
    /// own path is for the log (the response's note), not for clients.
    package static func problem(_ error: ConfigurationStoreError, in store: ConfigurationStore) -> ServiceProblem {
        let detail = withinStore(error.description, store)
        var problem: ServiceProblem
        switch error {
        case .notFound: problem = .notFound(detail)
        case .invalidName: problem = ServiceProblem(.badRequest, .httpInvalidName, detail)
        case .foreignConfiguration: problem = ServiceProblem(.conflict, .httpForeignConfiguration, detail)
        case .file(.lockTimeout), .file(.systemFailure):
            problem = ServiceProblem(
                .serviceUnavailable, .httpStoreUnavailable, detail, headers: HTTPHeaders([("Retry-After", "1")]))
        case .file(.noSpace): problem = ServiceProblem(.insufficientStorage, .httpStoreFull, detail)
        case .file(.unreadable), .file(.unwritable), .file(.tooLarge):
            problem = ServiceProblem(.internalServerError, .httpStoreUnavailable, detail)
        }
        problem.response.note = error.description
        return problem
    }

    /// A message with the store's folder taken out of the paths it names (`/home/x/store/a.json` →
    /// `a.json`; the folder itself → `the store`).
    package static func withinStore(_ text: String, _ store: ConfigurationStore) -> String {
        let folder = TextSanitizer.printable(store.directory)
        return text.replacing(folder + "/", with: "").replacing(folder, with: "the store")
    }
}
