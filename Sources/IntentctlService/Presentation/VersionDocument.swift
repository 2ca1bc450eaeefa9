import BundledIndex
import DocumentFormats
import IntentSchema
import ServiceContract
import Suggester

/// What `--version --json` and `GET /v1/version` say: intentctl's version, the airport data's
/// snapshot format, date (for the bundled data), place count and checksum, and each schema's id
/// and version, in id order.
package struct VersionDocument {
    /// The airport data described.
    package var index: AirportIndex
    /// The schemas described.
    package var schemas: [WidgetSchema]

    /// A document for an index and schemas.
    package init(index: AirportIndex, schemas: some Sequence<WidgetSchema>) {
        self.index = index
        self.schemas = schemas.sorted { $0.id < $1.id }
    }

    /// The checksum of the data the index was built from, in hexadecimal.
    package var checksum: String { String(index.sourceChecksum, radix: 16) }

    /// The date of the data, when it is the bundled data (an index built from another file does
    /// not record one).
    package var dataDate: String? {
        (try? AirportIndex.bundled())?.sourceChecksum == index.sourceChecksum ? AirportIndex.bundledDataDate : nil
    }

    /// The three lines `--version` prints.
    package var lines: [String] {
        [
            "intentctl \(ToolVersion.intentctl)",
            "airport data: snapshot format \(AirportIndex.snapshotFormatVersion), "
                + (dataDate.map { "\($0), " } ?? "") + "\(index.placeCount) places, checksum \(checksum)",
            "schemas: " + schemas.map { "\($0.id) \($0.version)" }.joined(separator: ", "),
        ]
    }

    /// Writes the JSON document.
    package func write(to writer: inout JSONWriter) {
        writer.writeObject { writer in
            writer.write("version", ToolVersion.intentctl)
            writer.writeKey("data")
            writer.writeObject { writer in
                writer.write("snapshotFormat", AirportIndex.snapshotFormatVersion)
                if let dataDate { writer.write("date", dataDate) }
                writer.write("places", index.placeCount)
                writer.write("checksum", checksum)
            }
            writer.writeKey("schemas")
            writer.writeArray { writer in
                for schema in schemas {
                    writer.writeObject { writer in
                        writer.write("id", schema.id)
                        writer.write("version", schema.version)
                    }
                }
            }
        }
    }
}
