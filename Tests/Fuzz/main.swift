import DealsTimeline
import DocumentFormats
// A mutation fuzzer for the parsers that read untrusted input: the JSON parser, the schema loader,
// the configuration validator, the deals feed reader, the deep-link parser, the HTTP request parser
// (alone, and as a live server answering mutated streams of pipelined requests read slowly, so that
// its backpressure engages), and the TSV and CSV airport loaders. Each target starts from valid
// inputs and applies seeded random mutations (bit flips, interesting bytes and tokens, deletions,
// repetitions, truncations, splices), so a run is reproducible from its seed. Beyond "no crash, no
// hang", each target checks what must hold of its outputs (round trips, finite numbers, valid JSON).
// The App Intents generator's target, `generate` (GeneratorFuzzer.swift), makes whole random schemas
// with hostile text in every field instead of mutating bytes.
//
//     swift run intentctl-fuzz [--seconds N] [--seed N] [--corpus DIR] [--target NAME]
//
// A crash or a hang (an input that takes over 10 s) saves the input as
// `fuzz-crash-TARGET-SEED-N.bin` in the current folder before the process ends; add it to
// Tests/Corpus when fixing it. Exits 0 when every check held, 1 otherwise.
import Foundation
import HTTPServer
import IntentSchema
import Suggester
import TestSupport

// MARK: Saving the input that crashed

nonisolated(unsafe) var currentInput = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 1 << 20)
nonisolated(unsafe) var currentLength = 0
nonisolated(unsafe) var crashPath = [CChar](repeating: 0, count: 256)

/// Remembers the input about to be run, where a signal handler can reach it.
func remember(_ bytes: [UInt8], target: String, seed: UInt64, iteration: Int) {
    currentLength = min(bytes.count, currentInput.count)
    _ = currentInput.update(fromContentsOf: bytes.prefix(currentLength))
    let name = "fuzz-crash-\(target)-\(seed)-\(iteration).bin"
    crashPath = Array(name.utf8CString.prefix(255)) + [0]
}

/// On a crash or a hang, writes the remembered input and ends (only async-signal-safe calls).
func installCrashHandlers() {
    for number in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE, SIGALRM] {
        signal(number) { number in
            let descriptor = crashPath.withUnsafeBufferPointer {
                open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            }
            if descriptor >= 0 {
                _ = write(descriptor, currentInput.baseAddress, currentLength)
                close(descriptor)
            }
            let message = number == SIGALRM ? "fuzz: an input took over 10 s\n" : "fuzz: crash\n"
            _ = write(2, message, strlen(message))
            _exit(1)
        }
    }
}

// MARK: Mutations

let interestingBytes: [UInt8] = [
    0x00, 0x01, 0x09, 0x0A, 0x0D, 0x1B, 0x20, 0x22, 0x2C, 0x2D, 0x2E, 0x30, 0x3A, 0x5B, 0x5C, 0x5D, 0x7B, 0x7D, 0x7F,
    0x80, 0xBF, 0xC0, 0xC2, 0xE2, 0xED, 0xEF, 0xF4, 0xFF,
]
let interestingTokens: [String] = [
    "nan", "NaN", "inf", "-inf", "1e999", "-0", "1e-400", "0x10", "99999999999999999999", "\\u0000", "\\ud800",
    "\\udc00", "\"\"", "[", "{", "]", "}", "\t\t\t", "\",\"", "%00", "%ZZ", "%", "&&", "=", "\u{202E}", "\u{2028}",
    "\u{FEFF}", "null", "true", "{}", "[]", "\"id\":", "9999-12-31", "0000-00-00", "2026-02-30", "\\", "\r\n",
]

