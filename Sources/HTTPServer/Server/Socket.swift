#if canImport(Glibc)
    import Glibc
#endif

/// The socket system calls the server makes, with `EINTR` retried and results as values. The only
/// code of the module that calls the C library, with ``WakeSignal`` and ``EventLoop``'s `poll`.
enum Socket {
    /// What a read gave.
    enum ReadResult: Equatable {
        /// This many bytes (more than zero).
        case bytes(Int)
        /// The peer closed its side: no more bytes will come.
        case closed
        /// Nothing to read now.
        case wouldBlock
        /// The connection failed (reset, for one).
        case failed
    }

    /// What a write gave.
    enum WriteResult: Equatable {
        /// This many bytes were sent (perhaps fewer than given).
        case sent(Int)
        /// The socket's buffer is full now.
        case wouldBlock
        /// The connection failed: the peer went away.
        case failed
    }

    /// A nonblocking listening socket bound to `host:port`, and the address it got ("HOST:PORT",
    /// with the port the system picked when `port` is 0). The host is a numeric IPv4 or IPv6
    /// address, or `localhost` (127.0.0.1): no name service is asked, so the static binary needs
    /// none of glibc's shared libraries at run time.
    static func listen(host: String, port: Int, backlog: Int32 = 1024) throws(HTTPServerError) -> (
        descriptor: Int32, address: String
    ) {
        guard var address = SocketAddress(host: host, port: port) else {
            throw .nonNumericHost(host)
        }
        let descriptor = socket(
            Int32(address.family),
            Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue)
                | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw failure("socket") }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound = address.withSocketAddress { bind(descriptor, $0, $1) }
        guard bound == 0 else {
            let error = failure("bind to \(host):\(port)")
            close(descriptor)
            throw error
        }
        guard Glibc.listen(descriptor, backlog) == 0 else {
            let error = failure("listen")
            close(descriptor)
            throw error
        }
        return (descriptor, localAddress(descriptor) ?? "\(host):\(port)")
    }

    /// The address a socket is bound to, as `HOST:PORT` or `[IPv6]:PORT`.
    static func localAddress(_ descriptor: Int32) -> String? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let got = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard got == 0 else { return nil }
        var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
        var service = [CChar](repeating: 0, count: Int(NI_MAXSERV))
        let named = withUnsafePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                getnameinfo(
                    $0, length, &host, socklen_t(host.count), &service, socklen_t(service.count),
                    NI_NUMERICHOST | NI_NUMERICSERV)
            }
        }
        guard named == 0 else { return nil }
        let hostText = String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let serviceText = String(decoding: service.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return hostText.contains(":") ? "[\(hostText)]:\(serviceText)" : "\(hostText):\(serviceText)"
    }

    /// What accepting gave.
    enum AcceptResult: Equatable {
        /// A new connection, nonblocking, closed on `exec`, with Nagle's delay off.
        case connection(Int32)
        /// No connection waits.
        case none
        /// Descriptors or memory ran out: the loop waits a little before trying again.
        case exhausted
    }

    /// The next connection waiting on the listener.
    static func accept(_ listener: Int32) -> AcceptResult {
        while true {
            let descriptor = Glibc.accept(listener, nil, nil)
            if descriptor >= 0 {
                _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
                _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
                var yes: Int32 = 1
                setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
                return .connection(descriptor)
            }
            switch errno {
            case EINTR, ECONNABORTED: continue
            case EMFILE, ENFILE, ENOBUFS, ENOMEM: return .exhausted
            default: return .none
            }
        }
    }

    /// Reads what has arrived, up to the buffer's size.
    static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> ReadResult {
        while true {
            let count = recv(descriptor, buffer.baseAddress, buffer.count, 0)
            if count > 0 { return .bytes(count) }
            if count == 0 { return .closed }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .wouldBlock
            default: return .failed
            }
        }
    }

    /// Sends what the socket takes now, never raising `SIGPIPE` when the peer has gone.
    static func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> WriteResult {
        while true {
            let count = send(descriptor, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
            if count >= 0 { return .sent(count) }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .wouldBlock
            default: return .failed
            }
        }
    }

    /// Raises the soft limit on open descriptors to the hard limit, and returns the soft limit
    /// then in force.
    static func raiseDescriptorLimit() -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 1024 }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &raised) == 0 { limit = raised }
        }
        return Int(clamping: limit.rlim_cur)
    }

    /// A descriptor to hold in reserve (on `/dev/null`), or -1 when none can be opened.
    static func reserveDescriptor() -> Int32 {
        open("/dev/null", O_RDONLY | O_CLOEXEC)
    }

    /// Closes a descriptor (`EINTR` is not retried: on Linux the descriptor is closed anyway).
    static func close(_ descriptor: Int32) {
        _ = Glibc.close(descriptor)
    }

    private static func failure(_ call: String) -> HTTPServerError {
        let number = errno
        return .systemCall(call, errorNumber: number, reason: String(cString: strerror(number)))
    }
}
