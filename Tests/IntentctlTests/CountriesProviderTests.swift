import Foundation
import HTTPServer
import IntentctlServiceTesting
import TestSupport
import Testing

@testable import IntentctlKit

/// The `countries` provider and `GET /v1/countries` (issue 41), in-process with the bundled index.
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
