/// The paths a route answers, such as `/v1/places/{code}`: literal segments, and `{name}`
/// segments that match any one non-empty segment and reach the handler by name.
package struct RoutePattern: Sendable, Equatable, CustomStringConvertible {
    /// One segment of a pattern.
    package enum Segment: Sendable, Equatable {
        /// This text, exactly.
        case literal(String)
        /// Any non-empty segment, handed to the handler under this name.
        case variable(String)
    }

    /// The segments after the leading slash (`/` is one empty literal segment).
    package let segments: [Segment]
    /// The pattern as written: `/v1/places/{code}`, also the route's name in logs and metrics.
    package let description: String

    /// A pattern from its text, which starts with `/`.
    package init(_ text: String) {
        precondition(text.hasPrefix("/"), "a route pattern starts with /: \(text)")
        description = text
        segments = text.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map { part in
            part.hasPrefix("{") && part.hasSuffix("}")
                ? .variable(String(part.dropFirst().dropLast())) : .literal(String(part))
        }
    }

    /// The variables of a path's decoded segments, when the pattern matches them; nil otherwise.
    /// Complexity: O(s) for s segments.
    package func match(_ path: [String]) -> [String: String]? {
        guard path.count == segments.count else { return nil }
        var variables: [String: String] = [:]
        for (segment, text) in zip(segments, path) {
            switch segment {
            case .literal(let literal): guard literal == text else { return nil }
            case .variable(let name):
                guard !text.isEmpty else { return nil }
                variables[name] = text
            }
        }
        return variables
    }

    /// The path's segments when the pattern has no variables (it then matches that path alone);
    /// nil otherwise.
    package var literalPath: [String]? {
        var path: [String] = []
        for segment in segments {
            guard case .literal(let text) = segment else { return nil }
            path.append(text)
        }
        return path
    }

    /// Whether this pattern should win over `other` when both match a path: the first segment where
    /// one is literal and the other a variable decides, for the literal (so that
    /// `/v1/configurations/validate` is not the configuration named `validate`).
    package func isMoreSpecific(than other: RoutePattern) -> Bool {
        for (mine, theirs) in zip(segments, other.segments) {
            switch (mine, theirs) {
            case (.literal, .variable): return true
            case (.variable, .literal): return false
            default: continue
            }
        }
        return false
    }
}
