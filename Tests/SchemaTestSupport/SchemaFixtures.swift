import DocumentFormats
import Foundation
import IntentSchema
import TestSupport

/// Schemas and providers the libraries' tests share.
public enum SchemaFixtures {
    /// The shipped deals-widget schema text.
    public static let dealsWidgetText = Fixtures.text("schemas/deals-widget.json")

    /// The shipped deals-widget schema, loaded.
    public static let dealsWidget = SchemaLoader().load(dealsWidgetText, file: "deals-widget.json").schema!

    /// A fixed airports provider standing in for the airport index.
    public static let airports = FixedOptionProvider([
        Option(id: "LON", title: "London (all airports)", subtitle: "United Kingdom"),
        Option(id: "LHR", title: "London Heathrow", subtitle: "United Kingdom"),
        Option(id: "LGW", title: "London Gatwick", subtitle: "United Kingdom"),
        Option(id: "PAR", title: "Paris (all airports)", subtitle: "France"),
        Option(id: "CDG", title: "Paris Charles de Gaulle", subtitle: "France"),
    ])

    /// A schema with every kind and every relationship predicate, for validation tests.
    public static let richText = """
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

    /// The rich schema, loaded.
    public static let rich = SchemaLoader().load(richText, file: "rich.json").schema!

    /// A schema whose one parameter (on line 3) varies.
    public static func schemaText(_ parameter: String, version: Int = 1) -> String {
        "{\"formatVersion\": 1, \"id\": \"m\", \"version\": \(version), \"title\": \"M\",\n\"parameters\": [\n\(parameter)\n]}"
    }

    /// The schema of ``schemaText(_:version:)``, loaded; nil when it does not load.
    public static func load(_ parameters: String) -> Diagnosed<WidgetSchema> {
        SchemaLoader().load(schemaText(parameters))
    }

    /// The schema of ``schemaText(_:version:)``; an error naming its problems when it does not load.
    public static func schema(_ parameter: String) throws -> WidgetSchema {
        let loaded = load(parameter)
        guard let schema = loaded.schema else {
            throw Unloadable(problems: loaded.diagnostics.map(\.rendered))
        }
        return schema
    }

    /// Why a fixture schema did not load.
    public struct Unloadable: Error, CustomStringConvertible {
        /// The loader's diagnostics, rendered.
        public var problems: [String]
        /// The diagnostics, a line each.
        public var description: String { problems.joined(separator: "\n") }
    }

    /// An enum parameter that takes up to two values.
    public static let severalSizes =
        #"{"id": "sizes", "title": "Sizes", "kind": "enum", "multipleValues": {"maximum": 2}, "cases": [{"id": "s", "title": "S"}, {"id": "l", "title": "L"}]}"#

    /// A parameter of countries, for scopes.
    public static let countryParameter = #"{"id": "country", "title": "C", "kind": "dynamic", "provider": "countries"}"#

    /// A schema at version 3 whose migrations rename and add parameters over three versions.
    public static let migratingTripText = """
        {
          "formatVersion": 1, "id": "trip", "version": 3, "title": "Trip",
          "parameters": [
            {"id": "origin", "title": "From", "kind": "string", "required": true},
            {"id": "party", "title": "Party", "kind": "enum", "required": true,
             "cases": [{"id": "solo", "title": "Solo"}, {"id": "pair", "title": "Pair"}, {"id": "group", "title": "Group"}]},
            {"id": "cabin", "title": "Cabin", "kind": "enum", "required": true,
             "cases": [{"id": "economy", "title": "Economy"}, {"id": "business", "title": "Business"}]}
          ],
          "migrations": [
            {"from": 2, "to": 3, "steps": [
              {"op": "renameParameter", "parameter": "travellers", "to": "party"},
              {"op": "setValue", "parameter": "cabin", "value": "economy"}
            ]},
            {"from": 1, "to": 2, "steps": [
              {"op": "renameParameter", "parameter": "from", "to": "origin"},
              {"op": "mapCase", "parameter": "travellers", "case": "couple", "to": "pair"},
              {"op": "dropParameter", "parameter": "currency"}
            ]}
          ]
        }
        """

    /// The migrating trip schema, loaded.
    public static let migratingTrip = SchemaLoader().load(migratingTripText, file: "trip.json").schema
}
