import CommandLineTestSupport
import HTTPServer
import IntentctlServiceTesting
import Testing

@testable import IntentctlKit
@testable import IntentctlService

@Suite("Metrics kept per event loop")
struct ServiceMetricsTests {
    static func exchange(route: String, status: Int, microseconds: Int, loop: Int) -> HTTPExchange {
        HTTPExchange(
            method: "GET", target: route, route: route, status: status, bodyBytes: 10, microseconds: microseconds,
            loop: loop)
    }

    @Test("the loops' counts add up in /metrics, whichever shard each loop used")
    func shardsAddUp() throws {
        let state = try ServiceClient().responder.state
        let metrics = ServiceMetrics()
        for loop in [0, 1, 1, ServiceMetrics.shardCount + 1] {
            metrics.record(Self.exchange(route: "/v1/suggest", status: 200, microseconds: 30, loop: loop))
        }
        metrics.record(Self.exchange(route: "/v1/suggest", status: 400, microseconds: 2_000, loop: 3))
        let text = metrics.text(data: state.current)
        #expect(text.contains("intentctl_http_requests_total{route=\"/v1/suggest\",status=\"200\"} 4\n"))
        #expect(text.contains("intentctl_http_requests_total{route=\"/v1/suggest\",status=\"400\"} 1\n"))
        #expect(text.contains("intentctl_http_request_duration_seconds_bucket{le=\"5e-05\"} 4\n"))
        #expect(text.contains("intentctl_http_request_duration_seconds_bucket{le=\"+Inf\"} 5\n"))
        #expect(text.contains("intentctl_http_request_duration_seconds_count 5\n"))
    }
}
