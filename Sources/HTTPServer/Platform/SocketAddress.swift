#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A numeric IPv4 or IPv6 socket address, parsed with `inet_pton` (no name service). On Darwin the
/// structures also carry their length (`sin_len`, `sin6_len`), as BSD sockets define them.
struct SocketAddress {
    private var storage = sockaddr_storage()
    private let length: socklen_t
    /// `AF_INET` or `AF_INET6`.
    let family: sa_family_t

    /// The address of `host` (`127.0.0.1`, `0.0.0.0`, `::1`, `::`, or `localhost` for
    /// 127.0.0.1) and `port`; nil when the host is not numeric or the port is out of range.
    init?(host: String, port: Int) {
        guard (0...65535).contains(port) else { return nil }
        let numeric = host == "localhost" ? "127.0.0.1" : host
        let networkPort = in_port_t(port).bigEndian
        var ipv4 = sockaddr_in()
        if inet_pton(AF_INET, numeric, &ipv4.sin_addr) == 1 {
            ipv4.sin_family = sa_family_t(AF_INET)
            #if canImport(Darwin)
                ipv4.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
            #endif
            ipv4.sin_port = networkPort
            withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: ipv4, as: sockaddr_in.self) }
            family = sa_family_t(AF_INET)
            length = socklen_t(MemoryLayout<sockaddr_in>.size)
            return
        }
        var ipv6 = sockaddr_in6()
        guard inet_pton(AF_INET6, numeric, &ipv6.sin6_addr) == 1 else { return nil }
        ipv6.sin6_family = sa_family_t(AF_INET6)
        #if canImport(Darwin)
            ipv6.sin6_len = UInt8(MemoryLayout<sockaddr_in6>.size)
        #endif
        ipv6.sin6_port = networkPort
        withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: ipv6, as: sockaddr_in6.self) }
        family = sa_family_t(AF_INET6)
        length = socklen_t(MemoryLayout<sockaddr_in6>.size)
    }

    /// Calls `body` with the address as a `sockaddr` pointer and its length.
    mutating func withSocketAddress<Result>(_ body: (UnsafePointer<sockaddr>, socklen_t) -> Result) -> Result {
        let length = length
        return withUnsafePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, length) }
        }
    }
}
