/// Whether a place is a city group, an airport or a town.
public enum PlaceKind: String, Sendable, Equatable, Hashable, Codable, CaseIterable {
    /// An IATA metropolitan city code that groups airports (`LON`).
    case city
    /// An airport (`LHR`).
    case airport
    /// A town without a scheduled airport of its own, standing for the airports its people fly
    /// from (Kyoto: Osaka Itami, Osaka Kansai). Its code is its GeoNames id (`geonames:1857910`).
    case town
}

extension PlaceKind {
    /// The kind's number in a snapshot: its position among the cases (0 city, 1 airport, 2 town).
    var snapshotValue: UInt8 { UInt8(Self.allCases.firstIndex(of: self) ?? 1) }

    /// The kind a snapshot's number stands for (an unknown one is ``airport``).
    init(snapshotValue: UInt8) {
        self = Int(snapshotValue) < Self.allCases.count ? Self.allCases[Int(snapshotValue)] : .airport
    }

    /// The prefix of a town's code, before its GeoNames id.
    public static let townCodePrefix = "geonames:"

    /// Whether a code is a town's: ``townCodePrefix`` and a GeoNames id of 1 to 10 digits, not
    /// starting with 0. Complexity: O(n) in the code's length.
    public static func isTownCode(_ code: String) -> Bool {
        guard code.hasPrefix(townCodePrefix) else { return false }
        let digits = code.utf8.dropFirst(townCodePrefix.utf8.count)
        return (1...10).contains(digits.count) && digits.first != UInt8(ascii: "0")
            && digits.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}
