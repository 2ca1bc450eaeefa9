extension SearchState {
    /// Finds, for every query word with a typo budget (see
    /// ``SuggestionScoring/editBudget(forLength:)`` for the rules), the indexed words within it:
    /// their edits go in the word's four bits of ``SearchScratch/typoMask``, and the words, ascending,
    /// in the word's range of ``SearchScratch/typoTokens``.
    mutating func findTypos() {
        typosSearched = true
        for index in words.indices {
            let start = typoTokens.count
            findTypos(forWordAt: index)
            typoTokens[start...].sort()
            words[index].typos = start..<typoTokens.count
        }
    }

    /// Walks the sorted words starting with the query word's first or second byte as a trie, with
    /// an optimal-string-alignment row per depth, skipping every branch whose row already exceeds
    /// the budget.
    private mutating func findTypos(forWordAt index: Int) {
        let word = words[index]
        let m = word.length
        let budget = SuggestionScoring.editBudget(forLength: m)
        guard budget > 0 else { return }
        let width = m + 1
        let outside = budget + 1
        let needed = (tables.header.longestToken + 2) * width
        if rows.count < needed { rows += [Int](repeating: 0, count: needed - rows.count) }
        for i in 0...m { rows[i] = min(i, outside) }
        let bytes = wordBytes[word.bytes]
        var firsts = [bytes[bytes.startIndex]]
        if m > 1, bytes[bytes.startIndex + 1] != bytes[bytes.startIndex] { firsts.append(bytes[bytes.startIndex + 1]) }
        var walk = TypoWalk(
            budget: budget, isPrefix: word.isPrefix, shift: UInt32(index * 4), tokenBytes: tables.tokenBytes,
            tokenStart: tables.tokenStart)
        wordBytes.withUnsafeBufferPointer { wordBuffer in
            let w = UnsafeBufferPointer(rebasing: wordBuffer[word.bytes])
            rows.withUnsafeMutableBufferPointer { rows in
                for first in firsts {
                    walk.walk(
                        from: Int(tables.firstByteStart[Int(first)]), to: Int(tables.firstByteStart[Int(first) + 1]),
                        word: w, rows: rows, mask: typoMask, found: &typoTokens)
                }
            }
        }
    }
}

/// The trie walk of one query word over the sorted words.
private struct TypoWalk {
    let budget: Int
    let isPrefix: Bool
    /// Where the word's four bits are in the typo mask.
    let shift: UInt32
    let tokenBytes: SnapshotArray<UInt8>
    let tokenStart: SnapshotArray<UInt32>
    /// How many words were found.
    var found = 0

    /// Walks the sorted words `start..<end` (all starting with the same byte): one row per depth,
    /// computed only within `budget` of the diagonal, reused for the prefix a word shares with the
    /// previous one, and a branch skipped as soon as its row exceeds the budget. A prefix query word
    /// also matches a word's prefixes one byte shorter, as long, and one byte longer than itself.
    mutating func walk(
        from start: Int, to end: Int, word w: UnsafeBufferPointer<UInt8>, rows: UnsafeMutableBufferPointer<Int>,
        mask: UnsafeMutableBufferPointer<UInt32>, found list: inout [Int32]
    ) {
        let m = w.count
        let width = m + 1
        let outside = budget + 1
        let bytes = tokenBytes
        var previousStart = 0  // the previous word's first byte
        var computed = 0  // rows valid for depths 1...computed of the previous word
        var id = start
        func record(_ id: Int, _ edits: Int) {
            list.append(Int32(id))
            mask[id] |= UInt32(edits) << shift
            found += 1
        }
        while id < end {
            let tokenFirst = Int(tokenStart[id])
            let n = Int(tokenStart[id + 1]) - tokenFirst
            var depth = 0
            while depth < computed, depth < n, bytes[tokenFirst + depth] == bytes[previousStart + depth] { depth += 1 }
            var pruned = false
            while depth < n {
                depth += 1
                let row = depth * width
                let above = row - width
                let c = bytes[tokenFirst + depth - 1]
                let previousByte = depth > 1 ? bytes[tokenFirst + depth - 2] : 0
                let low = max(1, depth - budget)
                let high = min(m, depth + budget)
                rows[row] = depth <= budget ? depth : outside
                if low > 1 { rows[row + low - 1] = outside }
                if high < m { rows[row + high + 1] = outside }
                var rowMinimum = rows[row]
                if low <= high {
                    for i in low...high {
                        var value = min(
                            rows[above + i] + 1, rows[row + i - 1] + 1, rows[above + i - 1] + (w[i - 1] == c ? 0 : 1))
                        if i > 1, depth > 1, w[i - 1] == previousByte, w[i - 2] == c {
                            value = min(value, rows[above - width + i - 2] + 1)
                        }
                        value = min(value, outside)
                        rows[row + i] = value
                        rowMinimum = min(rowMinimum, value)
                    }
                }
                if rowMinimum > budget {
                    pruned = true
                    break
                }
            }
            previousStart = tokenFirst
            var best = outside
            if isPrefix {
                for length in max(1, m - 1)...(m + 1)
                where length < n && (length < depth || (!pruned && length == depth)) {
                    best = min(best, rows[length * width + m])
                }
            }
            if !pruned {
                computed = n
                if abs(n - m) <= budget { best = min(best, rows[n * width + m]) }
                if best >= 1, best <= budget { record(id, best) }
                id += 1
                continue
            }
            // Every word on this branch is out of budget beyond it: skip them all, recording the
            // prefix match they share, if any.
            computed = depth - 1
            let branchEnd = self.branchEnd(from: id, to: end, sharing: tokenFirst, depth: depth)
            if best >= 1, best <= budget {
                for shared in id..<branchEnd { record(shared, best) }
            }
            id = branchEnd
        }
    }

    /// The first word of `start..<end` that does not begin with the `depth` bytes at
    /// `prefixStart`, found by binary search (the words that do form one run from `start`).
    private func branchEnd(from start: Int, to end: Int, sharing prefixStart: Int, depth: Int) -> Int {
        var low = start + 1
        var high = end
        while low < high {
            let middle = (low + high) / 2
            let first = Int(tokenStart[middle])
            let length = Int(tokenStart[middle + 1]) - first
            var shares = length >= depth
            var offset = 0
            while shares, offset < depth {
                shares = tokenBytes[first + offset] == tokenBytes[prefixStart + offset]
                offset += 1
            }
            if shares { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
