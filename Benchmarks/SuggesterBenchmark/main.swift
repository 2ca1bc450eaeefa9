// The suggester benchmark: index build time, resident memory, and query latency over a keystroke
// workload (every prefix of each query in Benchmarks/queries.txt), against SQLite FTS5 as a peer
// on the same data and queries. Run on a release build:
//
//     swift run -c release suggester-benchmark
import Foundation
import Suggester

func residentKilobytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
}

func percentile(_ sorted: [Double], _ p: Double) -> Double {
    sorted[min(sorted.count - 1, Int(p / 100 * Double(sorted.count)))]
}

func microseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
}

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let queries = try String(contentsOf: root.appendingPathComponent("Benchmarks/queries.txt"), encoding: .utf8)
    .split(separator: "\n").map(String.init).filter { !$0.isEmpty }
let keystrokes = queries.flatMap { query in (1...query.count).map { String(query.prefix($0)) } }
let clock = ContinuousClock()

if let flag = CommandLine.arguments.firstIndex(of: "--profile"), flag + 1 < CommandLine.arguments.count {
    // Runs one query many times, for a profiler.
    let index = AirportIndex.bundled()
    var count = 0
    for _ in 0..<2000 { count &+= index.suggest(SuggestionQuery(CommandLine.arguments[flag + 1], limit: 10)).count }
    print(count)
    exit(0)
}
print("Suggester benchmark (\(queries.count) queries, \(keystrokes.count) keystrokes)")
let rssBefore = residentKilobytes()
var parseTimes: [Double] = []
var buildTimes: [Double] = []
var index: AirportIndex?
for _ in 0..<5 {
    var dataset = AirportDataset(places: [])
    parseTimes.append(microseconds(clock.measure { dataset = AirportDataset.bundled() }) / 1000)
    buildTimes.append(microseconds(clock.measure { index = AirportIndex(dataset) }) / 1000)
}
let built = index!
let rssAfter = residentKilobytes()
parseTimes.sort()
buildTimes.sort()
print(String(format: "  places: %d, distinct words: %d", built.places.count, built.wordCount))
print(String(format: "  dataset parse: %.1f ms, index build: %.1f ms, total %.1f ms (median of 5)", parseTimes[2], buildTimes[2], parseTimes[2] + buildTimes[2]))
print(String(format: "  resident memory: %.1f MB after building (%.1f MB before loading)", Double(rssAfter) / 1024, Double(rssBefore) / 1024))

var sink = 0
for text in keystrokes { sink &+= built.suggest(SuggestionQuery(text, limit: 10)).count }
// Each keystroke is timed five times. The raw figures include whatever else the machine was
// doing; the best-of-five figures show the cost of the search itself.
var samples: [Double] = []
var best = [Double](repeating: .infinity, count: keystrokes.count)
for _ in 0..<5 {
    for (index, text) in keystrokes.enumerated() {
        let query = SuggestionQuery(text, limit: 10)
        let time = microseconds(clock.measure { sink &+= built.suggest(query).count })
        samples.append(time)
        best[index] = min(best[index], time)
    }
}
if CommandLine.arguments.contains("--slowest") {
    for (time, text) in zip(best, keystrokes).sorted(by: { $0.0 > $1.0 }).prefix(25) { print(String(format: "    %8.1f µs  ", time) + text) }
}
samples.sort()
best.sort()
print(String(format: "  query latency, best of 5 per keystroke (%d keystrokes): p50 %.1f µs, p90 %.1f µs, p99 %.1f µs, max %.1f µs",
    best.count, percentile(best, 50), percentile(best, 90), percentile(best, 99), best.last!))
print(String(format: "  query latency, every run (%d timed): p50 %.1f µs, p99 %.1f µs, max %.1f µs, mean %.1f µs",
    samples.count, percentile(samples, 50), percentile(samples, 99), samples.last!, samples.reduce(0, +) / Double(samples.count)))

let peer = Process()
peer.executableURL = URL(fileURLWithPath: "/usr/bin/env")
peer.arguments = ["python3", root.appendingPathComponent("Benchmarks/fts5_peer.py").path,
    root.appendingPathComponent("data/airports.tsv").path, root.appendingPathComponent("Benchmarks/queries.txt").path]
let pipe = Pipe()
peer.standardOutput = pipe
do {
    try peer.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    peer.waitUntilExit()
    guard peer.terminationStatus == 0, let report = try JSONSerialization.jsonObject(with: data) as? [String: Any],
        let p50 = report["p50_us"] as? Double, let p99 = report["p99_us"] as? Double, let build = report["build_ms"] as? Double
    else { throw CocoaError(.fileReadCorruptFile) }
    print("Peer: \(report["engine"] ?? "FTS5"), same places and keystrokes")
    print(String(format: "  build: %.1f ms; query latency p50 %.1f µs, p99 %.1f µs", build, p50, p99))
    print(String(format: "  ratio (peer / suggester, every run): p50 %.1fx, p99 %.1fx, build %.1fx", p50 / percentile(samples, 50),
        p99 / percentile(samples, 99), build / (parseTimes[2] + buildTimes[2])))
} catch {
    print("Peer: not run (python3 with sqlite3 FTS5 is needed): \(error)")
}
if sink == 42 { print("") }
