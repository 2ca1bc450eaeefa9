/// Collects the diagnostics of one document, so that a stage can report every problem and go on.
///
/// It keeps at most ``limit`` diagnostics and only counts the rest, so memory stays bounded
/// however broken the input is; ``errorCount`` counts every error, kept or not, so validity never
/// depends on the limit. Every stage of every pipeline reports through one of these.
public struct DiagnosticCollector: Sendable {
    /// The diagnostics kept per document unless a collector is told otherwise.
    public static let defaultLimit = 100

    /// The most diagnostics kept.
    public let limit: Int
    /// The file every diagnostic reported here is in, if any.
    public let file: String?
    /// The diagnostics kept, in the order they were reported.
    public private(set) var diagnostics: [Diagnostic] = []
    /// How many diagnostics were reported beyond the limit and not kept.
    public private(set) var omitted = 0
    /// How many errors were reported, kept or not.
    public private(set) var errorCount = 0
    /// Whether warnings are kept; when not, they are neither kept nor counted.
    public let keepsWarnings: Bool
    /// How many more costly hints (each a search: "did you mean…", "nearby choices…") are made; past them, a
    /// kept diagnostic has no hint. A hint is a convenience: a document of a hundred unknown codes must not cost
    /// a hundred searches.
    public private(set) var costlyHintsLeft = DiagnosticCollector.costlyHintLimit
    /// The costly hints made per collector.
    public static let costlyHintLimit = 3

    /// Creates an empty collector for a file. A limit of 0 keeps nothing and builds no message: it only
    /// counts, for a stage that needs to know whether there are problems, not what they are.
    public init(file: String? = nil, limit: Int = DiagnosticCollector.defaultLimit, keepsWarnings: Bool = true) {
        self.file = file
        self.limit = max(0, limit)
        self.keepsWarnings = keepsWarnings
    }

    /// Whether an error has been reported.
    public var hasErrors: Bool { errorCount > 0 }

    /// Whether the limit is reached, so that further diagnostics are only counted. A stage may use
    /// this to skip work whose only result would be more diagnostics.
    public var isFull: Bool { diagnostics.count >= limit }

    /// Records a diagnostic (its file is set to the collector's when it has none).
    public mutating func report(_ diagnostic: Diagnostic) {
        if diagnostic.severity == .warning, !keepsWarnings { return }
        if diagnostic.severity == .error { errorCount += 1 }
        guard diagnostics.count < limit else {
            omitted += 1
            return
        }
        var diagnostic = diagnostic
        if diagnostic.file == nil { diagnostic.file = file }
        diagnostics.append(diagnostic)
    }

    /// Records a diagnostic built from its parts. `node` gives the location and the offending
    /// value unless `location` or `value` say otherwise. The message, the path, the value and the
    /// hint are made only when the diagnostic is kept: past the limit, reporting costs a count.
    public mutating func report(
        _ code: DiagnosticCode, _ message: @autoclosure () -> String, at path: @autoclosure () -> JSONPath = .root,
        node: JSONNode? = nil, location: SourceLocation? = nil, value: @autoclosure () -> String? = nil,
        hint: @autoclosure () -> String? = nil, hintIsCostly: Bool = false,
        severity: Diagnostic.Severity = .error
    ) {
        if severity == .warning, !keepsWarnings { return }
        guard !isFull else {
            if severity == .error { errorCount += 1 }
            omitted += 1
            return
        }
        var madeHint: String?
        if !hintIsCostly {
            madeHint = hint()
        } else if costlyHintsLeft > 0 {
            costlyHintsLeft -= 1
            madeHint = hint()
        }
        report(
            Diagnostic(
                severity, code, message(), file: file, location: location ?? node?.location, path: path(),
                value: value() ?? node.map(Diagnostic.excerpt), hint: madeHint))
    }

    /// Records every diagnostic of another stage's outcome and returns its value.
    @discardableResult
    public mutating func absorb<Value>(_ outcome: Diagnosed<Value>) -> Value? {
        for diagnostic in outcome.diagnostics { report(diagnostic) }
        let keptErrors = outcome.diagnostics.count { $0.severity == .error }
        errorCount += outcome.errorCount - keptErrors
        omitted += outcome.omitted
        return outcome.value
    }

    /// The outcome of the stage: the value and everything collected.
    public func finish<Value>(_ value: Value?) -> Diagnosed<Value> {
        Diagnosed(value: value, diagnostics: diagnostics, omitted: omitted, errorCount: errorCount)
    }

    /// The outcome of a validating stage: the value only when no error was reported.
    public func finishValidated<Value>(_ value: Value?) -> Diagnosed<Value> {
        finish(hasErrors ? nil : value)
    }
}