func mutate(_ input: [UInt8], seeds: [[UInt8]], random: inout SplitMix64) -> [UInt8] {
    var bytes = input
    for _ in 0..<Int.random(in: 1...4, using: &random) {
        let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<8, using: &random) {
        case 0 where !bytes.isEmpty:
            bytes[position] ^= 1 << UInt8.random(in: 0...7, using: &random)
        case 1 where !bytes.isEmpty:
            bytes[position] = interestingBytes.randomElement(using: &random)!
        case 2:
            bytes.insert(contentsOf: Array(interestingTokens.randomElement(using: &random)!.utf8), at: position)
        case 3 where !bytes.isEmpty:
            let length = Int.random(in: 1...min(64, bytes.count - position), using: &random)
            bytes.removeSubrange(position..<position + length)
        case 4 where !bytes.isEmpty:
            let length = Int.random(in: 1...min(32, bytes.count - position), using: &random)
            let chunk = Array(bytes[position..<position + length])
            for _ in 0..<Int.random(in: 1...50, using: &random) { bytes.insert(contentsOf: chunk, at: position) }
        case 5:
            bytes = Array(bytes.prefix(position))
        case 6:
            let other = seeds.randomElement(using: &random)!
            let start = other.isEmpty ? 0 : Int.random(in: 0..<other.count, using: &random)
            bytes.insert(contentsOf: other[start..<min(other.count, start + 200)], at: position)
        default:
            bytes.insert(
                contentsOf: [UInt8](repeating: UInt8(ascii: "["), count: Int.random(in: 1...200, using: &random)),
                at: position)
        }
    }
    return Array(bytes.prefix(256 * 1024))
}

// MARK: Targets

/// A fuzz target: its seeds, and a run that returns a violated expectation, or nil.
struct Target {
    var name: String
    var seeds: [[UInt8]]
    var run: ([UInt8]) -> String?
}

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
func file(_ path: String) -> [UInt8] {
    (try? [UInt8](Data(contentsOf: root.appendingPathComponent(path)))) ?? []
}
let schemaBytes = file("schemas/deals-widget.json")
let schema = SchemaLoader().load(schemaBytes).schema!
let fixedAirports = FixedOptionProvider([
    Option(id: "LON", title: "London"), Option(id: "LHR", title: "Heathrow"), Option(id: "NRT", title: "Narita"),
])
let catalog = SchemaCatalog(schemas: [schema], providers: ["airports": fixedAirports])
let tsvSample = Array(
    String(decoding: file("data/airports.tsv"), as: UTF8.self).split(separator: "\n").prefix(400)
        .joined(separator: "\n").utf8)
let csvSample =
    file("Tests/Fixtures/ourairports-header.csv")
    + Array(
        """
        1,"EGLL","large_airport","London Heathrow Airport",51.47,-0.46,83,"EU","GB","GB-ENG","London","yes","EGLL","LHR",,,,"LON, Londres"
        2,"YYYY","small_airport","Broken ""Quoted"", Field",-12.5,1,0,"EU","GB","GB-ENG","X","no","YYYY","BRK",,,,
        3,"ZZZZ","medium_airport","Multi
        Line",1,1,0,"EU","GB","GB-ENG","Y","yes","ZZZZ","MLL",,,,

        """.utf8)

/// Streams of pipelined requests, some with answers larger than the server buffers.
let pipelinedSeeds = [
    Array(
        (String(
            repeating: "GET /big HTTP/1.1\r\nHost: localhost\r\n\r\nGET /echo?x HTTP/1.1\r\nHost: localhost\r\n\r\n",
            count: 4)
            + "HEAD /big HTTP/1.1\r\nHost: localhost\r\n\r\nGET /slow HTTP/1.1\r\nHost: localhost\r\n\r\n"
            + "POST /echo HTTP/1.1\r\nHost: localhost\r\nContent-Length: 3\r\n\r\nabc").utf8)
]

/// Answers `/big` with 100 KB (four pipelined are more than a connection buffers), `/slow` from a blocking-work
/// thread, and anything else with its target.
final class FuzzResponder: HTTPResponder {
    func respond(to request: HTTPRequest) -> HTTPResponse {
        if request.path == "/big" { return HTTPResponse(status: .ok, body: [UInt8](repeating: 66, count: 100_000)) }
        return HTTPResponse(status: .ok, body: Array(request.target.utf8))
    }

    func answer(_ request: HTTPRequest) -> HTTPAnswer {
        guard request.path == "/slow" else { return .response(respond(to: request)) }
        let target = request.target
        return .blocking { HTTPResponse(status: .ok, body: Array(target.utf8)) }
    }
}

let fuzzServer: HTTPServer = {
    var configuration = HTTPServerConfiguration(port: 0)
    configuration.requestTimeout = .seconds(2)
    let server = try! HTTPServer(configuration: configuration) { FuzzResponder() }
    try! server.start()
    return server
}()

