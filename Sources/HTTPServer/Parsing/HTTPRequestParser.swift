/// Reads HTTP/1.x requests from the bytes a connection has received, one at a time, as they
/// arrive. It is strict where leniency lets requests be smuggled or misread: a bare LF or CR, a
/// folded header, whitespace before a colon, a second differing `Content-Length`, a missing or
/// repeated `Host` in HTTP/1.1, a `Host` or target authority that is not `host[:port]` (RFC 3986:
/// no spaces, slashes, user information, or port over 65535), and a `Transfer-Encoding` are all
/// refused.
///
/// Scanning resumes where the last call stopped, so a head received a byte at a time costs
/// O(head) in all; a head or body over its limit is refused as soon as it is seen to be.
public struct HTTPRequestParser: Sendable {
    /// How much of a request the parser reads.
    public struct Limits: Sendable, Equatable {
        /// The most bytes of request line and header fields.
        public var headBytes: Int
        /// The most bytes of body.
        public var bodyBytes: Int
        /// The most header fields.
        public var headerFields: Int

        /// Limits from their parts; the defaults are 8 KiB of head, 256 KiB of body and 100 fields.
        public init(headBytes: Int = 8192, bodyBytes: Int = 262_144, headerFields: Int = 100) {
            self.headBytes = headBytes
            self.bodyBytes = bodyBytes
            self.headerFields = headerFields
        }
    }

    /// What the bytes so far hold.
    public enum Outcome: Sendable, Equatable {
        /// Not a whole request yet; `expectsContinue` when its head is read, asks for
        /// `100 Continue`, and its body has not all arrived.
        case incomplete(expectsContinue: Bool)
        /// A whole request, which took the first `length` bytes.
        case request(HTTPRequest, length: Int)
        /// The bytes cannot be a request (or one the server takes).
        case failure(HTTPRequestError)
    }

    /// The limits.
    public let limits: Limits
    /// How many bytes of the current head were scanned for its end without finding it.
    private var scanned = 0
    /// The current request's head, once read, and the bytes it took; the body follows.
    private var head: (request: HTTPRequest, length: Int, bodyLength: Int, expectsContinue: Bool)?

    /// A parser with these limits.
    public init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// Reads the request at the start of `bytes` (the same bytes as the last call, and perhaps
    /// more, until a request or a failure is returned; the next call then starts after it).
    /// Complexity: O(new bytes) for the head, O(1) while a body arrives, O(request) when done.
    public mutating func parse(_ bytes: UnsafeRawBufferPointer) -> Outcome {
        if head == nil {
            switch readHead(bytes) {
            case .incomplete: return .incomplete(expectsContinue: false)
            case .failure(let error): return .failure(error)
            case .head(let request, let length, let bodyLength, let expectsContinue):
                head = (request, length, bodyLength, expectsContinue)
            }
        }
        guard var current = head else { return .incomplete(expectsContinue: false) }
        let total = current.length + current.bodyLength
        guard bytes.count >= total else { return .incomplete(expectsContinue: current.expectsContinue) }
        current.request.body = Array(bytes[current.length..<total])
        head = nil
        scanned = 0
        return .request(current.request, length: total)
    }

    private enum HeadOutcome {
        case incomplete
        case failure(HTTPRequestError)
        case head(HTTPRequest, length: Int, bodyLength: Int, expectsContinue: Bool)
    }

    private static let carriageReturn = UInt8(ascii: "\r")
    private static let lineFeed = UInt8(ascii: "\n")

