import Foundation
import SchemaTestSupport
import TestSupport
import Testing

@testable import ConfigurationStore
@testable import DocumentFormats
@testable import FileAccess
@testable import IntentSchema

@Suite("Configuration store")
struct ConfigurationStoreTests {
    static func temporaryStore() throws -> ConfigurationStore {
        ConfigurationStore(directory: try TemporaryFolders.make().appendingPathComponent("store").path)
    }

    static let catalog = SchemaCatalog(
        schemas: [SchemaFixtures.dealsWidget], providers: ["airports": SchemaFixtures.airports])
    static let valid = Array(#"{"schema": "deals-widget", "version": 1, "values": {"location": "LON"}}"#.utf8)

    @Test(
        "names that break the rules are rejected",
        arguments: [
            "", ".", "..", "../x", "a/b", ".hidden", "a b", "nul\u{0}byte", "é", String(repeating: "a", count: 65),
            "x\n",
        ])
    func rejectsName(_ name: String) {
        #expect(ConfigurationName.problem(with: name) != nil)
        #expect(throws: ConfigurationStoreError.self) { try ConfigurationName(name) }
    }

    @Test("valid names are accepted", arguments: ["home", "Work-2", "a.b_c", String(repeating: "z", count: 64), "1"])
    func acceptsName(_ name: String) throws {
        #expect(try ConfigurationName(name).rawValue == name)
    }

    @Test("the store folder is chosen by flag, then INTENTCTL_HOME, then XDG_CONFIG_HOME, then HOME")
    func location() {
        let all = ["INTENTCTL_HOME": "/i", "XDG_CONFIG_HOME": "/x", "HOME": "HOME-FOLDER"]
        #expect(StoreLocation.resolve(explicit: "/s", environment: all) == "/s")
        #expect(StoreLocation.resolve(explicit: nil, environment: all) == "/i")
        #expect(
            StoreLocation.resolve(
                explicit: nil, environment: ["XDG_CONFIG_HOME": "/x", "HOME": "HOME-FOLDER", "INTENTCTL_HOME": ""])
                == "/x/intentctl")
        #expect(
            StoreLocation.resolve(explicit: nil, environment: ["HOME": "HOME-FOLDER"])
                == "HOME-FOLDER/.config/intentctl")
        #expect(StoreLocation.resolve(explicit: nil, environment: [:]) == nil)
    }

    @Test("write, read, update and delete")
    func lifecycle() throws {
        let store = try Self.temporaryStore()
        let name = try ConfigurationName("home")
        #expect(throws: ConfigurationStoreError.notFound(name: "home")) { try store.read(name) }
        try store.write(Self.valid, to: name)
        #expect(try store.read(name) == Self.valid)
        try store.update(name) { current in (current ?? []) + Array("\n".utf8) }
        #expect(try store.read(name) == Self.valid + Array("\n".utf8))
        let unchanged = try store.update(name) { _ in nil }
        #expect(unchanged == nil)
        #expect(try store.read(name) == Self.valid + Array("\n".utf8))
        try store.delete(name)
        #expect(throws: ConfigurationStoreError.notFound(name: "home")) { try store.read(name) }
        #expect(throws: ConfigurationStoreError.notFound(name: "home")) { try store.delete(name) }
        let leftovers = try FileSystem.contents(of: store.directory).filter { $0 != ".lock" }
        #expect(leftovers.isEmpty)
    }

    @Test("a failed update leaves the previous file intact")
    func failedUpdate() throws {
        let store = try Self.temporaryStore()
        let name = try ConfigurationName("home")
        try store.write(Self.valid, to: name)
        #expect(throws: StoreUpdateError<FileSystemError>.self) {
            try store.update(name) { _ throws(FileSystemError) in throw .unwritable(path: "x", reason: "test") }
        }
        #expect(try store.read(name) == Self.valid)
    }

    @Test(
        "a write the disk refuses (full, or failing on write or on flush) fails with the system's reason, leaving the previous file and no temporary one",
        arguments: [
            (FileSystemCalls.failing(write: ENOSPC), ENOSPC), (.failing(write: EIO), EIO),
            (.failing(synchronize: EIO), EIO), (.failing(synchronize: ENOSPC), ENOSPC),
        ])
    func refusedWrite(_ calls: FileSystemCalls, _ errno: Int32) throws {
        var store = try Self.temporaryStore()
        let name = try ConfigurationName("home")
        try store.write(Self.valid, to: name)
        store.fileSystemCalls = calls
        // A full disk is told apart from a failing one: the service answers it 507, not 500.
        let expected: ConfigurationStoreError =
            errno == ENOSPC
            ? .file(.noSpace(path: store.path(for: name), reason: SystemCall.describe(errno)))
            : .file(.unwritable(path: store.path(for: name), reason: SystemCall.describe(errno)))
        #expect(throws: expected) {
            try store.write(Self.valid + Array(" ".utf8), to: name)
        }
        #expect(throws: StoreUpdateError<FileSystemError>.self) {
            try store.update(name) { _ throws(FileSystemError) in Self.valid + Array("  ".utf8) }
        }
        #expect(try store.read(name) == Self.valid)
        let left = try FileManager.default.contentsOfDirectory(atPath: store.directory).filter { $0.hasSuffix(".tmp") }
        #expect(left.isEmpty, "\(left)")
        store.fileSystemCalls = .process
        try store.write(Self.valid + Array(" ".utf8), to: name)
        #expect(try store.read(name) == Self.valid + Array(" ".utf8))
    }

    struct Refusal: Error, Equatable {}

    @Test("an entry carries the bytes it was read from and their entity tag")
    func entryCarriesBytes() throws {
        let store = try Self.temporaryStore()
        let name = try ConfigurationName("home")
        try store.write(Self.valid, to: name)
        let entry = try store.entry(named: name, checkingWith: Self.catalog)
        #expect(entry.bytes == Self.valid)
        #expect(entry.entityTag == EntityTag.of(Self.valid, prefix: "c"))
        try store.write(Self.valid + Array(" ".utf8), to: name)
        #expect(try store.entry(named: name, checkingWith: Self.catalog).entityTag != entry.entityTag)
    }

    @Test(
        "edit with a precheck reuses the entry under the lock while the file is the same, and reads it again once replaced",
        arguments: [false, true])
    func precheckReusesEntry(replacedMeanwhile: Bool) throws {
        let store = try Self.temporaryStore()
        let name = try ConfigurationName("home")
        try store.write(Self.valid, to: name)
        let replacement = Array(#"{"schema": "deals-widget", "version": 1, "values": {"location": "PAR"}}"#.utf8)
        var prechecked: StoreEntry?
        var applied: StoreEntry?
        try store.edit(
            name, checkingWith: Self.catalog,
            precheck: { entry in
                prechecked = entry
                if replacedMeanwhile { try? store.write(replacement, to: name) }
            }
        ) { entry in
            applied = entry
            return ValidationResult(value: nil)
        }
        #expect(prechecked?.bytes == Self.valid)
        #expect(applied?.bytes == (replacedMeanwhile ? replacement : Self.valid))
        #expect((applied == prechecked) == !replacedMeanwhile)
    }

    @Test("edit with a precheck refuses a foreign file before the precheck runs, unless asked to replace it")
    func precheckRefusesForeign() throws {
        let store = try Self.temporaryStore()
        let name = try ConfigurationName("home")
        let foreign = Array(#"{"schema": "someone-else", "version": 1, "values": {}}"#.utf8)
        try store.write(foreign, to: name)
        var ran = false
        #expect(throws: StoreUpdateError<Never>.self) {
            try store.edit(name, checkingWith: Self.catalog, precheck: { _ in ran = true }) { _ in
                ValidationResult(value: nil)
            }
        }
        #expect(!ran)
        try store.edit(name, checkingWith: Self.catalog, replacingForeign: true, precheck: { _ in ran = true }) { _ in
            ValidationResult(value: nil)
        }
        #expect(ran)
        #expect(try store.read(name) == foreign, "an invalid result writes nothing")
    }

    @Test("edit hands over the stored entry and writes only a valid result, in its canonical form")
    func edit() throws {
        let store = try Self.temporaryStore()
        let name = try ConfigurationName("home")
        let validator = Self.catalog.validator(for: SchemaFixtures.dealsWidget)
        let created = try store.edit(name, checkingWith: Self.catalog) { entry in
            #expect(entry == nil)
            return validator.validate(values: ["location": .string("LHR")])
        }
        let configuration = try #require(created.configuration)
        let written = try store.read(name)
        #expect(written == configuration.encoded(orderedBy: SchemaFixtures.dealsWidget))
        #expect(String(decoding: written, as: UTF8.self).hasSuffix("}\n"))

        let invalid = try store.edit(name, checkingWith: Self.catalog) { entry in
            #expect(entry?.status == .valid)
            #expect(entry?.storedValues.map(\.key) == ["location", "travellers", "dates"])
            #expect(entry?.typedValues["location"] == .string("LHR"))
            return validator.validate(values: ["location": .string("ZZZ")])
        }
        #expect(!invalid.isValid)
        #expect(try store.read(name) == written)

        #expect(throws: StoreUpdateError<Refusal>.self) {
            try store.edit(name, checkingWith: Self.catalog) { (_) throws(Refusal) -> ValidationResult in
                throw Refusal()
            }
        }
        #expect(try store.read(name) == written)
    }

    @Test("entry(named:) reads and checks one configuration; a missing one is not found")
    func entry() throws {
        let store = try Self.temporaryStore()
        try store.write(Self.valid, to: ConfigurationName("good"))
        let entry = try store.entry(named: ConfigurationName("good"), checkingWith: Self.catalog)
        #expect(entry.status == .valid)
        #expect(entry.schema == SchemaFixtures.dealsWidget)
        #expect(entry.configuration?.values["travellers"] == .string("two"))
        #expect(throws: ConfigurationStoreError.notFound(name: "none")) {
            try store.entry(named: ConfigurationName("none"), checkingWith: Self.catalog)
        }
    }

    @Test("listing reports corrupt, foreign and outdated files without stopping")
    func listing() throws {
        let store = try Self.temporaryStore()
        try store.write(Self.valid, to: ConfigurationName("good"))
        try store.write(Array("{not json".utf8), to: ConfigurationName("broken"))
        try store.write(
            Array(#"{"schema": "weather", "version": 1, "values": {}}"#.utf8), to: ConfigurationName("other"))
        try store.write(
            Array(
                #"{"schema": "deals-widget", "version": 1, "values": {"location": "LON", "dates": "tomorrow"}}"#.utf8),
            to: ConfigurationName("old"))
        try FileSystem.writeAtomically(Array("notes".utf8), to: store.directory + "/notes.txt")
        try FileSystem.writeAtomically([0xFF, 0x00, 0xFE], to: store.directory + "/binary.json")
        let entries = try store.list(checkingWith: Self.catalog)
        let status = Dictionary(uniqueKeysWithValues: entries.map { ($0.fileName, $0.status) })
        #expect(
            status == [
                "good.json": .valid, "broken.json": .corrupt, "other.json": .foreign,
                "old.json": .needsReconfiguration,
                "notes.txt": .foreign, "binary.json": .corrupt,
            ])
        let twoSchemas = SchemaCatalog(schemas: [SchemaFixtures.dealsWidget, SchemaFixtures.rich])
        #expect(try store.inspect("other.json", catalog: twoSchemas).status == .foreign)
        #expect(entries.first { $0.fileName == "old.json" }?.diagnostics.first?.code == .configUnknownCase)
    }

    @Test("bounded reads refuse huge files and folders")
    func boundedReads() throws {
        #expect(throws: FileSystemError.tooLarge(path: "/dev/zero", limit: 1000)) {
            try FileSystem.read("/dev/zero", limit: 1000)
        }
        #expect(throws: FileSystemError.self) { try FileSystem.read("/tmp", limit: 1000) }
        #expect(throws: FileSystemError.self) { try FileSystem.read("/nonexistent/x.json", limit: 1000) }
    }
}
