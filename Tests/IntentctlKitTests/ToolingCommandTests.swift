import CommandLineTestSupport
import Foundation
import TestSupport
import TestTiers
import Testing

@Suite("intentctl --version, help --man, completions and the pre-commit hooks")
struct ToolingCommandTests {
    @Test("--version names the version, the bundled data and the schemas, in text and JSON")
    func version() throws {
        let text = try CLIRunner.run(["--version"])
        #expect(text.status == 0 && text.stderr.isEmpty)
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.first?.wholeMatch(of: /intentctl \d+\.\d+\.\d+/) != nil, "\(text.stdout)")
        #expect(lines.dropFirst().first?.hasPrefix("airport data: snapshot format 16, 2026-08-03, ") == true)
        let json = try CLIRunner.run(["--version", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let data = try #require(object["data"] as? [String: Any])
        // The places and checksum are the index's own: the server reports the same.
        let server = try RunningServer()
        let ready = try #require(try ServeFixtures.body(server.get("/readyz")) as? [String: Any])
        let metrics = try server.get("/metrics")
        #expect(server.stop().status == 0)
        #expect(data["places"] as? Int == ready["places"] as? Int)
        let checksum = try #require(data["checksum"] as? String)
        #expect(metrics.contains(checksum), "the metrics name the index's checksum \(checksum)")
        let shown = try CLIRunner.run(["schema", "show", "--json"])
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])
        let schemas = try #require(object["schemas"] as? [[String: Any]])
        #expect(schemas.count == 1 && schemas.first?["id"] as? String == schema["id"] as? String)
        #expect(schemas.first?["version"] as? Int == schema["version"] as? Int)
        #expect(try CLIRunner.run(["--version", "extra"]).status == 64)
    }

    @Test("help --man writes a manual page that groff reads without warnings, naming every command and option")
    func manualPage() throws {
        let page = try CLIRunner.run(["help", "--man"])
        #expect(page.status == 0)
        #expect(page.stdout.hasPrefix(".TH INTENTCTL 1 "))
        let help = try CLIRunner.run(["--help"]).stdout
        for line in help.split(separator: "\n") where line.hasPrefix("  ") {
            let command = line.split(separator: " ").prefix { !$0.first!.isUppercase }.joined(separator: " ")
            #expect(page.stdout.contains(".SS \"intentctl \(command.replacing("-", with: "\\-"))\""), "\(command)")
        }
        #expect(page.stdout.contains(".BR \\-\\-store \" \" \\fIDIR\\fR"))
        #expect(!page.stdout.split(separator: "\n").contains { $0.hasPrefix("'") })
        #expect(
            try CLIRunner.run(["help", "config", "set"]).stdout == CLIRunner.run(["config", "set", "--help"]).stdout)
        #expect(try CLIRunner.run(["help", "confg"]).stderr.contains(#"did you mean "config"?"#))
        let group = try CLIRunner.run(["help", "config"])
        #expect(group.status == 0 && group.stdout.contains("config set") && !group.stdout.contains("suggest"))
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/groff") else {
            try Test.cancel("skipped the groff check: groff is not installed")
        }
        let folder = try CLIRunner.temporaryFolder()
        try page.stdout.write(to: folder.appendingPathComponent("intentctl.1"), atomically: true, encoding: .utf8)
        let rendered = try CLIRunner.run(
            ["-man", "-Tutf8", "-ww", folder.appendingPathComponent("intentctl.1").path],
            binary: URL(fileURLWithPath: "/usr/bin/groff"))
        #expect(rendered.status == 0 && rendered.stderr.isEmpty, "\(rendered.stderr)")
        #expect(rendered.stdout.contains("INTENTCTL(1)"))
        #expect(rendered.stdout.contains("Validate widget configuration schemas"))
    }

    @Test("every script parses in its shell", arguments: ["bash", "zsh", "fish"])
    func syntax(_ shell: String) throws {
        let script = try CLIRunner.run(["completions", shell])
        #expect(script.status == 0 && !script.stdout.isEmpty)
        #expect(script.stdout.contains("config") && script.stdout.contains(shell == "fish" ? "-l store" : "--store"))
        let executable = "/usr/bin/\(shell)"
        guard FileManager.default.isExecutableFile(atPath: executable) || shell == "bash" else {
            try Test.cancel("skipped the \(shell) -n check: \(shell) is not installed")
        }
        let folder = try CLIRunner.temporaryFolder()
        let file = folder.appendingPathComponent("intentctl.\(shell)")
        try script.stdout.write(to: file, atomically: true, encoding: .utf8)
        let check = try CLIRunner.run(
            ["-n", file.path], binary: URL(fileURLWithPath: shell == "bash" ? "/bin/bash" : executable))
        #expect(check.status == 0, "\(check.stderr)")
        #expect(try CLIRunner.run(["completions", "tcsh"]).status == 64)
    }

    @Test("the pre-commit examples name the current release, and its tag exists where tags were fetched")
    func preCommitRevision() throws {
        let version = try #require(
            try CLIRunner.run(["--version"]).stdout.split(separator: "\n").first?.split(separator: " ").last)
        let revision = "rev: v\(version)"
        #expect(Fixtures.text("docs/cli.md").contains("    " + revision + "\n"), "docs/cli.md's pre-commit example")
        #expect(Fixtures.text(".pre-commit-hooks.yaml").contains("#     " + revision + " "), "the manifest's example")
        let tags = try CLIRunner.run(
            ["git", "-C", Fixtures.url(".").path, "tag", "--list", "v*"], binary: URL(fileURLWithPath: "/usr/bin/env"))
        guard tags.status == 0, !tags.stdout.isEmpty else {
            try Test.cancel("skipped the tag check: this checkout has no release tags (a clone without tags)")
        }
        #expect(tags.stdout.split(separator: "\n").contains("v\(version)"), "a tag for v\(version): \(tags.stdout)")
    }

    @Test("the pre-commit manifest names hooks whose commands exist")
    func preCommit() throws {
        let manifest = Fixtures.text(".pre-commit-hooks.yaml")
        let ids = manifest.split(separator: "\n").filter { $0.hasPrefix("- id: ") }.map { $0.dropFirst(6) }
        #expect(ids == ["intentctl-config-validate", "intentctl-schema-validate"])
        let entries = manifest.split(separator: "\n").filter { $0.hasPrefix("  entry: ") }.map { $0.dropFirst(9) }
        #expect(entries.count == 2)
        #expect(manifest.split(separator: "\n").filter { $0 == "  language: swift" }.count == 2)
        for entry in entries {
            let words = entry.split(separator: " ").map(String.init)
            #expect(words.first == "intentctl")
            let help = try CLIRunner.run(Array(words.dropFirst()) + ["--help"])
            #expect(help.status == 0 && help.stdout.hasPrefix("OVERVIEW:"), "\(entry)")
        }
        // As pre-commit runs a hook: the entry, then the staged files it matches.
        let valid = try CLIRunner.run(["schema", "validate", Fixtures.url("schemas/deals-widget.json").path])
        #expect(valid.status == 0)
        guard Python.hasModule("pre_commit") else {
            try Test.cancel(
                "skipped pre-commit validate-manifest: pre-commit is not installed (pip install pre-commit)")
        }
        let check = try CLIRunner.run(
            ["python3", "-m", "pre_commit", "validate-manifest", Fixtures.url(".pre-commit-hooks.yaml").path],
            binary: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(check.status == 0, "\(check.stdout) \(check.stderr)")
    }
}
