import Foundation

/// Material nobody here wrote, read at test time from clones of public repositories and never committed: a
/// `sources.json` beside the tests names each repository, the commit, the licence and the files (with the lines
/// cut from an excerpt, and why); the files are read from `SNAPSHOTS/owner+name/repo`, a git directory holding
/// that commit, which `scripts/fetch-corpus.sh SNAPSHOTS` makes with plain `git`.
/// `INTENTCTL_SNAPSHOTS` names the folder; without it the corpus tier does not run (there is no default), and
/// where it is set, a repository missing from it fails the test that needs it, saying which.
public struct PublicSources: Decodable, Sendable {
    /// One repository and what is taken from it.
    public struct Repository: Decodable, Sendable {
        /// The folder of the tests' own files for it (stubs), and its name in reports.
        public var folder: String
        /// `owner/name` on GitHub.
        public var repository: String
        /// The commit every file is read at.
        public var commit: String
        /// The licence, as a person reads it (`MIT`, `Apache-2.0`).
        public var licence: String
        /// The licence's file at that commit.
        public var licenceFile: String
        /// The files taken.
        public var files: [File]
    }

    /// One file taken, whole or with lines cut.
    public struct File: Decodable, Sendable {
        /// Its path in the repository.
        public var path: String
        /// Line ranges (1-based, inclusive) left out, each with why; each becomes one comment line.
        public var cut: [Cut]?
    }

    /// Lines left out of an excerpt.
    public struct Cut: Decodable, Sendable {
        /// The first and last line left out.
        public var lines: [Int]
        /// Why.
        public var why: String
    }

    /// Why the snapshots cannot be read.
    public struct Unavailable: Error, CustomStringConvertible {
        /// What is missing.
        public var description: String
    }

    /// The repositories.
    public var repositories: [Repository]

    /// The sources a `sources.json` describes.
    public static func load(_ manifest: URL) throws -> PublicSources {
        try JSONDecoder().decode(PublicSources.self, from: Data(contentsOf: manifest))
    }

    /// The folder of snapshots `INTENTCTL_SNAPSHOTS` names; nil when it names none.
    public static let snapshots: URL? = ProcessInfo.processInfo.environment["INTENTCTL_SNAPSHOTS"].flatMap {
        $0.isEmpty ? nil : URL(fileURLWithPath: $0)
    }

    /// Whether the corpus tier runs: `INTENTCTL_SNAPSHOTS` names a folder.
    public static var isConfigured: Bool { snapshots != nil }

    /// Why the corpus tier did not run.
    public static let unconfigured =
        "reads public repositories: scripts/fetch-corpus.sh DIR clones them, then INTENTCTL_SNAPSHOTS=DIR swift test --filter RealWorldTests"

    /// A repository's snapshot: its git directory (`repo`, or `repo/.git` when the snapshot has a work tree).
    public static func gitDirectory(_ repository: Repository) -> URL {
        let folder = (snapshots ?? URL(fileURLWithPath: "/nonexistent")).appendingPathComponent(
            repository.repository.replacingOccurrences(of: "/", with: "+")
        )
        .appendingPathComponent("repo")
        let nested = folder.appendingPathComponent(".git")
        return FileManager.default.fileExists(atPath: nested.path) ? nested : folder
    }

    /// Writes every file of a repository, cuts made, at its path in the repository under `folder`.
    public static func materialize(_ repository: Repository, into folder: URL) throws {
        for file in repository.files {
            let destination = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            if file.cut == nil {
                try bytes(of: file.path, in: repository).write(to: destination)
            } else {
                try Data(text(of: file, in: repository).utf8).write(to: destination)
            }
        }
    }

    /// A file's bytes at the repository's commit.
    public static func bytes(of path: String, in repository: Repository) throws -> Data {
        let git = gitDirectory(repository)
        guard FileManager.default.fileExists(atPath: git.path) else {
            throw Unavailable(
                description:
                    "\(repository.repository) is not in INTENTCTL_SNAPSHOTS (no \(git.path)): scripts/fetch-corpus.sh clones it"
            )
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "--git-dir", git.path, "show", "\(repository.commit):\(path)"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Unavailable(description: "\(repository.repository) has no \(path) at \(repository.commit)")
        }
        return data
    }

    /// A file's text at the repository's commit, with its cuts made: each range becomes one line,
    /// `// [intentctl excerpt] lines A–B cut: why`, so that later lines keep their numbers' order.
    public static func text(of file: File, in repository: Repository) throws -> String {
        let text = String(decoding: try bytes(of: file.path, in: repository), as: UTF8.self)
        guard let cuts = file.cut, !cuts.isEmpty else { return text }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for cut in cuts.sorted(by: { $0.lines[0] > $1.lines[0] }) {
            guard cut.lines.count == 2, cut.lines[0] >= 1, cut.lines[0] <= cut.lines[1], cut.lines[1] <= lines.count
            else { throw Unavailable(description: "\(file.path): the cut \(cut.lines) is not within the file") }
            lines.replaceSubrange(
                (cut.lines[0] - 1)...(cut.lines[1] - 1),
                with: ["// [intentctl excerpt] lines \(cut.lines[0])–\(cut.lines[1]) cut: \(cut.why)"])
        }
        return lines.joined(separator: "\n")
    }
}
