import HTTPServer

/// A started `serve`: the server and its state, with what reloading and stopping need.
struct RunningService: Sendable {
    let server: HTTPServer
    let state: ServiceState
    /// How long SIGTERM keeps serving with `/readyz` at 503 before stopping.
    let drainDelay: Duration
    /// How long stopping waits for the requests in flight.
    let shutdownTimeout: Duration
    /// Where it says what reloading and stopping did.
    let console: Console
    /// Loads the data again, as at start, for ``reload()``.
    let loadData: @Sendable () throws(ServiceSetupError) -> ServiceData

    /// The address it listens on, `HOST:PORT`.
    var address: String { server.address }

    /// Loads the index, the schemas, the feed and the store folder again and swaps them in whole;
    /// on failure keeps the old ones. Either way it says so on stderr.
    func reload() {
        do throws(ServiceSetupError) {
            state.replace(with: try loadData())
            console.error("intentctl: reloaded the index, the schemas, the deals feed and the store folder")
        } catch {
            console.error("intentctl: reload failed, still serving the old data: \(error.message)")
        }
    }

    /// Stops accepting, finishes the requests in flight (for at most the shutdown timeout, then
    /// closes what is left), and returns once the server has stopped.
    func stop() {
        server.shutdown()
        if !server.waitUntilStopped(timeout: shutdownTimeout) {
            console.error("intentctl: closed the connections still open after \(shutdownTimeout)")
        }
    }
}
