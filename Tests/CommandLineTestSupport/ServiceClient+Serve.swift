import IntentctlServiceTesting
import TestSupport

@testable import IntentctlKit
@testable import IntentctlService

extension ServiceClient {
    /// A client of the service `serve` would start with these arguments, on loopback.
    package init(_ arguments: [String] = [], environment: [String: String] = [:]) throws {
        let context = Context.capturing(environment: CLIRunner.environment(environment))
        let parsed = try ParsedArguments(arguments, spec: ServeCommand.spec)
        self.init(state: try ServeCommand.state(parsed, host: "127.0.0.1", context: context))
    }
}
