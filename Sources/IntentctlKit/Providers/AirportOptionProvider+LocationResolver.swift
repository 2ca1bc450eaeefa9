import IntentSchema
import Suggester

extension AirportOptionProvider: LocationResolver {
    /// A city group expands to its airports; an airport stands for itself. The time zone is the
    /// place's own (a city group's is its main airport's).
    func location(for id: String) -> ResolvedLocation? {
        guard let place = index.place(code: id, kind: .city) ?? index.place(code: id, kind: .airport),
            let timeZone = place.timeZone
        else {
            return nil
        }
        return ResolvedLocation(airports: place.kind == .city ? place.airportCodes : [place.code], timeZone: timeZone)
    }
}
