#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every system call the server makes, as `NIOPosix/System.swift` gathers NIO's: sockets, `poll`,
/// the wake-up pipe, threads, locks, the clock and pauses, with `EINTR` retried and results as
/// values. It and the other files of `Platform/` are the only ones of the module that import the C
/// library, so what a connection does is decided by code that can be tested without sockets.
///
/// The same code serves Linux (Glibc) and Apple platforms (Darwin). Where they differ, this file
/// follows swift-nio's choices (`NIOPosix/System.swift`, `BSDSocketAPIPosix.swift`) and the BSD
/// manual pages (socket(2), fcntl(2), setsockopt(2), send(2), getrlimit(2)):
/// - a socket is made plain, then made nonblocking and closed on `exec` with `fcntl`, on both
///   (Linux's `SOCK_NONBLOCK | SOCK_CLOEXEC` flags do not exist on Darwin);
/// - `SOCK_STREAM` is an enum case on Glibc and a plain `Int32` on Darwin;
/// - a write to a peer that has gone must not raise `SIGPIPE`: Linux passes `MSG_NOSIGNAL` to each
///   `send`, Darwin sets `SO_NOSIGPIPE` once on each socket (it has no such flag);
/// - `RLIMIT_NOFILE` is an enum case on Glibc; Darwin refuses a soft limit above `OPEN_MAX`.
///
/// The Darwin branches are written from that documentation and have not been compiled here: no
/// Apple SDK builds on Linux (`docs/production.md` says how to run the tests on a Mac).
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
    static func openListener(host: String, port: Int, backlog: Int32 = 1024) throws(HTTPServerError) -> (
        descriptor: Int32, address: String
    ) {
        guard var address = SocketAddress(host: host, port: port) else {
            throw .nonNumericHost(host)
        }
        let descriptor = socket(Int32(address.family), streamSocketType, 0)
        guard descriptor >= 0 else { throw failure("socket") }
        prepare(descriptor)
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound = address.withSocketAddress { bind(descriptor, $0, $1) }
        guard bound == 0 else {
            let error = failure("bind to \(host):\(port)")
            close(descriptor)
            throw error
        }
        guard listen(descriptor, backlog) == 0 else {
            let error = failure("listen")
            close(descriptor)
            throw error
        }
        return (descriptor, localAddress(descriptor) ?? "\(host):\(port)")
    }

    /// `SOCK_STREAM` as `socket` takes it.
    private static var streamSocketType: Int32 {
        #if canImport(Darwin)
            SOCK_STREAM
        #else
            Int32(SOCK_STREAM.rawValue)
        #endif
    }

    /// Makes a new socket nonblocking and closed on `exec`; on Darwin, also never raising `SIGPIPE`
    /// (`SO_NOSIGPIPE`, as swift-nio sets it on every socket there).
    private static func prepare(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        #if canImport(Darwin)
            var yes: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// The flags of every `send`: Linux's `MSG_NOSIGNAL`, none on Darwin (see ``prepare(_:)``).
    private static var sendFlags: Int32 {
        #if canImport(Darwin)
            0
        #else
            Int32(MSG_NOSIGNAL)
        #endif
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
    static func acceptConnection(_ listener: Int32) -> AcceptResult {
        while true {
            let descriptor = accept(listener, nil, nil)
            if descriptor >= 0 {
                prepare(descriptor)
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
    static func receive(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> ReadResult {
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
    static func sendBytes(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> WriteResult {
        while true {
            let count = send(descriptor, bytes.baseAddress, bytes.count, sendFlags)
            if count >= 0 { return .sent(count) }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .wouldBlock
            default: return .failed
            }
        }
    }

    /// Raises the soft limit on open descriptors to the hard limit (on Darwin, to `OPEN_MAX` at
    /// most, as getrlimit(2) there requires), and returns the soft limit then in force.
    static func raiseDescriptorLimit() -> Int {
        #if canImport(Darwin)
            let resource = RLIMIT_NOFILE
            let ceiling = rlim_t(OPEN_MAX)
        #else
            let resource = Int32(RLIMIT_NOFILE.rawValue)
            let ceiling = rlim_t.max
        #endif
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return 1024 }
        let wanted = min(limit.rlim_max, ceiling)
        if limit.rlim_cur < wanted {
            var raised = limit
            raised.rlim_cur = wanted
            if setrlimit(resource, &raised) == 0 { limit = raised }
        }
        return Int(clamping: limit.rlim_cur)
    }

    /// `EMFILE`: the process may open no more descriptors.
    static let tooManyDescriptors = EMFILE

    /// The CPUs online (`sysconf(_SC_NPROCESSORS_ONLN)`), at least one.
    static func onlineProcessors() -> Int {
        max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }

    /// The text of a small file of the system (`/proc/self/status`, a cgroup's `cpu.max`): its
    /// first 64 KiB, nil when it cannot be read (on Darwin, none of them exists).
    static func readSmallFile(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { _ = close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 65_536)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            filled += count
        }
        return String(decoding: bytes[..<filled], as: UTF8.self)
    }

    /// A descriptor to hold in reserve (on `/dev/null`), or -1 when none can be opened.
    static func reserveDescriptor() -> Int32 {
        open("/dev/null", O_RDONLY | O_CLOEXEC)
    }

    /// Closes a descriptor (`EINTR` is not retried: on Linux the descriptor is closed anyway).
    static func closeDescriptor(_ descriptor: Int32) {
        _ = close(descriptor)
    }

    /// Shuts the sending side: the peer reads the end of the stream once it has read the rest.
    static func shutdownWrite(_ descriptor: Int32) {
        _ = shutdown(descriptor, Int32(SHUT_WR))
    }

    /// Shuts both sides (a listener: Linux ends listening on it at once).
    static func shutdownBoth(_ descriptor: Int32) {
        _ = shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// One descriptor `poll` watches, with the events asked for and those that came.
    typealias PollDescriptor = pollfd

    /// `poll`'s events, as the `events` and `revents` of a ``PollDescriptor`` hold them.
    enum PollEvent {
        /// Bytes to read, or a connection to accept.
        static let readable = Int16(POLLIN)
        /// Room to write.
        static let writable = Int16(POLLOUT)
        /// The peer hung up, or the descriptor failed: a read says which.
        static let hungUpOrFailed = Int16(POLLHUP | POLLERR)
        /// The descriptor is not open.
        static let invalid = Int16(POLLNVAL)
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
    static func waitForEvents(_ descriptors: inout [PollDescriptor], timeout: Int32) -> PollResult {
        let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
        if ready >= 0 { return .ready(Int(ready)) }
        return errno == EINTR ? .interrupted : .failed
    }

    /// A pipe, both ends nonblocking and closed on `exec`.
    static func makePipe() throws(HTTPServerError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw failure("pipe") }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        return (ends[0], ends[1])
    }

    /// Writes one byte to a pipe (a full pipe is left as it is: it wakes its reader already).
    static func writeWakeByte(_ descriptor: Int32) {
        var byte: UInt8 = 1
        _ = write(descriptor, &byte, 1)
    }

    /// Reads a nonblocking pipe until it is empty.
    static func drainPipe(_ descriptor: Int32) {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(descriptor, &buffer, buffer.count) > 0 {}
    }

    /// Sleeps the calling thread.
    static func pause(microseconds: UInt32) {
        _ = usleep(microseconds)
    }

    /// A second since 1970 and its fields in UTC, as `gmtime_r` gives them.
    struct UTCTime: Equatable {
        /// Seconds since 1970-01-01 00:00:00 UTC.
        var second: Int
        /// 0 for Sunday to 6.
        var weekday: Int
        /// 1 to 31.
        var day: Int
        /// 0 for January to 11.
        var month: Int
        /// The year (1994).
        var year: Int
        /// 0 to 23.
        var hour: Int
        /// 0 to 59.
        var minute: Int
        /// 0 to 60.
        var secondOfMinute: Int
    }

    /// The current time, for the `Date` header.
    static func currentUTCTime() -> UTCTime {
        var now = time(nil)
        var parts = tm()
        gmtime_r(&now, &parts)
        return UTCTime(
            second: Int(now), weekday: Int(parts.tm_wday), day: Int(parts.tm_mday), month: Int(parts.tm_mon),
            year: Int(parts.tm_year) + 1900, hour: Int(parts.tm_hour), minute: Int(parts.tm_min),
            secondOfMinute: Int(parts.tm_sec))
    }

    private final class ThreadBody {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    /// Runs `body` on a new detached thread; throws when the thread could not be made.
    static func startThread(_ body: @escaping @Sendable () -> Void) throws(HTTPServerError) {
        let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
        #if canImport(Darwin)
            var thread: pthread_t? = nil
        #else
            var thread = pthread_t()
        #endif
        let result = pthread_create(
            &thread, nil,
            { argument in
                // Optional on Glibc, not on Darwin.
                let pointer: UnsafeMutableRawPointer? = argument
                guard let pointer else { return nil }
                Unmanaged<ThreadBody>.fromOpaque(pointer).takeRetainedValue().run()
                return nil
            }, context)
        guard result == 0 else {
            Unmanaged<ThreadBody>.fromOpaque(context).release()
            try failure("pthread_create", errorNumber: result)
        }
        #if canImport(Darwin)
            if let thread { pthread_detach(thread) }
        #else
            pthread_detach(thread)
        #endif
    }

    private static func failure(_ call: String, errorNumber: Int32) throws(HTTPServerError) -> Never {
        throw .systemCall(call, errorNumber: errorNumber, reason: String(cString: strerror(errorNumber)))
    }

    private static func failure(_ call: String) -> HTTPServerError {
        let number = errno
        return .systemCall(call, errorNumber: number, reason: String(cString: strerror(number)))
    }
}
