import Foundation
import SchemaTestSupport
import TestSupport
import Testing

@testable import DealsTimeline
@testable import DocumentFormats
@testable import IntentSchema

/// Locations for tests: London (a city group), two airports in other zones.
struct FixedLocations: LocationResolver {
    func location(for id: String) -> ResolvedLocation? {
        switch id {
        case "LON": ResolvedLocation(airports: ["LHR", "LGW", "STN", "LTN", "LCY"], timeZone: "Europe/London")
        case "LHR": ResolvedLocation(airports: ["LHR"], timeZone: "Europe/London")
        case "HND": ResolvedLocation(airports: ["HND"], timeZone: "Asia/Tokyo")
        case "LAX": ResolvedLocation(airports: ["LAX"], timeZone: "America/Los_Angeles")
        default: nil
        }
    }
}

@Suite("Dates, search resolution, timelines and deep links")
struct TimelineTests {
    static func instant(_ text: String) -> Date { Timeline.parseInstant(text)! }
    static func day(_ text: String) -> LocalDate { LocalDate(iso: text)! }

    static func configuration(_ location: String, travellers: String = "two", dates: String) -> WidgetConfiguration {
        WidgetConfiguration(
            schemaID: "deals-widget", schemaVersion: 1,
            values: ["location": .string(location), "travellers": .string(travellers), "dates": .string(dates)])
    }

    struct Rule: CustomTestStringConvertible, Sendable {
        var name: String
        var rule: DateWindowRule
        var today: String
        var start: String
        var end: String
        var testDescription: String { name }
    }

    @Test(
        "date rules resolve across the ends of months and years",
        arguments: [
            Rule(
                name: "weekend from a Sunday", rule: .nextWeekend, today: "2026-11-22", start: "2026-11-27",
                end: "2026-11-29"),
            Rule(
                name: "weekend from a Thursday", rule: .nextWeekend, today: "2026-11-26", start: "2026-11-27",
                end: "2026-11-29"),
            Rule(
                name: "weekend from a Friday is the next one", rule: .nextWeekend, today: "2026-11-27",
                start: "2026-12-04", end: "2026-12-06"),
            Rule(
                name: "weekend across the end of a month", rule: .nextWeekend, today: "2026-04-28", start: "2026-05-01",
                end: "2026-05-03"),
            Rule(
                name: "weekend across the end of a year", rule: .nextWeekend, today: "2026-12-30", start: "2027-01-01",
                end: "2027-01-03"),
            Rule(
                name: "weekend in a leap February", rule: .nextWeekend, today: "2028-02-24", start: "2028-02-25",
                end: "2028-02-27"),
            Rule(
                name: "next month in November", rule: .nextMonth, today: "2026-11-22", start: "2026-12-01",
                end: "2026-12-31"),
            Rule(
                name: "next month across a year", rule: .nextMonth, today: "2026-12-31", start: "2027-01-01",
                end: "2027-01-31"),
            Rule(
                name: "next month is a leap February", rule: .nextMonth, today: "2028-01-31", start: "2028-02-01",
                end: "2028-02-29"),
            Rule(
                name: "next month is a short February", rule: .nextMonth, today: "2027-01-15", start: "2027-02-01",
                end: "2027-02-28"),
            Rule(
                name: "anytime across a leap year", rule: .anytime, today: "2027-03-01", start: "2027-03-01",
                end: "2028-02-29"),
            Rule(
                name: "next month after the last four-digit year", rule: .nextMonth, today: "9999-12-15",
                start: "10000-01-01", end: "10000-01-31"),
        ])
    func dateRules(_ example: Rule) {
        let window = example.rule.window(on: Self.day(example.today))
        #expect(window.start.description == example.start)
        #expect(window.end.description == example.end)
    }

    @Test("local dates convert, count weekdays and reject impossible days")
    func localDates() {
        #expect(LocalDate(iso: "2026-02-29") == nil)
        #expect(LocalDate(iso: "2028-02-29") != nil)
        #expect(LocalDate(iso: "2026-13-01") == nil)
        #expect(LocalDate(iso: "26-11-22") == nil)
        #expect(LocalDate(iso: "２０２６-11-22") == nil)
        #expect(Self.day("2026-11-22").weekday == 7)
        #expect(Self.day("1970-01-01").daysSinceEpoch == 0)
        for days in stride(from: -800_000, to: 2_900_000, by: 997) {
            #expect(LocalDate(daysSinceEpoch: days).daysSinceEpoch == days)
        }
    }

