import DocumentFormats
import IntentSchema
import SiriKitInterop

/// What `schema import --json` writes: the definition's intents, which one was imported, the base language, the
/// schema, every diagnostic, and every key's fate, for scripts that migrate many widgets.
///
/// `{"file", "intents": [{"name", "eligibleForWidgets", "imported"}], "baseLocale": {"locale", "source"},
/// "schema": {…} | null, "output": FILE | null, "diagnostics": […], "keys": [{"key", "path", "line", "column",
/// "fate", "why"}]}`.
struct ImportReport: JSONWritable {
    var file: String
    var root: PropertyListNode
    var outcome: IntentDefinitionImporter.Outcome
    var baseLocale: (locale: String, source: IntentDefinitionBaseLocale.Source, explanation: String)
    var output: String?

    func write(to writer: inout JSONWriter) {
        let imported = outcome.schema.value == nil ? nil : outcome.intentName
        writer.writeObject { writer in
            writer.write("file", file)
            writer.writeKey("intents")
            writer.writeArray { writer in
                guard case .array(let intents)? = root["INIntents"]?.value.value else { return }
                let eligible = Set(IntentDefinitionImporter.widgetIntents(of: root))
                for intent in intents {
                    guard case .string(let name)? = intent["INIntentName"]?.value.value else { continue }
                    writer.writeObject { writer in
                        writer.write("name", name)
                        writer.write("eligibleForWidgets", eligible.contains(name))
                        writer.write("imported", imported == name)
                    }
                }
            }
            writer.writeKey("baseLocale")
            writer.writeObject { writer in
                writer.write("locale", baseLocale.locale)
                writer.write("source", baseLocale.source.rawValue)
                writer.write("why", baseLocale.explanation)
            }
            writer.writeKey("schema")
            if let schema = outcome.schema.value {
                writer.write(SchemaEncoder().encode(schema))
            } else {
                writer.writeNull()
            }
            writer.writeKey("output")
            if let output { writer.write(output) } else { writer.writeNull() }
            outcome.schema.writeDiagnostics(to: &writer)
            writer.writeKey("keys")
            writer.writeArray { writer in
                for account in outcome.keys {
                    writer.writeObject { writer in
                        writer.write("key", account.key)
                        writer.write("path", account.path.description)
                        writer.write("line", account.location.line)
                        writer.write("column", account.location.column)
                        writer.write("fate", account.fate.name)
                        writer.write("why", account.fate.explanation)
                    }
                }
            }
        }
    }
}
