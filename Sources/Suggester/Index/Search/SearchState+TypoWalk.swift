extension SearchState {
    /// Finds, for every query word with a typo budget (see
    /// ``SuggestionScoring/editBudget(forLength:)`` for the rules), the indexed words within it:
    /// their edits go in the word's four bits of ``typoMask``, and the words, as ascending runs, in
    /// the word's range of ``typoRanges``. A word the last query with typos also had is not walked
    /// again: its matches come from ``typoWalkCache``.
    mutating func findTypos() {
        typosSearched = true
        for index in words.indices {
            let start = typoRanges.count
            let word = words[index]
            let budget = word.typoBudget
            guard budget > 0 else { continue }
            let bytes = self.bytes(of: word)
            let shift = UInt32(index * 4)
            walkFinds.removeAll(keepingCapacity: true)
            if let cached = typoWalkCache.matches(of: bytes, isPrefix: word.isPrefix) {
                for find in cached.finds { record(find.tokens, edits: find.edits, shift: shift) }
                walkFinds.append(contentsOf: cached.finds)
                typoRanges.append(contentsOf: cached.runs)
            } else {
                // The words beginning with the query word's first or second byte (so that a first
                // byte that is extra, or swapped with the second, is forgiven), in byte order.
                let walk = TypoWalk(word: bytes, budget: budget, isPrefix: word.isPrefix, buffers: buffers)
                let first = min(bytes[0], bytes[1])
                let second = max(bytes[0], bytes[1])
                walkTypos(walk, beginningWith: first, shift: shift)
                if second != first { walkTypos(walk, beginningWith: second, shift: shift) }
                walk.clear(word: bytes)
            }
            words[index].typos = start..<typoRanges.count
            typoWalkCache.keep(
                bytes, isPrefix: word.isPrefix,
                TypoWalkCache.Matches(runs: typoRanges[start...], finds: walkFinds[...]))
        }
        typoWalkCache.finishQuery()
    }

    /// Records in ``typoMask`` that the query word at `shift` matches `tokens` with `edits` edits.
    private func record(_ tokens: Range<Int32>, edits: UInt8, shift: UInt32) {
        for token in tokens { typoMask[Int(token)] |= UInt32(edits) << shift }
    }

    /// Walks the words beginning with `byte`, recording each run found in ``typoRanges`` (joined to
    /// the last run when they meet), its edits in ``typoMask`` at `shift`, and both in
    /// ``walkFinds``.
    private mutating func walkTypos(_ walk: TypoWalk, beginningWith byte: UInt8, shift: UInt32) {
        guard let node = tables.words.rootNode(byte) else { return }
        let firstRun = typoRanges.count
        var runs: [Range<Int32>] = []
        var finds: [(tokens: Range<Int32>, edits: UInt8)] = []
        swap(&runs, &typoRanges)
        swap(&finds, &walkFinds)
        walk.walk(node, tree: tables.words) { tokens, edits in
            let run = Int32(tokens.lowerBound)..<Int32(tokens.upperBound)
            record(run, edits: UInt8(edits), shift: shift)
            finds.append((run, UInt8(edits)))
            if runs.count > firstRun, runs[runs.count - 1].upperBound == run.lowerBound {
                runs[runs.count - 1] = runs[runs.count - 1].lowerBound..<run.upperBound
            } else {
                runs.append(run)
            }
        }
        swap(&runs, &typoRanges)
        swap(&finds, &walkFinds)
    }
}
