import Foundation
import TestSupport
import Testing

@testable import DocumentFormats

@Suite("Report formats: GitHub annotations, SARIF and JUnit")
struct ReportFormatTests {
    static func outcome(message: String, file: String = "a.json", hint: String? = nil) -> FileDiagnostics {
        var diagnostic = Diagnostic(
            .error, .jsonDuplicateKey, message, file: file, location: SourceLocation(line: 3, column: 7, offset: 40),
            path: JSONPath.root.appending("values").appending("x"))
        diagnostic.hint = hint
        return FileDiagnostics(file: file, isValid: false, diagnostics: [diagnostic], omitted: 2)
    }

    @Test(
        "GitHub workflow commands escape what the runner would read as syntax",
        arguments: [
            ("plain", "a.json", "::error file=a.json,line=3,col=7,title=json.duplicate-key::plain at $.values.x"),
            (
                "two\nlines 100%", "a.json",
                "::error file=a.json,line=3,col=7,title=json.duplicate-key::two\\u{A}lines 100%25 at $.values.x"
            ),
            ("m", "d,1:2.json", "::error file=d%2C1%3A2.json,line=3,col=7,title=json.duplicate-key::m at $.values.x"),
            (
                "\u{1B}[2J", "a.json",
                #"::error file=a.json,line=3,col=7,title=json.duplicate-key::\u{1B}[2J at $.values.x"#
            ),
        ])
    func github(_ message: String, _ file: String, _ expected: String) {
        let lines = GitHubAnnotations.lines(for: Self.outcome(message: message, file: file))
        #expect(lines.first == expected)
        #expect(lines.last == "::warning file=\(GitHubAnnotations.escapeProperty(file))::2 more problems not shown")
    }

    @Test("JUnit XML escapes markup and the characters XML cannot hold")
    func junit() {
        let report = JUnitReport(suiteName: "s", files: [Self.outcome(message: "a <b> & \"c\" \u{1}")]).xml
        #expect(report.contains(#"message="a &lt;b&gt; &amp; &quot;c&quot; \u{1}""#))
        #expect(report.contains("<system-out>… and 2 more problems not shown</system-out>"))
        #expect(!report.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test("SARIF names files as URI references and lists each code once as a rule")
    func sarif() {
        #expect(SARIFLog.uriReference("dir/köln 1.json") == "dir/k%C3%B6ln%201.json")
        let log = SARIFLog(
            toolName: "t", toolVersion: "1",
            files: [Self.outcome(message: "m"), Self.outcome(message: "n", file: "b.json")])
        #expect(log.ruleCodes == [.jsonDuplicateKey])
        var writer = JSONWriter(style: .compact)
        writer.write(log)
        #expect(writer.text.contains(#""ruleIndex":0,"level":"error","message":{"text":"n"}"#))
    }

}
