import Foundation
import Testing

/// Which tiers of tests run. `swift test` runs the default tier: the libraries' in-process tests. The others run
/// when their variable is set, as `.ci/run` sets them (CONTRIBUTING.md, "Test tiers").
public enum Tier {
    private static let environment = ProcessInfo.processInfo.environment

    /// Whether the process tier runs: `INTENTCTL_PROCESS_TESTS=1`.
    public static let process = environment["INTENTCTL_PROCESS_TESTS"] == "1"
    /// Why a process test did not run.
    public static let processSkipped: Comment =
        "a process test: INTENTCTL_PROCESS_TESTS=1 swift test --filter ProcessTests runs it"

    /// Whether the compile tier runs: `INTENTCTL_COMPILE_TESTS=1`.
    public static let compile = environment["INTENTCTL_COMPILE_TESTS"] == "1"
    /// Why a compile test did not run.
    public static let compileSkipped: Comment =
        "a compile test: INTENTCTL_COMPILE_TESTS=1 swift test --filter CompileTests runs it"

    /// Whether the slow tier runs: when `INTENTCTL_SLOW_TESTS=1` is set, as CI sets it.
    public static let slow = environment["INTENTCTL_SLOW_TESTS"] == "1"
    /// Why a slow test did not run.
    public static let slowSkipped: Comment = "a slow test: INTENTCTL_SLOW_TESTS=1 swift test runs it"
}
