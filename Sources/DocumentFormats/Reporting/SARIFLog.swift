/// A SARIF 2.1.0 log of validation results: one run of one tool, with a rule for each diagnostic
/// code found (its id, and its meaning as help) and a result for each diagnostic, located by file,
/// line and column (in Unicode scalars) and by JSON path.
public struct SARIFLog: JSONWritable, Sendable {
    /// The tool's name, such as `intentctl`.
    public var toolName: String
    /// The tool's version.
    public var toolVersion: String
    /// The files checked, in order.
    public var files: [FileDiagnostics]

    /// A log of `files` checked by a tool.
    public init(toolName: String, toolVersion: String, files: [FileDiagnostics]) {
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.files = files
    }

    /// The codes of the diagnostics, each once, in the order first found: the run's rules.
    public var ruleCodes: [DiagnosticCode] {
        var seen = Set<DiagnosticCode>()
        return files.flatMap(\.diagnostics).map(\.code).filter { seen.insert($0).inserted }
    }

    /// Writes the log. O(diagnostics).
    public func write(to writer: inout JSONWriter) {
        let rules = ruleCodes
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1, $0) })
        writer.writeObject { writer in
            writer.write(
                "$schema", "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json")
            writer.write("version", "2.1.0")
            writer.writeKey("runs")
            writer.writeArray { writer in
                writer.writeObject { writer in
                    writer.writeKey("tool")
                    writer.writeObject { writer in
                        writer.writeKey("driver")
                        writer.writeObject { writer in
                            writer.write("name", toolName)
                            writer.write("version", toolVersion)
                            writer.writeKey("rules")
                            writer.writeArray { writer in
                                for code in rules { Self.writeRule(code, to: &writer) }
                            }
                        }
                    }
                    writer.write("columnKind", "unicodeCodePoints")
                    writer.writeKey("results")
                    writer.writeArray { writer in
                        for file in files {
                            for diagnostic in file.diagnostics {
                                Self.writeResult(diagnostic, file: file.file, ruleIndex: ruleIndex, to: &writer)
                            }
                        }
                    }
                }
            }
        }
    }

    private static func writeRule(_ code: DiagnosticCode, to writer: inout JSONWriter) {
        writer.writeObject { writer in
            writer.write("id", code.rawValue)
            writer.writeKey("shortDescription")
            writer.writeObject { $0.write("text", code.help) }
            writer.writeKey("help")
            writer.writeObject { $0.write("text", code.help) }
        }
    }

    private static func writeResult(
        _ diagnostic: Diagnostic, file: String, ruleIndex: [DiagnosticCode: Int], to writer: inout JSONWriter
    ) {
        writer.writeObject { writer in
            writer.write("ruleId", diagnostic.code.rawValue)
            if let index = ruleIndex[diagnostic.code] { writer.write("ruleIndex", index) }
            writer.write("level", diagnostic.severity == .error ? "error" : "warning")
            writer.writeKey("message")
            writer.writeObject { writer in
                writer.write("text", diagnostic.message + (diagnostic.hint.map { " (\($0))" } ?? ""))
            }
            writer.writeKey("locations")
            writer.writeArray { writer in
                writer.writeObject { writer in
                    writer.writeKey("physicalLocation")
                    writer.writeObject { writer in
                        writer.writeKey("artifactLocation")
                        writer.writeObject { $0.write("uri", uriReference(diagnostic.file ?? file)) }
                        if let location = diagnostic.location {
                            writer.writeKey("region")
                            writer.writeObject { writer in
                                writer.write("startLine", location.line)
                                writer.write("startColumn", location.column)
                            }
                        }
                    }
                    if !diagnostic.path.components.isEmpty {
                        writer.writeKey("logicalLocations")
                        writer.writeArray { writer in
                            writer.writeObject { $0.write("fullyQualifiedName", diagnostic.path.description) }
                        }
                    }
                }
            }
        }
    }

    /// A file name as a relative URI reference: every byte but unreserved characters and `/`
    /// percent-encoded.
    static func uriReference(_ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if byte < 0x80, character.isLetter || character.isNumber || "-._~/".contains(character) {
                encoded.append(character)
            } else {
                encoded += (byte < 0x10 ? "%0" : "%") + String(byte, radix: 16, uppercase: true)
            }
        }
        return encoded
    }
}
