import DocumentFormats
import HTTPServer
import IntentSchema

/// A request's query parameters, decoded and checked against the names a route takes: an unknown
/// name (with a "did you mean"), a repeated name, bad percent-encoding and invalid UTF-8 are refused.
package struct QueryParameters: Sendable {
    private var values: [String: String] = [:]

    /// The parameters of `request`, which may use only the names in `allowed`.
    package init(_ request: HTTPRequest, allowed: [String]) throws(ServiceProblem) {
        guard let query = request.query else { return }
        let parameters: [(name: String, value: String)]
        do throws(PercentDecoding.Failure) {
            parameters = try PercentDecoding.parameters(query)
        } catch {
            throw .invalidQuery(
                error == .invalidUTF8
                    ? "the query string decodes to bytes that are not UTF-8"
                    : "the query string has a % not followed by two hexadecimal digits")
        }
        for (name, value) in parameters {
            guard allowed.contains(name) else {
                let shown = JSONWriter.quoted(TextSanitizer.truncated(name, to: 40))
                let hint = Spelling.hintClause(closest: name, among: allowed)
                throw .invalidQuery("unknown parameter \(shown)\(hint) (known: \(allowed.joined(separator: ", ")))")
            }
            guard values.updateValue(value, forKey: name) == nil else {
                throw .invalidQuery("the parameter \(name) is given more than once")
            }
        }
    }

    /// The value of a parameter, if given.
    package subscript(name: String) -> String? { values[name] }
}
