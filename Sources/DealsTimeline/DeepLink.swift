import DocumentFormats
import Foundation
import IntentSchema

/// The app link for a search: `SCHEME://PATH?from=LON&travellers=2&depart=2026-11-27&return=2026-11-29`,
/// with an optional `to=BCN` for a deal's destination. Values are percent-encoded (RFC 3986: every
/// byte but the unreserved characters).
public struct DeepLink: Sendable, Equatable {
    /// The query parameters the format defines, in the order they are written.
    public static let parameterNames = ["from", "to", "travellers", "depart", "return"]

    /// The scheme and path.
    public var template: DeepLinkTemplate
    /// The departure code, or the departures separated by commas (`LHR,MUC`) for a parameter that takes
    /// several values, as ``DealSearch/location`` has them.
    public var from: String
    /// The destination code, for a deal's link.
    public var to: String?
    /// The number of travellers.
    public var travellers: Int
    /// The window's first day.
    public var depart: LocalDate
    /// The window's last day.
    public var `return`: LocalDate

    /// Creates a link.
    public init(
        template: DeepLinkTemplate, from: String, to: String? = nil, travellers: Int, depart: LocalDate,
        return returnDate: LocalDate
    ) {
        self.template = template
        self.from = from
        self.to = to
        self.travellers = travellers
        self.depart = depart
        self.return = returnDate
    }

    /// The link for a search.
    public init(template: DeepLinkTemplate, search: DealSearch, to: String? = nil) {
        self.init(
            template: template, from: search.location, to: to, travellers: search.travellers,
            depart: search.window.start,
            return: search.window.end)
    }

