/// The address of an intentctl service a generated client can call: `http` or `https`, a host (a name, an IPv4
/// address or a bracketed IPv6 one), an optional port from 1 to 65535 and an optional path; no user, query,
/// fragment, space, quote or backslash. Text becomes one only through ``init(_:)``, so the generator, the
/// command line and the plugins' tool accept the same addresses, and refuse `javascript:alert(1)` or
/// `http://localhost:99999` alike. A trailing slash is dropped.
///
/// Complexity: O(n) in the text's bytes.
public struct ServiceURL: Sendable, Equatable, CustomStringConvertible {
    /// The longest address taken.
    public static let maximumLength = 500

    /// The address, without a trailing slash.
    public let text: String

    /// The address a text is, or nil when it is none.
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count <= Self.maximumLength else { return nil }
        let rest: ArraySlice<UInt8>
        if bytes.starts(with: Array("http://".utf8)) {
            rest = bytes[7...]
        } else if bytes.starts(with: Array("https://".utf8)) {
            rest = bytes[8...]
        } else {
            return nil
        }
        let slash = rest.firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
        guard Self.isAuthority(rest[..<slash]), rest[slash...].allSatisfy(Self.isPathByte) else { return nil }
        self.text = text.hasSuffix("/") && slash < rest.endIndex ? String(text.dropLast()) : text
    }

    /// The address.
    public var description: String { text }

    /// `host` or `host:port`, the host a name, an IPv4 address or `[IPv6]`.
    private static func isAuthority(_ authority: ArraySlice<UInt8>) -> Bool {
        var host = authority
        var port: ArraySlice<UInt8>?
        if authority.first == UInt8(ascii: "[") {
            guard let close = authority.firstIndex(of: UInt8(ascii: "]")) else { return false }
            let address = authority[authority.index(after: authority.startIndex)..<close]
            guard !address.isEmpty, address.allSatisfy({ isHexDigit($0) || $0 == UInt8(ascii: ":") }) else {
                return false
            }
            host = authority[...close]
            let after = authority[authority.index(after: close)...]
            if !after.isEmpty {
                guard after.first == UInt8(ascii: ":") else { return false }
                port = after.dropFirst()
            }
        } else {
            if let colon = authority.firstIndex(of: UInt8(ascii: ":")) {
                host = authority[..<colon]
                port = authority[authority.index(after: colon)...]
            }
            guard !host.isEmpty, host.first != UInt8(ascii: "."), host.first != UInt8(ascii: "-"),
                host.allSatisfy({ isLetterOrDigit($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") })
            else { return false }
        }
        guard let port else { return true }
        guard (1...5).contains(port.count), port.allSatisfy(isDigit),
            let number = Int(String(decoding: port, as: UTF8.self))
        else { return false }
        return (1...65535).contains(number)
    }

    /// A byte a path may hold (RFC 3986): unreserved, `/`, `%`, `:`, `@` and the sub-delimiters but the quote.
    private static func isPathByte(_ byte: UInt8) -> Bool {
        isLetterOrDigit(byte) || Array("-._~/%!$&()*+,;=:@".utf8).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
}
