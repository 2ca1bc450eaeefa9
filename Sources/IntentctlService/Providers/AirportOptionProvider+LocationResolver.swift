import DealsTimeline
import IntentSchema
import Suggester

extension AirportOptionProvider: LocationResolver {
    /// A city group and a town expand to their airports; an airport stands for itself. The time
    /// zone is the place's own (a city group's is its main airport's).
    package func location(for id: String) -> ResolvedLocation? {
        let town = PlaceKind.isTownCode(id) ? index.rank(ofTown: id).map(index.place(at:)) : nil
        guard let place = town ?? index.place(code: id, kind: .city) ?? index.place(code: id, kind: .airport),
            let timeZone = place.timeZone
        else {
            return nil
        }
        return ResolvedLocation(
            airports: place.kind == .airport ? [place.code] : place.airportCodes, timeZone: timeZone)
    }
}
