import DocumentFormats

extension ServiceOpenAPI {
    /// The documents the routes take and give, as component schemas.
    static var schemas: [(String, JSONNode)] {
        let schema = OpenAPISchema.self
        let text = schema.string()
        let match = schema.object(
            [
                ("field", schema.string("Where the match is.", values: ["name", "city"])),
                ("start", schema.integer("The match's first character in that field.", minimum: 0)),
                ("length", schema.integer("How many characters it spans.", minimum: 0)),
            ], required: ["field", "start", "length"])
        let member = schema.object(
            [
                ("code", text), ("name", text),
                ("kilometres", schema.integer("A town's distance to this airport.", minimum: 0)),
            ], required: ["code", "name"])
        let diagnostic = schema.object(
            [
                ("severity", schema.string(values: ["error", "warning"])),
                ("code", schema.string("A stable diagnostic code: `config.unknown-option`.")),
                ("message", text), ("file", text), ("line", schema.integer(minimum: 1)),
                ("column", schema.integer(minimum: 1)), ("path", schema.string("Its JSON path: `$.values.location`.")),
                ("value", text), ("hint", text),
            ], required: ["severity", "code", "message", "path"])
        let deal = schema.object(
            [
                ("id", text), ("origin", text), ("destination", text), ("destinationCity", text),
                (
                    "price",
                    schema.object([("amount", schema.number()), ("currency", text)], required: ["amount", "currency"])
                ),
                ("depart", schema.string(format: "date")), ("return", schema.string(format: "date")), ("image", text),
            ], required: ["id", "origin", "destination", "price", "depart", "return"])
        return [
            (
                "Problem",
                schema.object(
                    [
                        ("type", schema.string("`urn:intentctl:problem:CODE`.")), ("title", text),
                        ("status", schema.integer(minimum: 100, maximum: 599)),
                        ("code", schema.string("The stable code: `http.not-found`.")), ("detail", text),
                        ("diagnostics", schema.array(diagnostic, "For 422: what makes the document invalid.")),
                    ], required: ["type", "title", "status", "code", "detail"],
                    "An RFC 9457 problem.")
            ),
            ("Health", schema.object([("status", schema.string(values: ["ok", "draining"]))], required: ["status"])),
            (
                "Readiness",
                schema.object(
                    [
                        ("status", schema.string(values: ["ready"])), ("places", schema.integer(minimum: 0)),
                        ("schemas", schema.integer(minimum: 0)), ("generation", schema.integer(minimum: 0)),
                    ], required: ["status", "places", "schemas", "generation"])
            ),
            (
                "Version",
                schema.object(
                    [
                        ("version", text),
                        (
                            "data",
                            schema.object(
                                [
                                    ("snapshotFormat", schema.integer()), ("date", text),
                                    ("places", schema.integer(minimum: 0)), ("checksum", text),
                                ], required: ["places", "checksum"])
                        ),
                        (
                            "schemas",
                            schema.array(
                                schema.object(
                                    [("id", text), ("version", schema.integer(minimum: 1))],
                                    required: ["id", "version"]))
                        ),
                    ], required: ["version", "data", "schemas"])
            ),
            (
                "Suggestion",
                schema.object(
                    [
                        ("code", schema.string("The IATA code, or a town's `geonames:` id.")),
                        ("kind", schema.string(values: ["airport", "city", "town"])), ("name", text), ("city", text),
                        ("region", text), ("country", text), ("countryCode", schema.string(pattern: "^[A-Z]{2}$")),
                        ("icao", text), ("timeZone", text), ("latitude", schema.number()),
                        ("longitude", schema.number()), ("town", text),
                        ("airports", schema.array(member, "A city group's airports, or a town's nearest.")),
                        ("matches", schema.array(match)), ("score", schema.number()), ("matchedAlias", text),
                        ("localizedCity", text), ("localizedCountry", text), ("explanation", text),
                    ],
                    required: [
                        "code", "kind", "name", "city", "country", "countryCode", "latitude", "longitude", "matches",
                        "score",
                    ], "A place as `suggest --json` gives it.")
            ),
            (
                "SuggestAnswer",
                schema.object(
                    [
                        ("q", schema.string("The query, echoed.")),
                        ("suggestions", schema.array(schema.reference("Suggestion"))),
                        (
                            "sections",
                            schema.array(
                                schema.object(
                                    [
                                        ("id", schema.string(values: ["recent", "nearby", "popular"])),
                                        ("title", text), ("suggestions", schema.array(schema.reference("Suggestion"))),
                                    ], required: ["id", "title", "suggestions"]),
                                "With `sections=1`, instead of `suggestions`.")
                        ),
                    ], required: ["q"])
            ),
            (
                "CountriesAnswer",
                schema.object(
                    [
                        ("q", schema.string("The query, echoed.")),
                        (
                            "countries",
                            schema.array(
                                schema.object(
                                    [
                                        ("code", schema.string(pattern: "^[A-Z]{2}$")), ("name", text),
                                        ("localizedName", text), ("places", schema.integer(minimum: 0)),
                                    ], required: ["code", "name", "places"]))
                        ),
                    ], required: ["q", "countries"])
            ),
            (
                "Schema",
                schema.object(
                    [], "A schema as `schema show --json` writes it, or with `format=json-schema` its JSON Schema.")
            ),
            (
                "ConfigurationDocument",
                schema.object(
                    [
                        ("schema", schema.string("The schema's id.")), ("version", schema.integer(minimum: 1)),
                        ("values", schema.map(schema.any(), "Each parameter's value, by id.")),
                    ], required: ["schema", "version", "values"], "A widget's configuration, as stored.")
            ),
            (
                "ValidationReport",
                schema.object(
                    [
                        ("file", text), ("valid", schema.boolean()), ("diagnostics", schema.array(diagnostic)),
                        ("omittedDiagnostics", schema.integer(minimum: 1)),
                    ], required: ["file", "valid", "diagnostics"], "What `config validate --json` reports.")
            ),
            (
                "StoreEntry",
                schema.object(
                    [
                        ("file", text), ("name", text),
                        (
                            "status",
                            schema.string(values: [
                                "valid", "needs-migration", "needs-reconfiguration", "corrupt", "foreign",
                                "stale-temporary",
                            ])
                        ),
                        ("schema", text), ("version", schema.integer()),
                        ("values", schema.map(schema.any())), ("diagnostics", schema.array(diagnostic)),
                        ("summary", text), ("titles", schema.map(text, "Each value's title, by parameter id.")),
                    ], required: ["file", "status", "diagnostics"], "A stored file as `config list --json` shows it.")
            ),
            (
                "Timeline",
                schema.object(
                    [
                        ("policy", text),
                        (
                            "entries",
                            schema.array(
                                schema.object(
                                    [
                                        ("date", schema.string(format: "date-time")),
                                        ("kind", schema.string(values: ["deal", "placeholder", "no-deals"])),
                                        ("message", text), ("reason", text), ("deal", deal),
                                        ("totalPrice", schema.number()), ("travellers", schema.integer(minimum: 1)),
                                        ("link", text),
                                    ], required: ["date", "kind"]))
                        ),
                    ], required: ["policy", "entries"], "A widget's timeline, as `timeline --json` gives it.")
            ),
            ("Link", schema.object([("url", text)], required: ["url"])),
        ]
    }
}
