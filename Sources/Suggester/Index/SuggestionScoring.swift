/// The ranking rules, every constant of them in one place: how important a place is, how a query
/// word's match scores, and how matches and importance combine. Results sort by tier (exact and
/// prefix matches before typo matches), then score, then rank (importance, city groups before
/// airports, code).
public enum SuggestionScoring {
    // MARK: Matches

    /// How much a match counts in each field: the city name most, then the place's own name, then
    /// its aliases; a region or country only qualifies a place.
    static let cityWeight = 1.0
    static let nameWeight = 0.9
    static let aliasWeight = 0.8
    static let qualifierWeight = 0.55
    /// A query of one word that is exactly a whole name, an alias that is an abbreviation ("LA",
    /// "NOLA") or a region or country of one word ("Sardinia", "Crete"), counts as the city's,
    /// and names the place as its city does (a primary match); beside other words, an area's name
    /// qualifies ("mexico c" is Mexico City, not Cancún): "la" is Los Angeles before Las Vegas's prefix, "sardinia"
    /// Cagliari before Alghero, and "crete" Heraklion. Other short aliases are often fragments
    /// ("San", "Li") and keep the alias weight.
    static let wholeTextWeight = cityWeight

    // MARK: Which aliases match
    //
    // A traveller types a place's own name, its English name, its name in their language, a
    // well-known exonym or nickname ("peking", "bombay", "frisco"), or a code. An alias matches as
    // typed (each word, the last as a prefix, within the typo budget) when it is one of those; any
    // other (``Place/wholeTextAliases``) matches only the whole typed text, every word in full, and
    // then as an alias (``aliasWeight``, exact): "york berri" finds New York, "ber" does not, and
    // neither does "york berr" nor a typo of it (``WholeTextAlias``). The data decides which is
    // which (`scripts/build-airports.py`, `docs/relevance.md`): of the names GeoNames lists for a
    // place, untagged, those in Latin script spelled unlike the place's own names and its other
    // names (CLDR's, the sources' keywords) are whole-text only, unless hand-picked as well known.
    //
    // A known name (``Place/knownNames``) is more than an alias: a name that two independent
    // sources give the place ("Torino" in OurAirports and GeoNames; "Wien", CLDR's name in
    // Austria's language). Its words rank as the place's name does (``nameWeight``), and a match
    // in them is a match of its own names for the list's rules ("fir" lists Florence through
    // "Firenze", "ran" Yangon through "Rangoon"; see "Leaving out what nobody meant"), once more
    // than one letter is typed. It is never highlighted: the name shown is the place's own.

    /// How close a match is: exact 1; a prefix 0.9 plus up to 0.1 for how much of the word is typed;
    /// one typo 0.55; two 0.4.
    static let exactCloseness = 1.0
    static let prefixCloseness = 0.9
    static let typedShareCloseness = 0.1
    static let oneTypoCloseness = 0.55
    static let twoTypoCloseness = 0.4
    /// Added when the matched word is the first of its field.
    static let firstWordBonus = 0.05

    /// The best a word can score (an exact first word of the city).
    static let bestWordScore = cityWeight * exactCloseness + firstWordBonus
    /// The best an alias, region or country word can score as a prefix or typo (an exact match of
    /// a whole text scores ``bestWordScore``).
    static let bestAliasWordScore = aliasWeight * exactCloseness + firstWordBonus
    /// The best a region or country word can score beside other words, where no exact match of a
    /// whole name raises it: what bounds a word that begins none of a place's own words.
    static let bestQualifierWordScore = qualifierWeight * exactCloseness + firstWordBonus
    /// The best a typo can score (one typo in the first word of the city).
    static let bestTypoWordScore = cityWeight * oneTypoCloseness + firstWordBonus

    // MARK: Scores

