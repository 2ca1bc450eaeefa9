import IntentSchema

/// A failure that ends a command with a message on stderr and a documented exit status.
struct CommandFailure: Error {
    var exitCode: ExitCode
    var message: String

    init(_ exitCode: ExitCode, _ message: String) {
        self.exitCode = exitCode
        self.message = message
    }

    /// The failure for a library error: missing things are `noInput`, unwritable ones `cannotWrite`.
    init(_ error: IntentSchemaError) {
        switch error {
        case .unreadable, .notFound: self.init(.noInput, error.description)
        case .unwritable: self.init(.cannotWrite, error.description)
        case .tooLarge, .invalidName, .unresolvable: self.init(.invalid, error.description)
        }
    }
}
