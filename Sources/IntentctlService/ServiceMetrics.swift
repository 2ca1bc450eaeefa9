import HTTPServer
import Synchronization

/// The service's counters, in Prometheus text format: requests by route and status, a latency
/// histogram, open connections, and the data loaded.
///
/// Each event loop counts in its own shard (``HTTPExchange/loop``), so that the loops never wait
/// for one another's lock nor share a cache line: a loop preempted while holding a shared lock
/// would stall the other for a time slice. `/metrics` adds the shards up.
package final class ServiceMetrics: Sendable {
    /// The histogram's upper bounds, in seconds.
    package static let bounds: [Double] = [
        0.000_05, 0.000_1, 0.000_25, 0.000_5, 0.001, 0.002_5, 0.005, 0.01, 0.05, 0.1, 0.5, 1,
    ]

    private struct Key: Hashable {
        package var route: String?
        package var status: Int
    }

    private struct Counts {
        package var requests: [Key: Int] = [:]
        package var buckets = [Int](repeating: 0, count: ServiceMetrics.bounds.count + 1)
        package var totalMicroseconds = 0
    }

    /// One loop's counts, each in its own allocation.
    private final class Shard: Sendable {
        package let counts = Mutex(Counts())
    }

    /// The most shards: loops past it share one (``ServeCommand``'s `--threads` allows 64).
    package static let shardCount = 64
    private let shards = (0..<ServiceMetrics.shardCount).map { _ in Shard() }
    private let connections = Mutex<@Sendable () -> Int>({ 0 })
    private let eventLoops = Mutex(0)

    /// Counts an answered request.
    package func record(_ exchange: HTTPExchange) {
        let key = Key(route: exchange.route, status: exchange.status)
        let seconds = Double(exchange.microseconds) / 1_000_000
        let bucket = Self.bounds.firstIndex { seconds <= $0 } ?? Self.bounds.count
        shards[exchange.loop % Self.shardCount].counts.withLock { counts in
            counts.requests[key, default: 0] += 1
            counts.buckets[bucket] += 1
            counts.totalMicroseconds += exchange.microseconds
        }
    }

    /// The server whose open connections are reported (held weakly: the server's own
    /// configuration holds these metrics).
    package func attach(_ server: HTTPServer) {
        connections.withLock { $0 = { [weak server] in server?.openConnections ?? 0 } }
        eventLoops.withLock { $0 = server.eventLoopCount }
    }

    /// The metrics as Prometheus text (version 0.0.4).
    package func text(data: ServiceData) -> String {
        var counts = Counts()
        for shard in shards {
            let part = shard.counts.withLock { $0 }
            counts.requests.merge(part.requests, uniquingKeysWith: +)
            for index in counts.buckets.indices { counts.buckets[index] += part.buckets[index] }
            counts.totalMicroseconds += part.totalMicroseconds
        }
        var lines = [
            "# HELP intentctl_http_requests_total Requests answered, by route and status.",
            "# TYPE intentctl_http_requests_total counter",
        ]
        let labelled = counts.requests.map { key, count in
            ("route=\"\(key.route ?? "none")\",status=\"\(key.status)\"", count)
        }
        for (labels, count) in labelled.sorted(by: { $0.0 < $1.0 }) {
            lines.append("intentctl_http_requests_total{\(labels)} \(count)")
        }
        lines += [
            "# HELP intentctl_http_request_duration_seconds Time from a request's last byte to its answer being queued.",
            "# TYPE intentctl_http_request_duration_seconds histogram",
        ]
        var cumulative = 0
        for (index, bound) in Self.bounds.enumerated() {
            cumulative += counts.buckets[index]
            lines.append("intentctl_http_request_duration_seconds_bucket{le=\"\(bound)\"} \(cumulative)")
        }
        cumulative += counts.buckets[Self.bounds.count]
        lines += [
            "intentctl_http_request_duration_seconds_bucket{le=\"+Inf\"} \(cumulative)",
            "intentctl_http_request_duration_seconds_sum \(Double(counts.totalMicroseconds) / 1_000_000)",
            "intentctl_http_request_duration_seconds_count \(cumulative)",
            "# HELP intentctl_http_connections Open connections.",
            "# TYPE intentctl_http_connections gauge",
            "intentctl_http_connections \(connections.withLock { $0 }())",
            "# HELP intentctl_http_event_loops Event-loop threads: --threads, by default the CPUs the process may keep busy.",
            "# TYPE intentctl_http_event_loops gauge",
            "intentctl_http_event_loops \(eventLoops.withLock { $0 })",
            "# HELP intentctl_index_info The airport index served: its source checksum and places.",
            "# TYPE intentctl_index_info gauge",
            "intentctl_index_info{checksum=\"\(String(data.index.sourceChecksum, radix: 16))\",places=\"\(data.index.placeCount)\"} 1",
            "# HELP intentctl_data_generation How many times the data was loaded, less one.",
            "# TYPE intentctl_data_generation gauge",
            "intentctl_data_generation \(data.generation)",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
