// The load generator's system calls: sockets, `select`, the monotonic clock and the process's end. Linux
// (Glibc) and Darwin differ in `SOCK_STREAM`'s type, `timeval.tv_usec`'s width and how a write to a closed
// socket avoids SIGPIPE (Linux's `MSG_NOSIGNAL` on each `send`, Darwin's `SO_NOSIGPIPE` on the socket).
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What ``receiveBytes(_:_:)`` returns when nothing has arrived yet.
let wouldBlock = -2

/// Ends the process.
func exitProcess(_ status: Int32) -> Never {
    exit(status)
}

func fail(_ message: String) -> Never {
    var text = Array("load-generator: \(message)\n".utf8)
    _ = write(2, &text, text.count)
    exit(64)
}

func nanoseconds() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
}

/// `connect`, which ``connect(port:)`` shadows.
private func systemConnect(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
    connect(descriptor, address, length)
}

func connect(port: UInt16) -> Int32 {
    #if canImport(Darwin)
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #else
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
    guard descriptor >= 0 else { fail("socket: errno \(errno)") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            systemConnect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
    }
    guard connected == 0 else { fail("connect to 127.0.0.1:\(port): errno \(errno)") }
    var one: Int32 = 1
    setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    #if canImport(Darwin)
        setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
    #endif
    return descriptor
}

/// Sends what the socket takes; the count sent, or -1.
func sendBytes(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
    #if canImport(Darwin)
        send(descriptor, bytes.baseAddress, bytes.count, 0)
    #else
        send(descriptor, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
    #endif
}

/// Reads what has arrived; the count, 0 at the end, ``wouldBlock`` when nothing has, or -1.
func receiveBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
    let count = recv(descriptor, buffer.baseAddress, buffer.count, 0)
    if count < 0, errno == EAGAIN || errno == EWOULDBLOCK { return wouldBlock }
    return count
}

/// Closes a descriptor.
func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}

/// The paths of a file, one a line.
func readPaths(_ path: String) -> [String] {
    guard let file = fopen(path, "r") else { fail("cannot read \(path)") }
    defer { fclose(file) }
    var paths: [String] = []
    var line: UnsafeMutablePointer<CChar>?
    var capacity = 0
    while getline(&line, &capacity, file) > 0, let line {
        var text = String(cString: line)
        while text.hasSuffix("\n") { text.removeLast() }
        if !text.isEmpty { paths.append(text) }
    }
    free(line)
    return paths
}

/// Waits until a descriptor is readable or `nanoseconds` pass, with microsecond resolution
/// (`select`: `poll`'s timeout is in milliseconds, and `ppoll` is not in Swift's Glibc module). The
/// set is written bit by bit through its bytes, which is its layout on both (little-endian) systems.
/// Returns the readable descriptors' indices.
func waitReadable(_ descriptors: [Int32], nanoseconds: Int64) -> [Int] {
    var set = fd_set()
    var highest: Int32 = 0
    withUnsafeMutableBytes(of: &set) { bits in
        for descriptor in descriptors {
            bits[Int(descriptor) / 8] |= UInt8(1) << UInt8(descriptor % 8)
            highest = max(highest, descriptor)
        }
    }
    var timeout = timeval()
    timeout.tv_sec = Int(nanoseconds / 1_000_000_000)
    // An Int on Glibc, an Int32 on Darwin.
    timeout.tv_usec = .init(nanoseconds % 1_000_000_000 / 1_000)
    guard select(highest + 1, &set, nil, nil, &timeout) > 0 else { return [] }
    return withUnsafeBytes(of: &set) { bits in
        descriptors.indices.filter { bits[Int(descriptors[$0]) / 8] & (UInt8(1) << UInt8(descriptors[$0] % 8)) != 0 }
    }
}
