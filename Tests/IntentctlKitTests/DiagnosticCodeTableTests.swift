import ConfigurationStore
import DealsTimeline
import DocumentFormats
import IntentSchema
import TestSupport
import Testing

/// Each library's diagnostic codes, read against the file that declares them.
@Suite("Diagnostic code tables")
struct DiagnosticCodeTableTests {
    @Test(
        "every code a library declares is listed once, spelled area.what, with help",
        arguments: [
            (
                "Sources/DocumentFormats/Diagnostics/DiagnosticCode+DocumentFormats.swift",
                DiagnosticCode.documentFormatCodes
            ),
            ("Sources/IntentSchema/Diagnostics/DiagnosticCode+Schema.swift", DiagnosticCode.schemaLibraryCodes),
            ("Sources/ConfigurationStore/DiagnosticCode+Store.swift", DiagnosticCode.storeCodes),
            ("Sources/DealsTimeline/DiagnosticCode+Timeline.swift", DiagnosticCode.timelineCodes),
        ])
    func libraryCodes(_ file: String, _ codes: [DiagnosticCode]) throws {
        let source = Fixtures.text(file)
        let declared = source.split(separator: "\n").filter {
            $0.contains("static let") && $0.contains("DiagnosticCode(")
        }
        #expect(codes.count == declared.count)
        #expect(Set(codes).count == codes.count)
        for code in codes {
            #expect(code.rawValue.wholeMatch(of: /[a-z]+\.[a-z0-9-]+/) != nil, "\(code)")
            #expect(code.help.hasSuffix("."), "\(code)")
        }
    }
}
