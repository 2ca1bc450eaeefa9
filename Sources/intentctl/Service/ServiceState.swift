import Synchronization

/// The service's current data, replaced whole on reload: a request sees one load or the next,
/// never a mix.
final class ServiceState: Sendable {
    private let data: Mutex<ServiceData>
    /// The request counters.
    let metrics = ServiceMetrics()
    /// The origin allowed to call the service from a browser (CORS), if any; `*` for every one.
    let allowedOrigin: String?

    /// State holding the first load.
    init(_ data: ServiceData, allowedOrigin: String? = nil) {
        self.data = Mutex(data)
        self.allowedOrigin = allowedOrigin
    }

    /// The data now.
    var current: ServiceData { data.withLock { $0 } }

    /// Replaces the data, with the next generation.
    func replace(with next: ServiceData) {
        data.withLock { current in
            var next = next
            next.generation = current.generation + 1
            current = next
        }
    }
}