    /// Finds the end of the head (an empty line) and parses the head when it is there.
    private mutating func readHead(_ bytes: UnsafeRawBufferPointer) -> HeadOutcome {
        // Empty lines before a request line are skipped, as RFC 9112 allows.
        var start = 0
        while start + 1 < bytes.count, bytes[start] == Self.carriageReturn, bytes[start + 1] == Self.lineFeed {
            start += 2
            if start > limits.headBytes { return .failure(malformed("too many empty lines before the request")) }
        }
        var index = max(scanned, start)
        var end: Int?
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Self.lineFeed {
                guard index > start, bytes[index - 1] == Self.carriageReturn else {
                    return .failure(malformed("a line ends with a bare LF; lines end with CR LF"))
                }
                if index >= start + 3, bytes[index - 2] == Self.lineFeed, bytes[index - 3] == Self.carriageReturn {
                    end = index + 1
                    break
                }
            } else if index > start, bytes[index - 1] == Self.carriageReturn {
                return .failure(malformed("a bare CR in the request head"))
            } else if byte == 0 {
                return .failure(malformed("a NUL byte in the request head"))
            }
            index += 1
            if index - start > limits.headBytes {
                if !bytes[start..<index].contains(Self.lineFeed) {
                    return .failure(
                        HTTPRequestError(
                            .uriTooLong, .uriTooLong,
                            "the request line is longer than \(limits.headBytes) bytes"))
                }
                return .failure(
                    HTTPRequestError(
                        .headerFieldsTooLarge, .headersTooLarge,
                        "the request head is larger than \(limits.headBytes) bytes"))
            }
        }
        guard let end else {
            scanned = index
            return .incomplete
        }
        return parseHead(UnsafeRawBufferPointer(rebasing: bytes[start..<end - 2]), length: end)
    }

    /// Parses a complete head: the lines between its start and its final empty line.
    private func parseHead(_ bytes: UnsafeRawBufferPointer, length: Int) -> HeadOutcome {
        var lines = bytes.split(separator: Self.lineFeed, omittingEmptySubsequences: false).map {
            $0.dropLast()  // the CR before each LF
        }
        if lines.last?.isEmpty == true { lines.removeLast() }
        guard let requestLine = lines.first else { return .failure(malformed("an empty request")) }
        let parts = requestLine.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(Self.isTokenByte) else {
            return .failure(malformed("the request line is not METHOD TARGET VERSION, separated by single spaces"))
        }
        let method = String(decoding: parts[0], as: UTF8.self)
        let versionText = String(decoding: parts[2], as: UTF8.self)
        guard let version = HTTPVersion(rawValue: versionText) else {
            let digits = Array(versionText.utf8.dropFirst(5))
            if versionText.hasPrefix("HTTP/"), digits.count == 3, digits[1] == UInt8(ascii: "."),
                Self.isDigit(digits[0]), Self.isDigit(digits[2])
            {
                return .failure(
                    HTTPRequestError(
                        .versionNotSupported, .unsupportedVersion, "only HTTP/1.1 and HTTP/1.0 are supported"))
            }
            return .failure(malformed("the protocol version is not HTTP/1.1 or HTTP/1.0"))
        }
        guard let (target, targetAuthority) = Self.originForm(parts[1], method: method) else {
            return .failure(malformed("the request target is not an absolute path (or * for OPTIONS)"))
        }
        if let targetAuthority, !Self.isAuthority(targetAuthority.utf8) {
            return .failure(malformed("the request target's authority is not host[:port]"))
        }
        var headers = HTTPHeaders()
        for line in lines.dropFirst() {
            guard headers.fields.count < limits.headerFields else {
                return .failure(
                    HTTPRequestError(
                        .headerFieldsTooLarge, .headersTooLarge, "more than \(limits.headerFields) header fields"))
            }
            if let first = line.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") {
                return .failure(malformed("a header field is folded over two lines"))
            }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
                return .failure(malformed("a header field has no colon"))
            }
            let name = line[..<colon]
            guard !name.isEmpty, name.allSatisfy(Self.isTokenByte) else {
                return .failure(malformed("a header field's name is empty or holds a space or separator"))
            }
            var value = line[(colon + 1)...]
            guard value.allSatisfy({ $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) }) else {
                return .failure(malformed("a header field's value holds a control character"))
            }
            while let first = value.first, first == 0x20 || first == 0x09 { value = value.dropFirst() }
            while let last = value.last, last == 0x20 || last == 0x09 { value = value.dropLast() }
            headers.add(String(decoding: name, as: UTF8.self), String(decoding: value, as: UTF8.self))
        }
        let hosts = headers.values("Host")
        if version == .http11, hosts.count != 1 {
            return .failure(malformed("an HTTP/1.1 request needs exactly one Host header field"))
        }
        if hosts.count > 1 {
            return .failure(malformed("a request has at most one Host header field"))
        }
        if let host = hosts.first, !host.isEmpty, !Self.isAuthority(host.utf8) {
            return .failure(malformed("the Host header field is not host[:port]"))
        }
        if !headers.values("Transfer-Encoding").isEmpty {
            return .failure(
                HTTPRequestError(
                    .lengthRequired, .lengthRequired,
                    "request bodies must have a Content-Length; Transfer-Encoding is not supported"))
        }
        var bodyLength = 0
        let lengths = headers.values("Content-Length").flatMap { $0.split(separator: ",") }.map {
            $0.trimmingSpaces
        }
        if let first = lengths.first {
            guard lengths.allSatisfy({ $0 == first }), !first.isEmpty, first.utf8.allSatisfy(Self.isDigit)
            else {
                return .failure(malformed("Content-Length is not one decimal number"))
            }
            guard first.utf8.count <= 12, let length = Int(first), length <= limits.bodyBytes else {
                return .failure(
                    HTTPRequestError(
                        .contentTooLarge, .bodyTooLarge, "the body is larger than \(limits.bodyBytes) bytes"))
            }
            bodyLength = length
        }
        let expectsContinue =
            bodyLength > 0 && headers["Expect"].map { $0.lowercased() == "100-continue" } == true
            && version == .http11
        var request = HTTPRequest(method: method, target: target, version: version, headers: headers)
        request.targetAuthority = targetAuthority
        return .head(request, length: length, bodyLength: bodyLength, expectsContinue: expectsContinue)
    }

    /// The target as an absolute path with its query: as sent (origin form), `*` for OPTIONS, or
    /// the path of an absolute URI (absolute form), with that URI's authority. Nil when it is none
    /// of these or holds a byte that is not visible ASCII.
    private static func originForm(_ bytes: Slice<UnsafeRawBufferPointer>, method: String) -> (String, String?)? {
        guard !bytes.isEmpty, bytes.allSatisfy({ (0x21...0x7E).contains($0) }) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        if text == "*" { return method == "OPTIONS" ? (text, nil) : nil }
        if text.hasPrefix("/") { return (text, nil) }
        for scheme in ["http://", "https://"] where text.lowercased().hasPrefix(scheme) {
            let rest = text.dropFirst(scheme.count)
            guard let slash = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) else { return ("/", String(rest)) }
            let authority = String(rest[..<slash])
            return (rest[slash] == "/" ? String(rest[slash...]) : "/" + rest[slash...], authority)
        }
        return nil
    }

    /// The longest authority (`host[:port]`) taken: a DNS name's 253 bytes, a port, and room.
    public static let maximumAuthorityLength = 270

    /// Whether text is `host[:port]` as RFC 3986 writes it, with no user information: an IP
    /// literal in brackets, or a name of unreserved characters, percent-escapes and sub-delimiters;
    /// then, optionally, a colon and a port of 1 to 5 digits up to 65535.
    /// Complexity: O(length).
    static func isAuthority(_ text: String.UTF8View) -> Bool {
        guard !text.isEmpty, text.count <= maximumAuthorityLength else { return false }
        var rest = text[...]
        if rest.first == UInt8(ascii: "[") {
            guard let close = rest.firstIndex(of: UInt8(ascii: "]")) else { return false }
            let literal = rest[rest.index(after: rest.startIndex)..<close]
            guard !literal.isEmpty, literal.allSatisfy({ isHexDigit($0) || $0 == 0x3A || $0 == 0x2E }) else {
                return false
            }
            rest = rest[rest.index(after: close)...]
        } else {
            let name = rest.prefix { $0 != UInt8(ascii: ":") }
            guard !name.isEmpty, name.allSatisfy(isNameByte) else { return false }
            rest = rest[name.endIndex...]
        }
        guard let colon = rest.first else { return true }
        let port = rest.dropFirst()
        guard colon == UInt8(ascii: ":"), (1...5).contains(port.count), port.allSatisfy(isDigit),
            let number = Int(String(decoding: port, as: UTF8.self)), number <= 65535
        else { return false }
        return true
    }

    /// Whether text is a host as an authority holds it, without a port: an IP literal in brackets
    /// or a registered name.
    public static func isHostName(_ text: String) -> Bool {
        isAuthority(text.utf8) && (text.hasPrefix("[") ? text.hasSuffix("]") : !text.contains(":"))
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }

    /// A byte of a registered name: unreserved, `%` of an escape, or a sub-delimiter.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "-._~%!$&'()*+,;=".utf8.contains(byte)
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Whether a byte may appear in a token (a method or a header field's name).
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    private func malformed(_ detail: String) -> HTTPRequestError {
        HTTPRequestError(.badRequest, .malformedRequest, detail)
    }
}
