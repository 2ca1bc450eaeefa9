import HTTPServer
import IntentctlService

extension OptionValueKind where Value == HTTPServerConfiguration {
    /// `HOST:PORT`, `[IPv6]:PORT` or `:PORT`, read into a server configuration with the other
    /// settings at their defaults.
    static var listenAddress: Self {
        Self(
            summary: "",
            parse: { text, name in
                var configuration = HTTPServerConfiguration()
                do throws(HTTPServerError) {
                    try configuration.setListenAddress(text)
                    return .success(configuration)
                } catch {
                    return .failure(OptionValueError(message: "--\(name): \(error.description)"))
                }
            }, describe: { "\($0.host):\($0.port)" })
    }
}

extension OptionValueKind where Value == String {
    /// A web origin such as `https://example.com`, or `*` for any.
    static var corsOrigin: Self {
        .parsed(summary: "", expectation: "an origin such as https://example.com, or *") { origin in
            guard
                origin == "*"
                    || ((origin.hasPrefix("http://") || origin.hasPrefix("https://")) && origin.utf8.count <= 200
                        && !origin.utf8.contains(where: { $0 <= 0x20 || $0 >= 0x7F }))
            else { return nil }
            return origin
        }
    }
}

extension OptionValueKind where Value == Set<String> {
    /// Host names separated by commas, each as a `Host` header would carry it, kept in the form
    /// requests are compared in.
    static var hostNames: Self {
        .parsed(
            summary: "", expectation: "host names separated by commas, such as deals.example.com,api.example.com"
        ) { text in
            var names: Set<String> = []
            for name in text.split(separator: ",", omittingEmptySubsequences: false) {
                guard HTTPRequestParser.isHostName(String(name)),
                    let normal = AccessPolicy.hostName(ofAuthority: String(name))
                else { return nil }
                names.insert(normal)
            }
            return names
        }
    }
}