let httpSeeds = [
    "GET /v1/suggest?q=new%20york&limit=5 HTTP/1.1\r\nHost: localhost\r\nIf-None-Match: \"x\"\r\n\r\n",
    "POST /v1/configurations/validate HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}",
    "PUT /v1/configurations/home HTTP/1.1\r\nHost: localhost\r\nExpect: 100-continue\r\nContent-Length: 4\r\n\r\nbody"
        + "GET /healthz HTTP/1.0\r\nConnection: keep-alive\r\n\r\n",
].map { Array($0.utf8) }

/// Places with their countries, for the schema of several values and scopes: a provider that answers scopes
/// (an airport is within its own country) and counts the searches a validation makes.
final class ScopedPlaces: OptionProvider, @unchecked Sendable {
    let countries: [String: String]
    let isCountryList: Bool
    var searches = 0

    init(_ countries: [String: String], isCountryList: Bool = false) {
        self.countries = countries
        self.isCountryList = isCountryList
    }

    func suggestedOptions(limit: Int) -> [Option] { search("", limit: limit) }
    func search(_ term: String, limit: Int) -> [Option] {
        searches += 1
        return countries.keys.sorted().filter { $0.hasPrefix(term.uppercased()) }.prefix(max(0, limit)).map {
            Option(id: $0, title: $0)
        }
    }
    func resolve(id: String) -> Option? { countries[id] == nil ? nil : Option(id: id, title: id) }
    func isWithin(_ id: String, scope: OptionScope) -> Bool? {
        guard !isCountryList, let country = scope.countryCode, let own = countries[id] else { return nil }
        return own == country
    }
}

let severalSchemaBytes = file("examples/multi-origin.json")
let severalSchema = SchemaLoader().load(severalSchemaBytes).schema!
let severalAirports = ScopedPlaces(["LHR": "GB", "LGW": "GB", "LON": "GB", "CDG": "FR", "PAR": "FR", "MUC": "DE"])
let severalCatalog = SchemaCatalog(
    schemas: [severalSchema],
    providers: [
        "airports": severalAirports,
        "countries": ScopedPlaces(["GB": "GB", "FR": "FR", "DE": "DE"], isCountryList: true),
    ])

func isValidJSON(_ text: String) -> Bool {
    (try? JSONParser(maximumDepth: 512).parse(text)) != nil
}

