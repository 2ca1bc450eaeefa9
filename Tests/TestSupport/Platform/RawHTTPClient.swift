#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A blocking TCP client for tests that speak HTTP byte by byte: malformed requests, pipelining,
/// half-closed and vanishing clients. Every read waits at most `timeout` seconds.
public final class RawHTTPClient {
    /// The socket; -1 once closed.
    public private(set) var descriptor: Int32

    /// Connects to `HOST:PORT` (an IPv4 address); nil when that fails.
    public init?(address: String, timeout: Int = 5) {
        guard let colon = address.lastIndex(of: ":"), let port = UInt16(address[address.index(after: colon)...])
        else { return nil }
        let host = String(address[..<colon])
        #if canImport(Darwin)
            descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #else
            descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        guard descriptor >= 0 else { return nil }
        #if canImport(Darwin)
            // Darwin has no MSG_NOSIGNAL: the socket itself never raises SIGPIPE.
            var yes: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var limit = timeval()
        limit.tv_sec = timeout
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var target = sockaddr_in()
        target.sin_family = sa_family_t(AF_INET)
        target.sin_port = port.bigEndian
        inet_pton(AF_INET, host, &target.sin_addr)
        let connected = withUnsafePointer(to: &target) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            closeSocket(descriptor)
            return nil
        }
    }

    deinit {
        close()
    }

    /// Sends text; false when the connection refused it.
    @discardableResult
    public func send(_ text: String) -> Bool {
        send(Array(text.utf8))
    }

    /// Sends bytes; false when the connection refused them.
    @discardableResult
    public func send(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                sendSocket(descriptor, $0)
            }
            if count <= 0 { return false }
            sent += count
        }
        return true
    }

    /// Sends what the socket takes now, once (for a nonblocking socket): the count sent, or -1.
    public func sendOnce(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.withUnsafeBytes { sendSocket(descriptor, $0) }
    }

    /// Closes the sending side: the server reads the end of the input.
    public func shutdownWrite() {
        _ = shutdownSocket(descriptor)
    }

    /// How a read to the end ended.
    public enum Ending: Equatable, Sendable {
        /// The server closed the connection in order (FIN).
        case closed
        /// The server reset the connection (RST): unread data, or an abrupt close.
        case reset
        /// Nothing more came before the timeout.
        case timedOut
    }

    /// How the last ``readToEnd()`` ended.
    public private(set) var ending = Ending.timedOut

    /// Reads until the server closes the connection or the timeout passes: the bytes, and whether
    /// the connection was closed or reset (rather than timed out); ``ending`` tells which.
    public func readToEnd() -> (text: String, closed: Bool) {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count > 0 {
                bytes += buffer[..<count]
                continue
            }
            ending = count == 0 ? .closed : errno == ECONNRESET ? .reset : .timedOut
            return (String(decoding: bytes, as: UTF8.self), ending != .timedOut)
        }
    }

    /// Reads until `marker` has arrived `count` times, or the connection ends or times out. Each
    /// chunk is searched only where a new marker can be, so a long answer costs O(its bytes).
    public func read(until marker: String, count: Int = 1) -> String {
        let pattern = Array(marker.utf8)
        var bytes: [UInt8] = []
        var found = 0
        var searched = 0
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while found < count, !pattern.isEmpty {
            let received = recv(descriptor, &buffer, buffer.count, 0)
            guard received > 0 else { break }
            bytes += buffer[..<received]
            while searched + pattern.count <= bytes.count {
                if bytes[searched] == pattern[0], bytes[searched..<searched + pattern.count].elementsEqual(pattern) {
                    found += 1
                    searched += pattern.count
                } else {
                    searched += 1
                }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Closes the connection at once, with any unread bytes.
    public func close() {
        if descriptor >= 0 { closeSocket(descriptor) }
        descriptor = -1
    }
}

// The C calls the class's methods hide by name.
private func closeSocket(_ descriptor: Int32) {
    _ = close(descriptor)
}

private func sendSocket(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
    #if canImport(Darwin)
        send(descriptor, bytes.baseAddress, bytes.count, 0)
    #else
        send(descriptor, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
    #endif
}

private func shutdownSocket(_ descriptor: Int32) -> Int32 {
    shutdown(descriptor, Int32(SHUT_WR))
}
