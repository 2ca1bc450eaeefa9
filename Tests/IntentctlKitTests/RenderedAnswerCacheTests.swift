import CommandLineTestSupport
import HTTPServer
import IntentctlServiceTesting
import Testing

@testable import IntentctlKit
@testable import IntentctlService

@Suite("Rendered answers: what a loop keeps, for whom, and for how long")
struct RenderedAnswerCacheTests {
    static func answer(bytes: Int) -> RenderedHTTPResponse {
        RenderedHTTPResponse(HTTPResponse(status: .ok, body: [UInt8](repeating: 0x20, count: bytes)))
    }

    @Test("an answer is given back for its target and generation only")
    func lookup() {
        let cache = RenderedAnswerCache()
        let answer = Self.answer(bytes: 10)
        cache.keep(answer, for: "/v1/suggest?q=lon", generation: 0)
        #expect(cache.answer(for: "/v1/suggest?q=lon", generation: 0) == answer)
        #expect(cache.answer(for: "/v1/suggest?q=lo", generation: 0) == nil)
        #expect(cache.answer(for: "/v1/suggest?q=lon", generation: 1) == nil)
    }

    @Test("a new generation drops every answer of the old one")
    func newGeneration() {
        let cache = RenderedAnswerCache()
        cache.keep(Self.answer(bytes: 10), for: "/a", generation: 0)
        cache.keep(Self.answer(bytes: 10), for: "/b", generation: 0)
        cache.keep(Self.answer(bytes: 10), for: "/c", generation: 1)
        #expect(cache.count == 1)
        #expect(cache.answer(for: "/a", generation: 0) == nil)
        #expect(cache.answer(for: "/c", generation: 1) != nil)
    }

    @Test("past the entry bound, the oldest answers go first")
    func entryBound() {
        let cache = RenderedAnswerCache()
        let limit = RenderedAnswerCache.entryLimit
        for number in 0..<(limit + 10) { cache.keep(Self.answer(bytes: 1), for: "/\(number)", generation: 0) }
        #expect(cache.count == limit)
        #expect(cache.answer(for: "/0", generation: 0) == nil)
        #expect(cache.answer(for: "/9", generation: 0) == nil)
        #expect(cache.answer(for: "/10", generation: 0) != nil)
        #expect(cache.answer(for: "/\(limit + 9)", generation: 0) != nil)
    }

    @Test("past the byte bound, the oldest answers go first; one larger than the bound is not kept")
    func byteBound() {
        let cache = RenderedAnswerCache()
        let size = RenderedAnswerCache.byteLimit / 4
        for number in 0..<6 { cache.keep(Self.answer(bytes: size), for: "/\(number)", generation: 0) }
        #expect(cache.byteCount <= RenderedAnswerCache.byteLimit)
        #expect(cache.answer(for: "/0", generation: 0) == nil)
        #expect(cache.answer(for: "/5", generation: 0) != nil)
        let kept = cache.count
        cache.keep(Self.answer(bytes: RenderedAnswerCache.byteLimit + 1), for: "/huge", generation: 0)
        #expect(cache.answer(for: "/huge", generation: 0) == nil)
        #expect(cache.count == kept)
    }
}

@Suite("The service's kept answers")
struct ServiceRenderedAnswerTests {
    static let target = "/v1/suggest?q=lon&limit=5"

    static func request(_ target: String, _ headers: [(String, String)] = []) -> HTTPRequest {
        HTTPRequest(method: "GET", target: target, headers: HTTPHeaders([("Host", "127.0.0.1")] + headers))
    }

    @Test("a repeated suggestion is answered with the bytes rendered the first time")
    func repeated() throws {
        let client = try ServiceClient()
        guard case .rendered(let first) = client.responder.answer(Self.request(Self.target)) else {
            Issue.record("the first answer was not rendered")
            return
        }
        guard case .rendered(let second) = client.responder.answer(Self.request(Self.target)) else {
            Issue.record("the repeated answer was not rendered")
            return
        }
        #expect(second == first)
        #expect(first.response.status == .ok && first.response.route == "/v1/suggest")
        #expect(client.responder.renderedAnswers.count == 1)
        let fresh = try ServiceClient().responder
        guard case .rendered(let made) = fresh.answer(Self.request(Self.target)) else { return }
        #expect(made == first)
    }

    @Test(
        "conditional, cross-origin, misdirected and failing requests are answered as without kept answers",
        arguments: [
            ([("If-None-Match", "*")], 304, nil),
            ([("Origin", "https://widgets.example")], 200, "https://widgets.example"),
            ([("Host", "evil.example")], 421, nil),
        ] as [([(String, String)], Int, String?)])
    func bypass(headers: [(String, String)], status: Int, allowedOrigin: String?) throws {
        let client = try ServiceClient(["--cors", "https://widgets.example"])
        _ = client.get(Self.target)
        #expect(client.responder.renderedAnswers.count == 1)
        var fields = HTTPHeaders(headers)
        if fields["Host"] == nil { fields.add("Host", "127.0.0.1") }
        let answer = client.responder.answer(HTTPRequest(method: "GET", target: Self.target, headers: fields))
        guard case .response(let response) = answer else {
            Issue.record("a kept answer was given: \(answer)")
            return
        }
        #expect(response.status.code == status)
        #expect(response.headers["Access-Control-Allow-Origin"] == allowedOrigin)
    }

    @Test("errors and routes whose answers change are not kept")
    func notKept() throws {
        let client = try ServiceClient()
        #expect(client.get("/v1/suggest?q=lon&limit=0").status == .badRequest)
        #expect(client.get("/v1/places/ZZZ").status == .notFound)
        #expect(client.get("/readyz").status == .ok)
        #expect(client.get("/metrics").status == .ok)
        #expect(client.responder.renderedAnswers.count == 0)
        #expect(client.get("/v1/places/LHR").status == .ok)
        #expect(client.responder.renderedAnswers.count == 1)
    }

    @Test("a reload drops the kept answers: the next request renders again")
    func reload() throws {
        let client = try ServiceClient()
        let state = client.responder.state
        _ = client.get(Self.target)
        let generation = state.current.generation
        state.replace(with: state.current)
        #expect(client.responder.renderedAnswers.answer(for: Self.target, generation: generation + 1) == nil)
        #expect(client.get(Self.target).status == .ok)
        #expect(client.responder.renderedAnswers.answer(for: Self.target, generation: generation + 1) != nil)
    }
}
