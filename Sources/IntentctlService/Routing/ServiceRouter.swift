/// Finds the routes for a request's path: one dictionary lookup for the paths without variables
/// (the suggestions, the health checks), and a scan of the few patterns with variables otherwise,
/// where a literal segment beats a variable one.
package struct ServiceRouter: Sendable {
    /// The routes that share a pattern, one per method.
    package struct PathRoutes: Sendable {
        /// Their pattern.
        package var pattern: RoutePattern
        /// The routes, in the order declared.
        package var routes: [ServiceRoute]

        /// The methods the path answers, for `Allow` (`HEAD` with every `GET`).
        package var methods: [String] { routes.flatMap(\.methods) }

        /// Whether the path is the store's: a read-only server does not have it.
        package var usesStore: Bool { routes.allSatisfy(\.usesStore) }

        /// The route for a method (`HEAD` is answered by `GET`'s), if the path has one.
        package func route(for method: String) -> ServiceRoute? {
            routes.first { $0.methods.contains(method) }
        }
    }

    private let literalPaths: [[String]: PathRoutes]
    private let variablePaths: [PathRoutes]

    /// A router over routes, each pattern and method declared at most once.
    package init(_ routes: [ServiceRoute]) {
        var groups: [PathRoutes] = []
        for route in routes {
            if let index = groups.firstIndex(where: { $0.pattern == route.pattern }) {
                precondition(
                    groups[index].route(for: route.method) == nil, "\(route.method) \(route.pattern) is declared twice")
                groups[index].routes.append(route)
            } else {
                groups.append(PathRoutes(pattern: route.pattern, routes: [route]))
            }
        }
        var literalPaths: [[String]: PathRoutes] = [:]
        var variablePaths: [PathRoutes] = []
        for group in groups {
            if let path = group.pattern.literalPath {
                literalPaths[path] = group
            } else {
                variablePaths.append(group)
            }
        }
        self.literalPaths = literalPaths
        self.variablePaths = variablePaths
    }

    /// The routes for a path's decoded segments, and its variables; nil when no route has the
    /// path. Complexity: O(s) expected for a path without variables, O(p · s) otherwise, for p
    /// patterns of s segments.
    package func match(_ segments: [String]) -> (routes: PathRoutes, variables: [String: String])? {
        if let routes = literalPaths[segments] { return (routes, [:]) }
        var best: (routes: PathRoutes, variables: [String: String])?
        for routes in variablePaths {
            guard let variables = routes.pattern.match(segments) else { continue }
            if best.map({ routes.pattern.isMoreSpecific(than: $0.routes.pattern) }) ?? true {
                best = (routes, variables)
            }
        }
        return best
    }
}
