import Suggester

/// What travellers type, and the place they mean. `top` is the rank the code must reach; `all`
/// asks for every place, not only those offered by default (a closed or unscheduled airfield).
struct RelevanceCase: CustomStringConvertible, Sendable {
    var query: String
    var code: String
    var top: Int
    var all: Bool

    init(_ query: String, _ code: String, top: Int = 1, all: Bool = false) {
        self.query = query
        self.code = code
        self.top = top
        self.all = all
    }

    /// The query the case runs.
    var suggestionQuery: SuggestionQuery {
        var query = SuggestionQuery(query, limit: 10)
        query.includesAllPlaces = all
        return query
    }

    var description: String {
        "\"\(query)\" → \(code)\(top > 1 ? " in top \(top)" : "")\(all ? " (all places)" : "")"
    }
}

enum RelevanceCases {
    static let all: [RelevanceCase] =
        codes + cities + localNames + airportNames + towns + qualifiers + folding + typos + prefixes + transliterations
        + notInEnglish + joinedWords + cityGroupsWithAirports + scope + forgiving

    /// Queries not in English: Italian, Spanish, French, German, Portuguese and other scripts.
    static let notInEnglish: [RelevanceCase] = italian + spanish + french + german + portuguese + otherScripts

    /// Exact IATA, ICAO and city codes come first, unless the airport is tiny.
    static let codes: [RelevanceCase] = [
        .init("MXP", "MXP"), .init("mxp", "MXP"), .init("egll", "LHR"), .init("EGLL", "LHR"), .init("lhr", "LHR"),
        .init("jfk", "JFK"), .init("lax", "LAX"), .init("cdg", "CDG"), .init("lon", "LON"), .init("nyc", "NYC"),
        .init("par", "PAR"), .init("tyo", "TYO"), .init("ksfo", "SFO"), .init("lfpg", "CDG"), .init("eddm", "MUC"),
        .init("bcn", "BCN"), .init("ams", "AMS"), .init("dxb", "DXB"), .init("sin", "SIN"), .init("hkg", "HKG"),
        .init("syd", "SYD"), .init("man", "MAN"), .init("ber", "BER"), .init("mad", "MAD"), .init("fco", "FCO"),
        .init("ist", "IST"), .init("mil", "MIL"), .init("rom", "ROM"), .init("mow", "MOW"), .init("yyz", "YYZ"),
        .init("tok", "TYO"), .init("gru", "GRU"), .init("ORD", "ORD"), .init("KJFK", "JFK"), .init("bkk", "BKK"),
        // Beside a word on its way to "airport" or "terminal", a code stays; a place the words
        // begin comes first.
        .init("jfk a", "JFK"), .init("lax airp", "LAX"), .init("muc t", "MUC"), .init("sea-t", "SEA"),
        .init("los a", "LAX"),
        // A code beside the words of its city picks its airport; a city named as its region too.
        .init("new york jfk", "JFK"), .init("london lhr", "LHR"), .init("paris cdg", "CDG"),
        .init("tokyo hnd", "HND"), .init("tokyo nrt", "NRT"), .init("london stn", "STN"),
    ]