    /// The URL text.
    public var url: String {
        var pairs = [("from", from)]
        if let to { pairs.append(("to", to)) }
        pairs += [
            ("travellers", String(travellers)), ("depart", depart.description), ("return", self.return.description),
        ]
        return "\(template.scheme)://\(template.path)?"
            + pairs.map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }.joined(separator: "&")
    }

    /// Percent-encodes every byte of the UTF-8 that is not unreserved.
    public static func encode(_ text: String) -> String {
        var output = ""
        for byte in text.utf8 {
            if DeepLinkTemplate.isUnreserved(byte) {
                output.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                output += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return output
    }

    /// Decodes percent-encoding strictly: nil for a malformed escape, invalid UTF-8 or a control character.
    public static func decode(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next(), let low = iterator.next(),
                    let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
                else { return nil }
                bytes.append(value)
            } else {
                bytes.append(byte)
            }
        }
        guard let decoded = String(validating: bytes, as: UTF8.self),
            !decoded.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
        else { return nil }
        return decoded
    }

    /// The parameters a link must have.
    static let requiredParameters = ["from", "travellers", "depart", "return"]

    /// Parses a link made for this template, reporting every problem.
    public static func parse(_ text: String, template: DeepLinkTemplate) -> Diagnosed<DeepLink> {
        var collector = DiagnosticCollector()
        let prefix = "\(template.scheme)://\(template.path)"
        guard text.utf8.count <= 4096 else {
            collector.report(linkProblem(.linkMalformed, "the link is longer than 4096 bytes"))
            return collector.finish(nil)
        }
        guard text.lowercased().hasPrefix(prefix.lowercased()) else {
            collector.report(
                linkProblem(
                    .linkMalformed, "the link does not start with \(prefix)", value: text,
                    hint: "links look like \(prefix)?from=LON&travellers=2&depart=…&return=…"))
            return collector.finish(nil)
        }
        let rest = text.dropFirst(prefix.count)
        guard rest.isEmpty || rest.hasPrefix("?"), !rest.contains("#") else {
            collector.report(
                linkProblem(.linkMalformed, "after \(prefix) the link must have only a query (?…)", value: String(rest))
            )
            return collector.finish(nil)
        }
        let values = queryValues(rest.dropFirst(), collector: &collector)
        for name in requiredParameters where values[name] == nil {
            collector.report(
                linkProblem(.linkMissingParameter, "the link has no \(JSONWriter.quoted(name))", parameter: name))
        }
        /// A code; for `from`, one or more separated by commas, each once (a list of departures).
        func code(_ name: String, several: Bool = false) -> String? {
            guard let value = values[name] else { return nil }
            let codes =
                several ? value.split(separator: ",", omittingEmptySubsequences: false).map(String.init) : [value]
            guard codes.allSatisfy(DealFeed.isCode) else {
                collector.report(
                    linkProblem(
                        .linkInvalidValue,
                        several
                            ? "\(JSONWriter.quoted(name)) must be three-letter codes in capitals, separated by commas"
                            : "\(JSONWriter.quoted(name)) must be a three-letter code in capitals",
                        parameter: name, value: value))
                return nil
            }
            if let repeated = codes.enumerated().first(where: { codes[..<$0.offset].contains($0.element) })?.element {
                collector.report(
                    linkProblem(
                        .linkInvalidValue, "\(JSONWriter.quoted(name)) lists \(repeated) twice", parameter: name,
                        value: value))
                return nil
            }
            return value
        }
        func date(_ name: String) -> LocalDate? {
            guard let value = values[name] else { return nil }
            guard let date = LocalDate(iso: value) else {
                collector.report(
                    linkProblem(
                        .linkInvalidValue, "\(JSONWriter.quoted(name)) must be a date written YYYY-MM-DD",
                        parameter: name, value: value))
                return nil
            }
            return date
        }
        let from = code("from", several: true)
        let to = code("to")
        var travellers: Int?
        if let value = values["travellers"] {
            if let count = Int(value), (1...9).contains(count), String(count) == value {
                travellers = count
            } else {
                collector.report(
                    linkProblem(
                        .linkInvalidValue, "\"travellers\" must be a whole number from 1 to 9",
                        parameter: "travellers", value: value))
            }
        }
        let depart = date("depart")
        let returnDate = date("return")
        if let depart, let returnDate, returnDate < depart {
            collector.report(
                linkProblem(
                    .linkInvalidValue, "\"return\" \(returnDate) is before \"depart\" \(depart)", parameter: "return",
                    value: returnDate.description))
        }
        guard let from, let travellers, let depart, let returnDate else { return collector.finish(nil) }
        return collector.finishValidated(
            DeepLink(template: template, from: from, to: to, travellers: travellers, depart: depart, return: returnDate)
        )
    }

    /// The query's `NAME=VALUE` pairs, decoded; malformed, unknown and repeated parameters are
    /// reported and left out.
    private static func queryValues(_ query: Substring, collector: inout DiagnosticCollector) -> [String: String] {
        var values: [String: String] = [:]
        guard !query.isEmpty else { return values }
        for pair in query.split(separator: "&", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let name = decode(parts[0]), let value = decode(parts[1]) else {
                collector.report(
                    linkProblem(
                        .linkMalformed, "a query parameter is not NAME=VALUE with valid percent-encoding",
                        value: String(pair)))
                continue
            }
            guard parameterNames.contains(name) else {
                collector.report(
                    linkProblem(
                        .linkUnknownParameter, "unknown link parameter \(JSONWriter.quoted(name))", parameter: name,
                        value: value, hint: Spelling.hint(closest: name, among: parameterNames)))
                continue
            }
            guard values[name] == nil else {
                collector.report(
                    linkProblem(
                        .linkDuplicateParameter, "the link parameter \(JSONWriter.quoted(name)) appears twice",
                        parameter: name, value: value))
                continue
            }
            values[name] = value
        }
        return values
    }

    /// A diagnostic about a link: its path is the parameter's name (`$.from`), its value the text.
    private static func linkProblem(
        _ code: DiagnosticCode, _ message: String, parameter: String? = nil, value: String? = nil, hint: String? = nil
    ) -> Diagnostic {
        Diagnostic(
            .error, code, message, path: parameter.map { JSONPath.root.appending($0) } ?? .root,
            value: value.map { JSONWriter.quoted(TextSanitizer.truncated($0, to: 80)) }, hint: hint)
    }

    /// The configuration edits this link stands for, resolved at a reference time: the departure,
    /// the travellers case with this count, and the dates case whose window on the departure's
    /// local day is exactly `depart` to `return`.
    public func assignments(
        for schema: WidgetSchema, at now: Date, locations: any LocationResolver
    ) -> Diagnosed<[ConfigurationAssignment]> {
        var collector = DiagnosticCollector()
        guard let parameters = SearchParameters(schema) else {
            return .failure(
                Diagnostic(
                    .error, .linkInvalidValue, "the schema \(JSONWriter.quoted(schema.id)) has no departure parameter"))
        }
        var assignments = [ConfigurationAssignment(parameter: parameters.location.id, text: from)]
        if let travellersParameter = parameters.travellers {
            let match = travellersParameter.kind.cases?.first {
                if case .travellerCount(travellers)? = $0.payload { true } else { false }
            }
            if let match {
                assignments.append(ConfigurationAssignment(parameter: travellersParameter.id, text: match.id))
            } else {
                collector.report(
                    Diagnostic(
                        .error, .linkInvalidValue,
                        "no \(JSONWriter.quoted(travellersParameter.id)) case is for \(travellers) travellers",
                        path: .root.appending("travellers"), value: String(travellers)))
            }
        }
        if let datesParameter = parameters.dates {
            // The days are counted in the first departure's time zone, as a search does (DealSearch).
            let first = String(from.prefix { $0 != "," })
            guard let location = locations.location(for: first), let timeZone = TimeZone(identifier: location.timeZone)
            else {
                collector.report(
                    Diagnostic(
                        .error, .linkInvalidValue, "unknown departure \(JSONWriter.quoted(first))",
                        path: .root.appending("from"), value: JSONWriter.quoted(first)))
                return collector.finishValidated(assignments)
            }
            let today = LocalDate(now, in: timeZone)
            let cases = datesParameter.kind.cases ?? []
            let match = cases.first { enumCase in
                guard case .dateWindow(let rule)? = enumCase.payload else { return false }
                return rule.window(on: today) == DateWindow(start: depart, end: self.return)
            }
            if let match {
                assignments.append(ConfigurationAssignment(parameter: datesParameter.id, text: match.id))
            } else {
                let windows = cases.compactMap { enumCase -> String? in
                    guard case .dateWindow(let rule)? = enumCase.payload else { return nil }
                    let window = rule.window(on: today)
                    return "\(enumCase.id) is \(window.start) to \(window.end)"
                }
                collector.report(
                    Diagnostic(
                        .error, .linkInvalidValue,
                        "no \(JSONWriter.quoted(datesParameter.id)) case gives \(depart) to \(self.return) on \(today) in \(location.timeZone)",
                        path: .root.appending("depart"), value: JSONWriter.quoted(depart.description),
                        hint: windows.joined(separator: "; ")))
            }
        }
        return collector.finishValidated(assignments)
    }
}
