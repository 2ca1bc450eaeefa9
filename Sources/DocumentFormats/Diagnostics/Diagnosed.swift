/// The outcome of one stage of a pipeline: the value it produced, if it could produce one, and
/// every problem it found on the way (up to ``DiagnosticCollector/defaultLimit``; the rest are
/// counted in ``omitted``).
///
/// Stages chain with ``flatMap(_:)``: bytes are parsed, the parsed document is decoded, the
/// decoded schema is checked, and the diagnostics of every stage travel along.
public struct Diagnosed<Value> {
    /// The value, when the stage could produce one. Whether a value is produced despite errors is
    /// up to the stage: validation produces none, a deals feed keeps its good deals.
    public var value: Value?
    /// The problems found, in the order they were found, at most the collector's limit.
    public var diagnostics: [Diagnostic]
    /// How many further problems were found and not kept.
    public var omitted: Int
    /// How many of all the problems found, kept or not, are errors.
    public var errorCount: Int

    /// Creates an outcome.
    public init(value: Value?, diagnostics: [Diagnostic] = [], omitted: Int = 0, errorCount: Int? = nil) {
        self.value = value
        self.diagnostics = diagnostics
        self.omitted = omitted
        self.errorCount = errorCount ?? diagnostics.count { $0.severity == .error }
    }

    /// A failed outcome with one diagnostic.
    public static func failure(_ diagnostic: Diagnostic) -> Diagnosed {
        Diagnosed(value: nil, diagnostics: [diagnostic])
    }

    /// Whether any problem found is an error.
    public var hasErrors: Bool { errorCount > 0 }

    /// How many problems were found in all, kept or not.
    public var problemCount: Int { diagnostics.count + omitted }

    /// The outcome with its value transformed, and the same diagnostics.
    public func map<Other>(_ transform: (Value) -> Other) -> Diagnosed<Other> {
        Diagnosed<Other>(
            value: value.map(transform), diagnostics: diagnostics, omitted: omitted, errorCount: errorCount)
    }

    /// Runs the next stage on the value, if there is one, and returns its outcome with this
    /// stage's diagnostics before its own.
    public func flatMap<Other>(_ next: (Value) -> Diagnosed<Other>) -> Diagnosed<Other> {
        guard let value else { return withoutValue() }
        var collector = DiagnosticCollector()
        collector.absorb(self)
        let outcome = next(value)
        collector.absorb(outcome)
        return collector.finish(outcome.value)
    }
}

extension Diagnosed {
    /// The same diagnostics with no value, as the outcome of a later stage that did not run.
    public func withoutValue<Other>() -> Diagnosed<Other> {
        Diagnosed<Other>(value: nil, diagnostics: diagnostics, omitted: omitted, errorCount: errorCount)
    }

    /// The outcome with its value only when no stage found an error.
    public func validated() -> Diagnosed {
        hasErrors ? withoutValue() : self
    }
}

extension Diagnosed: Sendable where Value: Sendable {}
extension Diagnosed: Equatable where Value: Equatable {}
