import CommandLineTestSupport
import Foundation
import TestSupport
import TestTiers
import Testing

@Suite("intentctl configure", .tags(.process), .enabled(if: Tier.process, Tier.processSkipped))
struct ConfigureCommandTests {
    static func values(_ store: String, _ name: String) throws -> [String: String]? {
        let output = try CLIRunner.run(["config", "show", name, "--json", "--store", store])
        return (try? JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])?["values"]
            as? [String: String]
    }

    // MARK: In a terminal

    @Test(
        "in a terminal: Recent and Popular before typing, search, move with the arrows, pick with Enter, keep a default, confirm"
    )
    func terminalPickBySearch() throws {
        let store = try CLIRunner.temporaryFolder().path
        let saved = CLIRunner.runInProcess(
            ["config", "set", "work", "location=MUC", "--store", store], stdin: nil, environment: [:])
        #expect(saved.status == 0, "\(saved.stderr)")
        let terminal = try PseudoTerminal()
        let before = terminal.settings
        try terminal.start(["configure", "home", "--store", store])
        #expect(terminal.waitFor("Departure — Where do you fly from?"))
        // Before anything is typed: the place configured before, then the most important places.
        #expect(terminal.waitFor("Recent"))
        #expect(terminal.waitFor("1. MUC  Munich Airport"))
        #expect(terminal.waitFor("Popular"))
        #expect(terminal.waitFor("2. LON  London (all airports)"))
        terminal.type("lond")
        #expect(terminal.waitFor("LGW  London Gatwick Airport"))
        terminal.type("\u{1B}[B")  // down: London, all airports → Heathrow
        terminal.type("\r")
        #expect(terminal.waitFor("Departure: LHR"))
        #expect(terminal.waitFor("Travellers — How many people are travelling?"))
        terminal.type("3\r")
        #expect(terminal.waitFor("Travellers: 3 travellers"))
        #expect(terminal.waitFor("Dates"))
        terminal.type("\r")
        #expect(terminal.waitFor("Save as home? [Y/n]"))
        terminal.type("y")
        #expect(terminal.waitForExit() == 0)
        #expect(try Self.values(store, "home") == ["location": "LHR", "travellers": "three", "dates": "anytime"])
        #expect(terminal.isCooked)
        #expect(terminal.settings.c_lflag == before.c_lflag)
        #expect(terminal.output.contains("\u{1B}[7m"))  // the selected row, in reverse video
    }

    @Test("in a terminal: Ctrl-C cancels, stores nothing and restores the terminal")
    func terminalCancel() throws {
        let key = "\u{03}"
        let store = try CLIRunner.temporaryFolder().path
        let terminal = try PseudoTerminal()
        try terminal.start(["configure", "home", "--store", store])
        #expect(terminal.waitFor("Departure"))
        terminal.type("par\r")
        #expect(terminal.waitFor("Travellers"))
        terminal.type(key)
        #expect(terminal.waitForExit() == 130)
        #expect(terminal.output.contains("cancelled; nothing was saved"))
        #expect(!FileManager.default.fileExists(atPath: store + "/home.json"))
        #expect(terminal.isCooked)
    }

    @Test("in a terminal: a signal from outside and a resize still leave the terminal as it was")
    func terminalSignalAndResize() throws {
        let store = try CLIRunner.temporaryFolder().path
        let terminal = try PseudoTerminal(columns: 80)
        try terminal.start(["configure", "home", "--store", store], environment: ["NO_COLOR": "1"])
        #expect(terminal.waitFor("Departure"))
        terminal.type("san fr")
        #expect(terminal.waitFor("SFO"))
        let before = terminal.output
        terminal.resize(columns: 30, rows: 12)
        // The question is drawn again at the new width.
        #expect(terminal.waitFor("SFO", after: before.count))
        terminal.settle()
        // The last block drawn (after the last clear) fits the new width.
        let block = terminal.output.components(separatedBy: "\u{1B}[J").last ?? ""
        let lines = block.components(separatedBy: "\r\n").map { $0.replacing(/\u{1B}\[[0-9;]*[A-Za-z]/, with: "") }
        #expect(lines.count >= 3)
        #expect(lines.contains { $0.contains("…") })
        for line in lines { #expect(line.count <= 30, "\(line)") }
        terminal.signal(SIGTERM)
        #expect(terminal.waitForExit() == 128 + SIGTERM)
        #expect(terminal.isCooked)
        #expect(!terminal.output.contains("\u{1B}[7m"))  // NO_COLOR: no reverse video
        #expect(!FileManager.default.fileExists(atPath: store + "/home.json"))
    }

    /// The stored document's values, as JSON objects (lists included).
    static func storedValues(_ store: String, _ name: String) throws -> [String: Any]? {
        let data = try Data(contentsOf: URL(fileURLWithPath: store).appendingPathComponent("\(name).json"))
        return (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["values"] as? [String: Any]
    }

    static let multiOrigin = Fixtures.url("Tests/Fixtures/schemas/multi-origin.json").path

    @Test("in a terminal: several values, picked one at a time, shown as chosen, Backspace takes one back, Enter ends")
    func terminalSeveralValues() throws {
        let store = try CLIRunner.temporaryFolder().path
        let terminal = try PseudoTerminal()
        try terminal.start(["configure", "home", "--store", store, "--schema", Self.multiOrigin])
        #expect(terminal.waitFor("Home airports (0 of at most 4)"))
        // An empty Enter before the minimum is refused.
        terminal.type("\r")
        #expect(terminal.waitFor("choose at least 1"))
        terminal.type("lhr\r")
        #expect(terminal.waitFor("Chosen: LHR London Heathrow Airport"))
        #expect(terminal.waitFor("(1 of at most 4)"))
        terminal.type("munich")
        #expect(terminal.waitFor("MUC  Munich Airport"))
        terminal.type("\r")
        #expect(terminal.waitFor("Chosen: LHR London Heathrow Airport, MUC Munich Airport"))
        terminal.type("lhr\r")
        #expect(terminal.waitFor("already chosen"))
        terminal.type("cdg\r")
        #expect(terminal.waitFor("(3 of at most 4)"))
        terminal.type("\u{7F}")  // Backspace on the empty box: CDG back
        #expect(terminal.waitFor("(2 of at most 4)", after: terminal.output.count))
        terminal.type("\r")
        #expect(terminal.waitFor("Home airports: LHR London Heathrow Airport, MUC Munich Airport"))
        terminal.type("\r")
        terminal.type("\r")
        #expect(terminal.waitFor("[Y/n]"))
        terminal.type("y")
        #expect(terminal.waitForExit() == 0)
        #expect(try Self.storedValues(store, "home")?["origins"] as? [String] == ["LHR", "MUC"])
        #expect(terminal.isCooked)
    }

    @Test("through a pipe: several values on one line, separated by commas; a line that cannot hold is asked again")
    func pipedSeveralValues() throws {
        let store = try CLIRunner.temporaryFolder().path
        let output = try CLIRunner.run(
            ["configure", "home", "--store", store, "--schema", Self.multiOrigin],
            stdin: Array("lhr, lond\nlhr,,muc\nlhr, munich\n\n\ny\n".utf8))
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.contains("  Several, separated by commas: from 1 to 4"))
        #expect(output.stderr.contains("\"lond\" matches more than one: LON, LHR, LGW, STN, LTN; type its code"))
        #expect(output.stderr.contains("an empty value between commas"))
        #expect(output.stderr.contains("  → MUC  Munich Airport, Munich, Germany"))
        #expect(try Self.storedValues(store, "home")?["origins"] as? [String] == ["LHR", "MUC"])
    }

    @Test("in a terminal: editing starts from the existing values, and Enter keeps them")
    func terminalEdit() throws {
        let store = try CLIRunner.temporaryFolder().path
        #expect(
            try CLIRunner.run([
                "config", "set", "home", "location=NRT", "travellers=four", "dates=nextMonth", "--store", store,
            ]).status == 0)
        let terminal = try PseudoTerminal()
        try terminal.start(["configure", "home", "--store", store])
        #expect(terminal.waitFor("Enter keeps NRT"))
        terminal.type("\r")
        #expect(terminal.waitFor("Departure: NRT"))
        #expect(terminal.waitFor("Enter keeps 4 travellers)"))
        terminal.type("\r")
        #expect(terminal.waitFor("Enter keeps Next month)"))
        terminal.type("\r")
        #expect(terminal.waitFor("[Y/n]"))
        terminal.type("\r")
        #expect(terminal.waitForExit() == 0)
        #expect(try Self.values(store, "home") == ["location": "NRT", "travellers": "four", "dates": "nextMonth"])
    }

    @Test("in a terminal: typing a letter and erasing it, then Enter, keeps the saved departure")
    func terminalEditTypeEraseKeeps() throws {
        let store = try CLIRunner.temporaryFolder().path
        #expect(try CLIRunner.run(["config", "set", "home", "location=MUC", "--store", store]).status == 0)
        let terminal = try PseudoTerminal()
        try terminal.start(["configure", "home", "--store", store], environment: ["NO_COLOR": "1"])
        #expect(terminal.waitFor("Enter keeps MUC"))
        terminal.settle()
        // Nothing is highlighted before the person types or moves.
        #expect(!Self.lastBlock(terminal).contains("› 1."))
        let before = terminal.output.count
        terminal.type("a")
        #expect(terminal.waitFor("› 1.", after: before))  // typing highlights the best match
        terminal.settle()
        terminal.type("\u{7F}")  // backspace: the box is empty again
        #expect(terminal.waitFor("Enter keeps MUC", after: before))
        terminal.settle()
        #expect(!Self.lastBlock(terminal).contains("› 1."))
        terminal.type("\r")
        #expect(terminal.waitFor("Departure: MUC"))
        terminal.type("\r")
        #expect(terminal.waitFor("Dates"))
        terminal.type("\r")
        #expect(terminal.waitFor("[Y/n]"))
        terminal.type("y")
        #expect(terminal.waitForExit() == 0)
        #expect(try Self.values(store, "home")?["location"] == "MUC")
    }

    @Test("in a terminal: Esc clears the search and keeps the value; arrows highlight; Ctrl-C quits")
    func terminalEscapeClears() throws {
        let store = try CLIRunner.temporaryFolder().path
        #expect(try CLIRunner.run(["config", "set", "home", "location=MUC", "--store", store]).status == 0)
        let terminal = try PseudoTerminal()
        try terminal.start(["configure", "home", "--store", store], environment: ["NO_COLOR": "1"])
        #expect(terminal.waitFor("Enter keeps MUC"))
        let before = terminal.output.count
        terminal.type("par")
        #expect(terminal.waitFor("CDG", after: before))
        terminal.settle()
        terminal.type("\u{1B}")
        terminal.settle()
        #expect(Self.lastBlock(terminal).contains("Enter keeps MUC"))
        #expect(!Self.lastBlock(terminal).contains("› 1."))
        terminal.type("\u{1B}[B")  // down, from nothing: the first suggestion
        terminal.settle()
        #expect(Self.lastBlock(terminal).contains("› 1."))
        #expect(!Self.lastBlock(terminal).contains("Enter keeps"))
        terminal.type("\u{03}")
        #expect(terminal.waitForExit() == 130)
        #expect(try Self.values(store, "home")?["location"] == "MUC")
    }

    @Test("in a terminal: a key hint from 60 columns up, none below", arguments: [(80, true), (60, true), (59, false)])
    func terminalKeyHint(columns: Int, shown: Bool) throws {
        let store = try CLIRunner.temporaryFolder().path
        let terminal = try PseudoTerminal(columns: UInt16(columns))
        try terminal.start(["configure", "home", "--store", store], environment: ["NO_COLOR": "1"])
        #expect(terminal.waitFor("Departure"))
        terminal.settle()
        #expect(Self.lastBlock(terminal).contains("↑↓ move · Enter pick · Esc clear · Ctrl-C quit") == shown)
        terminal.type("\u{03}")
        #expect(terminal.waitForExit() == 130)
    }

    /// The last question block drawn (after the last clear), without escape sequences.
    static func lastBlock(_ terminal: PseudoTerminal) -> String {
        (terminal.output.components(separatedBy: "\u{1B}[J").last ?? "").replacing(/\u{1B}\[[0-9;]*[A-Za-z]/, with: "")
    }

    // MARK: Through a pipe

    @Test("through a pipe: search, choose by number, pick cases by number and by name")
    func pipedPickBySearch() throws {
        let store = try CLIRunner.temporaryFolder().path
        let output = try CLIRunner.run(
            ["configure", "home", "--store", store], stdin: Array("lond\n2\n3\nnext weekend\ny\n".utf8))
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.hasPrefix("saved home\n"))
        #expect(output.stderr.contains("  2. LHR  London Heathrow Airport, London, United Kingdom"))
        #expect(!output.stderr.contains("\u{1B}"))
        #expect(try Self.values(store, "home") == ["location": "LHR", "travellers": "three", "dates": "nextWeekend"])
    }

    @Test(
        "through a pipe: a code in any case is the code; a search with one result is taken without asking",
        arguments: [("lhr\n", "LHR"), ("Muc\n", "MUC"), ("heathrow\n", "LHR"), ("LON\n", "LON")])
    func pipedCodeAndSingleResult(answer: String, expected: String) throws {
        let store = try CLIRunner.temporaryFolder().path
        let output = try CLIRunner.run(
            ["configure", "home", "--store", store], stdin: Array((answer + "\n\ny\n").utf8))
        #expect(output.status == 0, "\(output.stderr)")
        #expect(!output.stderr.contains("Choose a number"))
        #expect(try Self.values(store, "home")?["location"] == expected)
    }

    @Test("through a pipe: invalid answers are explained and asked again")
    func pipedInvalidAnswers() throws {
        let store = try CLIRunner.temporaryFolder().path
        let answers = "\nqqqqqqqqqq\nLHR\nseven\n9\n2\nsometime\nanytime\nmaybe\ny\n"
        let output = try CLIRunner.run(["configure", "home", "--store", store], stdin: Array(answers.utf8))
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.contains("  an answer is required"))
        #expect(output.stderr.contains("  no match for \"qqqqqqqqqq\""))
        #expect(output.stderr.contains("  not one of: one, two, three, four"))
        #expect(output.stderr.contains("  choose a number from 1 to 4"))
        #expect(output.stderr.contains("  answer y or n"))
        #expect(try Self.values(store, "home") == ["location": "LHR", "travellers": "two", "dates": "anytime"])
    }

    @Test("through a pipe: editing keeps values on empty answers; no or the end of input store nothing")
    func pipedEditAndCancel() throws {
        let store = try CLIRunner.temporaryFolder().path
        #expect(
            try CLIRunner.run(["config", "set", "home", "location=LON", "travellers=one", "--store", store]).status == 0
        )
        let kept = try CLIRunner.run(["configure", "home", "--store", store], stdin: Array("\n\n2\n\n".utf8))
        #expect(kept.status == 0)
        #expect(kept.stderr.contains("Enter keeps LON  London (all airports), United Kingdom"))
        #expect(kept.stderr.contains("1. 1 traveller (current)"))
        #expect(try Self.values(store, "home") == ["location": "LON", "travellers": "one", "dates": "nextMonth"])
        let no = try CLIRunner.run(["configure", "home", "--store", store], stdin: Array("\n\n3\nn\n".utf8))
        #expect(no.status == 130)
        let ended = try CLIRunner.run(["configure", "home", "--store", store], stdin: Array("\n".utf8))
        #expect(ended.status == 1)
        #expect(ended.stderr.contains("input ended before \"travellers\" was answered; nothing was saved"))
        #expect(try Self.values(store, "home") == ["location": "LON", "travellers": "one", "dates": "nextMonth"])
    }

    @Test("--no-input names the missing values, or saves existing values and defaults")
    func noInput() throws {
        let store = try CLIRunner.temporaryFolder().path
        let missing = try CLIRunner.run(["configure", "new", "--no-input", "--store", store])
        #expect(missing.status == 1)
        #expect(
            missing.stderr == "intentctl: --no-input: no value for location (Departure); pass them with 'config set'\n")
        #expect(try CLIRunner.run(["config", "set", "home", "location=CDG", "--store", store]).status == 0)
        let saved = try CLIRunner.run(["configure", "home", "--no-input", "--store", store])
        #expect(saved.status == 0)
        #expect(try Self.values(store, "home") == ["location": "CDG", "travellers": "two", "dates": "anytime"])
    }

    @Test("data never puts control characters on the screen")
    func controlCharactersFromData() throws {
        let folder = try CLIRunner.temporaryFolder()
        let csv = folder.appendingPathComponent("evil.csv")
        let rows = """
            1,"EVIL","large_airport","Evil \u{1B}[2J\u{1B}]0;owned\u{07}Airport",1,1,0,"EU","GB","GB-ENG","Evilton","yes","EVIL","EVL",,,,

            """
        try (Fixtures.ourAirportsHeader + rows).write(to: csv, atomically: true, encoding: .utf8)
        let output = try CLIRunner.run(
            ["configure", "x", "--data", csv.path, "--store", folder.appendingPathComponent("s").path],
            stdin: Array("evil\n1\n\n\ny\n".utf8))
        #expect(output.status == 0, "\(output.stderr)")
        #expect(!output.stderr.contains("\u{1B}"))
        #expect(!output.stdout.contains("\u{1B}"))
        #expect(output.stderr.contains("Evil \\u{1B}[2J"))
    }
}
