import Foundation
import TestSupport
import Testing

@testable import Suggester

/// The bundled index answers every query of ``AnswerWorkload`` as recorded in
/// `Tests/Fixtures/suggester-answers.tsv`, byte for byte: a change to the engine or to its snapshot
/// format that must not change answers is checked here. The default tier compares every eighth
/// sequence; CI's release run (`SUGGESTER_CHECK_QUERIES`) compares them all.
///
/// A change that means to change answers (relevance work, new data) records them again:
/// `SUGGESTER_RECORD_ANSWERS=1 swift test --filter StoredAnswersTests` writes the file, and fails,
/// so that a recording run is never taken for a check.
@Suite("Answers against those recorded")
struct StoredAnswersTests {
    static let fixture = "Tests/Fixtures/suggester-answers.tsv"
    static let environment = ProcessInfo.processInfo.environment
    static let checksAll =
        environment["SUGGESTER_CHECK_QUERIES"] != nil || environment["SUGGESTER_RECORD_ANSWERS"] != nil

    /// The recorded digests, by sequence name.
    static let recorded: [String: String] = {
        var digests: [String: String] = [:]
        for line in Fixtures.text(fixture).split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", maxSplits: 1)
            if fields.count == 2 { digests[String(fields[1])] = String(fields[0]) }
        }
        return digests
    }()

    /// The places and areas of the index, as text: what a snapshot stores besides its search tables.
    static func placesText(of index: AirportIndex) -> String {
        // Names in other languages are a dictionary, whose order differs from one process to the next.
        func names(_ names: [String: String]) -> String {
            names.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "|")
        }
        var text = ""
        for var place in index.places {
            let localized = names(place.localizedNames)
            place.localizedNames = [:]
            text += "\(place) \(localized)\n"
        }
        for (kind, areas) in [("country", index.countries), ("region", index.regions)] {
            for (code, var area) in areas.sorted(by: { $0.key < $1.key }) {
                let localized = names(area.localizedNames)
                area.localizedNames = [:]
                text += "\(kind) \(code) \(area) \(localized)\n"
            }
        }
        return text
    }

    @Test("every sequence of queries answers as recorded (every eighth unless SUGGESTER_CHECK_QUERIES is set)")
    func answersAsRecorded() throws {
        let sequences = AnswerWorkload.sequences(of: bundledIndex)
        #expect(sequences.count > 1_000)
        #expect(Set(sequences.map(\.name)).count == sequences.count, "sequence names must be unique")
        var digests: [(name: String, digest: String)] = [
            ("places and areas", AnswerWorkload.digest(Self.placesText(of: bundledIndex)))
        ]
        for (number, sequence) in sequences.enumerated() where Self.checksAll || number % 8 == 0 {
            digests.append((sequence.name, AnswerWorkload.digest(AnswerWorkload.answers(sequence, of: bundledIndex))))
        }
        if Self.environment["SUGGESTER_RECORD_ANSWERS"] != nil {
            let lines =
                ["# The answers of AnswerWorkload's sequences on the bundled index: a digest and the sequence's name."]
                + digests.map { "\($0.digest)\t\($0.name)" }
            try (lines.joined(separator: "\n") + "\n").write(
                to: Fixtures.url(Self.fixture), atomically: true, encoding: .utf8)
            Issue.record(
                "recorded \(digests.count) digests in \(Self.fixture); run again without SUGGESTER_RECORD_ANSWERS")
            return
        }
        let differing = digests.filter { Self.recorded[$0.name] != $0.digest }.map(\.name)
        #expect(
            differing.isEmpty,
            "\(differing.count) of \(digests.count) sequences answer otherwise than recorded: \(differing.prefix(20))")
    }
}