    /// City names give the city group first, then its airports.
    static let cities: [RelevanceCase] = [
        .init("london", "LON"), .init("london", "LHR", top: 2), .init("paris", "PAR"), .init("paris", "CDG", top: 2),
        .init("new york", "NYC"), .init("new york", "JFK", top: 2), .init("tokyo", "TYO"),
        .init("tokyo", "HND", top: 2),
        .init("san francisco", "SFO"), .init("los angeles", "LAX"), .init("chicago", "CHI"),
        .init("chicago", "ORD", top: 2),
        .init("milan", "MIL"), .init("rome", "ROM"), .init("moscow", "MOW"), .init("berlin", "BER"),
        .init("munich", "MUC"),
        .init("cologne", "CGN"), .init("lisbon", "LIS"), .init("venice", "VCE"), .init("naples", "NAP"),
        .init("zurich", "ZRH"),
        .init("geneva", "GVA"), .init("vienna", "VIE"), .init("prague", "PRG"), .init("warsaw", "WAW"),
        .init("copenhagen", "CPH"), .init("stockholm", "STO"), .init("oslo", "OSL"), .init("helsinki", "HEL"),
        .init("dublin", "DUB"), .init("edinburgh", "EDI"), .init("manchester", "MAN"), .init("amsterdam", "AMS"),
        .init("brussels", "BRU"), .init("barcelona", "BCN"), .init("madrid", "MAD"), .init("athens", "ATH"),
        .init("istanbul", "IST"), .init("dubai", "DXB"), .init("doha", "DOH"), .init("singapore", "SIN"),
        .init("bangkok", "BKK"), .init("hong kong", "HKG"), .init("seoul", "SEL"), .init("beijing", "BJS"),
        .init("shanghai", "SHA"), .init("delhi", "DEL"), .init("new delhi", "DEL"), .init("mumbai", "BOM"),
        .init("sydney", "SYD"), .init("melbourne", "MEL"), .init("auckland", "AKL"), .init("toronto", "YTO"),
        .init("toronto", "YYZ", top: 2), .init("montreal", "YUL"), .init("vancouver", "YVR"),
        .init("mexico city", "MEX"),
        .init("cancun", "CUN"), .init("rio de janeiro", "RIO"), .init("buenos aires", "BUE"), .init("lima", "LIM"),
        .init("cairo", "CAI"), .init("johannesburg", "JNB"), .init("cape town", "CPT"), .init("nairobi", "NBO"),
        .init("washington", "WAS"), .init("kansas city", "MCI"), .init("york", "NYC"), .init("portland", "PDX"),
        .init("frankfurt", "FRA"), .init("malaga", "AGP"), .init("mallorca", "PMI"), .init("seville", "SVQ"),
    ]

    /// Local-language and former names.
    static let localNames: [RelevanceCase] = [
        .init("München", "MUC"), .init("Köln", "CGN"), .init("Lisboa", "LIS"), .init("Venezia", "VCE"),
        .init("milano", "MIL"), .init("roma", "ROM"), .init("moskva", "MOW"), .init("napoli", "NAP"),
        .init("firenze", "FLR"), .init("sevilla", "SVQ"), .init("praha", "PRG"), .init("bruxelles", "BRU"),
        .init("peking", "BJS"), .init("bombay", "BOM"), .init("leningrad", "LED"), .init("londres", "LON"),
        .init("Москва", "MOW"), .init("kiev", "IEV"),
    ]

    /// Airport names and their parts.
    static let airportNames: [RelevanceCase] = [
        .init("heathrow", "LHR"), .init("gatwick", "LGW"), .init("stansted", "STN"), .init("schiphol", "AMS"),
        .init("orly", "ORY"), .init("charles de gaulle", "CDG"), .init("narita", "NRT"), .init("haneda", "HND"),
        .init("changi", "SIN"), .init("malpensa", "MXP"), .init("fiumicino", "FCO"), .init("el prat", "BCN"),
        .init("la guardia", "LGA"), .init("o'hare", "ORD"), .init("ohare", "ORD"), .init("midway", "MDW"),
        .init("dulles", "IAD"), .init("logan", "BOS"), .init("linate", "LIN"),
        .init("tegel airport", "TXL", top: 2, all: true), .init("tegel", "BER"),
    ]

    /// Towns without a scheduled airport of their own: the town, standing for an airport its people
    /// fly from, with its airports after it when its name is typed in full.
    static let towns: [RelevanceCase] = [
        .init("kyoto", "KIX", top: 3), .init("京都", "KIX", top: 3), .init("kioto", "KIX", top: 3),
        .init("oxford", "LHR", top: 2), .init("palo alto", "SFO", top: 2), .init("monte carlo", "NCE", top: 2),
        .init("benidorm", "ALC", top: 2), .init("heidelberg", "FRA", top: 2), .init("utrecht", "AMS", top: 2),
        .init("potsdam", "BER", top: 2), .init("pompeii", "NAP"), .init("cambridge", "STN", top: 2),
        .init("brooklyn", "JFK", top: 2),
        // Towns whose own airfield, a business one the sources mark as scheduled, lies near a major
        // airport; the airfield stays findable by its name and code.
        .init("cannes", "NCE", top: 3), .init("annecy", "GVA", top: 3), .init("cascais", "LIS", top: 3),
        .init("cannes mandelieu", "CEQ"), .init("ceq", "CEQ"),
    ]