let targets: [Target] = [
    Target(
        name: "json",
        seeds: [schemaBytes, file("Tests/Fixtures/deals.json"), Array(#"[1,-2.5e3,"\u00e9",null,{}]"#.utf8)]
    ) {
        bytes in
        guard let node = try? JSONParser().parse(bytes) else { return nil }
        let written = JSONWriter.write(node, pretty: false)
        guard let again = try? JSONParser().parse(written) else { return "written JSON does not parse again" }
        return JSONWriter.write(again, pretty: false) == written ? nil : "JSON does not round-trip"
    },
    Target(name: "schema", seeds: [schemaBytes, severalSchemaBytes]) { bytes in
        let result = SchemaLoader().load(bytes, file: "s.json")
        guard let loaded = result.schema else {
            return result.diagnostics.isEmpty ? "invalid without a diagnostic" : nil
        }
        let again = SchemaLoader().load(JSONWriter.write(SchemaEncoder().encode(loaded))).schema
        guard again == loaded else { return "the schema does not round-trip through its encoding" }
        return isValidJSON(JSONWriter.write(JSONSchemaExporter().export(loaded))) ? nil : "the export is not JSON"
    },
    Target(
        name: "config",
        seeds: [
            Array(
                #"{"schema": "deals-widget", "version": 1, "values": {"location": "LON", "travellers": "two", "dates": "nextWeekend"}}"#
                    .utf8)
        ]
    ) { bytes in
        let result = catalog.validate(bytes, file: "c.json")
        if result.isValid != !result.hasErrors { return "validity and errors disagree" }
        if let configuration = result.configuration {
            let stored = configuration.encoded(orderedBy: schema)
            guard catalog.validate(stored).configuration == configuration else {
                return "the stored form does not validate back"
            }
        }
        return result.diagnostics.count <= DiagnosticCollector.defaultLimit ? nil : "more diagnostics than the cap"
    },
    Target(
        name: "config-several",
        seeds: [
            Array(
                #"{"schema": "multi-origin", "version": 1, "values": {"country": "GB", "origins": ["LHR", "LGW"], "travellers": "two"}}"#
                    .utf8),
            Array(
                #"{"schema": "multi-origin", "version": 1, "values": {"country": "FR", "origins": ["LHR", "LHR", 1, "XXX", "CDG"]}}"#
                    .utf8),
        ]
    ) { bytes in
        // A list is checked as a list first, every value within the country, and no more hints built than kept.
        severalAirports.searches = 0
        let result = severalCatalog.validate(bytes, file: "c.json")
        if result.isValid != !result.hasErrors { return "validity and errors disagree" }
        if let configuration = result.configuration {
            // The stored form writes defaults out, so only the values are compared.
            let stored = configuration.encoded(orderedBy: severalSchema)
            guard severalCatalog.validate(stored).configuration?.values == configuration.values else {
                return "the stored form does not validate back"
            }
            if let country = configuration.values["country"]?.stringValue,
                configuration.values["origins"]?.elements.contains(where: {
                    severalAirports.countries[$0.stringValue ?? ""] != country
                }) == true
            {
                return "a valid configuration holds an airport outside its country"
            }
        }
        if let count = result.diagnostics.firstIndex(where: { $0.code == .configValueCount }),
            result.diagnostics[..<count].contains(where: { $0.path.description.hasPrefix("$.values.origins[") })
        {
            return "an element's problem came before the list's count"
        }
        if severalAirports.searches > DiagnosticCollector.defaultLimit { return "a hint was built past the cap" }
        return result.diagnostics.count <= DiagnosticCollector.defaultLimit ? nil : "more diagnostics than the cap"
    },
    Target(name: "feed", seeds: [file("Tests/Fixtures/deals.json")]) { bytes in
        let result = DealFeed().parse(bytes, file: "f.json")
        for deal in result.value ?? [] {
            let total = deal.price.amount * 9
            if total.isNaN || total < 0 { return "a total is not a finite non-negative number" }
            // The strict parser refuses NaN and infinities outside strings.
            if !isValidJSON(JSONWriter.write(deal, pretty: false)) { return "a deal writes as invalid JSON" }
        }
        return nil
    },
    Target(
        name: "link",
        seeds: [
            Array("deals://search?from=LON&to=BCN&travellers=2&depart=2026-11-27&return=2026-11-29".utf8),
            Array("deals://search?from=LHR%2CMUC%2CCDG&travellers=4&depart=2026-11-27&return=2026-11-29".utf8),
        ]
    ) { bytes in
        let template = schema.deepLink!
        guard let link = DeepLink.parse(String(decoding: bytes, as: UTF8.self), template: template).value else {
            return nil
        }
        return DeepLink.parse(link.url, template: template).value == link ? nil : "the link does not round-trip"
    },
    Target(name: "http", seeds: httpSeeds) { bytes in checkHTTPRequest(bytes) },
    Target(name: "http-pipelined", seeds: pipelinedSeeds) { bytes in checkPipelined(bytes) },
    Target(name: "tsv", seeds: [tsvSample]) { bytes in checkDataset(bytes) },
    Target(name: "csv", seeds: [csvSample]) { bytes in checkDataset(bytes) },
]

/// Sends a stream of pipelined requests to a live server while reading its answers slowly, so the
/// server's backpressure engages: each whole request the parser finds before the first that ends
/// the connection gets exactly one answer, in order (one more for a request it refuses), and the
/// exchange ends in time.
func checkPipelined(_ bytes: [UInt8]) -> String? {
    // What the parser makes of the stream: the requests, in order, until one closes it.
    var methods: [String] = []
    var expectsRefusal = false
    var offset = 0
    var parser = HTTPRequestParser()
    while offset < bytes.count {
        let outcome = bytes[offset...].withUnsafeBytes { parser.parse($0) }
        guard case .request(let request, let length) = outcome else {
            if case .failure = outcome { expectsRefusal = true }
            break
        }
        methods.append(request.method)
        offset += length
        if !request.wantsKeepAlive { break }
    }
    let expected = methods.count + (expectsRefusal ? 1 : 0)
    guard let client = RawHTTPClient(address: fuzzServer.address, timeout: 5) else { return "cannot connect" }
    var receiveBuffer: Int32 = 16384
    setsockopt(client.descriptor, SOL_SOCKET, SO_RCVBUF, &receiveBuffer, socklen_t(MemoryLayout<Int32>.size))
    _ = fcntl(client.descriptor, F_SETFL, fcntl(client.descriptor, F_GETFL) | O_NONBLOCK)
    var sent = 0
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    let deadline = ContinuousClock.now + .seconds(5)
    var ended = false
    while !ended, ContinuousClock.now < deadline {
        var poller = pollfd(
            fd: client.descriptor, events: Int16(POLLIN) | (sent < bytes.count ? Int16(POLLOUT) : 0), revents: 0)
        guard poll(&poller, 1, 50) >= 0 else { break }
        if poller.revents & Int16(POLLOUT) != 0, sent < bytes.count {
            let count = client.sendOnce(bytes[sent..<min(bytes.count, sent + 8192)])
            if count > 0 { sent += count }
            // Everything sent: the server then reads the end of the input, answers what came
            // whole and closes.
            if sent == bytes.count { client.shutdownWrite() }
        }
        if sent == bytes.count, bytes.isEmpty { client.shutdownWrite() }
        if poller.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
            let count = recv(client.descriptor, &chunk, chunk.count, 0)
            if count > 0 {
                received += chunk[..<count]
            } else if count == 0 || errno != EAGAIN {
                ended = true
            }
        }
    }
    let answers = countAnswers(received, methods: methods)
    guard ended else {
        return
            "the exchange took over 5 s: \(answers) of \(expected) answers, \(sent) bytes sent, \(received.count) received"
    }
    return answers == expected ? nil : "\(answers) answers to \(expected) requests"
}

/// The whole answers at the start of `bytes`, skipping `100 Continue`, each body by its
/// `Content-Length` (none for HEAD, 204 and 304).
func countAnswers(_ text: [UInt8], methods: [String]) -> Int {
    var count = 0
    var position = 0
    while true {
        guard let end = findHeadEnd(text, from: position) else { return count }
        let head = String(decoding: text[position..<end], as: UTF8.self)
        let status = Int(head.dropFirst(9).prefix(3)) ?? 0
        if status == 100 {
            position = end + 4
            continue
        }
        let length =
            head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
            .flatMap { Int($0.dropFirst(15).trimmingCharacters(in: .whitespaces)) } ?? 0
        let isHead = count < methods.count && methods[count] == "HEAD"
        let body = isHead || status == 204 || status == 304 ? 0 : length
        guard end + 4 + body <= text.count else { return count }
        position = end + 4 + body
        count += 1
    }
}

func findHeadEnd(_ bytes: [UInt8], from start: Int) -> Int? {
    guard bytes.count >= start + 4 else { return nil }
    var index = start
    while index + 3 < bytes.count {
        if bytes[index] == 13, bytes[index + 1] == 10, bytes[index + 2] == 13, bytes[index + 3] == 10 { return index }
        index += 1
    }
    return nil
}

/// Loads airport data, builds an index and queries it; every coordinate must be a finite number in range.

/// Parses a request whole and in pieces: the outcomes must agree, a request must lie within the
/// input with the body its Content-Length says, a refusal must carry one of the parser's
/// statuses, and the target's query must decode or be refused without a crash.
func checkHTTPRequest(_ bytes: [UInt8]) -> String? {
    var whole = HTTPRequestParser()
    let outcome = bytes.withUnsafeBytes { whole.parse($0) }
    var pieces = HTTPRequestParser()
    var pieceOutcome = HTTPRequestParser.Outcome.incomplete(expectsContinue: false)
    for end in stride(from: min(7, bytes.count), through: bytes.count, by: 7) + [bytes.count] {
        pieceOutcome = bytes[..<end].withUnsafeBytes { pieces.parse($0) }
        if case .incomplete = pieceOutcome { continue }
        break
    }
    guard outcome == pieceOutcome else { return "whole and piecewise parsing disagree: \(outcome) / \(pieceOutcome)" }
    switch outcome {
    case .request(let request, let length):
        guard length > 0, length <= bytes.count else { return "a request of \(length) bytes from \(bytes.count)" }
        if let declared = request.headers["Content-Length"].flatMap({ Int($0) }), declared != request.body.count {
            return "a body of \(request.body.count) bytes for a Content-Length of \(declared)"
        }
        if let query = request.query { _ = try? PercentDecoding.parameters(query) }
    case .failure(let error):
        guard [400, 411, 413, 414, 431, 505].contains(error.status.code) else { return "status \(error.status.code)" }
    case .incomplete:
        break
    }
    return nil
}

func checkDataset(_ bytes: [UInt8]) -> String? {
    guard let text = String(validating: bytes, as: UTF8.self),
        let (dataset, issues) = try? AirportDataset.parse(text)
    else { return nil }
    if issues.first.count > DatasetIssues.maximumKept { return "more issues kept than the cap" }
    let index = AirportIndex(dataset)
    for query in [
        SuggestionQuery("lon"), SuggestionQuery("a"), SuggestionQuery("", near: (0, 0), explain: true),
        SuggestionQuery("barcelna"),
    ] {
        for suggestion in index.suggest(query) {
            guard suggestion.latitude.isFinite, abs(suggestion.latitude) <= 90, suggestion.longitude.isFinite,
                abs(suggestion.longitude) <= 180, suggestion.score.isFinite
            else { return "a suggestion has a coordinate or score out of range" }
        }
    }
    return nil
}

// MARK: The run

var seconds = 60.0
var seed: UInt64 = 1
var corpus: String?
var only: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--seconds": seconds = Double(arguments.popFirst() ?? "") ?? seconds
    case "--seed": seed = UInt64(arguments.popFirst() ?? "") ?? seed
    case "--corpus": corpus = arguments.popFirst()
    case "--target": only = arguments.popFirst()
    default:
        print("usage: intentctl-fuzz [--seconds N] [--seed N] [--corpus DIR] [--target NAME]")
        exit(64)
    }
}
installCrashHandlers()

