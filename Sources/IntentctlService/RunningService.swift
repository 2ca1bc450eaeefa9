import HTTPServer

/// A started `serve`: the server and its state, with what reloading and stopping need.
package struct RunningService: Sendable {
    package let server: HTTPServer
    package let state: ServiceState
    /// How long SIGTERM keeps serving with `/readyz` at 503 before stopping.
    package let drainDelay: Duration
    /// How long stopping waits for the requests in flight.
    package let shutdownTimeout: Duration
    /// Where it says what reloading and stopping did: one line a call (the command line's standard error).
    package let log: @Sendable (String) -> Void
    /// Loads the data again, as at start, for ``reload()``.
    package let loadData: @Sendable () throws(ServiceSetupError) -> ServiceData

    /// Makes one from each of its properties.
    package init(
        server: HTTPServer, state: ServiceState, drainDelay: Duration, shutdownTimeout: Duration,
        log: @escaping @Sendable (String) -> Void,
        loadData: @escaping @Sendable () throws(ServiceSetupError) -> ServiceData
    ) {
        self.server = server
        self.state = state
        self.drainDelay = drainDelay
        self.shutdownTimeout = shutdownTimeout
        self.log = log
        self.loadData = loadData
    }

    /// The address it listens on, `HOST:PORT`.
    package var address: String { server.address }

    /// Loads the index, the schemas, the feed and the store folder again and swaps them in whole;
    /// on failure keeps the old ones. Either way it says so on stderr.
    package func reload() {
        do throws(ServiceSetupError) {
            state.replace(with: try loadData())
            log("intentctl: reloaded the index, the schemas, the deals feed and the store folder")
        } catch {
            log("intentctl: reload failed, still serving the old data: \(error.message)")
        }
    }

    /// Stops accepting, finishes the requests in flight (for at most the shutdown timeout, then
    /// closes what is left), and returns once the server has stopped.
    package func stop() {
        server.shutdown()
        if !server.waitUntilStopped(timeout: shutdownTimeout) {
            log("intentctl: closed the connections still open after \(shutdownTimeout)")
        }
    }
}
