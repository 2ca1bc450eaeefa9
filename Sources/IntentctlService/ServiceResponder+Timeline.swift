import ConfigurationStore
import DealsTimeline
import DocumentFormats
import Foundation
import HTTPServer
import IntentSchema

extension ServiceResponder {
    /// `GET /v1/configurations/{name}/timeline?now=`: the deals timeline, as `timeline --json`
    /// gives it: a placeholder entry when the configuration is missing or needs reconfiguration.
    package static func timeline(_ request: RouteRequest) throws(ServiceProblem) -> HTTPResponse {
        let parameters = request.query
        let data = request.data
        let name = try Self.configurationName(request.variable("name"))
        let now = try Self.time(parameters, data)
        let deals = try Self.deals(data)
        let store = try Self.store(data)
        let entry: StoreEntry?
        do throws(ConfigurationStoreError) {
            entry = try store.existingEntry(named: name, checkingWith: data.catalog)
        } catch {
            throw Self.problem(error, in: store)
        }
        let timeline = Timeline.make(
            for: entry, named: name.rawValue, deals: deals, at: now, locations: try Self.locations(data),
            schema: data.catalog.schemas.count == 1 ? data.catalog.schemas.values.first : nil,
            locale: parameters["locale"])
        var response = Self.json { $0.write(timeline) }
        response.headers.set("Cache-Control", "no-cache")
        return response
    }

    /// `POST /v1/timeline?now=`: the timeline of the configuration document in the body, stored or
    /// not, as the widget would show it: a placeholder when the document is not valid (the
    /// validation route says why), in the words of its schema's placeholder in `locale`.
    package static func preview(_ request: RouteRequest) throws(ServiceProblem) -> HTTPResponse {
        let parameters = request.query
        let data = request.data
        let now = try Self.time(parameters, data)
        let locale = parameters["locale"]
        try Self.requireJSON(request.http)
        let deals = try Self.deals(data)
        let result = data.catalog.validate(request.http.body, file: "request")
        let timeline: Timeline
        if let configuration = result.value, let schema = data.catalog.schemas[configuration.schemaID] {
            timeline = .make(
                for: configuration, schema: schema, deals: deals, at: now, locations: try Self.locations(data),
                locale: locale)
        } else {
            timeline = .placeholder(
                at: now, reason: "the configuration is not valid",
                schema: data.catalog.schema(ofDocument: request.http.body),
                locale: locale)
        }
        var response = Self.json { $0.write(timeline) }
        response.headers.set("Cache-Control", "no-cache")
        return response
    }

    /// `GET /v1/configurations/{name}/link?now=`: the configuration's deep link, as `link NAME`
    /// prints it, in `{"url": …}`; 404 when there is no such configuration, 422 when it needs
    /// reconfiguration or its search does not resolve.
    package static func link(_ request: RouteRequest) throws(ServiceProblem) -> HTTPResponse {
        let data = request.data
        let name = try configurationName(request.variable("name"))
        let now = try time(request.query, data)
        let store = try Self.store(data)
        let entry: StoreEntry
        do throws(ConfigurationStoreError) {
            entry = try store.entry(named: name, checkingWith: data.catalog)
        } catch {
            throw Self.problem(error, in: store)
        }
        guard let configuration = entry.configuration, let schema = entry.schema else {
            throw ServiceProblem(
                .unprocessableContent, .httpInvalidConfiguration, "\(name) needs reconfiguration",
                extra: { $0.write("diagnostics", entry.diagnostics) })
        }
        guard let template = schema.deepLink else {
            throw ServiceProblem(
                .unprocessableContent, .httpInvalidConfiguration,
                "the schema \(JSONWriter.quoted(schema.id)) declares no deep link")
        }
        let locations = try Self.locations(data)
        let search: DealSearch
        do throws(DealSearchError) {
            search = try DealSearch.resolve(configuration, schema: schema, at: now, locations: locations)
        } catch {
            throw ServiceProblem(.unprocessableContent, .httpInvalidConfiguration, error.description)
        }
        var response = Self.json {
            $0.writeObject { $0.write("url", DeepLink(template: template, search: search).url) }
        }
        response.headers.set("Cache-Control", "no-cache")
        return response
    }

    /// The time `now` names, or the current time.
    private static func time(_ parameters: QueryParameters, _ data: ServiceData) throws(ServiceProblem) -> Date {
        guard let given = parameters["now"] else { return data.clock() }
        guard let now = Timeline.parseInstant(given) else {
            throw .invalidQuery(
                "now takes an RFC 3339 time with a zone, such as 2026-11-22T10:00:00Z, in the years \(InternetTime.years.lowerBound) to \(InternetTime.years.upperBound)"
            )
        }
        return now
    }

    /// The deals feed's current deals; 503 when the server has none.
    private static func deals(_ data: ServiceData) throws(ServiceProblem) -> DealsByOrigin {
        guard let source = data.deals, let deals = source.current() else {
            throw ServiceProblem(
                .serviceUnavailable, .httpNoDealsFeed, "no deals feed: start the server with --deals FILE")
        }
        return deals
    }

    private static func locations(_ data: ServiceData) throws(ServiceProblem) -> any LocationResolver {
        guard let locations = OptionProviders.locations(in: data.catalog) else {
            throw ServiceProblem(.internalServerError, .httpInternalError, "the airports provider is not available")
        }
        return locations
    }
}
