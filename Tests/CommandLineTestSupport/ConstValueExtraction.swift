import Foundation
import TestSupport
import Testing

/// The compiler's extraction of compile-time values, as Xcode's build runs it over an App Intents target: `swiftc`
/// with `-emit-const-values-path` and the list of protocols whose conformances it gathers
/// (`-const-gather-protocols-file`), then Apple's metadata processor reads the values. A value the compiler
/// reports as `Runtime` is not extracted, and the configuration UI lacks it.
package enum ConstValueExtraction {
    /// The protocols Xcode's build gathers the conformances of: swift-build's list
    /// (`Sources/SWBApplePlatform/Plugin.swift` in swiftlang/swift-build, which writes it to
    /// `<Target>_const_extract_protocols.json` for `-const-gather-protocols-file`), the same 17 names in the same
    /// order as rules_swift's `swift/toolchains/config/const_protocols_to_gather.json`.
    package static let protocols = [
        "AppIntent", "EntityQuery", "AppEntity", "TransientEntity", "AppEnum", "AppShortcutProviding",
        "AppShortcutsProvider", "AnyResolverProviding", "AppIntentsPackage", "DynamicOptionsProvider",
        "_IntentValueRepresentable", "_AssistantIntentsProvider", "_GenerativeFunctionExtractable", "IntentValueQuery",
        "Resolver", "AppExtension", "ExtensionPointDefining",
    ]

    /// The App Intents protocols a type must conform to for its values to be read.
    static let appIntentsConformances = Set(protocols.map { "AppIntents." + $0 })

    /// The static values the metadata processor reads of an App Intents type.
    static let staticValues: Set<String> = [
        "title", "description", "typeDisplayRepresentation", "caseDisplayRepresentations", "parameterSummary",
    ]

    /// The arguments of a parameter's property wrapper the metadata processor reads.
    static let parameterArguments: Set<String> = ["title", "description", "default"]

    /// Compiles the files as one module (whole module, as Xcode's build does) against the stand-in, emitting
    /// the compile-time values of the conformances to ``protocols``; the values, decoded, or the compiler's
    /// complaint recorded as the test's failure.
    package static func values(
        of sources: [String], module: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> [[String: Any]] {
        let standIn = try StandInCompiler.standIn.get()
        let folder = try TemporaryFolders.make()
        let protocolsFile = folder.appendingPathComponent("protocols.json")
        try JSONSerialization.data(withJSONObject: protocols).write(to: protocolsFile)
        let valuesFile = folder.appendingPathComponent("values.json")
        let output = try CLIRunner.runProcess(
            [
                "-swift-version", "6", "-parse-as-library", "-c", "-wmo", "-I", standIn.path, "-module-name", module,
                "-emit-const-values-path", valuesFile.path, "-Xfrontend", "-const-gather-protocols-file",
                "-Xfrontend", protocolsFile.path, "-o", folder.appendingPathComponent("module.o").path,
            ] + sources, binary: try #require(StandInCompiler.swiftc), seconds: 300, directory: folder)
        #expect(output.status == 0, "\(output.stderr)", sourceLocation: sourceLocation)
        let values = try JSONSerialization.jsonObject(with: Data(contentsOf: valuesFile)) as? [[String: Any]]
        return try #require(values, sourceLocation: sourceLocation)
    }

    /// The values the metadata processor reads that the compiler could not extract, as `Type.property` (and
    /// `Type.parameter(argument)` for a parameter's title, description and default): of each type conforming to
    /// an App Intents protocol of ``protocols``, its title, description, type and case display representations
    /// and parameter summary, and each parameter's title, description and default, any part of which is not
    /// a value (``isNotExtracted(_:)``). An entity's `displayRepresentation` is an instance's, read at run time, and not checked.
    package static func runtimeValues(in values: [[String: Any]]) -> [String] {
        var found: [String] = []
        for type in values {
            let conformances = Set(type["conformances"] as? [String] ?? [])
            guard !conformances.isDisjoint(with: appIntentsConformances) else { continue }
            let name = (type["typeName"] as? String ?? "?").split(separator: ".").last.map(String.init) ?? "?"
            for property in type["properties"] as? [[String: Any]] ?? [] {
                let label = property["label"] as? String ?? "?"
                if staticValues.contains(label), isNotExtracted(property) { found.append("\(name).\(label)") }
                for wrapper in property["propertyWrappers"] as? [[String: Any]] ?? [] {
                    for argument in wrapper["arguments"] as? [[String: Any]] ?? [] {
                        let argumentLabel = argument["label"] as? String ?? ""
                        if parameterArguments.contains(argumentLabel), isNotExtracted(argument) {
                            found.append("\(name).\(label)(\(argumentLabel))")
                        }
                    }
                }
            }
        }
        return found
    }

    /// The kinds of value the compiler reports for what it cannot give as a value: computed at run time, or a
    /// call of a function (`static let title = makeTitle()`), which the metadata processor does not run.
    static let notExtracted: Set<String> = ["Runtime", "StaticFunctionCall", "FunctionCall"]

    /// Arguments a declaration defaults to values of the running app, which the compiler reports as `Runtime`
    /// when left out: a `LocalizedStringResource`'s `locale` and `bundle` (the string is found by its key) and
    /// an `IntentDescription`'s `searchKeywords`.
    static let defaultedArguments: Set<String> = ["locale", "bundle", "searchKeywords"]

    /// Whether a value, or any value within it but a defaulted argument (``defaultedArguments``), is one the
    /// compiler could not extract (``notExtracted``).
    static func isNotExtracted(_ value: Any) -> Bool {
        if let object = value as? [String: Any] {
            if let label = object["label"] as? String, defaultedArguments.contains(label) { return false }
            if let kind = object["valueKind"] as? String, notExtracted.contains(kind) { return true }
            return object.values.contains(where: isNotExtracted)
        }
        if let array = value as? [Any] { return array.contains(where: isNotExtracted) }
        return false
    }
}