    /// The weight of the mean word score in a text match's score.
    static let textWeight = 10.0
    /// The share a mean word score counts when only qualifiers (region, country) matched.
    static let qualifierOnlyShare = 0.6
    /// The weight of importance in a text match's score: 4.5 (relevance v5, from 4), so that a far
    /// more important place is among the first five sooner while its name is being typed ("new"
    /// lists Newark, "ber" Milan Bergamo, "de" Delhi), and an exact name of a small place still
    /// comes first (`Benchmarks/relevance.py`: among the first five within half the text 84.8% →
    /// 86.3% with ``townPrefixDiscount``; at 5, "malmo" would rank Copenhagen, through its alias
    /// "Malmö", above Malmö's own airport).
    static let importanceWeight = 4.5
    /// Added for a city group whose city (or an alias) the query names in full, in whole words.
    static let cityGroupNamedBonus = 1.5
    /// A code match's score: a base plus a weight of importance, plus a bonus for a city group.
    static let codeBase = 8.0
    static let codeImportanceWeight = 8.0
    static let codeCityGroupBonus = 1.5
    /// Taken from a code match beside a last word on its way to an optional word ("jfk a", "sea-t"):
    /// the code stays in the list while "airport" or "terminal" is typed, but a place whose name
    /// the words begin comes first ("los a" is Los Angeles before Lagos, LOS).
    static let codeBesideTypedWordDiscount = 4.0

    // MARK: Importance

    /// Passenger figures map to importance 0.6 + 0.4 · min(log10(millions) / 2, ``passengerCap``):
    /// 1.0 for 100 million, and at most 1.1, for 316 million, more than any airport has but within
    /// reach of a city group's airports together (London's, 180 million: 1.05).
    static let passengerBase = 0.6
    static let passengerRange = 0.4
    static let passengerCap = 1.25

    /// Without figures, importance by facility type, plus a bonus for scheduled service.
    static func baseImportance(of type: AirportType) -> Double {
        switch type {
        case .large: 0.55
        case .medium: 0.3
        case .small: 0.08
        case .seaplaneBase: 0.03
        case .heliport: 0.02
        case .unknown: 0.2
        case .city: 0.5
        case .town: 0
        }
    }
    static let scheduledServiceBonus = 0.15
    /// A town's passengers a year for each inhabitant (``importance(ofTownPopulation:)``).
    static let passengersPerInhabitant = 2.0
    /// Without figures, up to this much for the population of the city served: 0 for 15,000
    /// people, the most for 15 million, growing with the logarithm (Florence, Italy, 367,000
    /// people, above Florence, South Carolina, 38,000).
    static let populationRange = 0.1
    static let populationFloor = 15_000.0

    // MARK: Search limits
    /// The most postings of a word read to learn that the words name no town exactly, which makes
    /// every town's bound lower (``SearchState/namesNoTownExactly``); a word in more places is
    /// taken to name one.
    static let townCheckPostings = 4_096

    /// A one-word query whose matching words hold more postings than this is searched by scanning
    /// places in rank order instead of scoring from the postings.
    static let singleWordPostingLimit = 6_000

    /// The least closeness for which a posting's recorded occurrence (the best by field weight,
    /// then first position) is also the best scoring one: the weights differ by at least 0.1, so
    /// from 0.5 on a heavier field outweighs the first-word bonus.
    static let recordedOccurrenceCloseness = 0.5

    /// How many postings reading costs about as much as scoring one candidate place against a word
    /// (see ``SearchState/filterCandidates()``).
    static let postingsPerCandidateScored = 16

    // MARK: Nearby places

    /// With a focus point (`near`, the device's location), a text match gains up to this much for
    /// being close, as Pelias's `focus.point` does: a fifth of what a perfect word match is worth,
    /// so that it orders comparable matches (San José, Costa Rica, over San Jose, California, for
    /// a traveller in Costa Rica) but cannot lift a small place over a major city the query names
    /// ("london" in Ontario is still London first), and code matches gain nothing.
    static let nearWeight = 2.0
    /// The distance at which the gain is half: it falls as 1 / (1 + d / 50 km).
    static let nearHalfDistance = 50.0

    /// The gain of a text match at this distance from the focus point, in kilometres.
    public static func nearBonus(kilometres: Double) -> Double {
        kilometres.isFinite ? nearWeight / (1 + max(0, kilometres) / nearHalfDistance) : 0
    }

    // MARK: Optional words

    /// Generic words of airport names and articles, in the languages travellers type, folded:
    /// beside other words a place may lack them ("Kos International Airport" finds Kos Airport,
    /// "aeroporto di Fiumicino" Fiumicino, "heathrow terminal 5" Heathrow), and scores 0 for each
    /// it lacks. So may a number ("5" of "terminal 5").
    public static let optionalWords =
        facilityWords + [
            "da", "de", "del", "della", "der", "des", "di", "do", "du", "el", "il", "la", "le", "of", "the", "von",
        ]
    private static let optionalWordBytes = optionalWords.map { Array($0.utf8) }

