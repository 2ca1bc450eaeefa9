#!/usr/bin/env python3
"""Builds the project's airport dataset from the raw public data in ../shared/data/airports.

Writes data/airports.tsv (the dataset, committed) and
Sources/Suggester/Generated/EmbeddedAirports.swift (the same text, compiled into the binary so it
works when copied alone). The output is deterministic: a second run gives identical files.

Usage: python3 scripts/build-airports.py [RAW_DATA_DIR]

Sources (see README "Data and credits"): OurAirports (public domain), airportsdata (MIT),
IATA metropolitan area codes as published by airportsdata (MIT), passenger figures in traffic/.
"""
import csv
import gzip
import io
import math
import pathlib
import re
import sys
import unicodedata

ROOT = pathlib.Path(__file__).resolve().parent.parent
RAW = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT.parent / "shared/data/airports"

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


def choose_city(municipality, listed, name, metro):
    """The English city name. airportsdata's `city` is usually English, but sometimes local
    (Firenze) or a suburb (Mississauga) where OurAirports' municipality is the English city
    (Florence, Toronto); and OurAirports' municipality is sometimes a suburb (Zaventem)."""
    plain = re.sub(r"\s*\([^)]*\)", "", municipality).strip()
    if not listed:
        return plain
    if metro and fold(plain) == fold(metro) and fold(listed) != fold(metro):
        return plain
    if metro or not plain.isascii() or fold(plain) == fold(listed) or fold(listed) in fold(name):
        return listed
    return plain


def main():
    ourairports = read_csv(RAW / "ourairports/airports-2022-10-11.csv.gz")
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
            "scheduled": row["scheduled_service"] == "yes",
            "aliases": aliases_from(
                municipality, other["city"] if other else "", other["name"] if other else "", row["keywords"],
                exclude=[row["name"], city]),
            "listedCity": clean(other["city"]) if other else "",
        }
    # Airports opened or coded since the OurAirports dump: airportsdata only, size unknown.
    for code, other in by_iata.items():
        if code in airports or not re.fullmatch(r"[A-Z]{3}", code):
            continue
        lat, lon = float(other["lat"]), float(other["lon"])
        airports[code] = {
            "code": code, "icao": other["icao"] if re.fullmatch(r"[A-Z0-9]{4}", other["icao"]) else "",
            "name": clean(other["name"]), "city": clean(other["city"]), "region": "", "regionName": clean(other["subd"]),
            "country": other["country"], "lat": lat, "lon": lon, "tz": other["tz"], "type": "airport", "scheduled": False,
            "aliases": [],
        }

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

    used_regions = sorted({a["region"] for a in airports.values() if a["region"]})
    used_countries = sorted({a["country"] for a in airports.values()} | {c["country"] for c in cities.values()})
    country_rows = {row["code"]: row for row in countries}

    lines = ["#intentctl-airports\t1", "\t".join([
        "kind", "code", "icao", "name", "city", "region", "country", "latitude", "longitude", "timeZone", "type",
        "scheduled", "passengers", "group", "aliases"])]

    def emit(*fields):
        lines.append("\t".join(str(f) for f in fields))

    for code in used_countries:
        row = country_rows.get(code)
        if not row:
            continue
        aliases = aliases_from(",".join(COUNTRY_ALIASES.get(code, [])), exclude=[row["name"]], allow_codes=True)
        emit("country", code, "", clean(row["name"]), "", "", code, "", "", "", "", "", "", "", "|".join(aliases))
    region_subd = {}
    for a in airports.values():
        if a["region"] and a["regionName"]:
            region_subd.setdefault(a["region"], a["regionName"])
    for code in used_regions:
        name = region_names.get(code) or region_subd.get(code, "")
        if not name:
            continue
        aliases = aliases_from(region_subd.get(code, ""), exclude=[name])
        emit("region", code, "", name, "", code, code.split("-")[0], "", "", "", "", "", "", "", "|".join(aliases))
    for code in sorted(cities):
        c = cities[code]
        emit("city", code, "", c["name"], c["name"], c["region"], c["country"], f"{c['lat']:.4f}", f"{c['lon']:.4f}",
             c["tz"], "city", "", "", "|".join(c["airports"]), "|".join(c["aliases"]))
    for code in sorted(airports):
        a = airports[code]
        emit("airport", code, a["icao"], a["name"], a["city"], a["region"], a["country"], f"{a['lat']:.4f}",
             f"{a['lon']:.4f}", a["tz"], a["type"], "1" if a["scheduled"] else "0", passengers.get(code, ""),
             a.get("cityCode", ""), "|".join(a["aliases"]))

    text = "\n".join(lines) + "\n"
    (ROOT / "data/airports.tsv").write_text(text, encoding="utf-8")
    generated = ROOT / "Sources/Suggester/Generated/EmbeddedAirports.swift"
    generated.parent.mkdir(parents=True, exist_ok=True)
    hashes = "#"
    while ('"' + hashes) in text or ("\\" + hashes) in text:
        hashes += "#"
    generated.write_text(
        "// Generated by scripts/build-airports.py from ../shared/data/airports. Do not edit.\n"
        "// swift-format-ignore-file\n\n"
        "/// The bundled airport dataset (data/airports.tsv), compiled into the binary.\n"
        # A multi-line literal drops the line break before its closing quotes: add one.
        f"let embeddedAirportsTSV = {hashes}\"\"\"\n{text}\n\"\"\"{hashes}\n",
        encoding="utf-8")
    print(f"{len(airports)} airports, {len(cities)} cities, {len(used_regions)} regions, {len(used_countries)} countries; "
          f"{sum(1 for a in airports.values() if a['code'] in passengers)} with passenger figures; {len(text)} bytes")


if __name__ == "__main__":
    main()
