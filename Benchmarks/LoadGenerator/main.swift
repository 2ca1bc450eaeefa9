// An open-loop HTTP load generator: it sends requests at a fixed rate, whether or not the server
// keeps up, and measures each one's latency from when it was due, not from when it was sent. A
// closed-loop tool (wrk) waits for an answer before it sends the next request on a connection, so a
// slow server is offered less work and its latency looks better than a client sees ("coordinated
// omission"); here a request that waits for a free connection counts its wait.
//
//     load-generator --port PORT --paths FILE --rate N [--connections 64] [--seconds 10] [--warmup 1]
//
// Request i is due at start + i / rate and goes on the first idle keep-alive connection (a
// connection carries one request at a time, as a browser's do). Paths are sent in turn from FILE,
// one a line. It prints one line of JSON: the offered and achieved rates, the latency percentiles
// in microseconds, the errors, and how many requests were sent more than 1 ms after they were due
// (the generator's own lag). One thread; the loop sleeps in `select` until the next request is due
// or an answer arrives (the kernel's timer slack, 50 µs, bounds how early a sleep ends).

struct Options {
    var port: UInt16 = 0
    var pathsFile = ""
    var rate = 0.0
    var connections = 64
    var seconds = 10.0
    var warmup = 1.0

    init(_ arguments: [String]) {
        var index = 1
        func value() -> String {
            index += 1
            guard index < arguments.count else { fail("\(arguments[index - 1]) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            switch arguments[index] {
            case "--port": port = UInt16(value()) ?? 0
            case "--paths": pathsFile = value()
            case "--rate": rate = Double(value()) ?? 0
            case "--connections": connections = Int(value()) ?? 0
            case "--seconds": seconds = Double(value()) ?? 0
            case "--warmup": warmup = Double(value()) ?? -1
            case "--help", "-h":
                print(
                    "usage: load-generator --port PORT --paths FILE --rate N [--connections 64] [--seconds 10] [--warmup 1]"
                )
                exitProcess(0)
            default: fail("unknown option \(arguments[index])")
            }
            index += 1
        }
        guard port > 0, !pathsFile.isEmpty, rate > 0, connections > 0, seconds > 0, warmup >= 0 else {
            fail(
                "usage: load-generator --port PORT --paths FILE --rate N [--connections 64] [--seconds 10] [--warmup 1]"
            )
        }
    }
}

/// One keep-alive connection and the request it carries.
struct Client {
    var descriptor: Int32 = -1
    /// When the request in flight was due, or nil when the connection is idle.
    var due: Int64?
    var received: [UInt8] = []
}

/// The length of a complete response at the start of `bytes`, or nil while it is incomplete.
/// Responses carry `Content-Length` (both servers it measures send it).
func responseLength(_ bytes: [UInt8]) -> Int? {
    guard bytes.count >= 4 else { return nil }
    var end = -1
    for index in 3..<bytes.count
    where bytes[index] == 10 && bytes[index - 1] == 13 && bytes[index - 2] == 10 && bytes[index - 3] == 13 {
        end = index + 1
        break
    }
    guard end > 0 else { return nil }
    let head = String(decoding: bytes[..<end], as: UTF8.self).lowercased()
    var length = 0
    for line in head.split(separator: "\r\n") where line.hasPrefix("content-length:") {
        length = Int(line.dropFirst("content-length:".count).trimmingPrefix(" ")) ?? 0
    }
    return bytes.count >= end + length ? end + length : nil
}

/// Runs the load and returns its figures as JSON.
func runLoad(_ options: Options) -> String {
    let paths = readPaths(options.pathsFile)
    guard !paths.isEmpty else { fail("\(options.pathsFile) lists no path") }
    let requests = paths.map { Array("GET \($0) HTTP/1.1\r\nHost: 127.0.0.1:\(options.port)\r\n\r\n".utf8) }
    var clients = (0..<options.connections).map { _ in Client(descriptor: connect(port: options.port)) }
    guard clients.allSatisfy({ $0.descriptor < 1024 }) else { fail("too many descriptors for select") }
    var idle = Array((0..<options.connections).reversed())
    let interval = 1e9 / options.rate
    let start = nanoseconds()
    let measuredFrom = start + Int64(options.warmup * 1e9)
    let end = measuredFrom + Int64(options.seconds * 1e9)
    var sentCount = 0
    var latencies: [Int64] = []
    latencies.reserveCapacity(Int(options.rate * options.seconds) + 16)
    var errors = 0
    var late = 0
    var buffer = [UInt8](repeating: 0, count: 65_536)

    func due(_ number: Int) -> Int64 { start + Int64(Double(number) * interval) }
    func reconnect(_ number: Int) {
        closeDescriptor(clients[number].descriptor)
        clients[number] = Client(descriptor: connect(port: options.port))
        idle.removeAll { $0 == number }
        idle.append(number)
    }

    while true {
        var now = nanoseconds()
        // Every request that is due goes out while a connection is free; the rest wait, their
        // clock running.
        while due(sentCount) <= now, due(sentCount) < end, let free = idle.popLast() {
            let request = requests[sentCount % requests.count]
            let sent = request.withUnsafeBytes { sendBytes(clients[free].descriptor, $0) }
            guard sent == request.count else {
                errors += 1
                reconnect(free)
                continue
            }
            if now - due(sentCount) > 1_000_000 { late += 1 }
            clients[free].due = due(sentCount)
            sentCount += 1
        }
        let allSent = due(sentCount) >= end
        if allSent, idle.count == clients.count { break }
        // Sleeps until the next request is due (when a connection is free to take it) or an
        // answer comes.
        let wait = !allSent && !idle.isEmpty ? max(0, due(sentCount) - now) : 1_000_000_000
        let ready = waitReadable(clients.map(\.descriptor), nanoseconds: wait)
        now = nanoseconds()
        for number in ready {
            let count = buffer.withUnsafeMutableBytes { receiveBytes(clients[number].descriptor, $0) }
            if count == wouldBlock { continue }
            guard count > 0 else {
                // The server closed the connection: a request in flight on it is an error.
                if clients[number].due != nil { errors += 1 }
                reconnect(number)
                continue
            }
            clients[number].received += buffer[..<count]
            guard let length = responseLength(clients[number].received), let due = clients[number].due else {
                continue
            }
            if clients[number].received[9] != UInt8(ascii: "2") { errors += 1 }
            clients[number].received.removeFirst(length)
            clients[number].due = nil
            idle.append(number)
            if due >= measuredFrom { latencies.append(now - due) }
        }
    }
    for client in clients { closeDescriptor(client.descriptor) }

    latencies.sort()
    /// A latency percentile in microseconds.
    func percentile(_ p: Double) -> Int64 {
        latencies.isEmpty ? 0 : latencies[min(latencies.count - 1, Int(p / 100 * Double(latencies.count)))] / 1_000
    }
    return "{\"offered\": \(Int(options.rate)), \"achieved\": \(Int(Double(latencies.count) / options.seconds)), "
        + "\"requests\": \(latencies.count), \"p50_us\": \(percentile(50)), \"p90_us\": \(percentile(90)), "
        + "\"p99_us\": \(percentile(99)), \"p999_us\": \(percentile(99.9)), "
        + "\"max_us\": \((latencies.last ?? 0) / 1_000), \"errors\": \(errors), \"late\": \(late), "
        + "\"connections\": \(options.connections)}"
}

print(runLoad(Options(CommandLine.arguments)))