    @Test("the same instant is a different day in Tokyo and in Los Angeles")
    func timeZones() throws {
        let instant = Self.instant("2026-11-26T20:00:00Z")
        let schema = SchemaFixtures.dealsWidget
        let tokyo = try DealSearch.resolve(
            Self.configuration("HND", dates: "nextWeekend"), schema: schema, at: instant, locations: FixedLocations())
        let losAngeles = try DealSearch.resolve(
            Self.configuration("LAX", dates: "nextWeekend"), schema: schema, at: instant, locations: FixedLocations())
        #expect(tokyo.today == Self.day("2026-11-27"))
        #expect(losAngeles.today == Self.day("2026-11-26"))
        #expect(tokyo.window == DateWindow(start: Self.day("2026-12-04"), end: Self.day("2026-12-06")))
        #expect(losAngeles.window == DateWindow(start: Self.day("2026-11-27"), end: Self.day("2026-11-29")))
    }

    @Test("a city group expands to its airports; the traveller count comes from the case payload")
    func cityExpansion() throws {
        let search = try DealSearch.resolve(
            Self.configuration("LON", travellers: "three", dates: "anytime"), schema: SchemaFixtures.dealsWidget,
            at: Self.instant("2026-11-22T10:00:00Z"), locations: FixedLocations())
        #expect(search.departureAirports == ["LHR", "LGW", "STN", "LTN", "LCY"])
        #expect(search.travellers == 3)
        #expect(throws: DealSearchError.unresolvable("unknown departure \"ZZZ\"")) {
            try DealSearch.resolve(
                Self.configuration("ZZZ", dates: "anytime"), schema: SchemaFixtures.dealsWidget, at: Date(),
                locations: FixedLocations())
        }
    }

    static let feed = Fixtures.dealsFeed

    @Test("the timeline keeps matching deals, cheapest first, an hour apart, with links")
    func timeline() throws {
        let now = Self.instant("2026-11-22T10:00:00Z")
        let deals = try #require(DealFeed().parse(Array(Self.feed.utf8)).value)
        let search = try DealSearch.resolve(
            Self.configuration("LON", dates: "nextWeekend"), schema: SchemaFixtures.dealsWidget, at: now,
            locations: FixedLocations())
        let timeline = Timeline.build(
            search: search, deals: DealsByOrigin(deals), at: now, link: SchemaFixtures.dealsWidget.deepLink)
        #expect(timeline.policy == "atEnd")
        #expect(timeline.entries.map(\.deal?.id) == ["b", "a"])
        #expect(timeline.entries.map(\.date) == [now, now.addingTimeInterval(3600)])
        #expect(timeline.entries[0].totalPrice == Decimal(39))
        #expect(
            timeline.entries[0].link
                == "deals://search?from=LON&to=DUB&travellers=2&depart=2026-11-27&return=2026-11-29")
    }

    @Test("a large feed gives at most the cheapest 100 entries, read from the search's airports only")
    func cappedTimeline() throws {
        let now = Self.instant("2026-11-22T10:00:00Z")
        let search = try DealSearch.resolve(
            Self.configuration("LON", dates: "anytime"), schema: SchemaFixtures.dealsWidget, at: now,
            locations: FixedLocations())
        let day = try #require(LocalDate(iso: "2026-12-01"))
        let back = try #require(LocalDate(iso: "2026-12-03"))
        let deals = (0..<36_000).map { index in
            Deal(
                id: "d\(index)", origin: index % 3 == 0 ? "LHR" : "JFK", destination: "DUB", destinationCity: "Dublin",
                price: Deal.Price(amount: Decimal(100_000 - index), currency: "GBP"), depart: day, return: back,
                image: "https://example.com/a.jpg")
        }
        let grouped = DealsByOrigin(deals)
        #expect(grouped.count == 36_000)
        #expect(grouped.departing(from: ["LHR", "LHR"]).count == 12_000)
        let timeline = Timeline.build(search: search, deals: grouped, at: now, link: nil)
        #expect(timeline.entries.count == Timeline.maximumEntries)
        #expect(timeline.entries.allSatisfy { $0.deal?.origin == "LHR" })
        let totals = timeline.entries.compactMap { $0.totalPrice }
        #expect(totals == totals.sorted() && totals.first == Decimal(2 * (100_000 - 35_997)))
    }

    @Test("no match gives one no-deals entry; no configuration gives one placeholder")
    func emptyAndPlaceholder() throws {
        let now = Self.instant("2026-11-22T10:00:00Z")
        let deals = try #require(DealFeed().parse(Array(Self.feed.utf8)).value)
        let search = try DealSearch.resolve(
            Self.configuration("LON", dates: "nextMonth"), schema: SchemaFixtures.dealsWidget, at: now,
            locations: FixedLocations())
        let empty = Timeline.build(search: search, deals: DealsByOrigin(deals), at: now, link: nil)
        #expect(empty.entries.map(\.kind) == [.noDeals])
        #expect(empty.entries[0].message?.contains("2026-12-01") == true)
        let none = Timeline.build(search: search, deals: [], at: now, link: nil)
        #expect(none.entries.map(\.kind) == [.noDeals])
        let placeholder = Timeline.placeholder(at: now, reason: "no configuration")
        #expect(placeholder.entries.map(\.kind) == [.placeholder])
        #expect(placeholder.entries[0].date == now)
    }

    struct BadFeed: CustomTestStringConvertible, Sendable {
        var name: String
        var json: String
        var code: DiagnosticCode
        var path: String
        var testDescription: String { name }
    }

    static let good =
        #"{"id": "x", "origin": "LHR", "destination": "BCN", "destinationCity": "B", "price": {"amount": 1, "currency": "EUR"}, "depart": "2026-01-01", "return": "2026-01-02", "image": "https://e.com/i.jpg"}"#

    @Test(
        "feed problems are located, and the other deals are kept",
        arguments: [
            BadFeed(
                name: "lower-case origin", json: good.replacingOccurrences(of: "\"LHR\"", with: "\"lhr\""),
                code: .feedInvalidValue, path: "$[1].origin"),
            BadFeed(
                name: "unknown key", json: good.replacingOccurrences(of: "\"image\"", with: "\"img\""),
                code: .feedInvalid, path: "$[1].img"),
            BadFeed(
                name: "impossible date", json: good.replacingOccurrences(of: "2026-01-02", with: "2026-02-30"),
                code: .feedInvalidValue, path: "$[1].return"),
            BadFeed(
                name: "return before depart", json: good.replacingOccurrences(of: "2026-01-02", with: "2025-12-31"),
                code: .feedInvalidValue, path: "$[1].return"),
            BadFeed(
                name: "negative amount", json: good.replacingOccurrences(of: "\"amount\": 1", with: "\"amount\": -1"),
                code: .feedInvalidValue, path: "$[1].price.amount"),
            BadFeed(
                name: "amount as text", json: good.replacingOccurrences(of: "\"amount\": 1", with: "\"amount\": \"1\""),
                code: .feedInvalidValue, path: "$[1].price.amount"),
            BadFeed(
                name: "not a web URL",
                json: good.replacingOccurrences(of: "https://e.com/i.jpg", with: "javascript:alert(1)"),
                code: .feedInvalidValue, path: "$[1].image"),
            BadFeed(name: "duplicate id", json: good, code: .feedDuplicateID, path: "$[1].id"),
        ])
    func feedProblems(_ example: BadFeed) throws {
        let result = DealFeed().parse(Array("[\(Self.good),\n\(example.json)]".utf8), file: "f.json")
        #expect(result.value?.map(\.id) == ["x"])
        let diagnostic = try #require(
            result.diagnostics.first { $0.code == example.code }, "\(result.diagnostics.map(\.rendered))")
        #expect(diagnostic.path.description == example.path)
        #expect(diagnostic.location?.line == 2)
    }

    @Test("an unusable feed is rejected", arguments: ["{}", "[1, 2", "\"deals\"", ""])
    func unusableFeed(_ text: String) {
        let result = DealFeed().parse(Array(text.utf8))
        #expect(result.value == nil)
        #expect(!result.diagnostics.isEmpty)
    }

    @Test(
        "links round-trip through a configuration at the same reference time",
        arguments: ["nextWeekend", "nextMonth", "anytime"])
    func linkRoundTrip(_ dates: String) throws {
        let now = Self.instant("2026-12-30T23:30:00-08:00")
        let schema = SchemaFixtures.dealsWidget
        let template = try #require(schema.deepLink)
        let configuration = Self.configuration("LAX", travellers: "four", dates: dates)
        let search = try DealSearch.resolve(configuration, schema: schema, at: now, locations: FixedLocations())
        let url = DeepLink(template: template, search: search).url
        let parsed = DeepLink.parse(url, template: template)
        #expect(parsed.diagnostics.isEmpty)
        let link = try #require(parsed.value)
        let resolved = link.assignments(for: schema, at: now, locations: FixedLocations())
        #expect(resolved.diagnostics.isEmpty)
        let assignments = try #require(resolved.value)
        let validator = ConfigurationValidator(
            schema: schema, providers: ["airports": FixedOptionProvider([Option(id: "LAX", title: "Los Angeles")])])
        #expect(validator.validate(applying: assignments).configuration?.values == configuration.values)
    }

    struct BadLink: CustomTestStringConvertible, Sendable {
        var name: String
        var url: String
        var code: DiagnosticCode
        var testDescription: String { name }
    }

    @Test(
        "malformed links and unknown parameters are rejected",
        arguments: [
            BadLink(name: "other scheme", url: "https://search?from=LON", code: .linkMalformed),
            BadLink(
                name: "unknown parameter",
                url: "deals://search?from=LON&travelers=2&depart=2026-11-27&return=2026-11-29",
                code: .linkUnknownParameter),
            BadLink(
                name: "twice", url: "deals://search?from=LON&from=LHR&travellers=2&depart=2026-11-27&return=2026-11-29",
                code: .linkDuplicateParameter),
            BadLink(
                name: "missing return", url: "deals://search?from=LON&travellers=2&depart=2026-11-27",
                code: .linkMissingParameter),
            BadLink(
                name: "bad escape", url: "deals://search?from=L%ZZN&travellers=2&depart=2026-11-27&return=2026-11-29",
                code: .linkMalformed),
            BadLink(
                name: "encoded control character",
                url: "deals://search?from=LON%0A&travellers=2&depart=2026-11-27&return=2026-11-29", code: .linkMalformed
            ),
            BadLink(
                name: "too many travellers",
                url: "deals://search?from=LON&travellers=12&depart=2026-11-27&return=2026-11-29",
                code: .linkInvalidValue),
            BadLink(
                name: "impossible date",
                url: "deals://search?from=LON&travellers=2&depart=2026-02-30&return=2026-11-29", code: .linkInvalidValue
            ),
            BadLink(name: "fragment", url: "deals://search?from=LON#x", code: .linkMalformed),
        ])
    func badLinks(_ example: BadLink) throws {
        let parsed = DeepLink.parse(example.url, template: try #require(SchemaFixtures.dealsWidget.deepLink))
        let diagnostics = parsed.diagnostics
        #expect(parsed.value == nil)
        #expect(diagnostics.contains { $0.code == example.code }, "\(diagnostics.map(\.rendered))")
    }

    @Test("dates that match no case at the reference time are reported with the windows that would")
    func unmatchedDates() throws {
        let template = try #require(SchemaFixtures.dealsWidget.deepLink)
        let link = try #require(
            DeepLink.parse(
                "deals://search?from=LHR&travellers=1&depart=2026-11-20&return=2026-11-22", template: template
            ).value)
        let diagnostics = link.assignments(
            for: SchemaFixtures.dealsWidget, at: Self.instant("2026-11-22T10:00:00Z"), locations: FixedLocations()
        ).diagnostics
        #expect(diagnostics.first?.code == .linkInvalidValue)
        #expect(diagnostics.first?.hint?.contains("nextWeekend is 2026-11-27 to 2026-11-29") == true)
    }

    @Test("values are percent-encoded both ways")
    func percentEncoding() {
        #expect(DeepLink.encode("a b&c=d/é") == "a%20b%26c%3Dd%2F%C3%A9")
        #expect(DeepLink.decode("a%20b%26c%3Dd%2F%C3%A9") == "a b&c=d/é")
        #expect(DeepLink.decode("%FF") == nil)
    }
}

@Suite("Currency amounts")
struct CurrencyAmountTests {
    @Test(
        "amounts are written with the currency's minor unit",
        arguments: [
            ("39", "GBP", "39.00 GBP"), ("99.98", "GBP", "99.98 GBP"), ("15400", "JPY", "15400 JPY"),
            ("15400.5", "JPY", "15401 JPY"), ("12.125", "EUR", "12.13 EUR"), ("12.1", "KWD", "12.100 KWD"),
            ("0", "USD", "0.00 USD"), ("-3.5", "CLP", "-4 CLP"), ("1234567.891", "USD", "1234567.89 USD"),
        ])
    func text(_ amount: String, _ currency: String, _ expected: String) throws {
        let value = try #require(Decimal(string: amount))
        #expect(CurrencyAmount(value, currency).text == expected)
    }
}