    /// Extra words name a region or a country.
    static let qualifiers: [RelevanceCase] = [
        .init("london ontario", "YXU"), .init("portland maine", "PWM"), .init("portland oregon", "PDX"),
        .init("paris france", "PAR"), .init("paris texas", "DFW"), .init("cox field", "PRX", all: true),
        .init("birmingham uk", "BHX"),
        .init("birmingham alabama", "BHM"), .init("sydney nova scotia", "YQY"), .init("san jose costa rica", "SJO"),
        .init("san jose california", "SJC"), .init("valencia spain", "VLC"), .init("cambridge uk", "STN"),
        .init("cambridge airport", "CBG", top: 2, all: true),
        .init("santiago chile", "SCL"), .init("sydney australia", "SYD"), .init("london uk", "LON"),
        .init("springfield illinois", "SPI"), .init("columbus ohio", "CMH"),
    ]

    /// Case, diacritics and punctuation fold both ways.
    static let folding: [RelevanceCase] = [
        .init("zürich", "ZRH"), .init("ZURICH", "ZRH"), .init("sao paulo", "SAO"), .init("são paulo", "SAO"),
        .init("st. petersburg", "LED"), .init("saint petersburg", "LED"), .init("st petersburg", "LED"),
        .init("bogotá", "BOG"), .init("bogota", "BOG"), .init("dusseldorf", "DUS"), .init("Düsseldorf", "DUS"),
        .init("malmo", "MMX"), .init("krakow", "KRK"), .init("Kraków", "KRK"), .init("gdansk", "GDN"),
        .init("reykjavík", "REK"), .init("tromso", "TOS"), .init("Tromsø", "TOS"), .init("new-york", "NYC"),
        .init("  London  ", "LON"),
    ]

    /// Typo tolerance, gated by word length.
    static let typos: [RelevanceCase] = [
        .init("barcelna", "BCN"), .init("barcleona", "BCN"), .init("amsterdma", "AMS"), .init("frankfrut", "FRA"),
        .init("lodnon", "LON"), .init("sydeny", "SYD"), .init("melborne", "MEL"), .init("chicgo", "CHI"),
        .init("singapur", "SIN"), .init("mnuich", "MUC"), .init("istambul", "IST"), .init("bangkock", "BKK"),
        .init("copenhagn", "CPH"), .init("edinbrugh", "EDI"), .init("pairs", "PAR"), .init("amsterdm", "AMS"),
    ]

    /// What the list looks like while the traveller is still typing.
    static let prefixes: [RelevanceCase] = [
        .init("lo", "LON"), .init("lond", "LON"), .init("pa", "PAR"), .init("new y", "NYC"), .init("new yo", "NYC"),
        .init("san fr", "SFO"), .init("los an", "LAX"), .init("toky", "TYO"), .init("barc", "BCN"),
        .init("amst", "AMS"),
        .init("heath", "LHR"), .init("frank", "FRA"), .init("singa", "SIN"), .init("hong k", "HKG"),
        .init("dub", "DUB", top: 4),
        .init("st. peter", "LED"), .init("rio de", "RIO"), .init("mexico c", "MEX"), .init("buenos", "BUE"),
    ]

    /// Words with umlauts, typed as Germans type them without: "ue" for "ü".
    static let transliterations: [RelevanceCase] = [
        .init("muenchen", "MUC"), .init("koeln", "CGN"), .init("zuerich", "ZRH"), .init("duesseldorf", "DUS"),
        .init("muenchen flughafen", "MUC"), .init("koeln bonn", "CGN"),
    ]

