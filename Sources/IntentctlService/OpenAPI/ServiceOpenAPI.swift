import DocumentFormats
import ServiceContract

/// The service's OpenAPI 3.1 description: each route of ``ServiceRoutes`` as an operation, with its
/// parameters, body and responses from ``ServiceRoutes/documentation``, and the documents they carry as
/// component schemas. `GET /openapi.json` serves it, `serve --openapi` prints it and `docs/openapi.json` holds
/// it, byte for byte.
package enum ServiceOpenAPI {
    /// The description's text: pretty JSON and a line feed.
    package static let text: String = JSONWriter.write(document()) + "\n"

    /// `application/json`.
    static let json = "application/json"
    /// `application/problem+json`: RFC 9457 problems.
    static let problemJSON = "application/problem+json"

    /// The OpenAPI document: every route's operation, by path, and the schemas and security scheme they name.
    package static func document() -> JSONNode {
        var paths: [(String, JSONNode)] = []
        for route in ServiceRoutes.all {
            let path = route.pattern.description
            let operation = (route.method.lowercased(), self.operation(route))
            if let index = paths.firstIndex(where: { $0.0 == path }), case .object(let members) = paths[index].1.value {
                paths[index].1 = .object(members.map { ($0.key, $0.value) } + [operation])
            } else {
                paths.append((path, .object([operation])))
            }
        }
        return .object([
            ("openapi", .string("3.1.0")),
            (
                "info",
                .object([
                    ("title", .string("intentctl serve")),
                    ("version", .string(ToolVersion.intentctl)),
                    (
                        "description",
                        .string(
                            "The option provider a widget's extension calls, the store of its configurations and their timelines. Generated from the route table the server routes by; docs/http-api.md tells more."
                        )
                    ),
                    ("license", .object([("name", .string("MIT")), ("identifier", .string("MIT"))])),
                ])
            ),
            ("servers", .array([.object([("url", .string("/"))])])),
            ("paths", .object(paths)),
            (
                "components",
                .object([
                    ("schemas", .object(ServiceOpenAPI.schemas)),
                    (
                        "securitySchemes",
                        .object([
                            (
                                "writeToken",
                                .object([
                                    ("type", .string("http")), ("scheme", .string("bearer")),
                                    (
                                        "description",
                                        .string(
                                            "The token of `--write-token-file`, which writes need when the server has one."
                                        )
                                    ),
                                ])
                            )
                        ])
                    ),
                ])
            ),
        ])
    }

    /// A route as an OpenAPI operation: its id, summary, parameters, body, security and responses.
    static func operation(_ route: ServiceRoute) -> JSONNode {
        let documentation = ServiceRoutes.documentation["\(route.method) \(route.pattern)"]
        var fields: [(String, JSONNode)] = [
            ("operationId", .string(operationID(route))),
            ("summary", .string(route.summary + (route.needs.map { " Needs `\($0)`." } ?? ""))),
        ]
        var parameters: [JSONNode] = []
        for parameter in documentation?.path ?? [] {
            parameters.append(self.parameter(parameter, in: "path", required: true))
        }
        for parameter in documentation?.query ?? [] {
            parameters.append(self.parameter(parameter, in: "query", required: false))
        }
        for parameter in documentation?.headers ?? [] {
            parameters.append(self.parameter(parameter, in: "header", required: false))
        }
        if !parameters.isEmpty { fields.append(("parameters", .array(parameters))) }
        if let body = documentation?.body {
            fields.append(
                (
                    "requestBody",
                    .object([
                        ("required", .bool(true)),
                        (
                            "content",
                            .object([
                                (
                                    json,
                                    .object([
                                        ("schema", OpenAPISchema.reference(body)), ("example", exampleDocument),
                                    ])
                                )
                            ])
                        ),
                    ])
                ))
        }
        if route.writes {
            // Optional: a server without a write token takes writes without one.
            fields.append(
                ("security", .array([.object([]), .object([("writeToken", .array([]))])])))
        }
        fields.append(("responses", responses((documentation?.responses ?? []) + commonResponses)))
        return .object(fields)
    }

    /// What any route may answer, the server's own problems: a request it cannot read or will not take.
    static let commonResponses: [RouteDocumentation.Response] = [
        .problem(
            400, "A malformed request: its line, a header, the body's length, or a missing or foreign `Host`."),
        .problem(408, "The request took longer than `--request-timeout`."),
        .problem(413, "A body of more than 256 KiB."),
        .problem(414, "A request line of more than 8 KiB."),
        .problem(421, "A name a loopback server does not answer to (DNS rebinding)."),
        .problem(431, "Header fields of more than 8 KiB, or more than 100 of them."),
        .problem(503, "Too many connections, or no file descriptors left.", headers: ["Retry-After"]),
        .problem(505, "An HTTP version other than 1.0 and 1.1."),
    ]

    /// The responses by status, in order; several given for one status are one, their descriptions joined.
    static func responses(_ given: [RouteDocumentation.Response]) -> JSONNode {
        var merged: [RouteDocumentation.Response] = []
        for response in given {
            if let index = merged.firstIndex(where: { $0.status == response.status }) {
                if !merged[index].description.contains(response.description) {
                    merged[index].description += " " + response.description
                }
                merged[index].headers += response.headers.filter { !merged[index].headers.contains($0) }
            } else {
                merged.append(response)
            }
        }
        merged.sort { $0.status < $1.status }
        return .object(
            merged.map { response in
                var fields: [(String, JSONNode)] = [("description", .string(response.description))]
                if !response.headers.isEmpty {
                    fields.append(
                        (
                            "headers",
                            .object(
                                response.headers.map { name in
                                    (name, .object([("schema", OpenAPISchema.string(headerDescriptions[name]))]))
                                })
                        ))
                }
                if let content = response.content {
                    fields.append(("content", .object([(content.mediaType, .object([("schema", content.schema)]))])))
                }
                return (String(response.status), .object(fields))
            })
    }

    /// An OpenAPI parameter object: where the parameter goes, whether it must be given, its schema and example.
    static func parameter(_ parameter: RouteDocumentation.Parameter, in place: String, required: Bool) -> JSONNode {
        .object(
            [
                ("name", .string(parameter.name)), ("in", .string(place)), ("required", .bool(required)),
                ("description", .string(parameter.description)), ("schema", parameter.schema),
            ] + (parameter.example.map { [("example", $0)] } ?? []))
    }

    /// The configuration document of the README's tour: deals from London.
    static let exampleDocument = JSONNode.object([
        ("schema", .string("deals-widget")), ("version", .integer(1)),
        ("values", .object([("location", .string("LON"))])),
    ])

    /// `getV1ConfigurationsNameTimeline`: the method, then the path's segments in camel case.
    static func operationID(_ route: ServiceRoute) -> String {
        let words = route.pattern.description.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        let id = route.method.lowercased() + words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        // `GET /` has no word.
        return words.isEmpty ? id + "Page" : id
    }

    /// What each header a response sets says.
    static let headerDescriptions: [String: String] = [
        "ETag": "The entity tag: of the index and the schemas for what they answer, of the stored bytes for a file.",
        "Cache-Control": "`public, max-age=60` for what the data answers.",
        "Location": "The stored configuration's path.",
        "Link": "`<…>; rel=\"next\"` when more configurations follow.",
        "Configuration-Status":
            "The stored file's status: `valid`, `needs-migration`, `needs-reconfiguration` or `foreign` (another schema's).",
        "Retry-After": "Seconds to wait before trying again.",
        "WWW-Authenticate": "`Bearer realm=\"intentctl\"`.",
    ]
}
