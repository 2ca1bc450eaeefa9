import DocumentFormats
import HTTPServer
import IntentSchema

extension ServiceResponder {
    /// `GET /v1/schemas`: every schema, as `schema show --json` writes it (or, with
    /// `?format=json-schema`, as JSON Schema), in id order.
    package func schemas(_ request: RouteRequest) throws(ServiceProblem) -> HTTPResponse {
        let exports = try Self.exportsJSONSchema(request.query)
        let data = request.data
        return try Self.cacheable(request.http, tag: data.entityTag) { () throws(ServiceProblem) in
            Self.json { writer in
                writer.writeArray { writer in
                    for id in data.catalog.ids {
                        guard let schema = data.catalog.schemas[id] else { continue }
                        writer.write(Self.encode(schema, exportsJSONSchema: exports, data.catalog))
                    }
                }
            }
        }
    }

    /// `GET /v1/schemas/{id}`: one schema; 404 (with a "did you mean") when no schema has the id.
    package func schema(_ request: RouteRequest) throws(ServiceProblem) -> HTTPResponse {
        let exports = try Self.exportsJSONSchema(request.query)
        let id = request.variable("id")
        let data = request.data
        guard let schema = data.catalog.schemas[id] else {
            let hint = Spelling.hintClause(closest: id, among: data.catalog.ids)
            throw .notFound(
                "no schema has the id \(JSONWriter.quoted(TextSanitizer.truncated(id, to: 64)))\(hint) (known: \(Spelling.list(data.catalog.ids)))"
            )
        }
        return try Self.cacheable(request.http, tag: data.entityTag) { () throws(ServiceProblem) in
            Self.json { $0.write(Self.encode(schema, exportsJSONSchema: exports, data.catalog)) }
        }
    }

    /// `POST /v1/configurations/validate`: the body is a configuration document; the answer is
    /// what `config validate --json` reports for a file, with `file` set to `request`.
    package static func validate(_ request: RouteRequest) throws(ServiceProblem) -> HTTPResponse {
        try requireJSON(request.http)
        let report = FileReport(
            file: "request", outcome: request.data.catalog.validate(request.http.body, file: "request"))
        return Self.json { $0.write(report) }
    }

    /// Refuses a body whose `Content-Type` is given and is not JSON.
    package static func requireJSON(_ request: HTTPRequest) throws(ServiceProblem) {
        guard let type = request.headers["Content-Type"] else { return }
        let mediaType = type.split(separator: ";").first.map { String($0).lowercased() } ?? ""
        let trimmed = mediaType.filter { $0 != " " && $0 != "\t" }
        guard trimmed == "application/json" || (trimmed.hasPrefix("application/") && trimmed.hasSuffix("+json"))
        else {
            throw ServiceProblem(
                .unsupportedMediaType, .httpUnsupportedMediaType,
                "the body must be JSON (Content-Type: application/json), not \(TextSanitizer.truncated(type, to: 60))")
        }
    }

    private static func exportsJSONSchema(_ parameters: QueryParameters) throws(ServiceProblem) -> Bool {
        switch parameters["format"] {
        case nil, "intentctl": return false
        case "json-schema": return true
        case let other?:
            throw .invalidQuery(
                "format is json-schema or intentctl, not \(JSONWriter.quoted(TextSanitizer.truncated(other, to: 40)))")
        }
    }

    private static func encode(_ schema: WidgetSchema, exportsJSONSchema: Bool, _ catalog: SchemaCatalog) -> JSONNode {
        exportsJSONSchema
            ? JSONSchemaExporter(providers: catalog.providers).export(schema) : SchemaEncoder().encode(schema)
    }
}
