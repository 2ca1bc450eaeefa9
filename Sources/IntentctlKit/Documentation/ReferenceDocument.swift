import ConfigurationStore
import DealsTimeline
import DocumentFormats
import IntentSchema
import IntentctlService
import SiriKitInterop

/// The reference parts of `docs/` made from their declarations, as the manual page is: the command
/// reference from the command specs, the HTTP routes from the route table, and the diagnostic codes
/// from each module's list. Each part replaces what lies between its markers in a hand-written
/// file (`<!-- generated: NAME -->` … `<!-- end generated -->`), so that prose and reference sit
/// together and the reference cannot drift: a test checks that the committed files are current.
enum ReferenceDocument {
    /// One generated part: the file it lives in (relative to the package) and its content.
    struct Part: Sendable {
        var file: String
        var name: String
        var content: String
    }

    /// Every generated part.
    static var parts: [Part] {
        [
            Part(file: "docs/cli.md", name: "commands", content: commandReference(IntentCtl.commands)),
            Part(file: "docs/http-api.md", name: "routes", content: routeTable(ServiceRoutes.all)),
            Part(file: "docs/http-api.md", name: "codes", content: codeTable(DiagnosticCode.serviceCodes)),
            Part(
                file: "docs/schema-format.md", name: "codes",
                content: codeTable(
                    DiagnosticCode.documentFormatCodes + DiagnosticCode.schemaLibraryCodes
                        + DiagnosticCode.timelineCodes + DiagnosticCode.storeCodes + DiagnosticCode.siriKitCodes
                        + DiagnosticCode.generateCodes)),
            Part(file: "docs/sirikit.md", name: "keys", content: keyTable(IntentDefinitionKeys.all)),
        ]
    }

    /// `text` with the part named `name` replaced by `content`; nil when the markers are missing.
    static func replacing(_ name: String, with content: String, in text: String) -> String? {
        let begin = "<!-- generated: \(name) -->\n"
        let end = "<!-- end generated -->"
        guard let start = text.range(of: begin), let stop = text[start.upperBound...].range(of: end) else {
            return nil
        }
        return String(text[..<start.upperBound]) + content + String(text[stop.lowerBound...])
    }

    /// Every command: its usage, options, flags, discussion and listing, as `--help` shows them.
    static func commandReference(_ commands: [any Command.Type]) -> String {
        var text = ""
        for command in commands {
            let spec = command.spec
            text += "### `intentctl \(spec.path.joined(separator: " "))`\n\n\(spec.summary)\n\n"
            text += "```\nintentctl \(spec.usage)\n```\n\n"
            let rows =
                spec.options.map { option in
                    ("--\(option.name)" + (option.short.map { ", -\($0)" } ?? "") + " \(option.value)", option.helpLine)
                } + spec.flags.map { ("--\($0.name)", $0.help) }
            if !rows.isEmpty {
                text += "| Option | |\n|---|---|\n"
                for (term, help) in rows { text += "| `\(cell(term))` | \(cell(help)) |\n" }
                text += "\n"
            }
            if !spec.discussion.isEmpty {
                text += spec.discussion.split(separator: "\n").joined(separator: " ") + "\n\n"
            }
            if let listing = spec.listing {
                text += "\(listing.title.prefix(1).uppercased() + listing.title.dropFirst()):\n\n"
                for (term, description) in listing.rows { text += "- `\(term)`: \(description)\n" }
                text += "\n"
            }
        }
        text += "### Exit status\n\n" + IntentCtl.exitStatus.split(separator: "\n").joined(separator: " ") + "\n\n"
        return text
    }

    /// The route table: method, path, query parameters and what it answers.
    static func routeTable(_ routes: [ServiceRoute]) -> String {
        var text = "| Method | Path | Query | Answers |\n|---|---|---|---|\n"
        for route in routes {
            let query = route.query.map { "`\($0)`" }.joined(separator: ", ")
            let needs = route.needs.map { " Needs `\($0)`." } ?? ""
            let writes = route.writes ? " A write: see the access policy." : ""
            text += "| `\(route.method)` | `\(route.pattern)` | \(query) | \(cell(route.summary))\(needs)\(writes) |\n"
        }
        return text + "\n"
    }

    /// A table of diagnostic codes and what each reports.
    static func codeTable(_ codes: [DiagnosticCode]) -> String {
        var text = "| Code | Reports |\n|---|---|\n"
        for code in codes { text += "| `\(code.rawValue)` | \(cell(code.help)) |\n" }
        return text + "\n"
    }

    /// Every key of an intent definition `schema import` knows, by where it is, with its fate.
    static func keyTable(_ keys: [IntentDefinitionKeys.Key]) -> String {
        var text = "| Key | In | Fate | What becomes of it |\n|---|---|---|---|\n"
        for key in keys {
            text += "| `\(key.name)` | \(key.place.rawValue) | \(key.fate.name) | \(cell(key.fate.explanation)) |\n"
        }
        return text + "\n"
    }

    /// Text for a table cell: a `|` would end the cell.
    private static func cell(_ text: String) -> String {
        text.replacing("|", with: "\\|").replacing("\n", with: " ")
    }
}
