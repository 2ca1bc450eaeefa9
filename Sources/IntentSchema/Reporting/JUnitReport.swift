/// A JUnit XML report of validation results, as CI systems read test results: one test suite,
/// one test case per file, and one failure per error (warnings go to the case's system output).
public struct JUnitReport: Sendable {
    /// The suite's name, such as `intentctl config validate`.
    public var suiteName: String
    /// The files checked, in order.
    public var files: [FileDiagnostics]

    /// A report of `files` under a suite name.
    public init(suiteName: String, files: [FileDiagnostics]) {
        self.suiteName = suiteName
        self.files = files
    }

    /// The report as XML 1.0. O(diagnostics).
    public var xml: String {
        let failures = files.filter { !$0.isValid }.count
        var text = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        text +=
            "<testsuites tests=\"\(files.count)\" failures=\"\(failures)\">\n"
            + "  <testsuite name=\"\(Self.escape(suiteName))\" tests=\"\(files.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
        for file in files {
            text += "    <testcase classname=\"\(Self.escape(suiteName))\" name=\"\(Self.escape(file.file))\""
            let errors = file.diagnostics.filter { $0.severity == .error }
            let warnings = file.diagnostics.filter { $0.severity != .error }
            if errors.isEmpty && warnings.isEmpty && file.omitted == 0 {
                text += "/>\n"
                continue
            }
            text += ">\n"
            for error in errors {
                text +=
                    "      <failure type=\"\(error.code.rawValue)\" message=\"\(Self.escape(error.message))\">"
                    + Self.escape(error.rendered) + "</failure>\n"
            }
            if !warnings.isEmpty || file.omitted > 0 {
                var output = warnings.map(\.rendered)
                if file.omitted > 0 { output.append("… and \(file.omitted) more problems not shown") }
                text += "      <system-out>" + Self.escape(output.joined(separator: "\n")) + "</system-out>\n"
            }
            text += "    </testcase>\n"
        }
        return text + "  </testsuite>\n</testsuites>\n"
    }

    /// Text as XML character data or an attribute value: markup characters escaped, and the
    /// characters XML 1.0 cannot hold (most C0 controls, U+FFFE, U+FFFF) written as `\u{…}`.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "\n", "\t": escaped.unicodeScalars.append(scalar)
            case "\r": escaped += "&#13;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    escaped += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }
}
