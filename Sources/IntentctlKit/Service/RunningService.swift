import HTTPServer

/// A started `serve`: the server and its state, with what reloading and stopping need.
struct RunningService: Sendable {
    let server: HTTPServer
    let state: ServiceState
    /// How long SIGTERM keeps serving with `/readyz` at 503 before stopping.
    let drainDelay: Duration
    /// How long stopping waits for the requests in flight.
    let shutdownTimeout: Duration
    let arguments: ParsedArguments
    let context: Context

    /// The address it listens on, `HOST:PORT`.
    var address: String { server.address }

    /// Loads the index, the schemas, the feed and the store folder again and swaps them in whole;
    /// on failure keeps the old ones. Either way it says so on stderr.
    func reload() {
        do throws(CommandFailure) {
            state.replace(with: try ServeCommand.load(arguments, context: context))
            context.console.error("intentctl: reloaded the index, the schemas, the deals feed and the store folder")
        } catch {
            context.console.error("intentctl: reload failed, still serving the old data: \(error.message)")
        }
    }

    /// Stops accepting, finishes the requests in flight (for at most the shutdown timeout, then
    /// closes what is left), and returns once the server has stopped.
    func stop() {
        server.shutdown()
        if !server.waitUntilStopped(timeout: shutdownTimeout) {
            context.console.error("intentctl: closed the connections still open after \(shutdownTimeout)")
        }
    }
}
