import HTTPServer

/// What a route's handler gets: the request, its path variables and checked query parameters, and
/// the service's data and state at the time it arrived.
package struct RouteRequest: Sendable {
    /// The request itself.
    package var http: HTTPRequest
    /// The path's variables by name: `code` for `/v1/places/{code}`.
    package var variables: [String: String]
    /// The query parameters, of the names the route takes.
    package var query: QueryParameters
    /// The index, schemas, store and feed the request is answered from.
    package var data: ServiceData
    /// The server's state: its policy, metrics and counters.
    package var state: ServiceState

    /// A path variable the route's pattern declares.
    package func variable(_ name: String) -> String {
        guard let value = variables[name] else { preconditionFailure("the route declares no {\(name)}") }
        return value
    }
}
