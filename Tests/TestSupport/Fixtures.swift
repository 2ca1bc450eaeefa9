import Foundation

/// The files the test suites share, kept once in `Tests/Fixtures`.
public enum Fixtures {
    /// The repository root, found from this file's path.
    public static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A file of the repository.
    public static func url(_ relativePath: String) -> URL {
        repositoryRoot.appendingPathComponent(relativePath)
    }

    /// The text of a file of the repository, or an empty string when it cannot be read (the tests
    /// that use it then fail on its content).
    public static func text(_ relativePath: String) -> String {
        (try? String(contentsOf: url(relativePath), encoding: .utf8)) ?? ""
    }

    /// The shared deals feed.
    public static var dealsFeed: String { text("Tests/Fixtures/deals.json") }

    /// The header row of OurAirports' `airports.csv`, with its line break.
    public static var ourAirportsHeader: String { text("Tests/Fixtures/ourairports-header.csv") }
}
