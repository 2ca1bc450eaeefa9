/// What kind of facility an airport is, as OurAirports classifies it.
public enum AirportType: String, Sendable, Equatable, Hashable, Codable, CaseIterable {
    /// A large airport with major traffic.
    case large = "large_airport"
    /// A medium airport with regional traffic.
    case medium = "medium_airport"
    /// A small airfield.
    case small = "small_airport"
    /// A heliport.
    case heliport
    /// A seaplane base.
    case seaplaneBase = "seaplane_base"
    /// An airport whose size is not known (it is newer than the classification).
    case unknown = "airport"
    /// A city group, which is not a facility.
    case city
    /// A town, which is not a facility.
    case town
}

extension AirportType {
    /// The type's number in a snapshot: its position among the cases.
    var snapshotValue: UInt8 { UInt8(Self.allCases.firstIndex(of: self) ?? 0) }

    /// The type a snapshot's number stands for (an unknown one is ``unknown``).
    init(snapshotValue: UInt8) {
        self = Int(snapshotValue) < Self.allCases.count ? Self.allCases[Int(snapshotValue)] : .unknown
    }
}
