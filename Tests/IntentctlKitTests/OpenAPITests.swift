import CommandLineTestSupport
import DocumentFormats
import Foundation
import HTTPServer
import IntentctlServiceTesting
import TestSupport
import Testing

@testable import AppIntentsRuntime
@testable import IntentctlKit
@testable import IntentctlService

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The OpenAPI description (``ServiceOpenAPI``) against the router it describes: the same routes and
/// parameters, every status the routes answer, and the generated widget runtime's requests and fields.
/// `scripts/openapi-test.py` checks it with openapi-spec-validator and Schemathesis.
@Suite("The OpenAPI description")
struct OpenAPITests {
    /// The description, parsed.
    static var document: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(ServiceOpenAPI.text.utf8))) as? [String: Any] ?? [:]
    }

    static var paths: [String: [String: [String: Any]]] {
        (document["paths"] as? [String: [String: [String: Any]]]) ?? [:]
    }

    /// An operation's parameters' names, where given.
    static func parameters(_ method: String, _ path: String, in place: String) -> Set<String> {
        let operation = paths[path]?[method.lowercased()] ?? [:]
        let parameters = operation["parameters"] as? [[String: Any]] ?? []
        return Set(parameters.filter { $0["in"] as? String == place }.compactMap { $0["name"] as? String })
    }

    /// An operation's documented statuses.
    static func statuses(_ method: String, _ path: String) -> Set<Int> {
        Set(((paths[path]?[method.lowercased()]?["responses"] as? [String: Any]) ?? [:]).keys.compactMap(Int.init))
    }

    @Test("every route is one operation, and every operation a route; each has its documentation")
    func sameRoutes() {
        let routes = Set(ServiceRoutes.all.map { "\($0.method) \($0.pattern)" })
        let operations = Set(Self.paths.flatMap { path, methods in methods.keys.map { "\($0.uppercased()) \(path)" } })
        #expect(routes.count == ServiceRoutes.all.count)
        #expect(operations == routes)
        #expect(Set(ServiceRoutes.documentation.keys) == routes)
        #expect(Self.document["openapi"] as? String == "3.1.0")
    }

    @Test("each operation's query parameters are the route's, and its path parameters the pattern's variables")
    func sameParameters() {
        for route in ServiceRoutes.all {
            let path = route.pattern.description
            #expect(Self.parameters(route.method, path, in: "query") == Set(route.query), "\(route.synopsis)")
            let variables = route.pattern.segments.compactMap { segment -> String? in
                if case .variable(let name) = segment { name } else { nil }
            }
            #expect(Self.parameters(route.method, path, in: "path") == Set(variables), "\(route.synopsis)")
        }
    }

    @Test("GET /openapi.json serves the description, as serve --openapi prints it")
    func served() throws {
        let response = try ServiceClient().get("/openapi.json")
        #expect(response.status == .ok)
        #expect(response.headers["Content-Type"]?.hasPrefix("application/json") == true)
        #expect(response.text == ServiceOpenAPI.text)
        let printed = CLIRunner.runInProcess(["serve", "--openapi"], stdin: nil, environment: [:])
        #expect(printed.status == 0)
        #expect(printed.stdout == ServiceOpenAPI.text)
    }

    /// Requests for every route that between them draw each status its handler gives: `(method, target,
    /// headers, body)`, sent to a server with a store holding `home`, a stray file (`stray.json`) and another
    /// schema's configuration (`foreign.json`), the deals feed, a write token and room for four files.
    static let requests: [(String, String, [(String, String)], String)] = {
        let json = [("Content-Type", "application/json")]
        let token = [("Authorization", "Bearer \(Self.token)")]
        let valid = #"{"schema": "deals-widget", "version": 1, "values": {"location": "PAR"}}"#
        let invalid = #"{"schema": "deals-widget", "version": 1, "values": {"location": "QQQ"}}"#
        return [
            ("GET", "/", [], ""), ("GET", "/?x=1", [], ""), ("GET", "/", [("If-None-Match", "*")], ""),
            ("GET", "/healthz", [], ""), ("GET", "/readyz", [], ""), ("GET", "/metrics", [], ""),
            ("GET", "/openapi.json", [], ""), ("GET", "/v1/version", [], ""),
            ("GET", "/v1/version", [("If-None-Match", "*")], ""),
            ("GET", "/v1/suggest?q=lon", [], ""), ("GET", "/v1/suggest?qq=lon", [], ""),
            ("GET", "/v1/suggest?q=&sections=1&recent=LHR", [], ""), ("GET", "/v1/suggest?q=x&sections=1", [], ""),
            ("GET", "/v1/suggest?q=lon", [("If-None-Match", "*")], ""), ("GET", "/v1/places/LHR", [], ""),
            ("GET", "/v1/places/QQQ", [], ""), ("GET", "/v1/places/LHR?x=1", [], ""),
            ("GET", "/v1/countries?q=fr", [], ""), ("GET", "/v1/countries?limit=0", [], ""),
            ("GET", "/v1/schemas", [], ""), ("GET", "/v1/schemas?format=x", [], ""),
            ("GET", "/v1/schemas/deals-widget", [], ""), ("GET", "/v1/schemas/nope", [], ""),
            ("POST", "/v1/configurations/validate", json, valid), ("POST", "/v1/configurations/validate", json, "{"),
            ("POST", "/v1/configurations/validate", [("Content-Type", "text/plain")], valid),
            ("POST", "/v1/configurations/validate", json + [("Origin", "https://evil.example")], valid),
            ("POST", "/v1/timeline", json + [("Origin", "https://evil.example")], valid),
            ("POST", "/v1/timeline?now=2026-11-22T10:00:00Z", json, valid), ("POST", "/v1/timeline?now=x", json, valid),
            ("GET", "/v1/configurations", [], ""), ("GET", "/v1/configurations?limit=0", [], ""),
            ("GET", "/v1/configurations/home", [], ""), ("GET", "/v1/configurations/home?view=entry", [], ""),
            ("GET", "/v1/configurations/stray", [], ""), ("GET", "/v1/configurations/.x", [], ""),
            ("GET", "/v1/configurations/none", [], ""), ("GET", "/v1/configurations/home/timeline", [], ""),
            ("GET", "/v1/configurations/none/timeline", [], ""), ("GET", "/v1/configurations/home/link", [], ""),
            ("GET", "/v1/configurations/home/link?now=x", [], ""), ("GET", "/v1/configurations/stray/link", [], ""),
            ("GET", "/v1/configurations/foreign", [], ""), ("GET", "/v1/configurations?limit=10", [], ""),
            ("PUT", "/v1/configurations/new", json, valid),
            ("PUT", "/v1/configurations/new", json + token, valid),
            ("PUT", "/v1/configurations/new", json + token, valid),
            ("PUT", "/v1/configurations/new", json + token + [("If-Match", "\"x\"")], valid),
            ("PUT", "/v1/configurations/third", json + token, valid),
            ("PUT", "/v1/configurations/other", json + token, invalid),
            ("PUT", "/v1/configurations/foreign", json + token, valid),
            ("PUT", "/v1/configurations/new", token + [("Content-Type", "text/plain")], valid),
            ("PUT", "/v1/configurations/new", json + token + [("Origin", "https://evil.example")], valid),
            ("DELETE", "/v1/configurations/new", token + [("If-Match", "\"x\"")], ""),
            ("DELETE", "/v1/configurations/new", token, ""), ("DELETE", "/v1/configurations/new", token, ""),
            ("DELETE", "/v1/configurations/home", [], ""),
        ]
    }()

    static let token = "openapi-test-token-0123456789"

    @Test("every status a route answers is in its operation's responses")
    func statusesDocumented() throws {
        let folder = try CLIRunner.temporaryFolder()
        let store = folder.appendingPathComponent("store").path
        #expect(try CLIRunner.run(["config", "set", "home", "location=LON", "--store", store]).status == 0)
        try Data("[1, 2]".utf8).write(to: URL(fileURLWithPath: store).appendingPathComponent("stray.json"))
        try Data(#"{"schema": "other-widget", "version": 1, "values": {}}"#.utf8).write(
            to: URL(fileURLWithPath: store).appendingPathComponent("foreign.json"))
        let tokenFile = folder.appendingPathComponent("token")
        try Data((Self.token + "\n").utf8).write(to: tokenFile)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: tokenFile.path)
        let client = try ServiceClient([
            "--store", store, "--deals", Fixtures.url("examples/deals.json").path, "--write-token-file",
            tokenFile.path, "--max-configurations", "4",
        ])
        var seen: [String: Set<Int>] = [:]
        for (method, target, headers, body) in Self.requests {
            let response = client.send(method, target, headers: headers, body: body)
            // A write the access policy refuses reaches no route: it is the route its path names.
            let path = String(target.prefix { $0 != "?" }).split(separator: "/").map(String.init)
            let named = ServiceRoutes.all.filter { $0.method == method && $0.pattern.match(path) != nil }
                .sorted { $0.pattern.isMoreSpecific(than: $1.pattern) }.first?.pattern.description
            let route = try #require(response.route ?? named, "\(method) \(target) reached no route")
            seen["\(method) \(route)", default: []].insert(response.status.code)
            #expect(
                Self.statuses(method, route).contains(response.status.code),
                "\(method) \(target) answered \(response.status.code), which \(method) \(route) does not list: \(response.text)"
            )
            #expect(Self.bodyProblems(response, method, route).isEmpty, "\(method) \(target)")
        }
        // The requests reach every route, and draw the statuses the store and the writes give.
        #expect(Set(seen.keys) == Set(ServiceRoutes.all.map { "\($0.method) \($0.pattern)" }))
        for (operation, status) in [
            ("PUT /v1/configurations/{name}", 401), ("PUT /v1/configurations/{name}", 403),
            ("PUT /v1/configurations/{name}", 412), ("PUT /v1/configurations/{name}", 422),
            ("PUT /v1/configurations/{name}", 507), ("PUT /v1/configurations/{name}", 409),
            ("GET /v1/configurations/{name}", 409), ("DELETE /v1/configurations/{name}", 204),
            ("GET /v1/version", 304),
        ] {
            #expect(seen[operation]?.contains(status) == true, "\(operation) never answered \(status)")
        }
        // Without a deals feed, the timelines are 503, as documented.
        let noDeals = try ServiceClient(["--store", store])
        for (method, target) in [("POST", "/v1/timeline"), ("GET", "/v1/configurations/home/timeline")] {
            let response = noDeals.send(
                method, target, headers: [("Content-Type", "application/json")],
                body: method == "POST" ? #"{"schema": "deals-widget", "version": 1, "values": {}}"# : "")
            let route = try #require(response.route)
            #expect(response.status.code == 503 && Self.statuses(method, route).contains(503), "\(method) \(target)")
            #expect(Self.bodyProblems(response, method, route).isEmpty)
        }
        // A read-only server's store routes are 404, as documented.
        let readOnly = try ServiceClient(["--read-only"])
        let answer = readOnly.get("/v1/configurations")
        #expect(answer.status.code == 404 && Self.statuses("GET", "/v1/configurations").contains(404))
    }

    /// What a response's JSON body holds that its operation's schema for the status does not describe
    /// (``disagreements(_:_:at:)``); none for a body of another type, or none.
    static func bodyProblems(_ response: HTTPResponse, _ method: String, _ route: String) -> [String] {
        let type = String((response.headers["Content-Type"] ?? "").prefix { $0 != ";" })
        guard type.hasSuffix("json"), !response.body.isEmpty,
            let value = try? JSONSerialization.jsonObject(with: Data(response.body), options: [.fragmentsAllowed]),
            let responses = paths[route]?[method.lowercased()]?["responses"] as? [String: Any],
            let documented = responses[String(response.status.code)] as? [String: Any]
        else { return [] }
        guard
            let schema = ((documented["content"] as? [String: Any])?[type] as? [String: Any])?["schema"]
                as? [String: Any]
        else { return ["\(method) \(route) \(response.status.code) has no \(type) body in the description"] }
        return disagreements(value, schema, at: "body")
    }

    /// Forwards the runtime's requests to the service in-process, and keeps each one's method, path and query.
    final class Forwarder: @unchecked Sendable {
        private let lock = NSLock()
        private let service: ServiceClient
        private var seen: [(method: String, path: String, query: [String])] = []

        init(_ service: ServiceClient) { self.service = service }

        var requests: [(method: String, path: String, query: [String])] { lock.withLock { seen } }

        func send(_ request: URLRequest) throws -> (Data, URLResponse) {
            let url = try #require(request.url)
            let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
            let method = request.httpMethod ?? "GET"
            let target =
                (components?.percentEncodedPath ?? "/")
                + (components?.percentEncodedQuery.map { "?" + $0 } ?? "")
            var headers = [("Host", "localhost")]
            for (name, value) in request.allHTTPHeaderFields ?? [:] { headers.append((name, value)) }
            let response = lock.withLock {
                seen.append((method, url.path, components?.queryItems?.map(\.name) ?? []))
                return service.send(
                    method, target, headers: headers, body: String(decoding: request.httpBody ?? Data(), as: UTF8.self))
            }
            let answer = try #require(
                HTTPURLResponse(url: url, statusCode: response.status.code, httpVersion: "HTTP/1.1", headerFields: [:]))
            return (Data(response.body), answer)
        }
    }

    /// The operation whose path template matches a path: `/v1/places/LHR` is `/v1/places/{code}`.
    static func template(of path: String) -> String? {
        let segments = path.split(separator: "/").map(String.init)
        return ServiceRoutes.all.first { $0.pattern.match(segments) != nil }?.pattern.description
    }

    /// The problems of a value against a component schema of the description: each member the schema does not
    /// have, or has with another JSON type (an integer is a number).
    static func disagreements(_ value: Any, _ schema: [String: Any], at path: String, checksRequired: Bool = true)
        -> [String]
    {
        var schema = schema
        if let reference = schema["$ref"] as? String {
            let name = String(reference.split(separator: "/").last ?? "")
            schema =
                ((document["components"] as? [String: Any])?["schemas"] as? [String: Any])?[name]
                as? [String: Any] ?? [:]
        }
        if let alternatives = schema["anyOf"] as? [[String: Any]] {
            let each = alternatives.map { disagreements(value, $0, at: path, checksRequired: checksRequired) }
            return each.contains(where: \.isEmpty) ? [] : each.flatMap { $0 }
        }
        // A schema with no type takes any value.
        guard let type = schema["type"] as? String else { return [] }
        if let values = schema["enum"] as? [String], let text = value as? String, !values.contains(text) {
            return ["\(path) is \(text), which the description's values (\(values)) do not hold"]
        }
        switch value {
        case let object as [String: Any]:
            guard type == "object" else { return ["\(path) is an object, the description says \(type)"] }
            let properties = schema["properties"] as? [String: Any] ?? [:]
            let required = checksRequired ? schema["required"] as? [String] ?? [] : []
            let missing = required.filter { object[$0] == nil }.map {
                "\(path).\($0) is required by the description, and missing"
            }
            return missing
                + object.keys.sorted().flatMap { key -> [String] in
                    // A member of a map is checked against the map's values; an object whose schema names no
                    // members may hold any.
                    let member =
                        properties[key] as? [String: Any] ?? schema["additionalProperties"] as? [String: Any]
                        ?? (properties.isEmpty ? [:] : nil)
                    guard let member else { return ["\(path).\(key) is not in the description"] }
                    return disagreements(
                        object[key] as Any, member, at: "\(path).\(key)", checksRequired: checksRequired)
                }
        case let array as [Any]:
            guard type == "array", let items = schema["items"] as? [String: Any] else {
                return ["\(path) is an array, the description says \(type)"]
            }
            return array.enumerated().flatMap {
                disagreements($1, items, at: "\(path)[\($0)]", checksRequired: checksRequired)
            }
        case let number as NSNumber:
            let isBoolean = String(cString: number.objCType) == "c"
            let expected = isBoolean ? ["boolean"] : ["number", "integer"]
            return expected.contains(type)
                ? [] : ["\(path) is \(expected[0]), the description says \(type)"]
        case is String:
            return type == "string" ? [] : ["\(path) is a string, the description says \(type)"]
        default:
            return []
        }
    }

    /// A value as the service sends it to the runtime (dates as ISO 8601, which the runtime decodes), as JSON
    /// objects and arrays.
    static func encoded(_ value: some Encodable) throws -> Any {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        return try JSONSerialization.jsonObject(with: encoder.encode(value), options: [.fragmentsAllowed])
    }

    @Test("the generated widget runtime's requests and the fields it reads are in the description, with the same types")
    func runtimeAgrees() async throws {
        let forwarder = Forwarder(try ServiceClient(["--deals", Fixtures.url("examples/deals.json").path]))
        var configuration = IntentctlClient.Configuration(
            baseURL: try #require(URL(string: "https://deals.example.com")),
            cacheFolder: FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString))
        configuration.languageTag = "de"
        configuration.transport = { try forwarder.send($0) }
        let client = IntentctlClient(configuration: configuration)
        let suggestions = try await client.suggest("lon", country: "GB", near: "LHR")
        let places = await client.places(["LHR"])
        let sections = await client.sections(near: "MUC")
        let countries = await client.countries(matching: "fr") + (await client.countries(["FR"]))
        let timeline = await client.timeline(
            for: AppIntentsRuntime.ConfigurationDocument(
                schema: "deals-widget", version: 1, values: ["location": .string("LON")]))
        #expect(!suggestions.isEmpty && !places.isEmpty && !sections.isEmpty && !countries.isEmpty)
        #expect(timeline?.entries.isEmpty == false)
        // Each request is an operation of the description, with parameters it declares.
        #expect(Set(forwarder.requests.map(\.path).compactMap(Self.template)).count >= 4)
        for request in forwarder.requests {
            let path = try #require(Self.template(of: request.path), "\(request.path) is no route")
            #expect(Self.paths[path]?[request.method.lowercased()] != nil, "\(request.method) \(path)")
            let declared = Self.parameters(request.method, path, in: "query")
            #expect(Set(request.query).isSubset(of: declared), "\(request.method) \(path): \(request.query)")
        }
        // What the runtime reads, as it holds it, is in the description's schemas.
        let schema = { (name: String) in ["$ref": "#/components/schemas/\(name)"] as [String: Any] }
        // The runtime's types hold what it reads, a part of each document: required members need not be there.
        var problems = Self.disagreements(
            try Self.encoded(suggestions + places), ["type": "array", "items": schema("Suggestion")], at: "places",
            checksRequired: false)
        let sectionSchema =
            ((((Self.document["components"] as? [String: Any])?["schemas"] as? [String: Any])?[
                "SuggestAnswer"] as? [String: Any])?["properties"] as? [String: Any])?["sections"] as? [String: Any]
        problems += Self.disagreements(
            try Self.encoded(sections), sectionSchema ?? [:], at: "sections", checksRequired: false)
        let countrySchema =
            ((((Self.document["components"] as? [String: Any])?["schemas"] as? [String: Any])?[
                "CountriesAnswer"] as? [String: Any])?["properties"] as? [String: Any])?["countries"] as? [String: Any]
        problems += Self.disagreements(
            try Self.encoded(countries), countrySchema ?? [:], at: "countries", checksRequired: false)
        problems += Self.disagreements(
            try Self.encoded(try #require(timeline)), schema("Timeline"), at: "timeline", checksRequired: false)
        #expect(problems.isEmpty, "\(problems)")
    }
}
