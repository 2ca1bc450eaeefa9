import CommandLineTestSupport
import Foundation
import TestSupport
import Testing

@Suite("intentctl config validate and schema validate --format")
struct ReportFormatCommandTests {
    static let bad = #"{"schema": "deals-widget", "version": 1, "values": {"location": "LHR", "travellers": "tow"}}"#
    static let good = #"{"schema": "deals-widget", "version": 1, "values": {"location": "LHR"}}"#

    /// A folder with `bad.json`, `good.json` and `odd, name: 100%.json` (whose name needs escaping
    /// in every format).
    static func files() throws -> URL {
        let folder = try CLIRunner.temporaryFolder()
        try bad.write(to: folder.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        try good.write(to: folder.appendingPathComponent("good.json"), atomically: true, encoding: .utf8)
        try "{\"schema\": \"deals-widget\",\n \"version\": 1, \"values\": {\"dates\": \"soon\"}}".write(
            to: folder.appendingPathComponent("odd, name: 100%.json"), atomically: true, encoding: .utf8)
        return folder
    }

    static func validate(_ format: String, in folder: URL) throws -> CLIRunner.Output {
        try CLIRunner.run(
            ["config", "validate", "bad.json", "good.json", "odd, name: 100%.json", "--format", format],
            directory: folder)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var format: String
        var expected: [String]
        var testDescription: String { format }
    }

    @Test(
        "each format reports every diagnostic of a bad file, nothing of a good one, and exits 1",
        arguments: [
            Case(format: "text", expected: ["bad.json: invalid", "good.json: valid", "odd, name: 100%.json: invalid"]),
            Case(
                format: "json",
                expected: [#""file": "bad.json""#, #""code": "config.unknown-case""#, #""valid": true"#]),
            Case(
                format: "github",
                expected: [
                    #"::error file=bad.json,line=1,col=86,title=config.unknown-case::"travellers" "tow" is not one of the cases at $.values.travellers (did you mean "two"?"#,
                    "::error file=odd%2C name%3A 100%25.json,line=2,col=26,title=config.missing-value::",
                    "::error file=odd%2C name%3A 100%25.json,line=2,col=36,title=config.unknown-case::",
                ]),
            Case(
                format: "sarif",
                expected: [
                    #""version": "2.1.0""#, #""ruleId": "config.unknown-case""#,
                    #""uri": "odd%2C%20name%3A%20100%25.json""#,
                    #""startLine": 1"#, #""startColumn": 86"#, #""fullyQualifiedName": "$.values.travellers""#,
                    #""text": "An enum value that is not one of the cases.""#,
                ]),
            Case(
                format: "junit",
                expected: [
                    #"<testsuite name="intentctl config validate" tests="3" failures="2""#,
                    #"<testcase classname="intentctl config validate" name="good.json"/>"#,
                    #"<failure type="config.unknown-case" message="&quot;travellers&quot; &quot;tow&quot; is not one of the cases">"#,
                    #"name="odd, name: 100%.json""#,
                ]),
        ])
    func formats(_ row: Case) throws {
        let run = try Self.validate(row.format, in: try Self.files())
        #expect(run.status == 1, "\(run.stderr)")
        for expected in row.expected { #expect(run.stdout.contains(expected), "\(expected)\n\(run.stdout)") }
        if row.format != "text" { #expect(run.stderr.isEmpty, "\(run.stderr)") }
        if row.format == "github" {
            #expect(!run.stdout.contains("good.json"))
            #expect(run.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("::error ") })
        }
    }

    @Test("--format json is --json; valid files exit 0 in every format")
    func jsonAndValid() throws {
        let folder = try Self.files()
        let json = try CLIRunner.run(["config", "validate", "bad.json", "--json"], directory: folder)
        let format = try CLIRunner.run(["config", "validate", "bad.json", "--format", "json"], directory: folder)
        #expect(json.stdout == format.stdout && json.status == format.status)
        for name in ["text", "json", "github", "sarif", "junit"] {
            let run = try CLIRunner.run(["config", "validate", "good.json", "--format", name], directory: folder)
            #expect(run.status == 0, "\(name): \(run.stderr)")
        }
        let schemas = try CLIRunner.run(["schema", "validate", "--format", "junit"])
        #expect(schemas.status == 0 && schemas.stdout.contains(#"name="&lt;bundled&gt;/deals-widget.json"/>"#))
    }

    @Test(
        "usage errors exit 64",
        arguments: [
            (["--format", "sraif"], "did you mean \"sarif\"?"),
            (["--json", "--format", "sarif"], "--json is --format json"),
            (["--format"], "--format"),
        ])
    func usage(_ arguments: [String], _ message: String) throws {
        let run = try CLIRunner.run(["config", "validate", "x.json"] + arguments)
        #expect(run.status == 64)
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test("the SARIF log is valid against the SARIF 2.1.0 JSON Schema, and the JUnit report is XML")
    func sarifAgainstItsSchema() throws {
        let folder = try Self.files()
        let sarif = try Self.validate("sarif", in: folder)
        let junit = try Self.validate("junit", in: folder)
        try sarif.stdout.write(to: folder.appendingPathComponent("log.sarif"), atomically: true, encoding: .utf8)
        try junit.stdout.write(to: folder.appendingPathComponent("report.xml"), atomically: true, encoding: .utf8)
        let xml = try CLIRunner.run(
            [
                "python3", "-c",
                "import sys, xml.etree.ElementTree as E; print(len(E.parse(sys.argv[1]).getroot().findall('.//failure')))",
                folder.appendingPathComponent("report.xml").path,
            ], binary: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(xml.status == 0 && xml.stdout == "3\n", "\(xml.stdout) \(xml.stderr)")
        guard Python.hasModule("jsonschema") else {
            try Test.cancel(
                "skipped: python3 with jsonschema is not installed (pip install jsonschema); CI installs it")
        }
        let arguments = [
            "python3", "-c",
            "import json, sys, jsonschema; jsonschema.Draft4Validator(json.load(open(sys.argv[1]))).validate(json.load(open(sys.argv[2]))); print('ok')",
            Fixtures.url("Tests/Fixtures/sarif-schema-2.1.0.json").path,
            folder.appendingPathComponent("log.sarif").path,
        ]
        let check = try CLIRunner.run(arguments, binary: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(check.status == 0 && check.stdout == "ok\n", "\(check.stderr)")
        // The schema check can fail: a log without its version is refused.
        let broken = sarif.stdout.replacing(#""version": "2.1.0","#, with: "")
        try broken.write(to: folder.appendingPathComponent("log.sarif"), atomically: true, encoding: .utf8)
        let refused = try CLIRunner.run(arguments, binary: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(refused.status != 0)
    }
}
