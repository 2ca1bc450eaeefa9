import CommandLineTestSupport
import FileAccess
import Foundation
import HTTPServer
import IntentctlService
import IntentctlServiceTesting
import TestSupport
import Testing

@testable import IntentctlKit

/// The `countries` provider and `GET /v1/countries`, in-process with the bundled index.
@Suite("Countries: the provider and the route")
struct CountriesProviderTests {
    static let schema = #"""
        {"formatVersion": 1, "id": "c", "version": 1, "title": "C", "parameters": [
          {"id": "country", "title": "Country", "kind": "dynamic", "provider": "countries", "required": true}]}
        """#

    @Test(
        "a country parameter stores the upper-case code; anything else is refused with the countries meant",
        arguments: [
            ("country=FR", 0, ""), ("country=fr", 1, "did you mean FR (France)"),
            ("country=UK", 1, "did you mean GB (United Kingdom)"), ("country=XX", 1, "knows no option \"XX\""),
        ])
    func configSet(assignment: String, status: Int32, message: String) throws {
        let folder = try TemporaryFolders.make()
        let schema = folder.appendingPathComponent("c.json")
        try Data(Self.schema.utf8).write(to: schema)
        let output = CLIRunner.runInProcess(
            ["config", "set", "x", assignment, "--schema", schema.path], stdin: nil,
            environment: ["INTENTCTL_HOME": folder.appendingPathComponent("store").path])
        #expect(output.status == status, "\(output.stderr)")
        #expect(message.isEmpty ? output.stderr.isEmpty : output.stderr.contains(message), "\(output.stderr)")
    }

    @Test("GET /v1/countries finds by code or name in any language, titles in the locale's, and checks its limit")
    func route() throws {
        let client = try ServiceClient()
        let found = client.get("/v1/countries?q=frankr&locale=de&limit=2")
        #expect(found.status == .ok)
        #expect(
            found.text.hasPrefix(
                #"{"q":"frankr","countries":[{"code":"FR","name":"France","localizedName":"Frankreich","places":"#),
            "\(found.text)")
        #expect(client.get("/v1/countries?q=uk&limit=1").text.contains(#"[{"code":"GB","name":"United Kingdom""#))
        #expect(client.get("/v1/countries?q=!!!").text == #"{"q":"!!!","countries":[]}"# + "\n")
        #expect(client.get("/v1/countries?limit=51").status == .badRequest)
        #expect(client.get("/v1/countries?limit=01").status == .badRequest)
    }
}

/// `serve` checks a country as the command line does: it registers every provider a schema may name.
@Suite("The service's providers")
struct ServiceProvidersTests {
    static func client(schema: String) throws -> ServiceClient {
        let folder = try TemporaryFolders.make()
        let file = folder.appendingPathComponent("c.json")
        try Data(schema.utf8).write(to: file)
        return try ServiceClient(["--schema", file.path, "--store", folder.appendingPathComponent("store").path])
    }

    @Test("serve registers exactly the providers the command line has")
    func registered() throws {
        let client = try Self.client(schema: CountriesProviderTests.schema)
        let providers = client.responder.state.current.catalog.providers
        #expect(Set(providers.keys) == Set(OptionProviders.names))
    }

    @Test(
        "a country the provider does not know is refused (422), never stored with a warning",
        arguments: [
            (#"{"country": "UK"}"#, "did you mean GB (United Kingdom)"),
            (#"{"country": "gb"}"#, "did you mean GB (United Kingdom)"),
            (#"{"country": "<img src=x onerror=alert(1)>"}"#, "knows no option"),
        ])
    func refused(values: String, hint: String) throws {
        let client = try Self.client(schema: CountriesProviderTests.schema)
        let response = client.send(
            "PUT", "/v1/configurations/x", headers: [("Content-Type", "application/json")],
            body: #"{"schema": "c", "version": 1, "values": \#(values)}"#)
        #expect(response.status == .unprocessableContent, "\(response.text)")
        #expect(response.text.contains("config.unknown-option"))
        #expect(response.text.contains(hint), "\(response.text)")
        #expect(client.get("/v1/configurations/x").status == .notFound)
    }

    @Test("a write the disk refuses as full is 507, as the documentation says, not 500")
    func diskFull() throws {
        let folder = try TemporaryFolders.make()
        let context = Context.capturing(environment: CLIRunner.environment([:]))
        let parsed = try ParsedArguments(
            ["--store", folder.appendingPathComponent("store").path], spec: ServeCommand.spec)
        let state = try ServeCommand.state(parsed, host: "127.0.0.1", context: context)
        var data = state.current
        data.store?.fileSystemCalls = .failing(write: 28)
        state.replace(with: data)
        let response = ServiceClient(state: state).send(
            "PUT", "/v1/configurations/x", headers: [("Content-Type", "application/json")],
            body: #"{"schema": "deals-widget", "version": 1, "values": {"location": "LHR", "travellers": "one"}}"#)
        #expect(response.status == .insufficientStorage, "\(response.text)")
        #expect(response.text.contains("http.store-full"))
        #expect(response.text.contains("No space left on device"))
    }

    @Test(
        "a schema, a deals feed or an index that is a FIFO is refused at start, never waited on",
        arguments: [
            "--schema", "--deals", "--index",
        ])
    func fifoAtStart(option: String) throws {
        let folder = try TemporaryFolders.make()
        let fifo = folder.appendingPathComponent("input").path
        #expect(SpecialFiles.makeFIFO(atPath: fifo))
        let context = Context.capturing(environment: CLIRunner.environment([:]))
        let parsed = try ParsedArguments([option, fifo, "--read-only"], spec: ServeCommand.spec)
        #expect(throws: CommandFailure.self) { try ServeCommand.state(parsed, host: "127.0.0.1", context: context) }
    }

    @Test("a deals feed replaced by a FIFO while serving keeps the last good feed, without waiting")
    func fifoOnReload() throws {
        let folder = try TemporaryFolders.make()
        let feed = folder.appendingPathComponent("deals.json")
        try Data(contentsOf: Fixtures.url("examples/deals.json")).write(to: feed)
        let source = try DealsFeedSource(path: feed.path) { _ in }
        let before = source.current()
        #expect(before != nil)
        try FileManager.default.removeItem(at: feed)
        #expect(SpecialFiles.makeFIFO(atPath: feed.path))
        #expect(source.current() == before)
    }
}
