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
            + "  <testsuite name=\"\(XMLText.escaped(suiteName))\" tests=\"\(files.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
        for file in files {
            text += "    <testcase classname=\"\(XMLText.escaped(suiteName))\" name=\"\(XMLText.escaped(file.file))\""
            let errors = file.diagnostics.filter { $0.severity == .error }
            let warnings = file.diagnostics.filter { $0.severity != .error }
            if errors.isEmpty && warnings.isEmpty && file.omitted == 0 {
                text += "/>\n"
                continue
            }
            text += ">\n"
            for error in errors {
                text +=
                    "      <failure type=\"\(error.code.rawValue)\" message=\"\(XMLText.escaped(error.message))\">"
                    + XMLText.escaped(error.rendered) + "</failure>\n"
            }
            if !warnings.isEmpty || file.omitted > 0 {
                var output = warnings.map(\.rendered)
                if file.omitted > 0 { output.append("… and \(file.omitted) more problems not shown") }
                text += "      <system-out>" + XMLText.escaped(output.joined(separator: "\n")) + "</system-out>\n"
            }
            text += "    </testcase>\n"
        }
        return text + "  </testsuite>\n</testsuites>\n"
    }
}
