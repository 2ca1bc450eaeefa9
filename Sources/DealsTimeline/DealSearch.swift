import DocumentFormats
import Foundation
import IntentSchema

/// The concrete search a configuration stands for at a moment.
public struct DealSearch: Sendable, Equatable, Codable {
    /// The configured departure (`LON` or `LHR`), or departures separated by commas (`LHR,MUC`).
    public var location: String
    /// The airports deals may depart from: a city group's airports, or the airport itself.
    public var departureAirports: [String]
    /// How many people travel.
    public var travellers: Int
    /// The days the trip may use.
    public var window: DateWindow
    /// The departure's time zone, which the window's days are counted in.
    public var timeZone: String
    /// The departure's local day at the reference time.
    public var today: LocalDate

    /// Creates a search.
    public init(
        location: String, departureAirports: [String], travellers: Int, window: DateWindow, timeZone: String,
        today: LocalDate
    ) {
        self.location = location
        self.departureAirports = departureAirports
        self.travellers = travellers
        self.window = window
        self.timeZone = timeZone
        self.today = today
    }

    /// Resolves a validated configuration at a reference time.
    /// - Throws: ``DealSearchError/unresolvable(_:)`` when the schema has no search parameters,
    ///   or a value cannot be resolved.
    public static func resolve(
        _ configuration: WidgetConfiguration, schema: WidgetSchema, at now: Date, locations: any LocationResolver
    ) throws(DealSearchError) -> DealSearch {
        guard let parameters = SearchParameters(schema) else {
            throw .unresolvable("the schema \(JSONWriter.quoted(schema.id)) has no dynamic departure parameter")
        }
        // One departure, or several (a parameter that takes several values): the deals from any of their
        // airports, the days counted in the first one's time zone.
        let codes = configuration.values[parameters.location.id]?.elements.compactMap(\.stringValue) ?? []
        guard let code = codes.first else {
            throw .unresolvable("the configuration has no \(JSONWriter.quoted(parameters.location.id))")
        }
        var airports: [String] = []
        var timeZones: [String] = []
        for code in codes {
            guard let location = locations.location(for: code), !location.airports.isEmpty else {
                throw .unresolvable("unknown departure \(JSONWriter.quoted(code))")
            }
            airports += location.airports.filter { !airports.contains($0) }
            timeZones.append(location.timeZone)
        }
        guard let timeZone = TimeZone(identifier: timeZones[0]) else {
            throw .unresolvable("unknown time zone \(JSONWriter.quoted(timeZones[0])) for \(code)")
        }
        let travellersCase = parameters.travellers.flatMap { configuration.values[$0.id]?.stringValue }
        guard let travellers = parameters.travellerCount(forCase: travellersCase) else {
            throw .unresolvable("the travellers value has no traveller count")
        }
        let datesCase = parameters.dates.flatMap { configuration.values[$0.id]?.stringValue }
        guard let rule = parameters.dateRule(forCase: datesCase) else {
            throw .unresolvable("the dates value has no date rule")
        }
        let today = LocalDate(now, in: timeZone)
        return DealSearch(
            location: codes.joined(separator: ","), departureAirports: airports, travellers: travellers,
            window: rule.window(on: today),
            timeZone: timeZones[0], today: today)
    }
}
