/// The credits of the data an index holds, which an app that ships an index shows (in its settings or its
/// acknowledgements): `intentctl data build` writes them beside the index. GeoNames' licence (CC BY 4.0) asks
/// for the credit, the licence and a note that the data was changed; airportsdata's (MIT) and CLDR's (Unicode
/// License v3) ask for their notices; OurAirports' data is in the public domain.
public enum DataAttribution {
    /// What `data build` adds to the index's path for the credits' file: `airports.index.attribution.txt`.
    public static let fileSuffix = ".attribution.txt"

    /// The credits, as plain text.
    public static let text = """
        Airport and place data

        This index is derived from the following data, changed (joined, trimmed and indexed) by intentctl:

        - GeoNames (https://www.geonames.org/): names, populations and positions of cities and towns.
          Licensed under the Creative Commons Attribution 4.0 License,
          https://creativecommons.org/licenses/by/4.0/
        - OurAirports (https://ourairports.com/): airports, their codes, types and scheduled service.
          Released into the public domain.
        - airportsdata (https://github.com/mborsetti/airportsdata): city and region names and time zones.
          The MIT License (MIT). Copyright (c) 2020- Mike Borsetti <mike@borsetti.com>. It includes data from
          https://github.com/mwgg/Airports, Copyright (c) 2014 mwgg.
          Permission is hereby granted, free of charge, to any person obtaining a copy of this software and
          associated documentation files (the "Software"), to deal in the Software without restriction,
          including without limitation the rights to use, copy, modify, merge, publish, distribute,
          sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is
          furnished to do so, subject to the following conditions: The above copyright notice and this
          permission notice shall be included in all copies or substantial portions of the Software.
          THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT
          NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
          NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES
          OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN
          CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
        - Unicode CLDR (https://cldr.unicode.org/): names of places and countries in other languages.
          Copyright (c) Unicode, Inc. Unicode License v3, https://www.unicode.org/license.txt

        """
}