    /// What Italians type.
    static let italian: [RelevanceCase] = [
        .init("parigi", "PAR"), .init("londra", "LON"), .init("monaco di baviera", "MUC"), .init("berlino", "BER"),
        .init("varsavia", "WAW"), .init("ginevra", "GVA"), .init("zurigo", "ZRH"), .init("atene", "ATH"),
        .init("il cairo", "CAI"), .init("pechino", "BJS"), .init("mosca", "MOW"), .init("lisbona", "LIS"),
        .init("copenaghen", "CPH"), .init("edimburgo", "EDI"), .init("siviglia", "SVQ"), .init("stoccolma", "STO"),
        .init("praga", "PRG"), .init("cracovia", "KRK"), .init("san pietroburgo", "LED"), .init("colonia", "CGN"),
        .init("francoforte", "FRA"), .init("amburgo", "HAM"), .init("marsiglia", "MRS"), .init("nizza", "NCE"),
        .init("lione", "LYS"), .init("barcellona", "BCN"), .init("dublino", "DUB"), .init("belgrado", "BEG"),
        .init("città del messico", "MEX"), .init("nuova delhi", "DEL"),
    ]
    /// What Spanish speakers type.
    static let spanish: [RelevanceCase] = [
        .init("nueva york", "NYC"), .init("londres", "LON"), .init("pekín", "BJS"), .init("múnich", "MUC"),
        .init("ginebra", "GVA"), .init("viena", "VIE"), .init("atenas", "ATH"), .init("el cairo", "CAI"),
        .init("moscú", "MOW"), .init("varsovia", "WAW"), .init("copenhague", "CPH"), .init("estocolmo", "STO"),
        .init("bruselas", "BRU"), .init("milán", "MIL"), .init("florencia", "FLR", top: 2), .init("venecia", "VCE"),
        .init("nápoles", "NAP"), .init("turín", "TRN"), .init("marsella", "MRS"), .init("burdeos", "BOD"),
        .init("tokio", "TYO"), .init("san petersburgo", "LED"), .init("ciudad del cabo", "CPT"),
        .init("filadelfia", "PHL"), .init("nueva orleans", "MSY"), .init("los ángeles", "LAX"),
        .init("zúrich", "ZRH"), .init("roma", "ROM"),
    ]
    /// What French speakers type.
    static let french: [RelevanceCase] = [
        .init("varsovie", "WAW"), .init("pékin", "BJS"), .init("moscou", "MOW"), .init("genève", "GVA"),
        .init("vienne", "VIE"), .init("athènes", "ATH"), .init("le caire", "CAI"), .init("lisbonne", "LIS"),
        .init("venise", "VCE"), .init("gênes", "GOA"), .init("séville", "SVQ"), .init("barcelone", "BCN"),
        .init("nouvelle-orléans", "MSY"), .init("le cap", "CPT"), .init("édimbourg", "EDI"), .init("cracovie", "KRK"),
        .init("bucarest", "OTP"), .init("singapour", "SIN"), .init("milan", "MIL"), .init("francfort", "FRA"),
        .init("munich", "MUC"), .init("mexico", "MEX"),
    ]
    /// What German speakers type.
    static let german: [RelevanceCase] = [
        .init("kopenhagen", "CPH"), .init("mailand", "MIL"), .init("rom", "ROM"), .init("venedig", "VCE"),
        .init("neapel", "NAP"), .init("florenz", "FLR"), .init("genf", "GVA"), .init("wien", "VIE"),
        .init("warschau", "WAW"), .init("prag", "PRG"), .init("moskau", "MOW"), .init("peking", "BJS"),
        .init("kairo", "CAI"), .init("athen", "ATH"), .init("lissabon", "LIS"), .init("brüssel", "BRU"),
        .init("kapstadt", "CPT"), .init("krakau", "KRK"), .init("danzig", "GDN"), .init("breslau", "WRO"),
        .init("neu-delhi", "DEL"), .init("mexiko-stadt", "MEX"), .init("sankt petersburg", "LED"),
    ]
    /// What Portuguese speakers type.
    static let portuguese: [RelevanceCase] = [
        .init("nova iorque", "NYC"), .init("pequim", "BJS"), .init("genebra", "GVA"), .init("varsóvia", "WAW"),
        .init("copenhaga", "CPH"), .init("bruxelas", "BRU"), .init("milão", "MIL"), .init("florença", "FLR"),
        .init("veneza", "VCE"), .init("munique", "MUC"), .init("colônia", "CGN"), .init("tóquio", "TYO"),
        .init("cidade do cabo", "CPT"), .init("joanesburgo", "JNB"), .init("moscovo", "MOW"),
    ]
    /// Names in other scripts: Japanese, Chinese, Korean, Greek, Cyrillic, Arabic, Hebrew.
    static let otherScripts: [RelevanceCase] = [
        .init("ロンドン", "LON"), .init("北京", "BJS"), .init("Αθήνα", "ATH"), .init("Париж", "PAR"),
        .init("Лондон", "LON"), .init("Берлин", "BER"), .init("東京", "TYO"), .init("パリ", "PAR"),
        .init("ニューヨーク", "NYC"), .init("서울", "SEL"), .init("런던", "LON"), .init("القاهرة", "CAI"), .init("دبي", "DXB"),
        .init("תל אביב", "TLV"), .init("上海", "SHA"), .init("香港", "HKG"), .init("巴黎", "PAR"), .init("伦敦", "LON"),
        .init("Рим", "ROM"), .init("Вена", "VIE"), .init("Мадрид", "MAD"), .init("Θεσσαλονίκη", "SKG"),
        .init("Стамбул", "IST"), .init("バンコク", "BKK"), .init("新加坡", "SIN"), .init("Варшава", "WAW"),
        .init("Прага", "PRG"), .init("ローマ", "ROM"), .init("뉴욕", "NYC"), .init("מוסקבה", "MOW"),
    ]
    /// Words typed together or apart: "laguardia" is "la guardia", "o hare" is "o'hare".
    static let joinedWords: [RelevanceCase] = [
        .init("laguardia", "LGA"), .init("newyork", "NYC"), .init("losangeles", "LAX"), .init("hongkong", "HKG"),
        .init("saopaulo", "SAO"), .init("telaviv", "TLV"), .init("o hare", "ORD"), .init("lasvegas", "LAS"),
        .init("sanfrancisco", "SFO"), .init("buenosaires", "BUE"), .init("kualalumpur", "KUL"),
        .init("newdelhi", "DEL"), .init("riodejaneiro", "RIO"), .init("capetown", "CPT"), .init("abudhabi", "AUH"),
        .init("saltlake", "SLC"), .init("elprat", "BCN"), .init("sandiego", "SAN"),
        .init("newyork jfk", "JFK"), .init("losangeles intl", "LAX"),
    ]
    /// A city group named by code or name is followed by its airports, before other places.
    static let cityGroupsWithAirports: [RelevanceCase] = [
        .init("nyc", "JFK", top: 3), .init("nyc", "EWR", top: 4), .init("nyc", "LGA", top: 4),
        .init("lon", "LHR", top: 2), .init("lon", "LGW", top: 3), .init("london", "STN", top: 5),
        .init("par", "CDG", top: 2), .init("paris", "ORY", top: 3), .init("tyo", "HND", top: 3),
        .init("mil", "MXP", top: 2), .init("milan", "LIN", top: 5), .init("rom", "FCO", top: 2),
        .init("mow", "SVO", top: 3), .init("chi", "ORD", top: 2), .init("was", "IAD", top: 4),
        .init("bjs", "PEK", top: 2), .init("stockholm", "ARN", top: 2), .init("sao paulo", "GRU", top: 2),
        .init("new york", "EWR", top: 4), .init("moscow", "DME", top: 4),
    ]
    /// Official names with generic words the data lacks, and English names the data had only locally.
    static let forgiving: [RelevanceCase] = [
        .init("kos international airport", "KGS"), .init("rhodes international airport", "RHO"),
        .init("aeropuerto de madrid", "MAD"), .init("flughafen wien", "VIE"), .init("aeroporto di fiumicino", "FCO"),
        .init("heathrow airport", "LHR"), .init("dubai international airport", "DXB"),
        .init("aéroport charles de gaulle", "CDG"), .init("flughafen münchen", "MUC"),
        .init("lotnisko chopina", "WAW"), .init("luchthaven schiphol", "AMS"), .init("saigon", "SGN"),
        .init("florence", "FLR"), .init("naples", "NAP"), .init("turin", "TRN"), .init("genoa", "GOA"),
        .init("rhodes", "RHO"), .init("kos", "KGS"), .init("heathrow london", "LHR"),
    ]

    /// Heliports, seaplane bases and airfields without scheduled service: found by their exact
    /// code, or by name when every place is asked for.
    static let scope: [RelevanceCase] = [
        .init("qny", "QNY"), .init("jrb", "JRB"), .init("new york skyports", "QNY", all: true),
        .init("downtown manhattan heliport", "JRB", all: true),
    ]
}
