import BundledIndex
import CommandLineTestSupport
import Foundation
import IntentSchema
import Suggester
import TestSupport
import Testing

@testable import IntentctlKit
@testable import IntentctlService

/// A town is offered by both providers; `airports` stores the airport it stands for,
/// `places` the town's own code, and each knows the other's values.
@Suite("Towns in the airports and places providers")
struct PlaceProvidersTests {
    static let index: AirportIndex? = try? AirportIndex.bundled()
    static let kyoto = "geonames:1857910"

    @Test("airports offers a town as the airport it stands for; places as the town")
    func townOptions() throws {
        let index = try #require(Self.index)
        let airports = AirportOptionProvider(index: index)
        let places = AirportOptionProvider(index: index, storesTowns: true)
        let asAirport = try #require(airports.search("kyoto", limit: 3).first)
        #expect(asAirport.title == "Kyoto")
        #expect(asAirport.id.utf8.count == 3 && asAirport.id == asAirport.id.uppercased())
        #expect(asAirport.subtitle?.hasPrefix("Japan · ") == true)
        let asTown = try #require(places.search("kyoto", limit: 3).first)
        #expect(asTown.id == Self.kyoto && asTown.title == "Kyoto")
        // Each provider's ids match its declared format.
        for (provider, option) in [(airports, asAirport), (places, asTown)] {
            let pattern = try #require(provider.valueFormat?.pattern)
            #expect(option.id.range(of: pattern, options: .regularExpression) != nil, "\(option.id)")
        }
    }

    @Test("places resolves a town's code; airports does not, and offers the town's airports instead")
    func resolvingTowns() throws {
        let index = try #require(Self.index)
        let airports = AirportOptionProvider(index: index)
        let places = AirportOptionProvider(index: index, storesTowns: true)
        #expect(places.resolve(id: Self.kyoto)?.title == "Kyoto")
        #expect(airports.resolve(id: Self.kyoto) == nil)
        let replacements = airports.replacements(forOptionID: Self.kyoto, limit: 3).map(\.id)
        let town = try #require(index.rank(ofTown: Self.kyoto).map(index.place(at:)))
        #expect(!replacements.isEmpty && replacements == Array(town.airportCodes.prefix(3)))
        // Codes that are not towns' are refused, not guessed.
        for bad in ["geonames:", "geonames:0123", "geonames:12345678901", "GEONAMES:1857910", "geonames:999999999"] {
            #expect(places.resolve(id: bad) == nil, "\(bad)")
        }
        // Both still resolve IATA codes.
        #expect(places.resolve(id: "LHR")?.id == "LHR" && airports.resolve(id: "LHR")?.id == "LHR")
    }

    @Test("config validate refuses a town's code where an airport is stored, offering the town's airports")
    func validateTownCode() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("town-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let document =
            #"{"schema": "deals-widget", "version": 1, "values": {"location": "geonames:1857910", "travellers": "four", "dates": "nextMonth"}}"#
        try Data(document.utf8).write(to: file)
        let result = try CLIRunner.run(["config", "validate", file.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("[config.unknown-option]") && result.stderr.contains("did you mean ITM"))
    }

    @Test("a town's code finds deals from the airports its people fly from")
    func townLocation() throws {
        let index = try #require(Self.index)
        let location = try #require(AirportOptionProvider(index: index, storesTowns: true).location(for: Self.kyoto))
        let town = try #require(index.rank(ofTown: Self.kyoto).map(index.place(at:)))
        #expect(location.airports == town.airportCodes && location.timeZone == "Asia/Tokyo")
    }

    @Test("suggest shows a town with its airports and distances, and --kind town asks for towns only")
    func suggestTowns() throws {
        let table = try CLIRunner.run(["suggest", "kyoto", "--limit", "1"])
        #expect(table.status == 0)
        #expect(table.stdout.contains("  town     Kyoto, Japan · ") && table.stdout.contains(" km"))
        let json = try CLIRunner.run(["suggest", "kyo", "--kind", "town", "--json", "--limit", "3"])
        #expect(json.status == 0)
        let kinds = json.stdout.components(separatedBy: "\"kind\": \"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(!kinds.isEmpty && kinds.allSatisfy { $0 == "town" })
        #expect(json.stdout.contains("\"town\": \"geonames:") && json.stdout.contains("\"kilometres\": "))
    }
}
