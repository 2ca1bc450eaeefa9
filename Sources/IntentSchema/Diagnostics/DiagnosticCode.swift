/// The stable code of every diagnostic. Codes never change meaning; scripts may match on them.
public enum DiagnosticCode: String, Sendable, Equatable, Codable, CaseIterable {
    // Input and JSON syntax.
    /// The input is not valid UTF-8.
    case jsonInvalidUTF8 = "json.invalid-utf8"
    /// The input is not well-formed JSON.
    case jsonSyntax = "json.syntax"
    /// The input ends inside a value.
    case jsonUnexpectedEnd = "json.unexpected-end"
    /// A raw control character inside a JSON string.
    case jsonControlCharacter = "json.control-character"
    /// An escape sequence JSON does not define.
    case jsonInvalidEscape = "json.invalid-escape"
    /// A malformed number.
    case jsonInvalidNumber = "json.invalid-number"
    /// Nesting deeper than allowed.
    case jsonTooDeep = "json.too-deep"
    /// Content after the document's value.
    case jsonTrailingContent = "json.trailing-content"
    /// An empty document.
    case jsonEmpty = "json.empty"
    /// The same key twice in one object.
    case jsonDuplicateKey = "json.duplicate-key"
    /// The input is larger than allowed.
    case inputTooLarge = "input.too-large"
    /// The input file does not exist or cannot be read.
    case inputUnreadable = "input.unreadable"

    // Schemas.
    /// A key the schema format does not define.
    case schemaUnknownKey = "schema.unknown-key"
    /// A key the schema format requires is absent.
    case schemaMissingKey = "schema.missing-key"
    /// A value of the wrong JSON type.
    case schemaTypeMismatch = "schema.type-mismatch"
    /// A value outside what the format allows (an empty title, a negative length, an unknown kind).
    case schemaInvalidValue = "schema.invalid-value"
    /// A format version this build does not read.
    case schemaUnsupportedFormatVersion = "schema.unsupported-format-version"
    /// An id that is not a valid identifier.
    case schemaInvalidID = "schema.invalid-id"
    /// Two parameters, or two cases of one enum, share an id.
    case schemaDuplicateID = "schema.duplicate-id"
    /// A default that is not a case of the enum, or not a valid value of the parameter.
    case schemaInvalidDefault = "schema.invalid-default"
    /// A relationship names a parameter that does not exist.
    case schemaUnknownParameter = "schema.unknown-parameter"
    /// A relationship names a value its parent can never have.
    case schemaUnknownCase = "schema.unknown-case"
    /// A relationship's parent is declared after its child (or is the child itself).
    case schemaRelationshipOrder = "schema.relationship-order"
    /// A localized text lacks the schema's default locale.
    case schemaMissingDefaultLocale = "schema.missing-default-locale"
    /// A string pattern that is not a valid regular expression.
    case schemaInvalidPattern = "schema.invalid-pattern"
    /// The migrations do not form one chain, version after version, ending at the schema's version.
    case schemaMigrationGap = "schema.migration-gap"
    /// A migration step would make a configuration the version it leads to cannot hold: a rename to
    /// a name still in use, a dropped parameter the version still has, a value of the wrong type.
    case schemaInvalidMigration = "schema.invalid-migration"

    // Configurations.
    /// The configuration document's top level is malformed (not an object, unknown key, missing key).
    case configInvalidDocument = "config.invalid-document"
    /// The document names a schema that is not known.
    case configUnknownSchema = "config.unknown-schema"
    /// The document names a different schema than the one validated against.
    case configSchemaMismatch = "config.schema-mismatch"
    /// The document was made for another version of the schema (a later one, or an earlier one
    /// that no migration reaches).
    case configVersionMismatch = "config.version-mismatch"
    /// The document was made for an earlier version of the schema and validates once the schema's
    /// migrations are applied; `config migrate` rewrites it.
    case configNeedsMigration = "config.needs-migration"
    /// A required parameter has no value and no default.
    case configMissingValue = "config.missing-value"
    /// A value for a parameter the schema does not declare.
    case configUnknownParameter = "config.unknown-parameter"
    /// A value of the wrong type for its parameter.
    case configTypeMismatch = "config.type-mismatch"
    /// An enum value that is not one of the cases.
    case configUnknownCase = "config.unknown-case"
    /// A dynamic value the option provider does not know.
    case configUnknownOption = "config.unknown-option"
    /// A dynamic value the provider knows but no longer offers (a heliport, an airfield that lost
    /// its scheduled service): kept, with a warning.
    case configOptionNotOffered = "config.option-not-offered"
    /// A value for a parameter that is inactive because of its relationship.
    case configInactiveParameter = "config.inactive-parameter"
    /// An integer outside the parameter's range, or a string outside its length or pattern.
    case configOutOfRange = "config.out-of-range"
    /// The option provider a dynamic parameter names is not available; the value was not checked.
    case configProviderUnavailable = "config.provider-unavailable"

