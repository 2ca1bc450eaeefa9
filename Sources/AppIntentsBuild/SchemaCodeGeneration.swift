import AppIntentsGenerator
import DocumentFormats
import IntentSchema

/// A schema file's text turned into App Intents code, as `generate app-intents --schema FILE` and the package
/// plugins' tool do it: the schema is loaded, checked and generated; every problem comes back located at its
/// line and column in the file the person wrote.
///
/// Pure: it is given the file's bytes and writes nothing. Complexity: that of ``SchemaLoader`` and
/// ``AppIntentsGenerator/generate(_:)``, plus O(n) to locate the problems in n bytes.
public struct SchemaCodeGeneration: Sendable {
    /// The generator's options.
    public var options: AppIntentsGeneratorOptions

    /// A generation with these options.
    public init(options: AppIntentsGeneratorOptions) {
        self.options = options
    }

    /// What came of it.
    public enum Outcome: Sendable, Equatable {
        /// The files, sorted by name; `diagnostics` holds the schema's warnings, if any.
        case generated([GeneratedFile], diagnostics: [Diagnostic])
        /// The schema cannot be made into code: every problem, located in the file.
        case invalidSchema([Diagnostic])
        /// The options cannot be used (a module name that is not a Swift identifier).
        case invalidOptions(String)
    }

    /// The code for the schema in `bytes`, read from `file` (the name the diagnostics give).
    public func generate(schemaBytes bytes: [UInt8], file: String) -> Outcome {
        let loaded = SchemaLoader().load(bytes, file: file)
        guard let schema = loaded.schema else { return .invalidSchema(loaded.diagnostics) }
        switch AppIntentsGenerator(options: options).generate(schema) {
        case .success(let files): return .generated(files, diagnostics: loaded.diagnostics)
        case .failure(.invalidOptions(let message)): return .invalidOptions(message)
        case .failure(.schema(let problems)):
            return .invalidSchema(Self.locate(problems, in: bytes, file: file))
        }
    }

    /// The diagnostics with the file, line and column of what their paths point at in `bytes`.
    public static func locate(_ diagnostics: [Diagnostic], in bytes: [UInt8], file: String) -> [Diagnostic] {
        let root = try? JSONParser().parse(bytes)
        return diagnostics.map { diagnostic in
            var located = diagnostic
            located.file = file
            located.location = root?.node(at: diagnostic.path)?.location ?? diagnostic.location
            return located
        }
    }
}