// Every target first runs over the corpus of inputs that broke something before.
var corpusInputs: [[UInt8]] = []
if let corpus, let names = try? FileManager.default.contentsOfDirectory(atPath: corpus) {
    corpusInputs = names.sorted().compactMap { try? [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(corpus)/\($0)"))) }
}

var failures = 0
let clock = ContinuousClock()
// The byte targets, then the generator's (which makes whole schemas rather than mutating bytes) share the time.
let chosen = targets.enumerated().filter { only == nil || $0.element.name == only }
let runsGenerator = only == nil || only == "generate"
let share = Duration.milliseconds(Int(seconds * 1000 / Double(max(1, chosen.count + (runsGenerator ? 1 : 0)))))
for (number, target) in chosen {
    var random = SplitMix64(state: seed &* 1_000_003 &+ UInt64(number))
    var iterations = 0
    let deadline = clock.now + share
    var inputs = corpusInputs + target.seeds
    while clock.now < deadline || iterations < inputs.count {
        let input =
            iterations < inputs.count
            ? inputs[iterations] : mutate(inputs.randomElement(using: &random)!, seeds: target.seeds, random: &random)
        remember(input, target: target.name, seed: seed, iteration: iterations)
        alarm(10)
        if let violation = target.run(input) {
            failures += 1
            let name = "fuzz-failure-\(target.name)-\(seed)-\(iterations).bin"
            _ = FileManager.default.createFile(atPath: name, contents: Data(input))
            print("\(target.name): \(violation) (input saved as \(name))")
        }
        alarm(0)
        // Keep a few interesting mutants as further starting points.
        if iterations >= inputs.count, inputs.count < 64, Int.random(in: 0..<500, using: &random) == 0 {
            inputs.append(input)
        }
        iterations += 1
    }
    print("\(target.name): \(iterations) inputs")
}
if runsGenerator { failures += GeneratorFuzzer.run(seed: seed, duration: share) }
print(failures == 0 ? "fuzz: every check held (seed \(seed))" : "fuzz: \(failures) failure(s) (seed \(seed))")
exit(failures == 0 ? 0 : 1)
