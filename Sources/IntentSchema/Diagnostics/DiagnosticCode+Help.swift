/// What each code means, for people: the SARIF rules' help, the man page and documentation.
extension DiagnosticCode {
    /// One or two sentences on what the code reports (its documentation comment, which a test
    /// keeps equal to this).
    public var help: String {
        switch self {
        case .jsonInvalidUTF8:
            "The input is not valid UTF-8."
        case .jsonSyntax:
            "The input is not well-formed JSON."
        case .jsonUnexpectedEnd:
            "The input ends inside a value."
        case .jsonControlCharacter:
            "A raw control character inside a JSON string."
        case .jsonInvalidEscape:
            "An escape sequence JSON does not define."
        case .jsonInvalidNumber:
            "A malformed number."
        case .jsonTooDeep:
            "Nesting deeper than allowed."
        case .jsonTrailingContent:
            "Content after the document's value."
        case .jsonEmpty:
            "An empty document."
        case .jsonDuplicateKey:
            "The same key twice in one object."
        case .inputTooLarge:
            "The input is larger than allowed."
        case .inputUnreadable:
            "The input file does not exist or cannot be read."
        case .schemaUnknownKey:
            "A key the schema format does not define."
        case .schemaMissingKey:
            "A key the schema format requires is absent."
        case .schemaTypeMismatch:
            "A value of the wrong JSON type."
        case .schemaInvalidValue:
            "A value outside what the format allows (an empty title, a negative length, an unknown kind)."
        case .schemaUnsupportedFormatVersion:
            "A format version this build does not read."
        case .schemaInvalidID:
            "An id that is not a valid identifier."
        case .schemaDuplicateID:
            "Two parameters, or two cases of one enum, share an id."
        case .schemaInvalidDefault:
            "A default that is not a case of the enum, or not a valid value of the parameter."
        case .schemaUnknownParameter:
            "A relationship names a parameter that does not exist."
        case .schemaUnknownCase:
            "A relationship names a value its parent can never have."
        case .schemaRelationshipOrder:
            "A relationship's parent is declared after its child (or is the child itself)."
        case .schemaMissingDefaultLocale:
            "A localized text lacks the schema's default locale."
        case .schemaInvalidPattern:
            "A string pattern that is not a valid regular expression."
        case .schemaMigrationGap:
            "The migrations do not form one chain, version after version, ending at the schema's version."
        case .schemaInvalidMigration:
            "A migration step would make a configuration the version it leads to cannot hold: a rename to a name still in use, a dropped parameter the version still has, a value of the wrong type."
        case .configInvalidDocument:
            "The configuration document's top level is malformed (not an object, unknown key, missing key)."
        case .configUnknownSchema:
            "The document names a schema that is not known."
        case .configSchemaMismatch:
            "The document names a different schema than the one validated against."
        case .configVersionMismatch:
            "The document was made for another version of the schema (a later one, or an earlier one that no migration reaches)."
        case .configNeedsMigration:
            "The document was made for an earlier version of the schema and validates once the schema's migrations are applied; `config migrate` rewrites it."
        case .configMissingValue:
            "A required parameter has no value and no default."
        case .configUnknownParameter:
            "A value for a parameter the schema does not declare."
        case .configTypeMismatch:
            "A value of the wrong type for its parameter."
        case .configUnknownCase:
            "An enum value that is not one of the cases."
        case .configUnknownOption:
            "A dynamic value the option provider does not know."
        case .configOptionNotOffered:
            "A dynamic value the provider knows but no longer offers (a heliport, an airfield that lost its scheduled service): kept, with a warning."
        case .configInactiveParameter:
            "A value for a parameter that is inactive because of its relationship."
        case .configOutOfRange:
            "An integer outside the parameter's range, or a string outside its length or pattern."
        case .configProviderUnavailable:
            "The option provider a dynamic parameter names is not available; the value was not checked."
        case .feedInvalid:
            "The feed or a deal is malformed: not an array or object, an unknown or missing key, a wrong type."
        case .feedInvalidValue:
            "A deal's value is not valid: a code, an amount, a currency, a date, a URL."
        case .feedDuplicateID:
            "Two deals share an id."
        case .storeStaleTemporaryFile:
            "A temporary file left by a writer that stopped before finishing its write."
        case .linkMalformed:
            "A link is not `SCHEME://PATH?…` for the schema, or is malformed."
        case .linkUnknownParameter:
            "A link has a parameter the format does not define."
        case .linkDuplicateParameter:
            "A link has a parameter twice."
        case .linkMissingParameter:
            "A link lacks a required parameter."
        case .linkInvalidValue:
            "A link parameter's value cannot be turned into a configuration value."
        case .httpMalformedRequest:
            "The request line or a header field is malformed, or a required header is missing."
        case .httpUnsupportedVersion:
            "The request names an HTTP version other than 1.0 and 1.1."
        case .httpURITooLong:
            "The request line is longer than the server reads."
        case .httpHeadersTooLarge:
            "The request head (request line and header fields) is larger than the server reads."
        case .httpLengthRequired:
            "The request has a body without `Content-Length` (a chunked body, for example)."
        case .httpBodyTooLarge:
            "The request body is larger than the server reads."
        case .httpTimeout:
            "The request did not arrive in time."
        case .httpUnavailable:
            "The server has as many connections as it takes, or is shutting down."
        case .httpNotFound:
            "No resource at this path, or no item with this name."
        case .httpMethodNotAllowed:
            "The resource does not answer this method; `Allow` lists those it does."
        case .httpUnsupportedMediaType:
            "The body's media type is not one the route reads."
        case .httpPreconditionFailed:
            "An `If-Match` or `If-None-Match` condition does not hold."
        case .httpInvalidQuery:
            "A query parameter is malformed: bad percent-encoding, invalid UTF-8, an unknown name or a bad value."
        case .httpInvalidName:
            "A configuration name in a path is not a valid name."
        case .httpInvalidConfiguration:
            "A configuration sent to be stored is not valid; the problem lists its diagnostics."
        case .httpForeignConfiguration:
            "The stored file is not a configuration of a known schema, and is not replaced."
        case .httpCorruptConfiguration:
            "The stored file is not a readable configuration document, so there is no document to give; its entry (`?view=entry`) says why."
        case .httpMisdirectedRequest:
            "The request names a host this server does not answer to: on a loopback address, only localhost, 127.0.0.1, [::1] and the names given with --allowed-host (DNS rebinding)."
        case .httpForbiddenOrigin:
            "A page from another origin tried to change something: only the server's own pages and the --cors origin may."
        case .httpUnauthorized:
            "A write needs the server's write token in Authorization: Bearer, and it is missing or wrong."
        case .httpReadOnly:
            "The server is read-only (--read-only): it has no store routes."
        case .httpStoreFull:
            "The store holds as many configurations as the server allows (--max-configurations); delete one first."
        case .httpStoreUnavailable:
            "The store is busy (its lock stayed taken) or cannot be used; try again later."
        case .httpNoDealsFeed:
            "The server was started without the deals feed a timeline needs."
        case .httpInternalError:
            "The server failed to answer; the log says why."
        }
    }
}
