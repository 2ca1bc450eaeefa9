import DealsTimeline
import IntentSchema
import TestSupport
import Testing

/// Departures of several values: their timeline, their links, and the example schema that holds them.
@Suite("Several departures in timelines")
struct SeveralValuesTimelineTests {
    @Test("a timeline of several origins has the deals of each, cheapest first, and links that carry them all")
    func timeline() throws {
        let schema = try #require(
            SchemaLoader().load(Fixtures.text("Tests/Fixtures/schemas/multi-origin.json")).schema)
        let now = try #require(Timeline.parseInstant("2026-11-22T10:00:00Z"))
        let feed = #"""
            [{"id": "l1", "origin": "LHR", "destination": "BCN", "destinationCity": "Barcelona", "price": {"amount": 60, "currency": "EUR"}, "depart": "2026-11-27", "return": "2026-11-29", "image": "https://i.example/1.jpg"},
             {"id": "t1", "origin": "HND", "destination": "ICN", "destinationCity": "Seoul", "price": {"amount": 50, "currency": "EUR"}, "depart": "2026-11-28", "return": "2026-11-30", "image": "https://i.example/2.jpg"},
             {"id": "x1", "origin": "LAX", "destination": "SFO", "destinationCity": "San Francisco", "price": {"amount": 10, "currency": "EUR"}, "depart": "2026-11-28", "return": "2026-11-30", "image": "https://i.example/3.jpg"}]
            """#
        let deals = try #require(DealFeed().parse(Array(feed.utf8)).value)
        let configuration = WidgetConfiguration(
            schemaID: "multi-origin", schemaVersion: 1,
            values: [
                "origins": .list([.string("LHR"), .string("HND"), .string("LON")]), "travellers": .string("one"),
                "dates": .string("anytime"),
            ])
        let search = try DealSearch.resolve(configuration, schema: schema, at: now, locations: FixedLocations())
        #expect(search.departureAirports == ["LHR", "HND", "LGW", "STN", "LTN", "LCY"])
        #expect(search.timeZone == "Europe/London")
        let timeline = Timeline.build(search: search, deals: DealsByOrigin(deals), at: now, link: schema.deepLink)
        #expect(timeline.entries.map(\.deal?.id) == ["t1", "l1"])
        #expect(timeline.entries[0].link?.hasPrefix("deals://search?from=LHR%2CHND%2CLON&to=ICN") == true)
    }
}

@Suite("The multi-origin example")
struct MultiOriginExampleTests {
    @Test("its country narrows the departure and is not one; the departure takes several values")
    func searchParameters() throws {
        let schema = try #require(SchemaLoader().load(Fixtures.text("examples/multi-origin.json")).schema)
        let search = try #require(SearchParameters(schema))
        #expect(search.location.id == "origins")
        #expect(search.location.multipleValues?.maximum(for: .systemMedium) == 2)
        #expect(search.travellers?.id == "travellers")
        #expect(search.dates?.id == "dates")
    }
}
