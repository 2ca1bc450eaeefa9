#if canImport(Glibc)
    import Glibc
#endif

/// Every system call the server makes, as `NIOPosix/System.swift` gathers NIO's: sockets, `poll`,
/// the wake-up pipe, threads and pauses, with `EINTR` retried and results as values. The rest of
/// the module calls no C library function but the locks of ``BlockingWorkPool`` and the clock of
/// ``HTTPDate``, so what a connection does is decided by code that can be tested without sockets.
enum System {
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

    /// The CPUs the process may run on: the bits of `Cpus_allowed` in `/proc/self/status` (what
    /// `taskset` and a container's cpuset set), or the online CPUs when that cannot be read.
    static func availableProcessors() -> Int {
        let online = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        let descriptor = open("/proc/self/status", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return online }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 8_192)
        let count = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return online }
        return allowedProcessors(status: String(decoding: bytes[..<count], as: UTF8.self)) ?? online
    }

    /// The CPUs the `Cpus_allowed` mask of a `/proc/PID/status` text allows (hexadecimal words
    /// separated by commas); nil when it has none.
    static func allowedProcessors(status: String) -> Int? {
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Cpus_allowed:") }) else {
            return nil
        }
        let allowed = line.dropFirst("Cpus_allowed:".count).reduce(0) { sum, character in
            sum + (character.hexDigitValue?.nonzeroBitCount ?? 0)
        }
        return allowed > 0 ? allowed : nil
    }

    /// A descriptor to hold in reserve (on `/dev/null`), or -1 when none can be opened.
    static func reserveDescriptor() -> Int32 {
        open("/dev/null", O_RDONLY | O_CLOEXEC)
    }

    /// Closes a descriptor (`EINTR` is not retried: on Linux the descriptor is closed anyway).
    static func close(_ descriptor: Int32) {
        _ = Glibc.close(descriptor)
    }

    /// Shuts the sending side: the peer reads the end of the stream once it has read the rest.
    static func shutdownWrite(_ descriptor: Int32) {
        _ = Glibc.shutdown(descriptor, Int32(SHUT_WR))
    }

    /// Shuts both sides (a listener: Linux ends listening on it at once).
    static func shutdownBoth(_ descriptor: Int32) {
        _ = Glibc.shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// What `poll` gave.
    enum PollResult: Equatable {
        /// This many descriptors have events (perhaps none: the timeout passed).
        case ready(Int)
        /// A signal interrupted the wait.
        case interrupted
        /// It failed (short of memory, for one).
        case failed
    }

    /// Waits until a descriptor has one of its events, or `timeout` milliseconds (-1: for ever).
    static func poll(_ descriptors: inout [pollfd], timeout: Int32) -> PollResult {
        let ready = Glibc.poll(&descriptors, nfds_t(descriptors.count), timeout)
        if ready >= 0 { return .ready(Int(ready)) }
        return errno == EINTR ? .interrupted : .failed
    }

    /// A pipe, both ends nonblocking and closed on `exec`.
    static func makePipe() throws(HTTPServerError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard Glibc.pipe(&ends) == 0 else { throw failure("pipe") }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        return (ends[0], ends[1])
    }

    /// Writes one byte to a pipe (a full pipe is left as it is: it wakes its reader already).
    static func signal(_ descriptor: Int32) {
        var byte: UInt8 = 1
        _ = Glibc.write(descriptor, &byte, 1)
    }

    /// Reads a nonblocking pipe until it is empty.
    static func drain(_ descriptor: Int32) {
        var buffer = [UInt8](repeating: 0, count: 64)
        while Glibc.read(descriptor, &buffer, buffer.count) > 0 {}
    }

    /// Sleeps the calling thread.
    static func pause(microseconds: UInt32) {
        _ = usleep(microseconds)
    }

    private final class ThreadBody {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    /// Runs `body` on a new detached thread; throws when the thread could not be made.
    static func startThread(_ body: @escaping @Sendable () -> Void) throws(HTTPServerError) {
        let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
        var thread = pthread_t()
        let result = pthread_create(
            &thread, nil,
            { pointer in
                guard let pointer else { return nil }
                Unmanaged<ThreadBody>.fromOpaque(pointer).takeRetainedValue().run()
                return nil
            }, context)
        guard result == 0 else {
            Unmanaged<ThreadBody>.fromOpaque(context).release()
            try failure("pthread_create", errorNumber: result)
        }
        pthread_detach(thread)
    }

    private static func failure(_ call: String, errorNumber: Int32) throws(HTTPServerError) -> Never {
        throw .systemCall(call, errorNumber: errorNumber, reason: String(cString: strerror(errorNumber)))
    }

    private static func failure(_ call: String) -> HTTPServerError {
        let number = errno
        return .systemCall(call, errorNumber: number, reason: String(cString: strerror(number)))
    }
}
