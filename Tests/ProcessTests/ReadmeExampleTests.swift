import CommandLineTestSupport
import Foundation
import TestSupport
import TestTiers
import Testing

/// One fenced block of the README or of `docs/*.md` with `$ ` commands: each command and the lines
/// shown after it.
struct ReadmeExample: CustomTestStringConvertible, Sendable {
    var file: String
    var line: Int
    var steps: [(command: String, output: [String])]

    var testDescription: String { "\(file) line \(line): \(steps.first?.command ?? "")" }

    /// The documents whose examples run: the README and every file of `docs/`.
    static var documents: [String] {
        let docs =
            (try? FileManager.default.contentsOfDirectory(
                atPath: Fixtures.repositoryRoot.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    /// Every block of `text` fenced as `console` whose commands start with `intentctl` or `printf`.
    static func all(in text: String, file: String) -> [ReadmeExample] {
        var examples: [ReadmeExample] = []
        var current: ReadmeExample?
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line == "```console" {
                current = ReadmeExample(file: file, line: number + 1, steps: [])
            } else if line.hasPrefix("```") {
                if let example = current, !example.steps.isEmpty { examples.append(example) }
                current = nil
            } else if var example = current {
                if line.hasPrefix("$ ") {
                    example.steps.append((String(line.dropFirst(2)), []))
                } else if !example.steps.isEmpty {
                    example.steps[example.steps.count - 1].output.append(String(line))
                }
                current = example
            }
        }
        return examples
    }
}

@Suite(
    "The README's and docs' examples run as written", .tags(.process), .enabled(if: Tier.process, Tier.processSkipped))
struct ReadmeExampleTests {
    static let examples = ReadmeExample.documents.flatMap { ReadmeExample.all(in: Fixtures.text($0), file: $0) }

    @Test("there are examples to run, in the README and in docs/, each starting from intentctl or printf")
    func found() {
        #expect(Self.examples.count >= 8)
        #expect(Self.examples.contains { $0.file == "README.md" })
        #expect(Self.examples.contains { $0.file.hasPrefix("docs/") })
        #expect(
            Self.examples.flatMap(\.steps).allSatisfy {
                $0.command.hasPrefix("intentctl ") || $0.command.hasPrefix("printf ")
            })
    }

    /// Each block runs in the package folder with an empty store, through `sh` (for pipes), with
    /// the built binary first on PATH as `intentctl`. Every line shown must appear in what the
    /// command prints, in order within stdout and within stderr; a line of `…` stands for lines left
    /// out.
    @Test("each example prints what the README shows", arguments: examples)
    func runs(_ example: ReadmeExample) throws {
        let folder = try CLIRunner.temporaryFolder()
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: bin.appendingPathComponent("intentctl"), withDestinationURL: CLIRunner.binary)
        let environment = [
            "PATH": bin.path + ":/usr/bin:/bin", "INTENTCTL_HOME": folder.appendingPathComponent("store").path,
            "NO_COLOR": "1",
        ]
        for step in example.steps {
            let run = try CLIRunner.run(
                ["-c", step.command], environment: environment, binary: URL(fileURLWithPath: "/bin/sh"),
                seconds: 60, directory: Fixtures.repositoryRoot)
            // Each stream in its own order: the README shows them interleaved, as a terminal does.
            // A line is looked for first in the stream the last one was found in.
            var streams = [run.stdout, run.stderr].map { text in
                (lines: text.split(separator: "\n").map(String.init), position: 0)
            }
            var last = 0
            for expected in step.output
            where !expected.isEmpty && expected.trimmingCharacters(in: .whitespaces) != "…" {
                guard
                    let stream = [last, 1 - last].first(where: {
                        streams[$0].lines[streams[$0].position...].contains(expected)
                    }),
                    let found = streams[stream].lines[streams[stream].position...].firstIndex(of: expected)
                else {
                    Issue.record("\(step.command)\nmissing: \(expected)\nprinted:\n\(run.stdout)\(run.stderr)")
                    break
                }
                streams[stream].position = found + 1
                last = stream
            }
            #expect(!run.timedOut && !run.signalled, "\(step.command)")
        }
    }
}
