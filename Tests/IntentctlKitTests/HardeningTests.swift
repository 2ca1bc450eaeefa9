import CommandLineTestSupport
import Foundation
import IntentctlKit
import TestSupport
import TestTiers
import Testing

/// The classes of problem a hostile user found, each checked against the built binary, with the
/// resources it may use bounded: a run that needs more than 1 GiB of address space fails rather
/// than succeeding slowly, and every run has a time limit.
@Suite("Hardening: hostile input, bounded resources, the store, output")
struct HardeningTests {
    // MARK: Crashes, hangs, runaway resources

    @Test("coordinates that are not finite or out of range are bad rows, never a crash")
    func nonFiniteCoordinates() throws {
        let folder = try CLIRunner.temporaryFolder()
        let csv = try HardeningFixtures.file(
            "nan.csv", in: folder,
            Fixtures.ourAirportsHeader + """
                1,"X","small_airport","Nan Field",nan,1e999,0,"EU","GB","GB-ENG","X","yes","XXXX","NAN",,,,
                2,"Y","small_airport","Far Field",91,1,0,"EU","GB","GB-ENG","Y","yes","YYYY","FAR",,,,
                3,"Z","small_airport","Good Field",1.5,-2,0,"EU","GB","GB-ENG","Z","yes","ZZZZ","GOD",,,,

                """)
        let near = try CLIRunner.run(
            ["suggest", "", "--near", "0,0", "--data", csv], seconds: HardeningFixtures.seconds)
        HardeningFixtures.expectBounded(near)
        #expect(near.status == 0)
        #expect(near.stdout.hasPrefix("GOD"))
        #expect(near.stderr.contains("nan.csv:2: warning: NAN has invalid coordinates"))
        #expect(near.stderr.contains("nan.csv:3: warning: FAR has invalid coordinates"))
        let json = try CLIRunner.run(["suggest", "good", "--json", "--data", csv], seconds: HardeningFixtures.seconds)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(parsed.first?["latitude"] as? Double == 1.5)
    }

