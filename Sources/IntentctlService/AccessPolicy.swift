import DocumentFormats
import HTTPServer
import IntentSchema

/// Who may ask what of the service: pure decisions over a request's method, `Host`, `Origin` and
/// `Authorization`, with no I/O, so each rule is table-tested with its bypass tricks.
///
/// - **Host** (DNS rebinding): on a loopback address, only `localhost`, `127.0.0.1`, `[::1]` and
///   the names given with `--allowed-host` are served, with any port; anything else gets 421. A
///   page whose name an attacker points at 127.0.0.1 is same-origin to the browser, so only the
///   name it sends tells it apart. Names compare without case and without a trailing dot; the
///   authority of an absolute-form target stands for `Host`, as HTTP says it must.
/// - **Origin**: a request that changes something (any method but GET, HEAD and OPTIONS) whose
///   `Origin` is present must come from the server's own origin (the same host and port, over
///   http or https) or from the `--cors` origin exactly (`*` allows reading only); otherwise 403.
/// - **Writes** (PUT and DELETE on the store): refused with 404 when the server is read-only; with a
///   write token, they need `Authorization: Bearer TOKEN`, compared in constant time: none gets
///   401 with `WWW-Authenticate`, a wrong one 401 with `error="invalid_token"` (RFC 6750).
package struct AccessPolicy: Sendable, Equatable {
    /// Whether the store routes are off.
    package var readOnly = false
    /// The token writes need, if any.
    package var writeToken: [UInt8]?
    /// Whether the server listens on a loopback address, where `Host` is checked.
    package var listensOnLoopback = true
    /// The names served besides the loopback ones: lower case, without a trailing dot.
    package var allowedHosts: Set<String> = []
    /// The origin allowed to call the service from a browser (`--cors`), or `*`.
    package var corsOrigin: String?

    /// Makes one from each of its properties.
    package init(
        readOnly: Bool = false, writeToken: [UInt8]? = nil, listensOnLoopback: Bool = true,
        allowedHosts: Set<String> = [], corsOrigin: String? = nil
    ) {
        self.readOnly = readOnly
        self.writeToken = writeToken
        self.listensOnLoopback = listensOnLoopback
        self.allowedHosts = allowedHosts
        self.corsOrigin = corsOrigin
    }

    /// The loopback names always served on a loopback address.
    package static let loopbackNames: Set<String> = ["localhost", "127.0.0.1", "[::1]"]

    /// The methods that change nothing.
    package static let safeMethods: Set<String> = ["GET", "HEAD", "OPTIONS"]

    /// Whether a listen host is a loopback address: `localhost`, `127.x.x.x` or `::1`.
    package static func isLoopback(host: String) -> Bool {
        let name = host.lowercased()
        if name == "localhost" || name == "::1" || name == "[::1]" { return true }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }

    /// The host part of an authority (`Example.COM.:8080` → `example.com`, `[::1]:80` →
    /// `[::1]`), lower case and without a trailing dot; nil when there is none.
    package static func hostName(ofAuthority authority: String) -> String? {
        var host = Substring(authority.lowercased())
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return nil }
            let after = host[host.index(after: close)...]
            guard after.isEmpty || after.hasPrefix(":") else { return nil }
            host = host[...close]
        } else if let colon = host.firstIndex(of: ":") {
            host = host[..<colon]
        }
        while host.hasSuffix(".") { host = host.dropLast() }
        return host.isEmpty ? nil : String(host)
    }

    /// The `(host, port)` of an authority, the port defaulting to the scheme's.
    private static func endpoint(ofAuthority authority: String, defaultPort: Int) -> (String, Int)? {
        guard let host = hostName(ofAuthority: authority) else { return nil }
        let afterHost = authority.lastIndex(of: "]").map { authority[authority.index(after: $0)...] } ?? authority[...]
        guard let colon = afterHost.lastIndex(of: ":") else { return (host, defaultPort) }
        guard let port = Int(afterHost[afterHost.index(after: colon)...]) else { return nil }
        return (host, port)
    }

    /// Why a request must not be served, or nil when it may be: the checks of `Host` and `Origin`
    /// that apply to every route.
    package func refusal(of request: HTTPRequest) -> ServiceProblem? {
        if listensOnLoopback {
            let name = request.authority.flatMap(Self.hostName(ofAuthority:))
            guard let name, Self.loopbackNames.contains(name) || allowedHosts.contains(name) else {
                let shown = request.authority.map { JSONWriter.quoted(TextSanitizer.truncated($0, to: 80)) } ?? "none"
                return ServiceProblem(
                    .misdirectedRequest, .httpMisdirectedRequest,
                    "this server on a loopback address answers only to localhost, 127.0.0.1, [::1] and the names given with --allowed-host; the request names \(shown)"
                )
            }
        }
        if !Self.safeMethods.contains(request.method), let origin = request.headers["Origin"],
            !isAllowedOrigin(origin, of: request)
        {
            return ServiceProblem(
                .forbidden, .httpForbiddenOrigin,
                "a page from \(JSONWriter.quoted(TextSanitizer.truncated(origin, to: 80))) may not change anything here; only this server's own pages and the --cors origin may"
            )
        }
        return nil
    }

    /// Whether `origin` is the server's own (the authority the request names, over http or https)
    /// or the `--cors` origin exactly.
    package func isAllowedOrigin(_ origin: String, of request: HTTPRequest) -> Bool {
        if let corsOrigin, corsOrigin != "*", origin == corsOrigin { return true }
        let lower = origin.lowercased()
        let scheme = lower.hasPrefix("https://") ? "https://" : lower.hasPrefix("http://") ? "http://" : nil
        guard let scheme, let authority = request.authority else { return false }
        let rest = String(origin.dropFirst(scheme.count))
        guard !rest.contains("/"), !rest.contains("@"),
            let sent = Self.endpoint(ofAuthority: rest, defaultPort: scheme == "https://" ? 443 : 80),
            let own = Self.endpoint(ofAuthority: authority, defaultPort: sent.1)
        else { return false }
        return sent == own
    }

    /// Why a write to the store must not go ahead, or nil when it may.
    package func refusalOfWrite(_ request: HTTPRequest) -> ServiceProblem? {
        guard let writeToken else { return nil }
        let challenge = "Bearer realm=\"intentctl\""
        guard let field = request.headers["Authorization"] else {
            return ServiceProblem(
                .unauthorized, .httpUnauthorized, "writes need Authorization: Bearer and the server's write token",
                headers: HTTPHeaders([("WWW-Authenticate", challenge)]))
        }
        let parts = field.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer",
            Self.constantTimeEqual(Array(parts[1].utf8), writeToken)
        else {
            return ServiceProblem(
                .unauthorized, .httpUnauthorized, "the write token is not the server's",
                headers: HTTPHeaders([("WWW-Authenticate", challenge + ", error=\"invalid_token\"")]))
        }
        return nil
    }

    /// Whether two byte strings are equal, in time that depends only on their lengths, not on
    /// where they differ.
    package static func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        var difference = UInt8(truncatingIfNeeded: a.count ^ b.count)
        if a.count != b.count { difference |= 1 }
        let count = max(a.count, b.count)
        for index in 0..<count {
            let x = index < a.count ? a[index] : 0
            let y = index < b.count ? b[index] : 0
            difference |= x ^ y
        }
        return difference == 0
    }
}
