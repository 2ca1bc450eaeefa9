import ConfigurationStore
import DocumentFormats
import IntentSchema

/// A stored entry as `config list --json` and `GET /v1/configurations` show it: the entry's own
/// members and, for a configuration of a known schema, its one-line summary and the title of each
/// value (`"location": "Munich Airport"`, `"travellers": "2 travellers"`) in a locale.
package struct PresentedStoreEntry: JSONWritable {
    package var entry: StoreEntry
    package var catalog: SchemaCatalog
    package var locale: String?

    /// Makes one from each of its properties.
    package init(entry: StoreEntry, catalog: SchemaCatalog, locale: String?) {
        self.entry = entry
        self.catalog = catalog
        self.locale = locale
    }

    package func write(to writer: inout JSONWriter) {
        writer.writeObject { writer in
            entry.writeMembers(to: &writer)
            guard let configuration = entry.configuration, let schema = entry.schema else { return }
            writer.writeIfPresent("summary", catalog.summary(of: configuration, locale: locale))
            writer.writeKey("titles")
            writer.writeObject { writer in
                for parameter in schema.parameters {
                    guard let value = configuration.values[parameter.id] else { continue }
                    let title = catalog.title(of: value, for: parameter, locale: locale, withSubtitle: false)
                    writer.write(parameter.id, title ?? value.description)
                }
            }
        }
    }
}