    // Deals feeds.
    /// The feed or a deal is malformed: not an array or object, an unknown or missing key, a wrong type.
    case feedInvalid = "feed.invalid"
    /// A deal's value is not valid: a code, an amount, a currency, a date, a URL.
    case feedInvalidValue = "feed.invalid-value"
    /// Two deals share an id.
    case feedDuplicateID = "feed.duplicate-id"

    // The store.
    /// A temporary file left by a writer that stopped before finishing its write.
    case storeStaleTemporaryFile = "store.stale-temporary-file"

    // Deep links.
    /// A link is not `SCHEME://PATH?…` for the schema, or is malformed.
    case linkMalformed = "link.malformed"
    /// A link has a parameter the format does not define.
    case linkUnknownParameter = "link.unknown-parameter"
    /// A link has a parameter twice.
    case linkDuplicateParameter = "link.duplicate-parameter"
    /// A link lacks a required parameter.
    case linkMissingParameter = "link.missing-parameter"
    /// A link parameter's value cannot be turned into a configuration value.
    case linkInvalidValue = "link.invalid-value"

    // The HTTP service.
    /// The request line or a header field is malformed, or a required header is missing.
    case httpMalformedRequest = "http.malformed-request"
    /// The request names an HTTP version other than 1.0 and 1.1.
    case httpUnsupportedVersion = "http.unsupported-version"
    /// The request line is longer than the server reads.
    case httpURITooLong = "http.uri-too-long"
    /// The request head (request line and header fields) is larger than the server reads.
    case httpHeadersTooLarge = "http.headers-too-large"
    /// The request has a body without `Content-Length` (a chunked body, for example).
    case httpLengthRequired = "http.length-required"
    /// The request body is larger than the server reads.
    case httpBodyTooLarge = "http.body-too-large"
    /// The request did not arrive in time.
    case httpTimeout = "http.timeout"
    /// The server has as many connections as it takes, or is shutting down.
    case httpUnavailable = "http.unavailable"
    /// No resource at this path, or no item with this name.
    case httpNotFound = "http.not-found"
    /// The resource does not answer this method; `Allow` lists those it does.
    case httpMethodNotAllowed = "http.method-not-allowed"
    /// The body's media type is not one the route reads.
    case httpUnsupportedMediaType = "http.unsupported-media-type"
    /// An `If-Match` or `If-None-Match` condition does not hold.
    case httpPreconditionFailed = "http.precondition-failed"
    /// A query parameter is malformed: bad percent-encoding, invalid UTF-8, an unknown name or a bad value.
    case httpInvalidQuery = "http.invalid-query"
    /// A configuration name in a path is not a valid name.
    case httpInvalidName = "http.invalid-name"
    /// A configuration sent to be stored is not valid; the problem lists its diagnostics.
    case httpInvalidConfiguration = "http.invalid-configuration"
    /// The stored file is not a configuration of a known schema, and is not replaced.
    case httpForeignConfiguration = "http.foreign-configuration"
    /// The stored file is not a readable configuration document, so there is no document to give;
    /// its entry (`?view=entry`) says why.
    case httpCorruptConfiguration = "http.corrupt-configuration"
    /// The request names a host this server does not answer to: on a loopback address, only localhost, 127.0.0.1, [::1] and the names given with --allowed-host (DNS rebinding).
    case httpMisdirectedRequest = "http.misdirected-request"
    /// A page from another origin tried to change something: only the server's own pages and the --cors origin may.
    case httpForbiddenOrigin = "http.forbidden-origin"
    /// A write needs the server's write token in Authorization: Bearer, and it is missing or wrong.
    case httpUnauthorized = "http.unauthorized"
    /// The server is read-only (--read-only): it has no store routes.
    case httpReadOnly = "http.read-only"
    /// The store holds as many configurations as the server allows (--max-configurations); delete one first.
    case httpStoreFull = "http.store-full"
    /// The store is busy (its lock stayed taken) or cannot be used; try again later.
    case httpStoreUnavailable = "http.store-unavailable"
    /// The server was started without the deals feed a timeline needs.
    case httpNoDealsFeed = "http.no-deals-feed"
    /// The server failed to answer; the log says why.
    case httpInternalError = "http.internal-error"
}
