import Testing

@testable import DocumentFormats

@Suite("Diagnostic collector and staged outcomes")
struct DiagnosticCollectorTests {
    @Test("the collector keeps up to its limit, counts the rest, and counts every error")
    func limit() {
        var collector = DiagnosticCollector(file: "f.json", limit: 3)
        for index in 0..<5 { collector.report(.jsonSyntax, "problem \(index)") }
        collector.report(.jsonEmpty, "a warning", severity: .warning)
        #expect(collector.diagnostics.map(\.message) == ["problem 0", "problem 1", "problem 2"])
        #expect(collector.diagnostics.allSatisfy { $0.file == "f.json" })
        #expect(collector.omitted == 3)
        #expect(collector.errorCount == 5)
        #expect(collector.isFull)
        let outcome: Diagnosed<Int> = collector.finishValidated(1)
        #expect(outcome.value == nil)
        #expect(outcome.problemCount == 6)
    }

    @Test("a collector with only warnings finishes with its value")
    func warningsKeepTheValue() {
        var collector = DiagnosticCollector()
        collector.report(.jsonEmpty, "not checked", severity: .warning)
        #expect(collector.finishValidated("value").value == "value")
        #expect(!collector.hasErrors)
    }

    @Test("flatMap runs the next stage on a value and keeps both stages' diagnostics in order")
    func flatMap() {
        let first = Diagnosed(value: 2, diagnostics: [Diagnostic(.warning, .jsonSyntax, "first")])
        let chained = first.flatMap { value in
            Diagnosed(value: value * 10, diagnostics: [Diagnostic(.error, .jsonSyntax, "second")])
        }
        #expect(chained.value == 20)
        #expect(chained.diagnostics.map(\.message) == ["first", "second"])
        #expect(chained.errorCount == 1)
        #expect(chained.validated().value == nil)
        var ran = false
        let stopped = Diagnosed<Int>.failure(Diagnostic(.error, .jsonEmpty, "empty")).flatMap { value in
            ran = true
            return Diagnosed(value: value)
        }
        #expect(!ran)
        #expect(stopped.value == nil)
        #expect(stopped.diagnostics.map(\.code) == [.jsonEmpty])
    }

    @Test("chaining stages stays within the limit and counts what it leaves out")
    func chainedLimit() {
        let many = Diagnosed(
            value: 1,
            diagnostics: (0..<DiagnosticCollector.defaultLimit).map { Diagnostic(.error, .jsonSyntax, "\($0)") },
            omitted: 7, errorCount: DiagnosticCollector.defaultLimit + 7)
        let chained = many.flatMap { _ in Diagnosed(value: 2, diagnostics: [Diagnostic(.error, .jsonSyntax, "late")]) }
        #expect(chained.diagnostics.count == DiagnosticCollector.defaultLimit)
        #expect(chained.omitted == 8)
        #expect(chained.errorCount == DiagnosticCollector.defaultLimit + 8)
    }

    @Test("every JSON syntax reason has its own stable code")
    func syntaxCodes() {
        let codes = JSONSyntaxError.Reason.allCases.map(\.code)
        #expect(Set(codes).count == codes.count)
        #expect(codes.allSatisfy { $0.rawValue.hasPrefix("json.") })
    }
}
