import Dispatch

extension AirportIndex {
    /// Precomputes, into `data`, the answers to every one-word prefix of one or two bytes, up to
    /// ``precomputedLimit`` results; to every other prefix of up to ``shortPrefixLength`` bytes and
    /// every longer one whose words hold more than ``precomputeThreshold`` postings (the prefixes
    /// whose search costs most), up to ``shortPrefixLimit`` results; and, up to
    /// ``shortPrefixLimit`` results, to the queries of a common whole word
    /// (``commonWordPostings``), whose searches cost most among longer queries: the word alone
    /// ("new "), and with the first byte of another word when it is ASCII ("la g", "new o"); and,
    /// when their search costs more than ``costlySearchWork``, to the queries of a word and the
    /// beginning of a word that follows it in some name (``followedWordJobs()``). Only prefixes that
    /// are whole UTF-8 characters are kept, since only those can be typed. The keys are stored
    /// sorted (``precomputeJobs()``).
    func precompute(into data: inout IndexData) {
        let jobs = precomputeJobs()
        // The answers are independent: chunks of them are searched side by side, each by its own
        // state into its own tables, which are then appended in order.
        let chunkCount = min(Self.precomputeChunks, max(1, jobs.count))
        let parts = UnsafeMutableBufferPointer<IndexData>.allocate(capacity: chunkCount)
        parts.initialize(repeating: IndexData())
        defer {
            parts.deinitialize()
            parts.deallocate()
        }
        let index = self
        let chunks = UnsafeSendable(parts)
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            var state = SearchState(index: index)
            var part = IndexData()
            let size = (jobs.count + chunkCount - 1) / chunkCount
            for job in jobs[min(jobs.count, chunk * size)..<min(jobs.count, (chunk + 1) * size)] {
                state.answer(folded: job.words, lastIsPrefix: job.lastIsPrefix, limit: job.limit)
                if let bar = job.storedAboveWork, state.work <= bar { continue }
                state.store(key: state.precomputedKey, limit: job.limit, into: &part)
            }
            chunks.value[chunk] = part
        }
        data.precomputedLimit = UInt32(Self.precomputedLimit)
        data.startPrecomputedAnswers()
        for part in parts { data.appendPrecomputedAnswers(of: part) }
        markPreviousFirstsNotKept(in: &data)
    }

    /// Sets ``PrecomputedResultFlags/previousFirstNotKept`` on each one-word prefix's answer whose
    /// previous keystroke's first place (the first of the answer to the word less its last scalar)
    /// is not among its entries and is matched by the word only with a typo or not at all, as
    /// ``SearchState/scoreWithoutTypos(_:)`` finds. Complexity: O(k) lookups and places scored for
    /// k keys.
    private func markPreviousFirstsNotKept(in data: inout IndexData) {
        let keyCount = data.prefixStart.count - 1
        func keyBytes(_ key: Int) -> [UInt8] {
            Array(data.prefixBytes[Int(data.prefixStart[key])..<Int(data.prefixStart[key + 1])])
        }
        let keys = Dictionary((0..<keyCount).map { (keyBytes($0), $0) }, uniquingKeysWith: { first, _ in first })
        var state = SearchState(index: self)
        for key in 0..<keyCount {
            let bytes = keyBytes(key)
            let entries = Int(data.prefixResultStart[key])..<Int(data.prefixResultStart[key + 1])
            guard !bytes.contains(UInt8(ascii: " ")), let entry = entries.first,
                let end = bytes.withUnsafeBufferPointer({ TextFolder.lastScalarStart(of: $0) }), end > 0,
                let previous = keys[Array(bytes[..<end])]
            else { continue }
            let previousEntries = Int(data.prefixResultStart[previous])..<Int(data.prefixResultStart[previous + 1])
            guard let previousEntry = previousEntries.first else { continue }
            let place = Int(data.resultPlace[previousEntry])
            if entries.contains(where: { Int(data.resultPlace[$0]) == place }) { continue }
            state.clear()
            state.focus = nil
            state.prepareWords(folded: [bytes], lastIsPrefix: true)
            if state.scoreWithoutTypos(place) == nil {
                data.resultFlags[entry] |= PrecomputedResultFlags.previousFirstNotKept.rawValue
            }
        }
    }

    /// The queries ``precompute(into:)`` answers, in the order of their keys: those of the word tree
    /// (``wordTreeJobs()``), and the followed words' (``followedWordJobs()``) that the tree's do not
    /// already hold.
    private func precomputeJobs() -> [PrecomputeJob] {
        let jobs = wordTreeJobs()
        let keys = Set(jobs.map(\.key))
        let followed = followedWordJobs().filter { !keys.contains($0.key) }
        return (jobs + followed).map { ($0.key, $0) }.sorted { $0.0.lexicographicallyPrecedes($1.0) }.map(\.1)
    }

    /// The queries of a whole word in more than ``followedWordPostings`` places and of the beginning
    /// of a word that follows it in some name, alias or city, one to ``longFollowingPrefixLength``
    /// bytes ("san d", "san di", "san die", "san dieg"), and of the word alone ("san "); and of the
    /// two words and the beginning of a third that follows them ("rio de ", "rio de j"): what a
    /// traveller types on the way to a name of two words or more. Each is kept only when costly:
    /// beyond ``costlySearchWork`` for one to ``followingPrefixLength`` bytes of a second word, and
    /// beyond ``costlierSearchWork`` for the rest. A place's words are read text by text, a word
    /// following another when it is at the next position of the same text.
    /// Complexity: O(w log w) for the w words of the places.
    func followedWordJobs() -> [PrecomputeJob] {
        let tree = tables.words
        var spellings: [UInt32: [UInt8]?] = [:]
        /// A word's bytes, when it is one a query can hold.
        func spelling(_ token: UInt32) -> [UInt8]? {
            if let known = spellings[token] { return known }
            let bytes = tree.word(Int(token))
            let usable =
                !bytes.isEmpty && !bytes.contains(WholeTextAlias.marker)
                && String(validating: bytes, as: UTF8.self) != nil
            spellings[token] = .some(usable ? bytes : nil)
            return usable ? bytes : nil
        }
        var keys = Set<[UInt8]>()
        var jobs: [PrecomputeJob] = []
        func add(_ words: [[UInt8]], lastIsPrefix: Bool) {
            let bar =
                words.count == 2 && lastIsPrefix && words[1].count <= Self.followingPrefixLength
                ? Self.costlySearchWork : Self.costlierSearchWork
            let job = PrecomputeJob(
                words: words, lastIsPrefix: lastIsPrefix, limit: Self.shortPrefixLimit, storedAboveWork: bar)
            if keys.insert(job.key).inserted { jobs.append(job) }
        }
        /// The queries of `words` before each beginning of `next` that is whole characters.
        func addBeginnings(of next: [UInt8], after words: [[UInt8]]) {
            for length in 1...min(Self.longFollowingPrefixLength, next.count) {
                let prefix = Array(next[..<length])
                if String(validating: prefix, as: UTF8.self) != nil { add(words + [prefix], lastIsPrefix: true) }
            }
        }
        var positioned: [(text: UInt8, position: Int, token: UInt32)] = []
        for place in 0..<tables.header.placeCount {
            positioned.removeAll(keepingCapacity: true)
            for index in tables.placeRecords.ownWords(place) {
                let word = tables.placeWord(index)
                guard word.span == 0, !word.isWholeText else { continue }
                positioned.append((word.text, word.position, word.token))
            }
            positioned.sort { ($0.text, $0.position, $0.token) < ($1.text, $1.position, $1.token) }
            for (offset, first) in positioned.enumerated() {
                guard tables.postings(ofToken: Int(first.token)).count > Self.followedWordPostings,
                    let firstBytes = spelling(first.token)
                else { continue }
                // The words at the next two positions of the same text, which come next in order.
                let following = positioned[(offset + 1)...].prefix {
                    $0.text == first.text && $0.position <= first.position + 2
                }
                for second in following where second.position == first.position + 1 {
                    guard let secondBytes = spelling(second.token) else { continue }
                    add([firstBytes], lastIsPrefix: false)
                    addBeginnings(of: secondBytes, after: [firstBytes])
                    for third in following where third.position == first.position + 2 {
                        guard let thirdBytes = spelling(third.token) else { continue }
                        add([firstBytes, secondBytes], lastIsPrefix: false)
                        addBeginnings(of: thirdBytes, after: [firstBytes, secondBytes])
                    }
                }
            }
        }
        return jobs
    }

    /// The queries of the word tree: one-word prefixes, and common words alone and before a letter.
    private func wordTreeJobs() -> [PrecomputeJob] {
        var jobs: [PrecomputeJob] = []
        let tree = tables.words
        // The first bytes of words that are ASCII, in order; whole-text aliases, which no prefix
        // finds, are left out.
        let firstBytes = (0..<256).map(UInt8.init).filter { $0 != WholeTextAlias.marker }
        let letters = firstBytes.filter { $0 < 128 && tree.rootChild.id(Int($0)) != IndexData.none }
        var path: [UInt8] = []
        // The nodes still to visit, the next on top, each with its depth.
        var pending: [(node: WordTree.Node, depth: Int)] = firstBytes.reversed().compactMap { byte in
            tree.rootNode(byte).map { ($0, 0) }
        }
        while let (node, depth) = pending.popLast() {
            var offset = node.children
            var firstWord = node.childWords
            var children: [(WordTree.Node, Int)] = []
            while offset < node.end {
                let child = tree.node(at: offset, firstWord: firstWord)
                children.append((child, depth + node.labelLength))
                offset = child.end
                firstWord = child.words.upperBound
            }
            pending += children.reversed()
            path.removeLast(path.count - depth)
            let postings = tables.postings(ofTokens: node.words).count
            for index in 0..<node.labelLength {
                path.append(tree.bytes[node.label + index])
                guard String(validating: path, as: UTF8.self) != nil else { continue }
                let limit =
                    path.count <= 2
                    ? Self.precomputedLimit
                    : path.count <= Self.shortPrefixLength || postings > Self.precomputeThreshold
                        ? Self.shortPrefixLimit : 0
                if limit > 0 { jobs.append(PrecomputeJob(words: [path], lastIsPrefix: true, limit: limit)) }
            }
            guard node.isTerminal, tables.postings(ofToken: node.words.lowerBound).count > Self.commonWordPostings,
                String(validating: path, as: UTF8.self) != nil
            else { continue }
            jobs.append(PrecomputeJob(words: [path], lastIsPrefix: false, limit: Self.shortPrefixLimit))
            for letter in letters {
                jobs.append(PrecomputeJob(words: [path, [letter]], lastIsPrefix: true, limit: Self.shortPrefixLimit))
            }
        }
        return jobs
    }
}

/// A value handed to the chunks of ``AirportIndex/precompute(into:)``, each of which writes only
/// its own element.
private struct UnsafeSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
