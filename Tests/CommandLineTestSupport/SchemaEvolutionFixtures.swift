import Foundation
import TestSupport
import Testing

/// The deals widget at two versions, and configuration documents for it.
package enum SchemaEvolutionFixtures {
    package static let v1 = Fixtures.url("schemas/examples/deals-widget-v1.json").path

    package static let v2 = Fixtures.url("schemas/examples/deals-widget-v2.json").path

    /// A version-1 configuration document.
    package static func document(location: String, travellers: String, dates: String) -> String {
        #"{"schema": "deals-widget", "version": 1, "values": {"location": "\#(location)", "travellers": "\#(travellers)", "dates": "\#(dates)"}}"#
            + "\n"
    }

    package static func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }
}
