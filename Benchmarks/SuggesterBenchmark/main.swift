// The suggester benchmark: index build time, resident memory, and query latency over a keystroke
// workload (every prefix of each query in Benchmarks/queries.txt), against SQLite FTS5 as a peer
// on the same data and queries, in the same run; and the same keystrokes narrowed to a country
// against themselves unnarrowed. Run on a release build:
//
//     swift run -c release suggester-benchmark [--slowest] [--times FILE] [--scoped-times FILE]
//     swift run -c release suggester-benchmark --device INDEX   (an app's index file: its memory and speed)
//
// It uses no Foundation, so the memory it reports is the index's and the Swift runtime's.
import BundledIndex
import Suggester

func fixed(_ value: Double, _ decimals: Int = 1) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    let fraction = String(abs(scaled) % Int(scale))
    return "\(scaled / Int(scale)).\(String(repeating: "0", count: decimals - fraction.count))\(fraction)"
}

func percentile(_ sorted: [Double], _ p: Double) -> Double {
    sorted[min(sorted.count - 1, Int(p / 100 * Double(sorted.count)))]
}

func microseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
}

/// A number field of a flat JSON object, or nil.
func jsonNumber(_ json: String, _ key: String) -> Double? {
    guard let range = json.firstRange(of: "\"\(key)\": ") else { return nil }
    let number = json[range.upperBound...].prefix { character in
        character.isNumber || character == "." || character == "-" || character == "e"
    }
    return Double(String(number))
}

