/// The first stage of every pipeline: raw bytes to parsed JSON, with size limits and syntax errors
/// turned into located diagnostics.
enum InputParser {
    enum Outcome {
        case parsed(JSONNode)
        case failed(Diagnostic)
    }

    static func parse(_ bytes: [UInt8], file: String?, maximumSize: Int) -> Outcome {
        guard bytes.count <= maximumSize else {
            return .failed(
                Diagnostic(
                    .error, .inputTooLarge, "the input is \(bytes.count) bytes; the limit is \(maximumSize) bytes",
                    file: file))
        }
        do throws(JSONSyntaxError) {
            return .parsed(try JSONParser().parse(bytes))
        } catch {
            return .failed(
                Diagnostic(
                    .error, DiagnosticCode(rawValue: error.reason.rawValue) ?? .jsonSyntax, error.message, file: file,
                    location: error.location))
        }
    }
}
