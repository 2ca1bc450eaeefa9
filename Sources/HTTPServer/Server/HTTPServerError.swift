/// Why the server could not start: the one unrecoverable failure of the module.
public enum HTTPServerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The listen address is not `HOST:PORT` (or `[IPv6]:PORT`) with a port of 0 to 65535.
    case invalidAddress(String)
    /// The host is neither a numeric IPv4 or IPv6 address nor `localhost`: the server asks no name
    /// service, so that the static binary needs none of glibc's shared libraries.
    case nonNumericHost(String)
    /// A system call failed while setting up the listening socket or a thread.
    case systemCall(String, errorNumber: Int32, reason: String)

    /// What went wrong, for people.
    public var description: String {
        switch self {
        case .invalidAddress(let text):
            return "invalid listen address '\(text)': use HOST:PORT, such as 127.0.0.1:8080 or [::1]:0"
        case .nonNumericHost(let host):
            return "'\(host)' is not a numeric address: listen on an IPv4 or IPv6 address (0.0.0.0, ::) or localhost"
        case .systemCall(let call, _, let reason): return "\(call) failed: \(reason)"
        }
    }
}
