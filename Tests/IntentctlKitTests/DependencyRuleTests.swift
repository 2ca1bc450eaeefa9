import CommandLineTestSupport
import Foundation
import TestSupport
import Testing

/// The rules of what may use what (CONTRIBUTING.md, "Libraries"), read from `Package.swift` and the
/// sources, so that a new dependency that breaks one fails here rather than in review.
@Suite("Which library may use which")
struct DependencyRuleTests {
    /// A target of the manifest: its kind, name and the targets it names as dependencies.
    struct Target: Equatable {
        var kind: String
        var name: String
        var dependencies: [String]
        /// Its folder: `path:` where given, else `Sources/NAME`, or `Tests/NAME` for a test target.
        var folder: String = ""
    }

    /// The targets `.target(…)`, `.executableTarget(…)` and `.testTarget(…)` of a manifest's text, each
    /// with the quoted names in its `dependencies: […]` list.
    static func targets(in manifest: String) -> [Target] {
        var targets: [Target] = []
        let text = Array(manifest.unicodeScalars)
        var index = 0
        func starts(_ word: String, at position: Int) -> Bool {
            let scalars = Array(word.unicodeScalars)
            return position + scalars.count <= text.count && Array(text[position..<position + scalars.count]) == scalars
        }
        while index < text.count {
            guard
                let kind = ["target", "executableTarget", "testTarget"].first(where: { starts(".\($0)(", at: index) })
            else {
                index += 1
                continue
            }
            // The call's text, to its closing parenthesis.
            var depth = 0
            var end = index + kind.count + 1
            repeat {
                if text[end] == "(" { depth += 1 }
                if text[end] == ")" { depth -= 1 }
                end += 1
            } while depth > 0 && end < text.count
            let call = String(String.UnicodeScalarView(text[index..<end]))
            index = end
            guard let name = call.firstMatch(of: /name: "([^"]+)"/)?.output.1 else { continue }
            var dependencies: [String] = []
            if let list = call.firstMatch(of: /dependencies: \[([^\]]*)\]/)?.output.1 {
                dependencies = list.matches(of: /"([^"]+)"/).map { String($0.output.1) }
            }
            let path = call.firstMatch(of: /path: "([^"]+)"/).map { String($0.output.1) }
            targets.append(
                Target(
                    kind: kind, name: String(name), dependencies: dependencies,
                    folder: path ?? (kind == "testTarget" ? "Tests/\(name)" : "Sources/\(name)")))
        }
        return targets
    }

    static let manifest = targets(in: Fixtures.text("Package.swift"))

    /// A target's dependencies, direct and through others.
    static func closure(of name: String) -> Set<String> {
        var found: Set<String> = []
        var pending = manifest.first { $0.name == name }?.dependencies ?? []
        while let next = pending.popLast() {
            guard found.insert(next).inserted else { continue }
            pending += manifest.first { $0.name == next }?.dependencies ?? []
        }
        return found
    }

    /// The Swift files of a target's folder, with their text.
    static func sources(of target: String) throws -> [(path: String, text: String)] {
        let folder = Fixtures.url("Sources/\(target)")
        let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        return try files.map { ($0.path, try String(contentsOf: $0, encoding: .utf8)) }
    }

    /// The modules a file imports: its code's imports, not those of Swift text it holds in multi-line literals
    /// (the runtime the generator copies into generated folders).
    static func imports(_ text: String) -> Set<String> {
        let code = text.replacing(/(?s)(#*)"""\n.*?"""\1/, with: "")
        return Set(code.matches(of: /(?m)^\s*(?:@testable\s+)?import\s+(\w+)/).map { String($0.output.1) })
    }

    @Test("the manifest is read: every library of the picture, with its dependencies")
    func manifestIsRead() {
        let names = Set(Self.manifest.map(\.name))
        for library in [
            "PlainNumbers", "DocumentFormats", "IntentSchema", "FileAccess", "ConfigurationStore", "DealsTimeline",
            "SiriKitInterop", "Suggester", "HTTPServer", "ServiceContract", "AppIntentsGenerator", "AppIntentsBuild",
            "IntentctlService", "IntentctlKit",
        ] {
            #expect(names.contains(library), "\(library)")
        }
        #expect(Self.manifest.first { $0.name == "IntentSchema" }?.dependencies == ["DocumentFormats", "PlainNumbers"])
        #expect(
            Self.imports("import A\n@testable import B\nlet s = #\"\"\"\nimport C\n\"\"\"#\nimport D\n") == [
                "A", "B", "D",
            ])
        #expect(
            Self.targets(in: #".target(name: "A", dependencies: ["B", "C"]), .testTarget(name: "T")"#) == [
                Target(kind: "target", name: "A", dependencies: ["B", "C"], folder: "Sources/A"),
                Target(kind: "testTarget", name: "T", dependencies: [], folder: "Tests/T"),
            ])
    }

    /// The libraries that read the bytes they are given and open no file.
    @Test(
        "the schema core and the libraries that read what they are given import no C library and call no file API",
        arguments: ["DocumentFormats", "IntentSchema", "DealsTimeline", "SiriKitInterop"])
    func noFileAccess(_ target: String) throws {
        let fileAPI =
            /\b(FileManager|FileHandle|fopen|opendir|contentsOfFile|URL\(fileURLWithPath|Data\(contentsOf|String\(contentsOf)\b/
        for (path, text) in try Self.sources(of: target) {
            let imported = Self.imports(text)
            #expect(imported.isDisjoint(with: ["Glibc", "Darwin", "FileAccess"]), "\(path) imports \(imported)")
            #expect(text.firstMatch(of: fileAPI) == nil, "\(path) calls a file API")
        }
        #expect(Self.closure(of: target).isDisjoint(with: ["FileAccess", "ConfigurationStore"]))
    }

    @Test("HTTPServer depends on nothing of ours")
    func serverStandsAlone() throws {
        let server = try #require(Self.manifest.first { $0.name == "HTTPServer" })
        #expect(server.dependencies.isEmpty)
        let ours = Set(Self.manifest.map(\.name))
        for (path, text) in try Self.sources(of: "HTTPServer") {
            #expect(Self.imports(text).isDisjoint(with: ours), "\(path)")
        }
    }

    @Test(
        "the generator depends on neither the store nor the server",
        arguments: ["AppIntentsGenerator", "AppIntentsBuild"])
    func generatorStandsApart(_ target: String) {
        #expect(
            Self.closure(of: target).isDisjoint(with: [
                "ConfigurationStore", "HTTPServer", "IntentctlService", "IntentctlKit",
            ]),
            "\(target): \(Self.closure(of: target).sorted())")
    }

    @Test("nothing depends on IntentctlKit but the executable, the tests and their support")
    func commandLineAtTheTop() {
        for target in Self.manifest where target.dependencies.contains("IntentctlKit") {
            #expect(
                target.name == "intentctl" || target.kind == "testTarget" || target.name.hasSuffix("TestSupport"),
                "\(target.name)")
        }
    }

    @Test("the service links neither the generator nor its front end: what they share is ServiceContract")
    func serviceApartFromTheGenerator() {
        let service = Self.closure(of: "IntentctlService")
        #expect(service.isDisjoint(with: ["AppIntentsGenerator", "AppIntentsBuild"]), "\(service.sorted())")
        #expect(service.contains("ServiceContract"))
        #expect(Self.closure(of: "AppIntentsBuild").contains("ServiceContract"))
        #expect(Self.manifest.first { $0.name == "ServiceContract" }?.dependencies == [])
    }

    @Test(
        "each library owns its errors: no library throws another's but the one below it",
        arguments: ["FileAccess", "ConfigurationStore", "DealsTimeline"])
    func errorsOwned(_ target: String) throws {
        let owned = [
            "FileAccess": "FileSystemError", "ConfigurationStore": "ConfigurationStoreError",
            "DealsTimeline": "DealSearchError",
        ]
        let declared = try Self.sources(of: target).contains { $0.text.contains("public enum \(owned[target]!)") }
        #expect(declared, "\(target) declares \(owned[target]!)")
        // No library declares a catch-all error for others to share.
        for library in Self.manifest.filter({ $0.kind == "target" }).map(\.name) {
            let folder = Fixtures.url("Sources/\(library)")
            guard FileManager.default.fileExists(atPath: folder.path) else { continue }
            for (path, text) in try Self.sources(of: library) {
                #expect(!text.contains("IntentSchemaError"), "\(path)")
            }
        }
    }

    @Test(
        "each target, libraries and tests alike, imports only the targets it declares (a fresh build fails otherwise)",
        arguments: manifest.map(\.name))
    func importsAreDeclared(_ target: String) throws {
        let ours = Set(Self.manifest.map(\.name))
        let entry = try #require(Self.manifest.first { $0.name == target })
        let declared = Set(entry.dependencies).union([target])
        let folder = Fixtures.url(entry.folder)
        guard FileManager.default.fileExists(atPath: folder.path) else { return }
        let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        for file in files {
            let (path, text) = (file.path, try String(contentsOf: file, encoding: .utf8))
            let undeclared = Self.imports(text).intersection(ours).subtracting(declared)
            #expect(undeclared.isEmpty, "\(path) imports \(undeclared.sorted()) without declaring it")
        }
    }

    @Test("every generated Swift file sits in a Generated/ folder, and every file there says how it was made")
    func generatedFilesInTheirFolder() throws {
        let libraries = Self.manifest.filter { $0.kind == "target" }.map(\.name)
        var generated = 0
        for library in libraries where FileManager.default.fileExists(atPath: Fixtures.url("Sources/\(library)").path) {
            for (path, text) in try Self.sources(of: library) {
                let isGenerated = text.hasPrefix("// Generated by ")
                let inFolder = path.contains("/Generated/")
                #expect(isGenerated == inFolder, "\(path)")
                if isGenerated { generated += 1 }
            }
        }
        #expect(generated >= 4)
    }

    @Test("the libraries are listed in dependency order: each uses only those above it")
    func dependencyOrder() {
        let libraries = Self.manifest.filter { $0.kind == "target" }
        for (position, target) in libraries.enumerated() {
            let above = Set(libraries[..<position].map(\.name))
            let below = Set(target.dependencies).intersection(libraries.map(\.name)).subtracting(above)
            #expect(below.isEmpty, "\(target.name) uses \(below.sorted()), listed below it")
        }
    }
}
