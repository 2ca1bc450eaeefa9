extension SearchState {
    /// Finds, for every query word with a typo budget (see
    /// ``SuggestionScoring/editBudget(forLength:)`` for the rules), the indexed words within it:
    /// their edits go in the word's four bits of ``typoMask``, and the words, as ascending runs, in
    /// the word's range of ``typoRanges``.
    mutating func findTypos() {
        typosSearched = true
        for index in words.indices {
            let start = typoRanges.count
            let word = words[index]
            let budget = SuggestionScoring.editBudget(forLength: word.length)
            guard budget > 0 else { continue }
            // The words beginning with the query word's first or second byte (so that a first byte
            // that is extra, or swapped with the second, is forgiven), in byte order.
            let bytes = self.bytes(of: word)
            let walk = TypoWalk(word: bytes, budget: budget, isPrefix: word.isPrefix, buffers: buffers)
            let first = min(bytes[0], bytes[1])
            let second = max(bytes[0], bytes[1])
            walkTypos(walk, beginningWith: first, shift: UInt32(index * 4))
            if second != first { walkTypos(walk, beginningWith: second, shift: UInt32(index * 4)) }
            walk.clear(word: bytes)
            words[index].typos = start..<typoRanges.count
        }
    }

    /// Walks the words beginning with `byte`, recording each run found in ``typoRanges`` (joined to
    /// the last run when they meet) and its edits in ``typoMask`` at `shift`.
    private mutating func walkTypos(_ walk: TypoWalk, beginningWith byte: UInt8, shift: UInt32) {
        let nodes = Int(tables.trieFirstNode[Int(byte)])..<Int(tables.trieFirstNode[Int(byte) + 1])
        let mask = typoMask
        let firstRun = typoRanges.count
        var runs: [Range<Int32>] = []
        swap(&runs, &typoRanges)
        walk.walk(nodes, tables: tables) { tokens, edits in
            for token in tokens { mask[token] |= UInt32(edits) << shift }
            let run = Int32(tokens.lowerBound)..<Int32(tokens.upperBound)
            if runs.count > firstRun, runs[runs.count - 1].upperBound == run.lowerBound {
                runs[runs.count - 1] = runs[runs.count - 1].lowerBound..<run.upperBound
            } else {
                runs.append(run)
            }
        }
        swap(&runs, &typoRanges)
    }
}