let root = String(#filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/"))
let arguments = CommandLine.arguments

if let flag = arguments.firstIndex(of: "--profile"), flag + 1 < arguments.count {
    // Runs one query many times, for a profiler ("--profile --build" profiles building instead).
    if arguments[flag + 1] == "--build" {
        for _ in 0..<20 { _ = try! AirportIndex.bundled() }
        exitProcess(0)
    }
    // "--profile --workload" runs the keystroke workload instead of one query, and
    // "--profile @FILE" the queries in FILE, one a line.
    let searcher = try! AirportIndex.bundled().makeSearcher()
    var texts = [arguments[flag + 1]]
    if texts == ["--workload"], let text = readFile(root + "/Benchmarks/queries.txt") {
        texts = text.split(separator: "\n").flatMap { query in (1...query.count).map { String(query.prefix($0)) } }
    } else if let file = texts[0].first == "@" ? readFile(String(texts[0].dropFirst())) : nil {
        texts = file.split(separator: "\n").map(String.init)
    }
    var count = 0
    let rounds = Int(arguments.dropFirst(flag + 2).first ?? "") ?? 2000
    for _ in 0..<rounds {
        for text in texts {
            searcher.search(SuggestionQuery(text, limit: 10))
            count &+= searcher.results.count
        }
    }
    print(count)
    exitProcess(0)
}

if let flag = arguments.firstIndex(of: "--device"), flag + 1 < arguments.count {
    // An app's picker on the device: an index file an app ships (`data build`), mapped, answering the keystroke
    // workload; what it costs in resident memory beyond the process's own, and of that the mapped file's
    // pages; and the keystrokes' times, best of 5. Run it alone, as a widget extension runs.
    let path = arguments[flag + 1]
    guard let text = readFile(root + "/Benchmarks/queries.txt") else { exitProcess(1) }
    let keystrokes = text.split(separator: "\n").flatMap { query in (1...query.count).map { String(query.prefix($0)) } }
    let clock = ContinuousClock()
    let baseline = memoryKilobytes("VmRSS")
    let index: AirportIndex
    do {
        index = try AirportIndex(contentsOfFile: path)
    } catch {
        print("cannot open \(path): \(error)")
        exitProcess(1)
    }
    let opened = memoryKilobytes("VmRSS")
    let searcher = index.makeSearcher()
    var best = [Double](repeating: .infinity, count: keystrokes.count)
    var count = 0
    for _ in 0..<5 {
        for (position, keystroke) in keystrokes.enumerated() {
            let query = SuggestionQuery(keystroke, limit: 10)
            let time = microseconds(
                clock.measure {
                    searcher.search(query)
                    count &+= searcher.results.count
                })
            best[position] = min(best[position], time)
        }
    }
    let after = memoryKilobytes("VmRSS")
    let mapped = mappedKilobytes(of: path)
    best.sort()
    print("device index \(path): \(index.placeCount) places")
    print(
        "  resident memory: \(fixed(Double(baseline) / 1024)) MB before opening it, \(fixed(Double(opened) / 1024)) MB opened,"
            + " \(fixed(Double(after) / 1024)) MB after the workload: \(fixed(Double(after - baseline) / 1024)) MB beyond the"
            + " process's own, of which \(fixed(Double(mapped) / 1024)) MB the mapped file's pages")
    print(
        "  query latency, best of 5 per keystroke (\(keystrokes.count) keystrokes): p50 \(fixed(percentile(best, 50))) µs,"
            + " p99 \(fixed(percentile(best, 99))) µs (\(count) results)")
    exitProcess(0)
}

guard let queryText = readFile(root + "/Benchmarks/queries.txt") else {
    print("cannot read Benchmarks/queries.txt")
    exitProcess(1)
}
let queries = queryText.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
let keystrokes = queries.flatMap { query in (1...query.count).map { String(query.prefix($0)) } }
let clock = ContinuousClock()
print("Suggester benchmark (\(queries.count) queries, \(keystrokes.count) keystrokes)")

let rssBefore = memoryKilobytes("VmRSS")
var built = AirportIndex(AirportDataset(places: []))
let tsv = readFile(root + "/data/airports.tsv") ?? ""
let firstBuild = clock.measure { built = AirportIndex(try! AirportDataset.parse(tsv).dataset) }
let rssAfter = memoryKilobytes("VmRSS")
let peak = memoryKilobytes("VmHWM")
var parseTimes: [Double] = []
var buildTimes: [Double] = []
for _ in 0..<5 {
    var dataset = AirportDataset(places: [])
    parseTimes.append(microseconds(clock.measure { dataset = try! AirportDataset.parse(tsv).dataset }) / 1000)
    buildTimes.append(microseconds(clock.measure { _ = AirportIndex(dataset) }) / 1000)
}
parseTimes.sort()
buildTimes.sort()
let buildMilliseconds = parseTimes[2] + buildTimes[2]
print("  places: \(built.placeCount), distinct words: \(built.wordCount)")
print(
    "  build: dataset parse \(fixed(parseTimes[2])) ms + index \(fixed(buildTimes[2])) ms = \(fixed(buildMilliseconds)) ms"
        + " (median of 5; first build \(fixed(microseconds(firstBuild) / 1000)) ms)")
print(
    "  resident memory: \(fixed(Double(rssAfter) / 1024)) MB with the index built (\(fixed(Double(rssBefore) / 1024)) MB before;"
        + " peak while building \(fixed(Double(peak) / 1024)) MB)")

var sink = 0
built = try! AirportIndex.bundled()
let searcher = built.makeSearcher()
for text in keystrokes {
    searcher.search(SuggestionQuery(text, limit: 10))
    sink &+= searcher.results.count
}
// Each keystroke is timed five times. The raw figures include whatever else the machine was
// doing; the best-of-five figures show the cost of the search itself.
var samples: [Double] = []
var best = [Double](repeating: .infinity, count: keystrokes.count)
for _ in 0..<5 {
    for (index, text) in keystrokes.enumerated() {
        let query = SuggestionQuery(text, limit: 10)
        let time = microseconds(
            clock.measure {
                searcher.search(query)
                sink &+= searcher.results.count
            })
        samples.append(time)
        best[index] = min(best[index], time)
    }
}
if let flag = arguments.firstIndex(of: "--warm"), flag + 1 < arguments.count {
    // What the cache costs: each keystroke timed in the workload's order, then again right after
    // the keystroke before it and itself, its data then in the cache (best of 5 each), written as
    // "cold µs<TAB>warm µs<TAB>query" a line.
    var cold = [Double](repeating: .infinity, count: keystrokes.count)
    var warm = cold
    for _ in 0..<5 {
        for (index, text) in keystrokes.enumerated() {
            let query = SuggestionQuery(text, limit: 10)
            cold[index] = min(cold[index], microseconds(clock.measure { searcher.search(query) }))
            if index > 0 { searcher.search(SuggestionQuery(keystrokes[index - 1], limit: 10)) }
            warm[index] = min(warm[index], microseconds(clock.measure { searcher.search(query) }))
        }
    }
    let lines = keystrokes.indices.map { "\(fixed(cold[$0], 2))\t\(fixed(warm[$0], 2))\t\(keystrokes[$0])" }
    writeFile(arguments[flag + 1], lines.joined(separator: "\n") + "\n")
    print(
        "  in the workload's order p50 \(fixed(percentile(cold.sorted(), 50))) µs;"
            + " warm p50 \(fixed(percentile(warm.sorted(), 50))) µs")
}
if let flag = arguments.firstIndex(of: "--times"), flag + 1 < arguments.count {
    // Each keystroke's best time, for analysis: "µs<TAB>query" a line.
    let lines = zip(best, keystrokes).map { "\(fixed($0.0, 2))\t\($0.1)" }.joined(separator: "\n")
    writeFile(arguments[flag + 1], lines + "\n")
}
if arguments.contains("--slowest") {
    for (time, text) in zip(best, keystrokes).sorted(by: { $0.0 > $1.0 }).prefix(25) {
        print("    \(fixed(time)) µs  \(text)")
    }
}
// One-word prefixes of up to four bytes are answered from precomputed answers; the longer
// keystrokes show what computing an answer costs (only very common ones are precomputed).
let longer = zip(best, keystrokes).filter { $0.1.utf8.count > 4 }.map(\.0).sorted()
samples.sort()
best.sort()
print(
    "  query latency, best of 5 per keystroke (\(best.count) keystrokes): p50 \(fixed(percentile(best, 50))) µs,"
        + " p90 \(fixed(percentile(best, 90))) µs, p99 \(fixed(percentile(best, 99))) µs, max \(fixed(best.last!)) µs")
print(
    "  keystrokes of more than four bytes, best of 5 (\(longer.count)): p50 \(fixed(percentile(longer, 50))) µs,"
        + " p99 \(fixed(percentile(longer, 99))) µs")
print(
    "  query latency, every run (\(samples.count) timed): p50 \(fixed(percentile(samples, 50))) µs,"
        + " p99 \(fixed(percentile(samples, 99))) µs, max \(fixed(samples.last!)) µs,"
        + " mean \(fixed(samples.reduce(0, +) / Double(samples.count))) µs")

// The same keystrokes narrowed to a country, as a parameter scoped by a country asks them: each query's
// keystrokes in the country of the place its full text puts first ("lon" in GB), against the same
// keystrokes unscoped, in the same run.
var scopedKeystrokes: [SuggestionQuery] = []
for query in queries {
    searcher.search(SuggestionQuery(query, limit: 1))
    guard let top = searcher.results.first else { continue }
    let country = built.place(at: top.place).countryCode
    scopedKeystrokes += (1...query.count).map {
        SuggestionQuery(String(query.prefix($0)), limit: 10, countryCode: country)
    }
}
// First the time each keystroke takes the first time a searcher sees it, scoped and unscoped, each on a
// searcher of its own: a scoped short prefix is then searched, and its answer kept for the next time.
@MainActor func firstTimes(_ queries: [SuggestionQuery]) -> [Double] {
    let fresh = built.makeSearcher()
    var times: [Double] = []
    for query in queries {
        times.append(microseconds(clock.measure { fresh.search(query) }))
        sink &+= fresh.results.count
    }
    return times
}
let unscopedKeystrokes = scopedKeystrokes.map { query in
    var unscoped = query
    unscoped.countryCode = nil
    return unscoped
}
var scopedFirst = firstTimes(scopedKeystrokes)
var unscopedFirst = firstTimes(unscopedKeystrokes)
var scopedBest = [Double](repeating: .infinity, count: scopedKeystrokes.count)
var unscopedBest = [Double](repeating: .infinity, count: scopedKeystrokes.count)
for _ in 0..<5 {
    for index in scopedKeystrokes.indices {
        unscopedBest[index] = min(
            unscopedBest[index],
            microseconds(
                clock.measure {
                    searcher.search(unscopedKeystrokes[index])
                    sink &+= searcher.results.count
                }))
        scopedBest[index] = min(
            scopedBest[index],
            microseconds(
                clock.measure {
                    searcher.search(scopedKeystrokes[index])
                    sink &+= searcher.results.count
                }))
    }
}
if arguments.contains("--slowest") {
    for (time, query) in zip(scopedFirst, scopedKeystrokes).sorted(by: { $0.0 > $1.0 }).prefix(10) {
        print("    scoped, first time \(fixed(time)) µs  \(query.text) in \(query.countryCode ?? "")")
    }
}
if let flag = arguments.firstIndex(of: "--scoped-times"), flag + 1 < arguments.count {
    // Each scoped keystroke's best time beside the unscoped one: "µs<TAB>µs<TAB>query<TAB>country" a line.
    let lines = scopedKeystrokes.indices.map {
        "\(fixed(scopedBest[$0], 2))\t\(fixed(unscopedBest[$0], 2))\t\(scopedKeystrokes[$0].text)\t\(scopedKeystrokes[$0].countryCode ?? "")"
    }
    writeFile(arguments[flag + 1], lines.joined(separator: "\n") + "\n")
}
scopedBest.sort()
unscopedBest.sort()
scopedFirst.sort()
unscopedFirst.sort()
print(
    "  scoped to the top place's country (\(scopedKeystrokes.count) keystrokes), against the same unscoped:"
        + " the first time p50 \(fixed(percentile(scopedFirst, 50))) µs vs \(fixed(percentile(unscopedFirst, 50))) µs,"
        + " p99 \(fixed(percentile(scopedFirst, 99))) µs vs \(fixed(percentile(unscopedFirst, 99))) µs,"
        + " max \(fixed(scopedFirst.last!)) µs vs \(fixed(unscopedFirst.last!)) µs;"
        + " best of 5 p50 \(fixed(percentile(scopedBest, 50))) µs vs \(fixed(percentile(unscopedBest, 50))) µs,"
        + " p99 \(fixed(percentile(scopedBest, 99))) µs vs \(fixed(percentile(unscopedBest, 99))) µs")

let peerScript = root + "/Benchmarks/peers.py"
if let report = run(["python3", peerScript, "inprocess", root + "/data/airports.tsv", root + "/Benchmarks/queries.txt"]
),
    let p50 = jsonNumber(report, "p50_us"), let p99 = jsonNumber(report, "p99_us"),
    let build = jsonNumber(report, "build_ms"),
    let bestP50 = jsonNumber(report, "best_p50_us"), let bestP99 = jsonNumber(report, "best_p99_us")
{
    print("Peer: SQLite FTS5 with prefix indexes, through python3's sqlite3, same places and keystrokes")
    print("  build: \(fixed(build)) ms")
    print("  query latency, best of 5 per keystroke: p50 \(fixed(bestP50)) µs, p99 \(fixed(bestP99)) µs")
    print("  query latency, every run: p50 \(fixed(p50)) µs, p99 \(fixed(p99)) µs")
    print(
        "  ratio peer / suggester: best-of-5 p50 \(fixed(bestP50 / percentile(best, 50)))x, p99 \(fixed(bestP99 / percentile(best, 99)))x;"
            + " every-run p50 \(fixed(p50 / percentile(samples, 50)))x, p99 \(fixed(p99 / percentile(samples, 99)))x;"
            + " build \(fixed(build / buildMilliseconds))x")
} else {
    print("Peer: not run (needs python3 with sqlite3 FTS5)")
}
if sink == 42 { print("") }
