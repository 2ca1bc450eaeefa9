import CommandLineTestSupport
import DocumentFormats
import Foundation
import HTTPServer
import IntentSchema
import IntentctlServiceTesting
import TestSupport
import Testing

@testable import IntentctlKit
@testable import IntentctlService

@Suite("The service's route table, answered in-process")
struct ServiceRoutesTests {
    /// A service with a store holding `home` and the example deals feed.
    static func client(_ extra: [String] = []) throws -> ServiceClient {
        let store = try CLIRunner.temporaryFolder().path
        let saved = try CLIRunner.run(["config", "set", "home", "location=LON", "--store", store])
        #expect(saved.status == 0, "\(saved.stderr)")
        return try ServiceClient(
            ["--store", store, "--deals", Fixtures.url("examples/deals.json").path] + extra)
    }

    /// A request target for a route: its variables filled with values that exist.
    static func target(_ route: ServiceRoute) -> String {
        let values = ["code": "LHR", "id": "deals-widget", "name": "home"]
        return "/"
            + route.pattern.segments.map { segment in
                switch segment {
                case .literal(let text): text
                case .variable(let name): values[name] ?? name
                }
            }.joined(separator: "/")
    }

    @Test("every declared route is routed to: its pattern names the answer, which is never 404 or 405")
    func everyRouteAnswers() throws {
        let client = try Self.client()
        let document = #"{"schema": "deals-widget", "version": 1, "values": {"location": "PAR"}}"#
        // Writes last, so that the reads find what they read.
        for route in ServiceRoutes.all.sorted(by: { !$0.writes && $1.writes }) {
            let response = client.send(
                route.method, Self.target(route), headers: [("Content-Type", "application/json")],
                body: ["POST", "PUT"].contains(route.method) ? document : "")
            #expect(response.route == route.pattern.description, "\(route.synopsis)")
            #expect(![404, 405].contains(response.status.code), "\(route.synopsis): \(response.text)")
        }
    }

    @Test(
        "a method a path does not answer is 405, with the path's methods from the table in Allow",
        arguments: [
            ("DELETE", "/v1/suggest?q=lon", "GET, HEAD"),
            ("POST", "/v1/configurations/home", "GET, HEAD, PUT, DELETE"),
            ("GET", "/v1/configurations/validate", "POST"),
            ("PUT", "/v1/timeline", "POST"),
        ])
    func methodNotAllowed(_ method: String, _ target: String, allow: String) throws {
        let response = try Self.client().send(method, target)
        #expect(response.status == .methodNotAllowed)
        #expect(response.headers["Allow"] == allow)
        #expect(response.object?["code"] as? String == "http.method-not-allowed")
    }

    @Test("a literal segment beats a variable one: /v1/configurations/validate is not a configuration")
    func literalBeatsVariable() throws {
        let client = try Self.client()
        let validate = client.send(
            "POST", "/v1/configurations/validate", headers: [("Content-Type", "application/json")], body: "{}")
        #expect(validate.route == "/v1/configurations/validate")
        #expect(client.get("/v1/configurations/home").route == "/v1/configurations/{name}")
    }

    @Test(
        "paths no route declares are 404, including ones that only look alike once decoded",
        arguments: ["/v1", "/v1/suggest/", "/v1%2Fsuggest", "/v1/places/", "/v1/places/LHR/x", "//healthz"])
    func unknownPaths(_ target: String) throws {
        let response = try Self.client().get(target)
        #expect(response.status == .notFound, "\(target)")
        #expect(response.route == nil)
    }

    @Test("a route takes the query parameters it declares; another is refused naming them")
    func declaredQueryParameters() throws {
        let client = try Self.client()
        let response = client.get("/v1/suggest?qq=lon")
        #expect(response.status == .badRequest)
        #expect(response.text.contains(#"did you mean \"q\"?"#), "\(response.text)")
        #expect(response.text.contains("known: q, limit, country, kind, near, locale, all"))
        #expect(client.get("/v1/places/LHR?limit=1").status == .badRequest)
    }

    @Test("GET /v1/version is the --version --json document")
    func version() throws {
        let response = try Self.client().get("/v1/version")
        #expect(response.status == .ok)
        #expect(response.headers["ETag"] != nil)
        let cli = try CLIRunner.run(["--version", "--json"])
        let served = try JSONSerialization.jsonObject(with: Data(response.body)) as? NSDictionary
        let printed = try JSONSerialization.jsonObject(with: Data(cli.stdout.utf8)) as? NSDictionary
        #expect(served != nil && served == printed, "\(response.text)")
    }

    @Test("a read-only server has none of the store's routes, and all the others")
    func readOnly() throws {
        let client = try ServiceClient(["--read-only"])
        for route in ServiceRoutes.all {
            let response = client.send(route.method, Self.target(route))
            #expect(
                (response.object?["code"] as? String == "http.read-only") == route.usesStore, "\(route.synopsis)")
        }
    }

    @Test("serve --help and the manual page list every route")
    func documented() throws {
        let help = ServeCommand.spec.help
        let manual = ManualPage.roff(for: IntentCtl.commands)
        for route in ServiceRoutes.all {
            #expect(help.contains("\(route.method) \(route.pattern)"), "\(route.synopsis)")
            #expect(manual.contains(ManualPage.escape("\(route.method) \(route.pattern)")), "\(route.synopsis)")
        }
    }

    @Test("a request the server cannot read is answered as the service's problem, with the server's code")
    func serverErrorsAreProblems() throws {
        let response = HTTPResponse.problem(HTTPRequestError(.uriTooLong, .uriTooLong, "too long"))
        #expect(response.status == .uriTooLong)
        #expect(response.headers["Content-Type"] == "application/problem+json")
        let text = String(decoding: response.body, as: UTF8.self)
        #expect(text.contains("\"code\":\"http.uri-too-long\""))
        let codes = DiagnosticCode.serviceCodes
        #expect(Set(codes).count == codes.count)
        #expect(codes.allSatisfy { $0.rawValue.hasPrefix("http.") && !$0.help.isEmpty })
        #expect(HTTPErrorCode.all.allSatisfy { codes.contains(DiagnosticCode($0)) })
    }
}

/// Work over a request's body, whose cost the client chooses, runs off the event loops.
@Suite("Work over bodies")
struct BodyRoutingTests {
    @Test(
        "validate and timeline answer as blocking work, whatever the body's size",
        arguments: ["/v1/configurations/validate", "/v1/timeline"], [16, 20_000])
    func offLoop(path: String, padding: Int) throws {
        let client = try ServiceRoutesTests.client()
        let body =
            #"{"schema": "deals-widget", "version": 1, "values": {"location": ""#
            + String(repeating: "X", count: padding) + #""}}"#
        var headers = HTTPHeaders([("Host", "127.0.0.1"), ("Content-Type", "application/json")])
        headers.add("Content-Length", String(body.utf8.count))
        let answer = client.responder.answer(
            HTTPRequest(method: "POST", target: path, headers: headers, body: Array(body.utf8)))
        guard case .blocking(let work) = answer else {
            Issue.record("a body was worked on the loop")
            return
        }
        #expect(work().status == .ok)
    }
}
