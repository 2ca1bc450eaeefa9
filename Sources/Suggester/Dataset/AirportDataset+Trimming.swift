extension AirportDataset {
    /// The data an app's index keeps (``DatasetTrimming``): towns of at least the population given, scheduled
    /// airports only (city groups and towns keep the airports left, one left with none goes, and an airport of a
    /// city group that went belongs to none), and the names of the languages given (localized names in them;
    /// known names and aliases in their scripts or in Latin letters, but none of the whole-text aliases, whose
    /// languages the data does not tell). A place's own name and city stay. Complexity: O(n) in the places and
    /// their names.
    public func trimmed(_ trimming: DatasetTrimming) -> AirportDataset {
        guard !trimming.keepsEverything else { return self }
        var places = self.places.filter { place in
            switch place.kind {
            case .airport:
                !trimming.scheduledAirportsOnly
                    || (place.hasScheduledService && [.large, .medium, .small, .unknown].contains(place.type))
            case .town: trimming.minimumTownPopulation.map { (place.population ?? 0) >= $0 } ?? true
            case .city: true
            }
        }
        if trimming.scheduledAirportsOnly {
            let airports = Set(places.filter { $0.kind == .airport }.map(\.code))
            var groupsLeftOut = Set<String>()
            places = places.compactMap { place in
                var kept = place
                kept.airportCodes.removeAll { !airports.contains($0) }
                // A city group or a town whose airports all went.
                if kept.airportCodes.isEmpty && !place.airportCodes.isEmpty {
                    if kept.kind == .city { groupsLeftOut.insert(kept.code) }
                    return nil
                }
                return kept
            }
            for index in places.indices where places[index].cityCode.map(groupsLeftOut.contains) == true {
                places[index].cityCode = nil
            }
        }
        var countries = self.countries
        var regions = self.regions
        if let languages = trimming.languages {
            let scripts = languages.reduce(into: Set([WritingScript.latin])) {
                $0.formUnion(WritingScript.scripts(ofLanguage: $1))
            }
            let keepsName = { (name: String) in
                let script = WritingScript(of: name)
                return script == .unknown || scripts.contains(script)
            }
            let keepsLanguage = { (tag: String) in
                languages.contains(String(tag.prefix { $0 != "-" && $0 != "_" }).lowercased())
            }
            for index in places.indices {
                places[index].localizedNames = places[index].localizedNames.filter { keepsLanguage($0.key) }
                places[index].knownNames.removeAll { !keepsName($0) }
                places[index].aliases.removeAll { !keepsName($0) }
                // Names spelled unlike the place's own, in languages the data does not tell (`docs/relevance.md`).
                places[index].wholeTextAliases = []
            }
            let trim = { (areas: [String: NamedArea]) in
                areas.mapValues { area in
                    var kept = area
                    kept.localizedNames = area.localizedNames.filter { keepsLanguage($0.key) }
                    kept.aliases.removeAll { !keepsName($0) }
                    return kept
                }
            }
            countries = trim(countries)
            regions = trim(regions)
        }
        return AirportDataset(places: places, countries: countries, regions: regions)
    }
}
