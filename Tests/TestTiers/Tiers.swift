import Foundation
import Testing

extension Tag {
    /// Tests that launch a process: signals and the serve lifecycle, the pseudo-terminal, exit
    /// statuses on a closed pipe, memory-limited hostile inputs, shells, the README's examples.
    @Tag public static var process: Tag
    /// Tests that take long: load, the full index built in a debug build, the 10,000-query
    /// reference, large hostile inputs. CI runs them; a plain `swift test` does not (see
    /// ``Tier/slow``).
    @Tag public static var slow: Tag
}

/// Which tiers of tests run.
public enum Tier {
    /// Whether the slow tier runs: when `INTENTCTL_SLOW_TESTS=1` is set, as CI sets it.
    public static let slow = ProcessInfo.processInfo.environment["INTENTCTL_SLOW_TESTS"] == "1"

    /// Why a slow test did not run.
    public static let slowSkipped: Comment = "a slow test: INTENTCTL_SLOW_TESTS=1 swift test runs it"
}
