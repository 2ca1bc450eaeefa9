extension AirportIndex {
    /// The best scored places seen so far, at most `slots`, in rank order: score, then place
    /// number (which encodes importance, city groups first, then code).
    struct TopResults {
        let slots: Int
        private(set) var results: [Scored] = []

        init(slots: Int) {
            self.slots = slots
        }

        /// Whether `slots` results are held.
        var isFull: Bool { results.count == slots }

        /// Keeps a scored place if it ranks among the best. Complexity: O(slots).
        mutating func offer(_ scored: Scored) {
            if isFull, let last = results.last, (scored.score, -scored.place) <= (last.score, -last.place) { return }
            var index = results.count
            while index > 0, (results[index - 1].score, -results[index - 1].place) < (scored.score, -scored.place) {
                index -= 1
            }
            results.insert(scored, at: index)
            if results.count > slots { results.removeLast() }
        }
    }
}
