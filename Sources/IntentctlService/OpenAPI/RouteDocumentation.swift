import DocumentFormats

/// What the OpenAPI description says of one route beyond its declaration (``ServiceRoute``): each query and
/// path parameter's schema, the request body and each response, by status. ``ServiceRoutes/documentation``
/// holds one for every route; a test holds the two tables to the same routes and parameters.
package struct RouteDocumentation: Sendable {
    /// A query, path or header parameter.
    package struct Parameter: Sendable {
        /// As the request spells it: `q`, `If-Match`.
        package var name: String
        /// The JSON Schema of its value (``OpenAPISchema``).
        package var schema: JSONNode
        /// What it does, for the reference.
        package var description: String
        /// A value as the README's tour gives it.
        package var example: JSONNode?

        /// A parameter from its parts.
        package init(_ name: String, _ schema: JSONNode, _ description: String, example: JSONNode? = nil) {
            self.name = name
            self.schema = schema
            self.description = description
            self.example = example
        }
    }

    /// A response a route gives: its status, what that means, its body and the headers a client reads.
    package struct Response: Sendable {
        /// The status, `200`.
        package var status: Int
        /// What it means, in a sentence.
        package var description: String
        /// The media type and the schema of the body, if it has one.
        package var content: (mediaType: String, schema: JSONNode)?
        /// The headers it sets that a client reads: `ETag`, `Location`, `Link`, ….
        package var headers: [String]

        /// A response from its parts.
        package init(
            _ status: Int, _ description: String, _ content: (mediaType: String, schema: JSONNode)? = nil,
            headers: [String] = []
        ) {
            self.status = status
            self.description = description
            self.content = content
            self.headers = headers
        }

        /// A JSON body of a component schema.
        package static func json(
            _ status: Int, _ description: String, _ schema: String, headers: [String] = []
        ) -> Response {
            Response(
                status, description, (ServiceOpenAPI.json, OpenAPISchema.reference(schema)), headers: headers)
        }

        /// An RFC 9457 problem.
        package static func problem(_ status: Int, _ description: String, headers: [String] = []) -> Response {
            Response(
                status, description, (ServiceOpenAPI.problemJSON, OpenAPISchema.reference("Problem")),
                headers: headers)
        }
    }

    /// The query parameters, in the route's order.
    package var query: [Parameter]
    /// The path's variables.
    package var path: [Parameter]
    /// The request headers it reads beside `Authorization` (the security scheme): `If-Match`, `If-None-Match`.
    package var headers: [Parameter]
    /// The request body's component schema, for `POST` and `PUT`.
    package var body: String?
    /// The responses the route's handler gives; every operation also has the ones every route may give
    /// (``ServiceOpenAPI/commonResponses``).
    package var responses: [Response]

    /// A route's documentation from its parts.
    package init(
        query: [Parameter] = [], path: [Parameter] = [], headers: [Parameter] = [], body: String? = nil,
        responses: [Response]
    ) {
        self.query = query
        self.path = path
        self.headers = headers
        self.body = body
        self.responses = responses
    }
}
