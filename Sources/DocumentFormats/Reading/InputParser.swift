/// The first stage of every pipeline: raw bytes to parsed JSON, with the size limit and syntax
/// errors turned into located diagnostics.
package enum InputParser {
    /// The parsed document, or the diagnostic saying why there is none.
    package static func parse(_ bytes: [UInt8], file: String?, maximumSize: Int) -> Diagnosed<JSONNode> {
        guard bytes.count <= maximumSize else {
            return .failure(
                Diagnostic(
                    .error, .inputTooLarge, "the input is \(bytes.count) bytes; the limit is \(maximumSize) bytes",
                    file: file))
        }
        do throws(JSONSyntaxError) {
            return Diagnosed(value: try JSONParser().parse(bytes))
        } catch {
            return .failure(Diagnostic(.error, error.reason.code, error.message, file: file, location: error.location))
        }
    }
}
