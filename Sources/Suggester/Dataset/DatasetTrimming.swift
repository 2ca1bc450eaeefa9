/// What an index an app ships keeps of the data (``AirportDataset/trimmed(_:)``): the names of some languages,
/// towns of some size, scheduled airports. Each is nil or false to keep everything.
public struct DatasetTrimming: Sendable, Equatable {
    /// The languages (ISO 639 codes) whose names are kept: the places' and areas' names in them, and aliases in
    /// the scripts they are written in or in Latin letters, which every keyboard types; no whole-text alias
    /// (``Place/wholeTextAliases``), whose language the data does not tell. Nil keeps every one.
    public var languages: Set<String>?
    /// Towns of fewer people than this, or of no known population, are left out.
    public var minimumTownPopulation: Int?
    /// Airports without scheduled flights, heliports and seaplane bases are left out; city groups and towns keep
    /// the airports that are left, and one left with none is left out too.
    public var scheduledAirportsOnly: Bool

    /// Trimming that keeps what is given.
    public init(languages: Set<String>? = nil, minimumTownPopulation: Int? = nil, scheduledAirportsOnly: Bool = false) {
        self.languages = languages
        self.minimumTownPopulation = minimumTownPopulation
        self.scheduledAirportsOnly = scheduledAirportsOnly
    }

    /// Whether it keeps everything.
    public var keepsEverything: Bool {
        languages == nil && minimumTownPopulation == nil && !scheduledAirportsOnly
    }

    /// What it leaves out, in the words of `intentctl data build`'s options and the same for the same trimming
    /// (the languages sorted): `locales=de,en min-population=50000 scheduled-only`; empty when it keeps
    /// everything.
    public var summary: String {
        var parts: [String] = []
        if let languages { parts.append("locales=" + languages.sorted().joined(separator: ",")) }
        if let minimumTownPopulation { parts.append("min-population=\(minimumTownPopulation)") }
        if scheduledAirportsOnly { parts.append("scheduled-only") }
        return parts.joined(separator: " ")
    }

    /// The source checksum an index of data trimmed so records: the source's own when it keeps everything,
    /// otherwise the checksum of the source's (in hexadecimal) and the ``summary``, so that a trimmed index is
    /// never taken for the full one of the same source, and two trimmed alike agree.
    public func sourceChecksum(folding sourceChecksum: UInt64) -> UInt64 {
        guard !keepsEverything else { return sourceChecksum }
        return AirportIndex.sourceChecksum(of: Array("\(String(sourceChecksum, radix: 16)) \(summary)".utf8))
    }
}
