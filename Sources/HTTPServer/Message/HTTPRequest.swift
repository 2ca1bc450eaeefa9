/// One request as the parser read it: the request line, the header fields and the body.
public struct HTTPRequest: Sendable, Equatable {
    /// The method, a token such as `GET` (case-sensitive, as HTTP says).
    public var method: String
    /// The request target as sent: an absolute path with an optional query, or `*`.
    public var target: String
    /// The protocol version.
    public var version: HTTPVersion
    /// The header fields.
    public var headers: HTTPHeaders
    /// The body: `Content-Length` bytes, or none.
    public var body: [UInt8]
    /// The authority of an absolute-form target (`GET http://example.com:8080/path`), which takes
    /// the place of `Host` (RFC 9112, section 3.2.2); nil for the usual origin-form target.
    public var targetAuthority: String?

    /// A request from its parts.
    public init(
        method: String, target: String, version: HTTPVersion = .http11, headers: HTTPHeaders = HTTPHeaders(),
        body: [UInt8] = []
    ) {
        self.method = method
        self.target = target
        self.version = version
        self.headers = headers
        self.body = body
    }

    /// The authority the request is for, `HOST[:PORT]`: the target's, or else the `Host` field's.
    public var authority: String? {
        targetAuthority ?? headers["Host"]
    }

    /// The target's path, still percent-encoded: everything before the first `?`.
    public var path: Substring {
        target[..<(target.utf8.firstIndex(of: UInt8(ascii: "?")) ?? target.endIndex)]
    }

    /// The target's query, still percent-encoded, without its `?`; nil when there is none.
    public var query: Substring? {
        target.utf8.firstIndex(of: UInt8(ascii: "?")).map { target[target.utf8.index(after: $0)...] }
    }

    /// Whether the client wants the connection kept open after the response: HTTP/1.1 unless it
    /// says `Connection: close`, HTTP/1.0 only when it says `Connection: keep-alive`.
    public var wantsKeepAlive: Bool {
        guard headers["Connection"] != nil else { return version == .http11 }
        let options = headers.values("Connection").flatMap { $0.split(separator: ",") }.map {
            $0.trimmingSpaces.lowercased()
        }
        switch version {
        case .http11: return !options.contains("close")
        case .http10: return options.contains("keep-alive")
        }
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}
