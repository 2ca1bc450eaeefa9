import HTTPServer

/// One loop's rendered answers by request target, for the routes whose answer depends on the
/// target and the data alone (``ServiceRoute/keepsAnswers``): a repeated request is answered with
/// bytes encoded before, without routing, searching or writing JSON. Owned by one loop's
/// responder, so it needs no lock.
///
/// Bounded by ``entryLimit`` answers and ``byteLimit`` bytes: the oldest answer goes first when
/// either is reached, and all go when the data is reloaded (a new generation).
///
/// Complexity: a lookup hashes the target once, O(t) for t bytes; storing is O(t + h) amortized
/// for h bytes of the answer's head, the body being shared.
package final class RenderedAnswerCache {
    /// The most answers kept.
    package static let entryLimit = 2_048
    /// The most bytes of heads and bodies kept: about a thousand suggestion answers.
    package static let byteLimit = 2 << 20

    private var answers: [String: RenderedHTTPResponse] = [:]
    /// The targets kept, oldest first from ``oldest``.
    private var order: [String] = []
    private var oldest = 0
    /// The bytes the kept answers hold.
    private(set) var byteCount = 0
    /// The data generation the answers were made from.
    private var generation: Int?

    /// The answers kept now.
    package var count: Int { answers.count }

    /// The answer kept for a target, made from this data generation.
    package func answer(for target: String, generation: Int) -> RenderedHTTPResponse? {
        guard generation == self.generation else { return nil }
        return answers[target]
    }

    /// Keeps an answer, leaving out the oldest ones as the bounds require; one larger than the
    /// byte bound is not kept.
    package func keep(_ answer: RenderedHTTPResponse, for target: String, generation: Int) {
        if generation != self.generation {
            answers.removeAll()
            order.removeAll()
            oldest = 0
            byteCount = 0
            self.generation = generation
        }
        guard answer.byteCount <= Self.byteLimit, answers[target] == nil else { return }
        while answers.count >= Self.entryLimit || byteCount + answer.byteCount > Self.byteLimit {
            let target = order[oldest]
            oldest += 1
            if let left = answers.removeValue(forKey: target) { byteCount -= left.byteCount }
        }
        if oldest > order.count / 2 {
            order.removeFirst(oldest)
            oldest = 0
        }
        answers[target] = answer
        order.append(target)
        byteCount += answer.byteCount
    }
}
