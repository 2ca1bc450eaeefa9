import CommandLineTestSupport
import HTTPServer
import Testing

@testable import IntentctlKit
@testable import IntentctlService

/// Host, Origin and token checks, each with the tricks that try to get around them: case, trailing
/// dots, ports, IPv6 forms, absolute-form targets and duplicate fields.
@Suite("The service's access policy")
struct AccessPolicyTests {
    static func request(
        _ method: String = "GET", host: String?, target: String = "/v1/suggest?q=a", headers: [(String, String)] = []
    ) -> HTTPRequest {
        var fields = headers
        if let host { fields.insert(("Host", host), at: 0) }
        var request = HTTPRequest(method: method, target: target, headers: HTTPHeaders(fields))
        if target.hasPrefix("http") {
            // As the parser reads an absolute-form target: its authority stands for Host.
            let rest = target.drop { $0 != "/" }.dropFirst(2)
            request.targetAuthority = String(rest.prefix { $0 != "/" })
            request.target = "/" + rest.drop { $0 != "/" }.dropFirst()
        }
        return request
    }

    @Test(
        "a loopback server answers only to its own names, in any case, with any port or a trailing dot",
        arguments: [
            ("localhost:8080", true), ("LOCALHOST:8080", true), ("localhost.", true), ("localhost.:80", true),
            ("127.0.0.1", true), ("127.0.0.1:1", true), ("[::1]:8080", true), ("[::1]", true),
            ("deals.example.com", true), ("Deals.Example.COM.:443", true), ("evil.example", false),
            ("evil.example:8080", false), ("localhost.evil.example", false), ("127.0.0.1.nip.io", false),
            ("[::ffff:127.0.0.1]", false), ("0.0.0.0", false), ("2130706433", false), ("", false),
            ("[::1].evil", false),
        ])
    func loopbackHost(_ host: String, _ allowed: Bool) {
        var policy = AccessPolicy()
        policy.allowedHosts = ["deals.example.com"]
        #expect((policy.refusal(of: Self.request(host: host)) == nil) == allowed, "\(host)")
    }

    @Test("an absolute-form target's authority is the one checked, not Host; no Host is no name")
    func absoluteForm() {
        let policy = AccessPolicy()
        let smuggled = Self.request("PUT", host: "localhost", target: "http://evil.example/v1/configurations/x")
        #expect(policy.refusal(of: smuggled)?.response.status == .misdirectedRequest)
        let honest = Self.request(host: "evil.example", target: "http://localhost:8080/v1/suggest")
        #expect(policy.refusal(of: honest) == nil)
        #expect(policy.refusal(of: Self.request(host: nil))?.response.status == .misdirectedRequest)
    }

    @Test("on an address that is not loopback, any Host is served")
    func publicAddress() {
        var policy = AccessPolicy()
        policy.listensOnLoopback = false
        #expect(policy.refusal(of: Self.request(host: "deals.example.com")) == nil)
        #expect(policy.refusal(of: Self.request(host: "10.0.0.7:8080")) == nil)
    }

    @Test(
        "a write from another origin is refused; the server's own origin and the --cors origin may write",
        arguments: [
            ("http://localhost:8080", true), ("https://localhost:8080", true), ("HTTP://LOCALHOST:8080", true),
            ("http://localhost", false), ("http://localhost:8081", false), ("http://evil.example", false),
            ("null", false), ("http://localhost:8080.evil.example", false), ("http://user@localhost:8080", false),
            ("https://app.example.com", true), ("https://app.example.com:443", false), ("file://", false),
        ])
    func origin(_ origin: String, _ allowed: Bool) {
        var policy = AccessPolicy()
        policy.corsOrigin = "https://app.example.com"
        let put = Self.request("PUT", host: "localhost:8080", headers: [("Origin", origin)])
        #expect((policy.refusal(of: put) == nil) == allowed, "\(origin)")
        // Reading is not checked: CORS decides what a page may read.
        #expect(policy.refusal(of: Self.request(host: "localhost:8080", headers: [("Origin", origin)])) == nil)
    }

    @Test("a default port counts as the port: https://host is host:443")
    func defaultPorts() {
        let policy = AccessPolicy()
        let https = Self.request("DELETE", host: "localhost:443", headers: [("Origin", "https://localhost")])
        #expect(policy.refusal(of: https) == nil)
        let http = Self.request("DELETE", host: "localhost", headers: [("Origin", "http://localhost:80")])
        #expect(policy.refusal(of: http) == nil)
    }

    @Test("--cors * lets any page read, and none write")
    func corsStar() {
        var policy = AccessPolicy()
        policy.corsOrigin = "*"
        let put = Self.request("PUT", host: "localhost", headers: [("Origin", "https://anyone.example")])
        #expect(policy.refusal(of: put)?.response.status == .forbidden)
    }

    @Test(
        "writes need the token, compared exactly",
        arguments: [
            (nil, 401, false), ("Bearer s3cret-token-0123456789", nil, false),
            ("bearer s3cret-token-0123456789", nil, false),
            ("Bearer s3cret-token-012345678", 401, true), ("Bearer s3cret-token-01234567890", 401, true),
            ("Bearer S3CRET-TOKEN-0123456789", 401, true), ("Basic czNjcmV0", 401, true), ("Bearer", 401, true),
            ("Bearer  s3cret-token-0123456789", 401, true), ("s3cret-token-0123456789", 401, true),
        ] as [(String?, Int?, Bool)])
    func token(_ authorization: String?, _ status: Int?, _ invalid: Bool) {
        var policy = AccessPolicy()
        policy.writeToken = Array("s3cret-token-0123456789".utf8)
        let request = Self.request(
            "PUT", host: "localhost", headers: authorization.map { [("Authorization", $0)] } ?? [])
        let refusal = policy.refusalOfWrite(request)
        #expect(refusal?.response.status.code == status, "\(authorization ?? "none")")
        if let refusal {
            let challenge = refusal.response.headers["WWW-Authenticate"] ?? ""
            #expect(challenge.hasPrefix("Bearer realm=\"intentctl\""))
            #expect(challenge.contains("invalid_token") == invalid)
        }
    }

    @Test("the comparison takes the same steps wherever the strings differ")
    func constantTime() {
        #expect(AccessPolicy.constantTimeEqual(Array("abc".utf8), Array("abc".utf8)))
        #expect(!AccessPolicy.constantTimeEqual(Array("abc".utf8), Array("abd".utf8)))
        #expect(!AccessPolicy.constantTimeEqual(Array("abc".utf8), Array("ab".utf8)))
        #expect(!AccessPolicy.constantTimeEqual([], Array("a".utf8)))
        #expect(!AccessPolicy.constantTimeEqual(Array([0, 1]), Array([0, 1, 0])))
    }

    @Test(
        "loopback listen addresses",
        arguments: [
            ("127.0.0.1", true), ("127.1.2.3", true), ("localhost", true), ("::1", true), ("0.0.0.0", false),
            ("::", false), ("10.0.0.1", false), ("127.0.0.1.5", false), ("128.0.0.1", false),
        ])
    func loopbackAddresses(_ host: String, _ loopback: Bool) {
        #expect(AccessPolicy.isLoopback(host: host) == loopback)
    }
}
