import Synchronization

/// The service's current data, replaced whole on reload: a request sees one load or the next,
/// never a mix.
final class ServiceState: Sendable {
    private let data: Mutex<ServiceData>

    /// State holding the first load.
    init(_ data: ServiceData) {
        self.data = Mutex(data)
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
