import SchemaTestSupport
import Testing

@testable import DocumentFormats
@testable import IntentSchema

/// A schema's recommended configurations (``WidgetRecommendation``): each validated as a configuration is, its
/// problems located in the schema at `$.recommendations[i]`, and written back as read.
@Suite("Recommendations")
struct RecommendationTests {
    /// A schema with a required enum, an integer with a range, a boolean and a text active only when the boolean
    /// is on, and recommendations (from line 9).
    static func schema(_ recommendations: String) -> String {
        """
        {"formatVersion": 1, "id": "w", "version": 1, "title": "W",
         "parameters": [
          {"id": "units", "title": "Units", "kind": "enum", "required": true,
           "cases": [{"id": "metric", "title": "C"}, {"id": "imperial", "title": "F"}]},
          {"id": "days", "title": "Days", "kind": "integer", "minimum": 1, "maximum": 7, "default": 3},
          {"id": "alerts", "title": "Alerts", "kind": "boolean", "default": false},
          {"id": "code", "title": "Code", "kind": "string", "activeWhen": {"parameter": "alerts", "equals": true}}],
         "recommendations": [
        \(recommendations)
        ]}
        """
    }

    @Test("valid recommendations load with their values typed, and are written back as read")
    func valid() throws {
        let text = Self.schema(
            """
            {"title": {"en": "Metric, a week", "de": "Metrisch, eine Woche"}, "values": {"units": "metric", "days": 7}},
            {"title": "Imperial, alerts", "values": {"units": "imperial", "alerts": true, "code": "X"}}
            """)
        let loaded = SchemaLoader().load(text, file: "w.json")
        let schema = try #require(loaded.value, "\(loaded.diagnostics.map(\.rendered))")
        #expect(loaded.diagnostics.isEmpty)
        #expect(
            schema.recommendations == [
                WidgetRecommendation(
                    title: LocalizedText("Metric, a week", translations: ["de": "Metrisch, eine Woche"]),
                    values: ["units": .string("metric"), "days": .integer(7)]),
                WidgetRecommendation(
                    title: "Imperial, alerts",
                    values: ["units": .string("imperial"), "alerts": .boolean(true), "code": .string("X")]),
            ])
        #expect(SchemaLoader().load(JSONWriter.write(SchemaEncoder().encode(schema))).value == schema)
    }

    @Test("a parameter that did not decode is reported once, not again at each recommendation's value")
    func undecodedParameter() {
        let text = Self.schema(#"{"title": "T", "values": {"units": "metric", "days": 3}}"#)
            .replacingOccurrences(of: #""kind": "integer""#, with: #""kind": "integre""#)
        let loaded = SchemaLoader().load(text, file: "w.json")
        #expect(loaded.value == nil)
        #expect(loaded.diagnostics.contains { $0.path.description == "$.parameters[1].kind" })
        #expect(
            !loaded.diagnostics.contains { $0.path.description.hasPrefix("$.recommendations") },
            "\(loaded.diagnostics.map(\.rendered))")
    }

    @Test(
        "a recommendation is refused as a configuration would be, at its place in the schema",
        arguments: [
            (
                #"{"title": "T", "values": {"units": "metric", "dayz": 3}}"#, "$.recommendations[0].values.dayz",
                "did you mean \"days\"?"
            ),
            (#"{"title": "T", "values": {"units": "kelvin"}}"#, "$.recommendations[0].values.units", "cases: metric"),
            (#"{"title": "T", "values": {"units": "metric", "days": 9}}"#, "$.recommendations[0].values.days", nil),
            (#"{"title": "T", "values": {"days": 2}}"#, "$.recommendations[0].values.units", "cases: metric"),
            (#"{"title": "T", "values": {"units": "metric", "code": "X"}}"#, "$.recommendations[0].values.code", nil),
            (#"{"title": "T", "values": {"units": 3}}"#, "$.recommendations[0].values.units", nil),
            (#"{"values": {"units": "metric"}}"#, "$.recommendations[0].title", nil),
            (#"{"title": "T", "values": ["metric"]}"#, "$.recommendations[0].values", nil),
        ] as [(String, String, String?)])
    func refused(_ recommendation: String, _ path: String, _ hint: String?) throws {
        let loaded = SchemaLoader().load(Self.schema(recommendation), file: "w.json")
        #expect(loaded.value == nil)
        let diagnostic = try #require(
            loaded.diagnostics.first { $0.path.description == path }, "\(loaded.diagnostics.map(\.rendered))")
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location?.line == 9, "\(diagnostic.rendered)")
        if let hint { #expect(diagnostic.hint?.contains(hint) == true, "\(diagnostic.rendered)") }
    }
}