    /// The generic words of airport names among ``optionalWords``: typed alone, or on the way to one
    /// ("aero"), they name no place yet (see "Leaving out what nobody meant").
    public static let facilityWords: [String] = [
        "aerodrome", "aerodromo", "aeroport", "aeroporto", "aeropuerto", "airfield", "airport", "airports",
        "flughafen", "flygplats", "havalimani", "international", "internacional", "internationale",
        "internazionale", "intl", "lotnisko", "luchthaven", "lufthavn", "terminal", "terminals",
    ]
    private static let facilityWordBytes = facilityWords.map { Array($0.utf8) }

    /// Whether a folded word is one of ``facilityWords`` or, typed as a prefix, begins one.
    /// Complexity: O(1) (a short list).
    public static func isFacilityWord<Word: Collection<UInt8>>(_ word: Word, isPrefix: Bool) -> Bool {
        !word.isEmpty
            && facilityWordBytes.contains {
                isPrefix ? $0.count >= word.count && $0.starts(with: word) : $0.elementsEqual(word)
            }
    }

    /// Whether a folded word is one of ``optionalWords`` or a number. Complexity: O(1) (a short
    /// list).
    public static func isOptional<Word: Collection<UInt8>>(_ word: Word) -> Bool {
        if !word.isEmpty, word.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) { return true }
        return optionalWordBytes.contains { $0.count == word.count && $0.elementsEqual(word) }
    }

    /// Whether a folded word typed as a prefix begins one of ``optionalWords``: beside other
    /// words, it is optional too, as the word it is becoming will be ("jfk a" is JFK, on the way
    /// to "jfk airport"; "heathrow t" Heathrow). Complexity: O(1) (a short list).
    public static func beginsOptionalWord<Word: Collection<UInt8>>(_ word: Word) -> Bool {
        !word.isEmpty && optionalWordBytes.contains { $0.count >= word.count && $0.starts(with: word) }
    }

    // MARK: Filling the list
    //
    // Beside other words, a word of two bytes or more that is the whole name of a region or
    // country ("uk", "usa", "ontario") is a qualifier: it matches no typo, so it restricts the
    // results to places in that area, and partial matches leave it out first. When no place
    // offered by default matches every word, the airports that are not offered and match are
    // (not heliports or seaplane bases): "cambridge uk" is Cambridge Airport, CBG. When no place
    // matches every word, a word that is the code of a place the other words match picks it:
    // "new york jfk" is JFK, "london lhr" Heathrow, first; the partial matches follow. The place the
    // previous keystroke (the text one character shorter) ranked first stays in a full list of two
    // or more, in its last slot, while the text still matches it without a typo and, as the list
    // leaves out what nobody meant, in its own names or a spelling of them (see "Leaving out what
    // nobody meant"): adding a letter drops it only when the text rules it out, or reaches it through
    // another name only ("ba": not Beijing through "Baekging"; "colon" keeps Cologne through
    // "Colonia").

    /// How far below the first result a typo match may score and still fill the list: "munich" is
    /// Munich, then the Munich airports, and not Colorado Springs through a typo of "municipal",
    /// nor "köln" Lincoln. A typo of a far more important place can still follow a weak exact
    /// match ("barca": Barcaldine, then Barcelona).
    public static let typoMargin = 2.0

    /// How much more important than every match without a typo a place must be for its typo match
    /// to be shown beside them, before them, when the typo is in its city's or its own name (not an
    /// alias: "barca" is not Madrid through "Barajas"): 0.3, thirty times the passengers. "barca" is Barcelona
    /// (0.95) before Barcaldine (0.23) and the towns whose names begin with it; "kyoto" is Kyoto and
    /// its airports, never Kotoka (Accra, 0.70). A query that is exactly a place's name never shows
    /// typo matches of places less important than it.
    public static let typoDisplacementMargin = 0.3

    /// How many bytes a query word that may hold a typo, and is not optional, needs before typo
    /// matches may be shown before matches without one (``typoDisplacementMargin``): one edit of
    /// four letters reaches too many words. "camb" is Cambridge Bay and the towns named Cambridge, not Campinas and
    /// Cam Ranh through "camp" and "cam"; "barca" is still Barcelona first (`Benchmarks/relevance.py`:
    /// first within half the text 67.8% → 68.5%, among the first three 84.3% → 85.0%).
    public static let typoDisplacementLength = 5

    // MARK: Leaving out what nobody meant
    //
    // A short list is better than a filled one (relevance v5): after ranking, the list leaves out
    // the suggestions nobody typing the words meant, and may be shorter than the limit.
    // - A place matched through another name only (no typed word matches its own name or city, nor
    //   is the word its code: the match lies in an alias, a region or a country) is left out below
    //   a place the words match in its own names, unless it is more important than each of those
    //   above it by ``otherNameImportanceMargin``, ten times the passengers, and none of them is a
    //   place whose city the words name exactly. "ber" is Berlin and places named Ber-, not New
    //   York through the Basque "York Berri"; "par" is not Barcelona through the Breton
    //   "Parcʻhelona"; "mexico" is not Cancún through its country, nor "tokyo" Hachijojima through
    //   its prefecture; "amsterdam" is not New York through "Neu Amsterdam". "constantin" still
    //   shows Istanbul, far more important than Constantine; "londres" keeps London first, as no
    //   place above it matches in its own names.
    // - Spellings of the place's own name count as its own names do: each typed word matches the
    //   first word of one of its aliases, and the city's or name's first word begins with the same
    //   bytes as the typed word, up to ``spellingBeginning`` ("Napoli" and "Nápoles" for Naples,
    //   "Colonia" for Cologne, "Francoforte" for Frankfurt).
    // - Below the first, a place whose city or name the words match only out of the order typed
    //   is left out: "new y" is not Yishun New Town.
    // - A code match is what was typed, but sets no bar: "pek" is PEK, then Beijing's city group
    //   through "Peking".
    // - A town whose nearest airport, which it stands for, is listed above it adds nothing
    //   ("hamb": Hamburg's districts after HAM; "lyon": Sainte-Foy-lès-Lyon after LYS).
    // - Below the first, a town farther than ``townPrefixReach`` from every airport it lists is
    //   left out until its name is typed in full: a traveller does not mean a place that far from
    //   a flight by a prefix ("new y": not New Yekepa, 251 km from Roberts International; "new
    //   yekepa" finds it).
    // - Airports that a city group or town above lists stay ("new y": Newark after New York), and
    //   so does the place the previous keystroke ranked first, kept in the last slot.
    // - A word matches a place in its own names when it is not optional: "i" of "nova i", on its
    //   way to "international", does not make New Delhi's airport a match of its own names.
    // - Words that are all generic words of airport names (``facilityWords``), or the last on its
    //   way to one, name no place yet: a place matched through another name only is left out, at
    //   any position ("ae" is not Charles de Gaulle through "Aéroport Roissy-Charles de Gaulle", nor
    //   "flughafen" Bern through "Flughafen Bern-Belp"); places whose own names they match stay.

    /// How much more important than every place above it that the words match in its own names a
    /// place matched through another name only must be to stay in the list.
    public static let otherNameImportanceMargin = 0.2

    /// The farthest, in kilometres, a town may be from every airport it lists and still be
    /// suggested below the first for a prefix of its name: 5.8% of the towns are farther.
    public static let townPrefixReach = 150.0

    /// How many bytes of a typed word, at most, the first word of the place's city or name must
    /// begin with for an alias the word matches to count as a spelling of its own name.
    public static let spellingBeginning = 3

    /// When no place matches every word, the places matching all words but a last one of this
    /// many bytes or fewer, which says little yet, come before those lacking another word:
    /// "heathrow t" is Heathrow, not every place with a "t" word; "sea-tac" still finds
    /// Seattle–Tacoma through "tac".
    public static let partialTypedWordLength = 2

    // MARK: Rules

    /// How important an airport is, 0 to 1.1: passenger figures where known (1 million → 0.6,
    /// 10 million → 0.8, 100 million → 1.0); otherwise the facility type and whether it has
    /// scheduled service (a large scheduled airport 0.7, a medium one 0.45, a small strip 0.08,
    /// a heliport 0.02), plus up to 0.1 for the population of the city it serves. A city group's is
    /// its airports' together (``importance(ofCityGroupServedBy:)``).
    public static func importance(of place: Place) -> Double {
        if place.kind == .town { return importance(ofTownPopulation: place.population ?? 0) }
        if let passengers = place.passengers, passengers > 0 { return importance(ofPassengers: passengers) }
        let population = place.population.map {
            populationRange * min(1, max(0, Math.logarithm10(max(Double($0) / populationFloor, 1)) / 3))
        }
        return baseImportance(of: place.type) + (place.hasScheduledService ? scheduledServiceBonus : 0)
            + (population ?? 0)
    }

    /// How important a town is: its population on the passenger scale, as an airport counting
    /// ``passengersPerInhabitant`` a year for each inhabitant (one trip, counted leaving and
    /// coming back), without the floor at a million, so that towns of every size differ: 15,000
    /// people 0.30 (a small airport with scheduled service is 0.23), 150,000 0.50 (Oxford and
    /// Cambridge before the medium airports of Oxford House and Cambridge Bay, 0.45), 1.5 million
    /// 0.70 (Kyoto), 15 million 0.90; at most 1.1. The airports the town stands for keep their own.
    public static func importance(ofTownPopulation population: Int) -> Double {
        let millions = Double(max(population, 1)) * passengersPerInhabitant / 1_000_000
        return min(
            passengerBase + passengerRange * passengerCap,
            passengerBase + passengerRange * Math.logarithm10(millions) / 2)
    }

    /// Taken from a town's importance in a text match unless the words name it whole, each
    /// matching exactly (every word of its name: "vila flor" is Vila Flor, "flor" is not yet): travellers type the names of airports and cities far more
    /// often than those of towns, and find a town by its whole name: while a name is being typed,
    /// a town ranks as one with a sixth of its population (0.15; 0.2 before relevance v5's heavier
    /// ``importanceWeight``, which it offsets).
    public static let townPrefixDiscount = 0.15

    /// The importance of a yearly passenger figure (see ``importance(of:)``).
    static func importance(ofPassengers passengers: Int) -> Double {
        let millions = Double(passengers) / 1_000_000
        return passengerBase + passengerRange * min(passengerCap, max(0, Math.logarithm10(max(millions, 1)) / 2))
    }

    /// How important a city group is: the passengers of all its airports together, as one airport
    /// with that many would be, or its most important airport's importance when that is more. A
    /// city group stands for the city's demand: New York's three airports (146 million) outrank New
    /// Delhi's one (78 million). Nil for a group without airports.
    public static func importance(ofCityGroupServedBy airports: [Place]) -> Double? {
        guard let best = airports.map(importance(of:)).max() else { return nil }
        let passengers = airports.reduce(0) { $0 + max(0, $1.passengers ?? 0) }
        return passengers > 0 ? max(best, importance(ofPassengers: passengers)) : best
    }

    /// The score of a text match: ten times the mean word score (qualifier-only matches count 60 %),
    /// plus 4.5 times importance, plus 1.5 for a city group whose city the query names.
    public static func textScore(
        meanWordScore: Double, hasPrimaryMatch: Bool, importance: Double, isCityGroupNamed: Bool
    ) -> Double {
        textWeight * (hasPrimaryMatch ? meanWordScore : meanWordScore * qualifierOnlyShare) + importanceWeight
            * importance + (isCityGroupNamed ? cityGroupNamedBonus : 0)
    }

    /// The score of an exact IATA, ICAO or city code match. It grows with importance, so that a
    /// tiny airport whose code happens to match cannot bury an obvious city ("tok" is Tokyo); beside
    /// a word on its way to an optional word, it is ``codeBesideTypedWordDiscount`` less.
    public static func codeScore(importance: Double, isCityGroup: Bool, besideTypedWord: Bool = false) -> Double {
        codeBase + codeImportanceWeight * importance + (isCityGroup ? codeCityGroupBonus : 0)
            - (besideTypedWord ? codeBesideTypedWordDiscount : 0)
    }

    /// How many edits a word of this length (in bytes) may have: none under 4, one from 4 to 7, two
    /// from 8 to 32, and none for longer words, which are not words anyone misspells. A second edit
    /// must fall in the second half of the word: "barcelxxa" finds Barcelona, "bxxcelona" does not.
    ///
    /// A typo match also needs the place word to start with the query word's first or second byte:
    /// a typo in the first letter is not guessed, but a swap of the first two letters is. The last
    /// query word, typed as a prefix, may also match the place word's prefixes one byte shorter,
    /// as long, and one byte longer than itself.
    ///
    /// Typing one letter past the end of a long word keeps a typo match: a prefix query word of 8
    /// bytes or more (a budget of two) also matches a whole word that its first bytes, all but the
    /// last, match within the budget, scored as two edits. "edinboroug" finds Edinburgh, and so
    /// does "edinborough", whose whole word is three edits away: adding a letter does not drop the
    /// place the previous keystroke ranked first. (Shorter words match too many words this way:
    /// "portl" would match every word within one edit of "port".)
    public static func editBudget(forLength length: Int) -> Int {
        length < 4 || length > 32 ? 0 : length < 8 ? 1 : 2
    }
}
