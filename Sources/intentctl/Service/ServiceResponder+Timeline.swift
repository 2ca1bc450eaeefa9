import Foundation
import HTTPServer
import IntentSchema

extension ServiceResponder {
    /// `GET /v1/configurations/{name}/timeline?now=`: the deals timeline, as `timeline --json`
    /// gives it: a placeholder entry when the configuration is missing or needs reconfiguration.
    func timeline(_ text: String, _ request: HTTPRequest, _ data: ServiceData) throws(ServiceProblem) -> HTTPResponse {
        let (name, now) = try Self.nameAndTime(text, request)
        guard let source = data.deals, let deals = source.current() else {
            throw ServiceProblem(
                .serviceUnavailable, .httpNoDealsFeed, "no deals feed: start the server with --deals FILE")
        }
        let store = try Self.store(data)
        let entry: StoreEntry?
        do throws(IntentSchemaError) {
            entry = try store.existingEntry(named: name, checkingWith: data.catalog)
        } catch {
            throw Self.problem(error)
        }
        let timeline = Timeline.make(
            for: entry, named: name.rawValue, deals: deals, at: now, locations: try Self.locations(data))
        var response = Self.json { $0.write(timeline) }
        response.headers.set("Cache-Control", "no-cache")
        return response
    }

    /// `GET /v1/configurations/{name}/link?now=`: the configuration's deep link, as `link NAME`
    /// prints it, in `{"url": …}`; 404 when there is no such configuration, 422 when it needs
    /// reconfiguration or its search does not resolve.
    func link(_ text: String, _ request: HTTPRequest, _ data: ServiceData) throws(ServiceProblem) -> HTTPResponse {
        let (name, now) = try Self.nameAndTime(text, request)
        let store = try Self.store(data)
        let entry: StoreEntry
        do throws(IntentSchemaError) {
            entry = try store.entry(named: name, checkingWith: data.catalog)
        } catch {
            throw Self.problem(error)
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
        do throws(IntentSchemaError) {
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

    private static func nameAndTime(_ text: String, _ request: HTTPRequest) throws(ServiceProblem) -> (
        ConfigurationName, Date
    ) {
        let parameters = try QueryParameters(request, allowed: ["now"])
        let name = try configurationName(text)
        guard let given = parameters["now"] else { return (name, Date()) }
        guard let now = Timeline.parseInstant(given) else {
            throw .invalidQuery(
                "now takes an RFC 3339 time with a zone, such as 2026-11-22T10:00:00Z, in the years \(InternetTime.years.lowerBound) to \(InternetTime.years.upperBound)"
            )
        }
        return (name, now)
    }

    private static func locations(_ data: ServiceData) throws(ServiceProblem) -> any LocationResolver {
        guard let locations = OptionProviders.locations(in: data.catalog) else {
            throw ServiceProblem(.internalServerError, .httpInternalError, "the airports provider is not available")
        }
        return locations
    }
}
