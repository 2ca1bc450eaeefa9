/// The service's routes: what a request path names, and the methods each answers.
enum ServiceRoute: Equatable {
    case page
    case health
    case readiness
    case metrics
    case suggest
    case place(code: String)
    case schemas
    case schema(id: String)
    case validate
    case configurations
    case configuration(name: String)
    case timeline(name: String)
    case link(name: String)
    case preview

    /// The route a path's decoded segments name, if any.
    init?(_ segments: [String]) {
        switch segments {
        case [""]: self = .page
        case ["healthz"]: self = .health
        case ["readyz"]: self = .readiness
        case ["metrics"]: self = .metrics
        case ["v1", "suggest"]: self = .suggest
        case ["v1", "schemas"]: self = .schemas
        case ["v1", "configurations", "validate"]: self = .validate
        case ["v1", "configurations"]: self = .configurations
        case ["v1", "timeline"]: self = .preview
        case let parts where parts.count == 4 && parts[0] == "v1" && parts[1] == "configurations":
            switch parts[3] {
            case "timeline": self = .timeline(name: parts[2])
            case "link": self = .link(name: parts[2])
            default: return nil
            }
        default:
            guard segments.count == 3, segments[0] == "v1", !segments[2].isEmpty else { return nil }
            switch segments[1] {
            case "places": self = .place(code: segments[2])
            case "schemas": self = .schema(id: segments[2])
            case "configurations": self = .configuration(name: segments[2])
            default: return nil
            }
        }
    }

    /// The route's name in logs and metrics, with its variable segments as `{…}`.
    var name: String {
        switch self {
        case .page: "/"
        case .health: "/healthz"
        case .readiness: "/readyz"
        case .metrics: "/metrics"
        case .suggest: "/v1/suggest"
        case .place: "/v1/places/{code}"
        case .schemas: "/v1/schemas"
        case .schema: "/v1/schemas/{id}"
        case .validate: "/v1/configurations/validate"
        case .configurations: "/v1/configurations"
        case .configuration: "/v1/configurations/{name}"
        case .timeline: "/v1/configurations/{name}/timeline"
        case .link: "/v1/configurations/{name}/link"
        case .preview: "/v1/timeline"
        }
    }

    /// Whether the route reads or writes the store: its work runs off the event loops (a lock or
    /// `fsync` may wait), and a read-only server has no such route.
    var usesStore: Bool {
        switch self {
        case .configurations, .configuration, .timeline, .link: true
        default: false
        }
    }

    /// The methods the route answers (`HEAD` with every `GET`).
    var methods: [String] {
        switch self {
        case .validate, .preview: ["POST"]
        case .configuration: ["GET", "HEAD", "PUT", "DELETE"]
        default: ["GET", "HEAD"]
        }
    }
}