    @Test("a busy store lock is waited for within a bound, saying so, then exits 75")
    func lockTimeout() throws {
        let store = try CLIRunner.temporaryFolder().path
        let descriptor = open(store + "/.lock", O_RDWR | O_CREAT, 0o600)
        try #require(descriptor >= 0)
        #expect(flock(descriptor, LOCK_EX) == 0)
        let start = ContinuousClock.now
        let blocked = try CLIRunner.run(
            ["config", "set", "a", "location=LON", "--store", store, "--lock-timeout", "0.5"], seconds: 30)
        let elapsed = ContinuousClock.now - start
        #expect(blocked.status == 75)
        #expect(blocked.stderr.contains("waiting for another process to finish writing"))
        #expect(blocked.stderr.contains("stayed busy"))
        #expect(elapsed >= .milliseconds(500) && elapsed < .seconds(20))
        flock(descriptor, LOCK_UN)
        close(descriptor)
        let free = try CLIRunner.run(["config", "set", "a", "location=LON", "--store", store, "--lock-timeout", "0.5"])
        #expect(free.status == 0)
        #expect(
            try CLIRunner.run(["config", "set", "a", "location=LON", "--store", store, "--lock-timeout", "-1"]).status
                == 64)
    }

    // MARK: Security and data loss

    @Test("the store never writes or reads through a symbolic link")
    func symbolicLinks() throws {
        let folder = try CLIRunner.temporaryFolder()
        let store = folder.appendingPathComponent("store")
        let elsewhere = folder.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: store.appendingPathComponent(".lock").path,
            withDestinationPath: elsewhere.appendingPathComponent("x").path)
        let set = try CLIRunner.run(["config", "set", "a", "location=LON", "--store", store.path])
        #expect(set.status == 73)
        #expect(set.stderr.contains("symbolic link"))
        #expect(!FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent("x").path))
        try FileManager.default.removeItem(atPath: store.appendingPathComponent(".lock").path)

        let secret = try HardeningFixtures.file("secret.txt", in: elsewhere, "root:SECRET")
        try FileManager.default.createSymbolicLink(
            atPath: store.appendingPathComponent("shadow.json").path, withDestinationPath: secret)
        for arguments in [["config", "show", "shadow"], ["config", "list"], ["config", "list", "--json"]] {
            let output = try CLIRunner.run(arguments + ["--store", store.path])
            #expect(
                !(output.stdout + output.stderr).contains("SECRET") && !(output.stdout + output.stderr).contains("'r'"))
            #expect((output.stdout + output.stderr).contains("symbolic link"))
        }
        let replace = try CLIRunner.run(["config", "set", "shadow", "location=LON", "--store", store.path])
        #expect(replace.status == 1)
        #expect(try String(contentsOfFile: secret, encoding: .utf8) == "root:SECRET")
    }

    @Test("a configuration of a schema we do not have is kept unless replacing it is asked for")
    func foreignConfigurations() throws {
        let store = try CLIRunner.temporaryFolder().path
        let hotel = #"{"schema":"hotel-widget","version":3,"values":{"location":"LON","stars":5}}"#
        _ = try HardeningFixtures.file("h2.json", in: URL(fileURLWithPath: store), hotel)
        let list = try CLIRunner.run(["config", "list", "--store", store, "--json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        #expect(rows.first?["status"] as? String == "foreign")
        let attempts = [
            try CLIRunner.run(["config", "set", "h2", "dates=anytime", "--store", store]),
            try CLIRunner.run(["configure", "h2", "--store", store], stdin: Array("lon\n1\n\n\ny\n".utf8)),
            try CLIRunner.run(
                ["config", "save", "h2", "-", "--store", store],
                stdin: Array(#"{"schema": "deals-widget", "version": 1, "values": {"location": "LON"}}"#.utf8)),
        ]
        for attempt in attempts {
            #expect(attempt.status == 1)
            #expect(attempt.stderr.contains(#"schema "hotel-widget" version 3 with location="LON", stars=5"#))
            #expect(attempt.stderr.contains("--replace-foreign"))
        }
        #expect(try String(contentsOfFile: store + "/h2.json", encoding: .utf8) == hotel)
        let replaced = try CLIRunner.run(
            ["config", "set", "h2", "location=LON", "--replace-foreign", "--store", store])
        #expect(replaced.status == 0)
        #expect(try String(contentsOfFile: store + "/h2.json", encoding: .utf8).contains("deals-widget"))
    }

    @Test("temporary files of writers that died are removed and reported; writes in progress are not")
    func staleTemporaryFiles() throws {
        let store = try CLIRunner.temporaryFolder()
        let old = Date(timeIntervalSinceNow: -600)
        let dead = store.appendingPathComponent(".a.json.99999999.123.tmp")
        let alive = store.appendingPathComponent(".b.json.\(ProcessInfo.processInfo.processIdentifier).456.tmp")
        let fresh = store.appendingPathComponent(".c.json.99999999.789.tmp")
        for file in [dead, alive, fresh] { try Data("{".utf8).write(to: file) }
        for file in [dead, alive] {
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: file.path)
        }
        let list = try CLIRunner.run(["config", "list", "--store", store.path, "--json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        #expect(rows.map { $0["file"] as? String } == [dead.lastPathComponent])
        #expect(rows.first?["status"] as? String == "stale-temporary")
        #expect(!FileManager.default.fileExists(atPath: dead.path))
        #expect(FileManager.default.fileExists(atPath: alive.path))
        #expect(FileManager.default.fileExists(atPath: fresh.path))
    }

    // MARK: Output and exit codes

    @Test(
        "every command checks its writes: a full disk, an I/O error or a closed stdout exits 74, said once",
        arguments: [
            ["config", "list", "--store", "/nonexistent-store-folder", "--json"],
            ["schema", "export", "--format", "json-schema"], ["suggest", "lon"], ["schema", "show"], ["--help"],
        ], [ENOSPC, EIO, EBADF])
    func failedWrites(_ arguments: [String], _ errno: Int32) {
        var context = Context.capturing(environment: CLIRunner.environment([:]))
        context.console = .capturing(failingOutputWith: errno)
        let status = IntentCtl.run(arguments, context: context)
        #expect(status == .ioError, "\(arguments)")
        let said = context.console.capturedErrors.split(separator: "\n").filter {
            $0.hasPrefix("intentctl: cannot write to standard output: ")
        }
        #expect(said.count == 1, "\(context.console.capturedErrors)")
    }

    @Test("a closed stdout in a loop stops it quietly, with 141: the reader left, nothing to say")
    func closedOutputInProcess() {
        var context = Context.capturing(
            environment: CLIRunner.environment([:]), input: Array(String(repeating: "lon\n", count: 100_000).utf8))
        context.console = .capturing(failingOutputWith: EPIPE)
        let status = IntentCtl.run(["suggest", "--stdin"], context: context)
        #expect(status == .outputClosed)
        #expect(status.rawValue == 141)
        #expect(context.console.capturedErrors.isEmpty, "\(context.console.capturedErrors)")
    }

    @Test("amounts are exact and bounded, and the JSON never holds a non-finite number")
    func amounts() throws {
        let folder = try CLIRunner.temporaryFolder()
        let store = folder.appendingPathComponent("s").path
        #expect(try CLIRunner.run(["config", "set", "home", "location=LHR", "--store", store]).status == 0)
        func feed(_ amount: String) -> String {
            #"[{"id": "a", "origin": "LHR", "destination": "BCN", "destinationCity": "B", "price": {"amount": \#(amount), "currency": "GBP"}, "depart": "2026-12-01", "return": "2026-12-03", "image": "https://e.com/i.jpg"}]"#
        }
        for bad in [
            "3e165", "123456789012345678901234567890123456789", "0." + String(repeating: "0", count: 300) + "1", "-0",
            "-5", "1.23456",
        ] {
            let path = try HardeningFixtures.file("feed.json", in: folder, feed(bad))
            let output = try CLIRunner.run(
                ["timeline", "home", "--deals", path, "--store", store, "--now", "2026-11-22T10:00:00Z", "--json"])
            #expect(output.status == 1, "\(bad)")
            #expect(output.stderr.contains("feed.invalid-value"), "\(bad)")
            #expect(
                !output.stdout.contains("NaN")
                    && (try? JSONSerialization.jsonObject(with: Data(output.stdout.utf8))) != nil)
        }
        let path = try HardeningFixtures.file("feed.json", in: folder, feed("999999999999.9999"))
        let output = try CLIRunner.run(
            ["timeline", "home", "--deals", path, "--store", store, "--now", "2026-11-22T10:00:00Z"])
        #expect(output.status == 0)
        // People read the total rounded to the pence, exactly (decimal, not binary, arithmetic);
        // programs read it to the last digit.
        #expect(output.stdout.contains("  2000000000000.00 GBP total for 2  "), "\(output.stdout)")
        let json = try CLIRunner.run(
            ["timeline", "home", "--deals", path, "--store", store, "--now", "2026-11-22T10:00:00Z", "--json"])
        #expect(json.stdout.contains(#""totalPrice": 1999999999999.9998"#), "\(json.stdout)")
    }

    @Test(
        "--now is strict RFC 3339, within the years whose dates round-trip",
        arguments: [
            "2026-11-22T10:00:00Z\u{1B}[2J", "2026-02-30T10:00:00Z", "2026-11-22T10:00:00+99:99",
            "0000-01-01T00:00:00Z", "99999-01-01T00:00:00Z", "9999-12-01T00:00:00Z", "2026-11-22T24:00:00Z",
            "2026-11-22T10:00:60Z", "2026-11-22 10:00:00Z", "2026-11-22T10:00:00", "tomorrow", "",
        ])
    func strictTimes(_ text: String) throws {
        let output = try CLIRunner.run([
            "link", "--parse", "deals://search?from=LON&travellers=2&depart=2026-11-27&return=2026-11-29", "--now",
            text,
        ])
        #expect(output.status == 64)
        #expect(output.stderr.contains("RFC 3339"))
        #expect(!output.stderr.contains("\u{1B}"))
    }

    @Test("invisible format characters are escaped in terminal text and in JSON")
    func invisibleCharacters() throws {
        let folder = try CLIRunner.temporaryFolder()
        let csv = try HardeningFixtures.file(
            "bidi.csv", in: folder,
            Fixtures.ourAirportsHeader
                + "1,\"EVIL\",\"large_airport\",\"Evil\u{202E}Field\u{2028}Line\u{85}\u{200F}\",1,1,0,\"EU\",\"GB\",\"GB-ENG\",\"Town\",\"yes\",\"EVIL\",\"EVL\",,,,\n"
        )
        let table = try CLIRunner.run(["suggest", "evil", "--data", csv])
        let json = try CLIRunner.run(["suggest", "evil", "--json", "--data", csv])
        let echo = try CLIRunner.run(["suggest", "x\u{202E}y\u{200B}"])
        for text in [table.stdout, json.stdout, echo.stderr] {
            #expect(
                !text.unicodeScalars.contains { [0x202E, 0x2028, 0x85, 0x200F, 0x200B].contains($0.value) }, "\(text)")
        }
        #expect(table.stdout.contains("Evil\\u{202E}Field"))
        #expect(json.stdout.contains(#"Evil\u202eField\u2028Line\u0085\u200f"#))
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(parsed.first?["name"] as? String == "Evil\u{202E}Field\u{2028}Line\u{85}\u{200F}")
    }

    @Test("a store that is not a folder is reported, never taken for an empty store")
    func storeErrors() throws {
        let file = try HardeningFixtures.file("not-a-folder", in: try CLIRunner.temporaryFolder(), "x")
        let feed = Fixtures.url("Tests/Fixtures/deals.json").path
        for arguments in [
            ["config", "list"], ["config", "show", "a"], ["timeline", "a", "--deals", feed], ["link", "a"],
        ] {
            let output = try CLIRunner.run(arguments + ["--store", file])
            #expect(output.status == 66, "\(arguments)")
            #expect(output.stderr.contains("the store is not a directory"), "\(arguments): \(output.stderr)")
        }
    }

    @Test("schema validate reports every file, readable or not")
    func everySchemaFile() throws {
        let folder = try CLIRunner.temporaryFolder()
        let huge = try HardeningFixtures.file("huge.json", in: folder, String(repeating: " ", count: 2 << 20))
        let good = Fixtures.url("schemas/deals-widget.json").path
        let output = try CLIRunner.run(["schema", "validate", "/nonexistent.json", huge, good])
        #expect(output.status == 66)
        #expect(output.stdout == "/nonexistent.json: invalid\n\(huge): invalid\n\(good): valid\n")
        #expect(output.stderr.contains("[input.unreadable]") && output.stderr.contains("[input.too-large]"))
    }

    struct Small: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        var stdin: String? = nil
        var status: Int32
        var stderr: String? = nil
        var stdout: String? = nil
        var testDescription: String { name }
    }

    @Test(
        "smaller ones",
        arguments: [
            Small(
                name: "a duplicate link parameter has its own code",
                arguments: [
                    "link", "--parse",
                    "deals://search?from=LON&from=LHR&travellers=2&depart=2026-11-27&return=2026-11-29",
                ],
                status: 1, stderr: "[link.duplicate-parameter]"),
            Small(
                name: "travellers=02 in a link is not a number",
                arguments: [
                    "link", "--parse", "deals://search?from=LON&travellers=02&depart=2026-11-27&return=2026-11-29",
                ],
                status: 1, stderr: "[link.invalid-value]"),
            Small(
                name: "--near 0x10,0 is not decimal degrees", arguments: ["suggest", "", "--near", "0x10,0"], status: 64
            ),
            Small(
                name: "--stdin with --data - cannot both read stdin", arguments: ["suggest", "--stdin", "--data", "-"],
                stdin: "lon\n", status: 64, stderr: "--stdin reads the queries from standard input"),
            Small(
                name: "a hint lists each example once",
                arguments: ["config", "validate", "-"],
                stdin: #"{"schema": "deals-widget", "version": 1, "values": {}}"#,
                status: 1, stderr: "hint: for example LON, NYC, SHA\n"),
            Small(name: "punctuation alone matches nothing", arguments: ["suggest", "?!…"], status: 0, stdout: "\n"),
            Small(
                name: "piped configure does not double backslashes",
                arguments: ["configure", "x", "--store", "/nonexistent-store-folder/x"],
                stdin: "\u{1B}zzqqx\n", status: 1, stderr: #"no match for "\u001bzzqqx""#),
        ])
    func smallerOnes(_ example: Small) throws {
        let output = try CLIRunner.run(example.arguments, stdin: example.stdin.map { Array($0.utf8) })
        #expect(output.status == example.status, "\(output.stderr)")
        if let stderr = example.stderr { #expect(output.stderr.contains(stderr), "\(output.stderr)") }
        if let stdout = example.stdout { #expect(output.stdout == stdout) }
    }
}
