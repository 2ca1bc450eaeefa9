import Foundation
import TestSupport

@testable import IntentSchema

/// Schemas and providers the tests share.
enum SchemaFixtures {
    /// The shipped deals-widget schema text.
    static let dealsWidgetText = Fixtures.text("schemas/deals-widget.json")

    /// The shipped deals-widget schema, loaded.
    static let dealsWidget = SchemaLoader().load(dealsWidgetText, file: "deals-widget.json").schema!

    /// A fixed airports provider standing in for the airport index.
    static let airports = FixedOptionProvider([
        Option(id: "LON", title: "London (all airports)", subtitle: "United Kingdom"),
        Option(id: "LHR", title: "London Heathrow", subtitle: "United Kingdom"),
        Option(id: "LGW", title: "London Gatwick", subtitle: "United Kingdom"),
        Option(id: "PAR", title: "Paris (all airports)", subtitle: "France"),
        Option(id: "CDG", title: "Paris Charles de Gaulle", subtitle: "France"),
    ])

    /// A schema with every kind and every relationship predicate, for validation tests.
    static let richText = """
        {
          "formatVersion": 1, "id": "rich", "version": 3, "title": "Rich",
          "parameters": [
            {"id": "location", "title": "From", "kind": "dynamic", "provider": "airports", "required": true},
            {"id": "mode", "title": "Mode", "kind": "enum", "default": "simple",
             "cases": [{"id": "simple", "title": "Simple"}, {"id": "advanced", "title": "Advanced"}]},
            {"id": "budget", "title": "Budget", "kind": "integer", "minimum": 1, "maximum": 5000, "required": true,
             "activeWhen": {"parameter": "mode", "equals": "advanced"}},
            {"id": "direct", "title": "Direct only", "kind": "boolean", "default": false},
            {"id": "airline", "title": "Airline", "kind": "string", "pattern": "[A-Z0-9]{2}",
             "activeWhen": {"parameter": "direct", "equals": true}},
            {"id": "note", "title": "Note", "kind": "string", "maxLength": 10,
             "activeWhen": {"parameter": "location", "hasValue": true}}
          ]
        }
        """

    static let rich = SchemaLoader().load(richText, file: "rich.json").schema!
}
