/// The words of one place, as a search reads them: four runs of a snapshot's word column (see
/// ``IndexData/placeWord``): the place's own words whose texts have a word beginning with an ASCII
/// byte, its region's words, its country's words (both shared by every place in the area), and its
/// own texts in other scripts, which a query word beginning with ASCII bytes cannot match.
///
/// A word is named by its index in the column, as scores and highlights name it.
struct PlaceWordSegments: Sequence {
    /// The runs, in the order they are read.
    let own: Range<Int>
    let region: Range<Int>
    let country: Range<Int>
    private(set) var otherScripts: Range<Int>

    /// A place's runs from its own words, where its texts in other scripts begin among them, and
    /// its areas' words.
    @inline(__always)
    init(own words: Range<Int>, split: Int, region: Range<Int>, country: Range<Int>) {
        own = words.lowerBound..<words.lowerBound + split
        self.region = region
        self.country = country
        otherScripts = words.lowerBound + split..<words.upperBound
    }

    /// A place's runs in tables being built.
    init(_ data: IndexData, place: Int) {
        func area(_ area: UInt32) -> Range<Int> {
            area == IndexData.none ? 0..<0 : Int(data.areaWordStart[Int(area)])..<Int(data.areaWordStart[Int(area) + 1])
        }
        self.init(
            own: Int(data.placeWordStart[place])..<Int(data.placeWordStart[place + 1]),
            split: Int(data.placeWordSplit[place]), region: area(data.placeRegionArea[place]),
            country: area(data.placeCountryArea[place]))
    }

    /// The runs without the place's texts in other scripts: the words a query word beginning with
    /// ASCII bytes can match.
    @inline(__always)
    func withoutOtherScripts() -> PlaceWordSegments {
        var segments = self
        segments.otherScripts = otherScripts.lowerBound..<otherScripts.lowerBound
        return segments
    }

    func makeIterator() -> Iterator {
        Iterator(segments: self)
    }

    /// The words' indices in the column, run after run.
    struct Iterator: IteratorProtocol {
        private let segments: PlaceWordSegments
        private var run = 0
        private var index: Int
        private var end: Int

        @inline(__always)
        init(segments: PlaceWordSegments) {
            self.segments = segments
            index = segments.own.lowerBound
            end = segments.own.upperBound
        }

        @inline(__always)
        mutating func next() -> Int? {
            while index == end {
                run += 1
                switch run {
                case 1: (index, end) = (segments.region.lowerBound, segments.region.upperBound)
                case 2: (index, end) = (segments.country.lowerBound, segments.country.upperBound)
                case 3: (index, end) = (segments.otherScripts.lowerBound, segments.otherScripts.upperBound)
                default: return nil
                }
            }
            index += 1
            return index - 1
        }
    }
}
