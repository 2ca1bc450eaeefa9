import ConfigurationStore
import DealsTimeline
import DocumentFormats
import FileAccess
import IntentSchema
import IntentctlService

/// A failure that ends a command with a message on stderr and a documented exit status.
struct CommandFailure: Error {
    var exitCode: ExitCode
    var message: String

    init(_ exitCode: ExitCode, _ message: String) {
        self.exitCode = exitCode
        self.message = message
    }

    /// The failure for a file operation: missing things are `noInput`, unwritable ones `cannotWrite`.
    init(_ error: FileSystemError) {
        switch error {
        case .unreadable: self.init(.noInput, error.description)
        case .unwritable, .noSpace: self.init(.cannotWrite, error.description)
        case .tooLarge: self.init(.invalid, error.description)
        case .lockTimeout: self.init(.busy, error.description)
        case .systemFailure: self.init(.ioError, error.description)
        }
    }

    /// The failure for the store: its files' failures as ``init(_:)-(FileSystemError)`` says; a configuration
    /// it does not have `noInput`; a name it refuses, or a foreign file an edit would replace, `invalid`.
    init(_ error: ConfigurationStoreError) {
        switch error {
        case .file(let failure): self.init(failure)
        case .notFound: self.init(.noInput, error.description)
        case .invalidName: self.init(.invalid, error.description)
        case .foreignConfiguration:
            self.init(.invalid, error.description + "; pass --replace-foreign to replace it anyway")
        }
    }

    /// The failure for a search that cannot be resolved: `invalid`.
    init(_ error: DealSearchError) {
        self.init(.invalid, error.description)
    }

    /// The failure for a service that could not start: 66 for a file it cannot read, 1 for one it
    /// cannot use.
    init(_ error: ServiceSetupError) {
        switch error {
        case .unreadable(let message): self.init(.noInput, message)
        case .unusable(let message): self.init(.invalid, message)
        }
    }

    /// The failure for a store update: the store's own failure, or the command's refusal.
    init(_ error: StoreUpdateError<CommandFailure>) {
        switch error {
        case .store(let failure): self.init(failure)
        case .rejected(let failure): self = failure
        }
    }

    /// The failure for an input that could not be read: its first diagnostic's message, and
    /// `noInput` for an unreadable input, `invalid` otherwise (too large).
    init<Value>(_ input: Diagnosed<Value>) {
        let diagnostic = input.diagnostics.first
        self.init(
            diagnostic?.code == .inputUnreadable ? .noInput : .invalid,
            diagnostic.map { TextSanitizer.printable($0.message) } ?? "the input cannot be read")
    }
}
