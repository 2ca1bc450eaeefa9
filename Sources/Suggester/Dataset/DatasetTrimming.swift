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
}
