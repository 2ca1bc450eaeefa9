import Foundation
import Testing

extension Tag {
    /// Tests that launch a process: signals and the serve lifecycle, the pseudo-terminal, exit
    /// statuses on a closed pipe, memory-limited hostile inputs, shells, the README's examples.
    @Tag public static var process: Tag
    /// Tests that run the compiler: generated and real App Intents code type-checked against the stand-in, its
    /// probes, the drivers, the widget package built through the plugins.
    @Tag public static var compile: Tag
    /// Tests that read material nobody here wrote, from snapshots of public repositories.
    @Tag public static var corpus: Tag
    /// Tests that take long: load, the full index built in a debug build, the 10,000-query
    /// reference, large hostile inputs. CI runs them; a plain `swift test` does not (see
    /// ``Tier/slow``).
    @Tag public static var slow: Tag
}
