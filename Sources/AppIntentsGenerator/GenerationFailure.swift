import DocumentFormats
import IntentSchema

/// Why no files were generated.
public enum GenerationFailure: Error, Sendable, Equatable {
    /// An option is not usable: `--module` is not a Swift identifier, or a path is not one.
    case invalidOptions(String)
    /// The schema cannot be made into App Intents code: every problem, located in the schema.
    case schema([Diagnostic])
}
