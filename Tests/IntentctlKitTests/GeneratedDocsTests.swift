import CommandLineTestSupport
import Foundation
import TestSupport
import Testing

@testable import IntentctlKit
@testable import IntentctlService

/// The reference parts of `docs/` are made from the declarations (``ReferenceDocument``): the
/// committed files must hold what the declarations make now. `INTENTCTL_WRITE_DOCS=1 swift test
/// --filter GeneratedDocs` writes them.
@Suite("Generated documentation is current", .serialized)
struct GeneratedDocsTests {
    static let writes = ProcessInfo.processInfo.environment["INTENTCTL_WRITE_DOCS"] == "1"

    @Test("each generated part of docs/ equals what its declarations make", arguments: ReferenceDocument.parts.indices)
    func current(_ index: Int) throws {
        let part = ReferenceDocument.parts[index]
        let path = Fixtures.repositoryRoot.appendingPathComponent(part.file).path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let updated = try #require(
            ReferenceDocument.replacing(part.name, with: part.content, in: text),
            "\(part.file) has no <!-- generated: \(part.name) --> … <!-- end generated --> markers")
        if Self.writes, updated != text {
            try updated.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            updated == text,
            "\(part.file) (\(part.name)) is not current: run INTENTCTL_WRITE_DOCS=1 swift test --filter GeneratedDocs")
    }

    @Test("docs/openapi.json is the description the server serves, as serve --openapi prints it")
    func openAPI() throws {
        let path = Fixtures.repositoryRoot.appendingPathComponent("docs/openapi.json").path
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        if Self.writes, text != ServiceOpenAPI.text {
            try ServiceOpenAPI.text.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            text == ServiceOpenAPI.text,
            "docs/openapi.json is not current: run INTENTCTL_WRITE_DOCS=1 swift test --filter GeneratedDocs")
    }

    @Test("the reference names every command and every route")
    func complete() {
        let commands = ReferenceDocument.commandReference(IntentCtl.commands)
        for command in IntentCtl.commands {
            #expect(commands.contains("### `intentctl \(command.spec.path.joined(separator: " "))`"))
        }
        let routes = ReferenceDocument.routeTable(ServiceRoutes.all)
        for route in ServiceRoutes.all { #expect(routes.contains("| `\(route.method)` | `\(route.pattern)` |")) }
        #expect(
            ReferenceDocument.replacing(
                "x", with: "new", in: "a\n<!-- generated: x -->\nold\n<!-- end generated -->\nb")
                == "a\n<!-- generated: x -->\nnew<!-- end generated -->\nb")
    }
}
