/// A string parameter's `pattern`, compiled for whole-string matching in time linear in the text: a Thompson
/// automaton run over the text's Unicode scalars once, every state at a time, so no pattern can make a value take
/// exponential time to match (`(a|a)+b` against forty `a`s costs forty steps, where a backtracking engine takes
/// seconds). Text becomes one only through ``init(_:)``, which refuses what it cannot match so.
///
/// The syntax is the common part of ECMA-262's and ICU's: literals; `.` (any scalar but a line feed); classes
/// `[a-z]`, `[^/]`, with ranges and escapes; `\d`, `\w`, `\s` and their negations (ASCII digits and word
/// characters, as ECMA-262 has them); the escapes `\t \n \r \f \v \uXXXX` and of any punctuation; groups `( )`
/// and `(?: )`; alternation `|`; the quantifiers `* + ? {n} {n,} {n,m}` (and their lazy forms, which match the
/// same whole strings); `^` at the start and `$` at the end. Backreferences, lookaround, word boundaries,
/// Unicode properties and flags are refused, naming what and where.
///
/// Complexity: compiling is O(p) in the program, which holds at most ``maximumProgramSize`` steps (a
/// repetition's count at most ``maximumRepetition``); matching is O(n · p) for n scalars of text.
struct RegularExpression: Sendable {
    /// The most steps a pattern compiles to.
    static let maximumProgramSize = 2_000
    /// The largest count a repetition may have (`{n,m}`).
    static let maximumRepetition = 1_000

    /// Why a pattern cannot be compiled: a sentence, and the scalar offset it points at.
    struct Problem: Error, Equatable, Sendable {
        var message: String
        var offset: Int
    }

    /// One step of the automaton.
    enum Step: Sendable, Equatable {
        /// The scalar must be in one of these ranges (or in none of them, negated).
        case scalars([ClosedRange<UInt32>], negated: Bool)
        /// Go on at both.
        case split(Int, Int)
        /// Go on at this step.
        case jump(Int)
        /// The whole text matched.
        case match
    }

    /// The program.
    let steps: [Step]

    /// The pattern compiled, or the problem that refuses it.
    init(_ pattern: String) throws(Problem) {
        var parser = Parser(Array(pattern.unicodeScalars))
        let tree = try parser.parse()
        var compiler = Compiler()
        try compiler.emit(tree)
        compiler.steps.append(.match)
        steps = compiler.steps
    }

    /// Whether the whole text matches.
    func matches(_ text: String) -> Bool {
        var current: [Int] = []
        var next: [Int] = []
        // The generation each step was last added in, so that a step is in a set once.
        var added = [Int](repeating: -1, count: steps.count)
        var generation = 0
        func add(_ start: Int, to set: inout [Int]) {
            var pending = [start]
            while let step = pending.popLast() {
                guard added[step] != generation else { continue }
                added[step] = generation
                switch steps[step] {
                case .split(let first, let second):
                    pending.append(second)
                    pending.append(first)
                case .jump(let target): pending.append(target)
                default: set.append(step)
                }
            }
        }
        add(0, to: &current)
        for scalar in text.unicodeScalars {
            generation += 1
            next.removeAll(keepingCapacity: true)
            for step in current {
                guard case .scalars(let ranges, let negated) = steps[step] else { continue }
                if ranges.contains(where: { $0.contains(scalar.value) }) != negated { add(step + 1, to: &next) }
            }
            swap(&current, &next)
            if current.isEmpty { return false }
        }
        return current.contains { steps[$0] == .match }
    }
}

extension RegularExpression {
    /// A pattern's structure.
    indirect enum Node: Equatable {
        case empty
        case scalars([ClosedRange<UInt32>], negated: Bool)
        case sequence([Node])
        case alternatives([Node])
        case repetition(Node, minimum: Int, maximum: Int?)
    }

    /// Reads a pattern into its structure: recursive descent, one scalar of lookahead. O(n).
    struct Parser {
        let text: [Unicode.Scalar]
        var position = 0

        init(_ text: [Unicode.Scalar]) {
            self.text = text
        }

        var current: Unicode.Scalar? { position < text.count ? text[position] : nil }

        func problem(_ message: String, at offset: Int? = nil) -> Problem {
            Problem(message: message, offset: offset ?? position)
        }

        mutating func parse() throws(Problem) -> Node {
            if current == "^" { position += 1 }
            let node = try alternatives(depth: 0)
            if current == "$" { position += 1 }
            guard position == text.count else {
                throw problem(current == ")" ? "an unmatched )" : "^ and $ are only taken at the start and the end")
            }
            return node
        }

        mutating func alternatives(depth: Int) throws(Problem) -> Node {
            guard depth < 64 else { throw problem("groups nested more than 64 deep") }
            var choices = [try sequence(depth: depth)]
            while current == "|" {
                position += 1
                choices.append(try sequence(depth: depth))
            }
            return choices.count == 1 ? choices[0] : .alternatives(choices)
        }

        mutating func sequence(depth: Int) throws(Problem) -> Node {
            var items: [Node] = []
            while let scalar = current, scalar != "|", scalar != ")" {
                if scalar == "$", position == text.count - 1 { break }
                let atom = try self.atom(depth: depth)
                items.append(try quantified(atom))
            }
            return items.isEmpty ? .empty : items.count == 1 ? items[0] : .sequence(items)
        }

        mutating func quantified(_ atom: Node) throws(Problem) -> Node {
            let start = position
            var minimum: Int
            var maximum: Int?
            switch current {
            case "*": (minimum, maximum) = (0, nil)
            case "+": (minimum, maximum) = (1, nil)
            case "?": (minimum, maximum) = (0, 1)
            case "{":
                guard let bounds = try braces() else { return atom }
                (minimum, maximum) = bounds
                position -= 1
            default: return atom
            }
            position += 1
            if current == "?" { position += 1 }
            if current == "+" { throw problem("possessive quantifiers are not taken") }
            if let scalar = current, "*+?{".unicodeScalars.contains(scalar), scalar != "{" || (try? peekBraces()) != nil
            {
                throw problem("a quantifier of a quantifier; put the first in a group")
            }
            if let maximum, maximum < minimum {
                throw problem("{\(minimum),\(maximum)}: the maximum is below the minimum", at: start)
            }
            return .repetition(atom, minimum: minimum, maximum: maximum)
        }

        /// Whether `{` at the position starts a repetition (`{2}`, `{2,}`, `{2,5}`); then its bounds, with the
        /// position on its `}`. Otherwise nil, and nothing read (a `{` is then a literal).
        mutating func braces() throws(Problem) -> (Int, Int?)? {
            guard let bounds = try peekBraces() else { return nil }
            while current != "}" { position += 1 }
            position += 1
            return bounds
        }

        func peekBraces() throws(Problem) -> (Int, Int?)? {
            var index = position + 1
            var digits = ""
            var parts: [String] = []
            while index < text.count, text[index] != "}" {
                let scalar = text[index]
                if scalar == "," {
                    parts.append(digits)
                    digits = ""
                } else if ("0"..."9").contains(scalar) {
                    digits.unicodeScalars.append(scalar)
                } else {
                    return nil
                }
                index += 1
            }
            guard index < text.count else { return nil }
            parts.append(digits)
            guard (1...2).contains(parts.count), let minimum = Int(parts[0]) else { return nil }
            let maximum = parts.count == 1 ? minimum : parts[1].isEmpty ? nil : Int(parts[1])
            if parts.count == 2, !parts[1].isEmpty, maximum == nil { return nil }
            guard minimum <= RegularExpression.maximumRepetition, (maximum ?? 0) <= RegularExpression.maximumRepetition
            else {
                throw problem("a repetition of more than \(RegularExpression.maximumRepetition)")
            }
            return (minimum, maximum)
        }

        mutating func atom(depth: Int) throws(Problem) -> Node {
            guard let scalar = current else { throw problem("the pattern ends early") }
            switch scalar {
            case "(":
                position += 1
                if current == "?" {
                    guard position + 1 < text.count, text[position + 1] == ":" else {
                        throw problem("lookaround, named groups and flags (?…) are not taken; (?: ) is")
                    }
                    position += 2
                }
                let inner = try alternatives(depth: depth + 1)
                guard current == ")" else { throw problem("a ( without its )") }
                position += 1
                return inner
            case "[":
                return try characterClass()
            case ".":
                position += 1
                return .scalars([0x0A...0x0A], negated: true)
            case "\\":
                position += 1
                return .scalars(try escape(inClass: false), negated: false).normalized
            case "*", "+", "?":
                throw problem("\(scalar) repeats nothing")
            case "{" where (try? peekBraces()) != nil:
                throw problem("{ repeats nothing")
            case "^", "$":
                throw problem("^ and $ are only taken at the start and the end")
            default:
                position += 1
                return .scalars([scalar.value...scalar.value], negated: false)
            }
        }

        /// After `\`: the ranges it stands for; a negated class escape (`\D`) as the complement's ranges.
        mutating func escape(inClass: Bool) throws(Problem) -> [ClosedRange<UInt32>] {
            guard let scalar = current else { throw problem("a \\ at the end") }
            position += 1
            let digits: [ClosedRange<UInt32>] = [0x30...0x39]
            let word: [ClosedRange<UInt32>] = [0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A]
            let space: [ClosedRange<UInt32>] = [
                0x09...0x0D, 0x20...0x20, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A, 0x2028...0x2029,
                0x202F...0x202F, 0x205F...0x205F, 0x3000...0x3000, 0xFEFF...0xFEFF,
            ]
            switch scalar {
            case "d": return digits
            case "D": return Self.complement(digits)
            case "w": return word
            case "W": return Self.complement(word)
            case "s": return space
            case "S": return Self.complement(space)
            case "t": return [0x09...0x09]
            case "n": return [0x0A...0x0A]
            case "r": return [0x0D...0x0D]
            case "f": return [0x0C...0x0C]
            case "v": return [0x0B...0x0B]
            case "u":
                guard position + 4 <= text.count,
                    let value = UInt32(String(String.UnicodeScalarView(text[position..<position + 4])), radix: 16)
                else { throw problem("\\u needs four hexadecimal digits") }
                position += 4
                return [value...value]
            case "b" where inClass: return [0x08...0x08]
            case "-" where inClass: return [0x2D...0x2D]
            default:
                guard scalar.isASCII, !scalar.properties.isAlphabetic, !("0"..."9").contains(scalar) else {
                    throw problem(
                        "\\\(scalar) is not taken (backreferences, word boundaries and Unicode properties are not)",
                        at: position - 2)
                }
                return [scalar.value...scalar.value]
            }
        }

        mutating func characterClass() throws(Problem) -> Node {
            let start = position
            position += 1
            var negated = false
            if current == "^" {
                negated = true
                position += 1
            }
            var ranges: [ClosedRange<UInt32>] = []
            var first = true
            while let scalar = current, scalar != "]" || first {
                first = false
                var low: [ClosedRange<UInt32>]
                if scalar == "\\" {
                    position += 1
                    low = try escape(inClass: true)
                } else {
                    if scalar == "[" { throw problem("a [ inside a class; write \\[") }
                    position += 1
                    low = [scalar.value...scalar.value]
                }
                // A range `a-z`, unless the `-` ends the class.
                if current == "-", position + 1 < text.count, text[position + 1] != "]", low.count == 1,
                    low[0].lowerBound == low[0].upperBound
                {
                    position += 1
                    var high: [ClosedRange<UInt32>]
                    if current == "\\" {
                        position += 1
                        high = try escape(inClass: true)
                    } else {
                        high = [current!.value...current!.value]
                        position += 1
                    }
                    guard high.count == 1, high[0].lowerBound == high[0].upperBound,
                        low[0].lowerBound <= high[0].lowerBound
                    else { throw problem("a range in a class that runs backwards, or between classes") }
                    low = [low[0].lowerBound...high[0].lowerBound]
                }
                ranges += low
            }
            guard current == "]" else { throw problem("a [ without its ]", at: start) }
            position += 1
            return Node.scalars(ranges, negated: negated).normalized
        }

        /// The ranges no range of these holds, within Unicode's scalars.
        static func complement(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
            var result: [ClosedRange<UInt32>] = []
            var next: UInt32 = 0
            for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
                if range.lowerBound > next { result.append(next...(range.lowerBound - 1)) }
                next = max(next, range.upperBound &+ 1)
            }
            if next <= 0x10FFFF { result.append(next...0x10FFFF) }
            return result
        }
    }

    /// Writes a structure as steps: Thompson's construction, each repetition's copies written out.
    struct Compiler {
        var steps: [Step] = []

        mutating func append(_ step: Step) throws(Problem) {
            guard steps.count < RegularExpression.maximumProgramSize else {
                throw Problem(
                    message:
                        "the pattern is too large to match in bounded time (more than \(RegularExpression.maximumProgramSize) steps); repeat less",
                    offset: 0)
            }
            steps.append(step)
        }

        mutating func emit(_ node: Node) throws(Problem) {
            switch node {
            case .empty: break
            case .scalars(let ranges, let negated): try append(.scalars(ranges, negated: negated))
            case .sequence(let items): for item in items { try emit(item) }
            case .alternatives(let choices):
                var jumps: [Int] = []
                for (index, choice) in choices.enumerated() {
                    if index < choices.count - 1 {
                        let split = steps.count
                        try append(.split(split + 1, 0))
                        try emit(choice)
                        jumps.append(steps.count)
                        try append(.jump(0))
                        steps[split] = .split(split + 1, steps.count)
                    } else {
                        try emit(choice)
                    }
                }
                for jump in jumps { steps[jump] = .jump(steps.count) }
            case .repetition(let inner, let minimum, let maximum):
                for _ in 0..<minimum { try emit(inner) }
                if let maximum {
                    // Each optional copy may be skipped to the end.
                    var skips: [Int] = []
                    for _ in minimum..<max(minimum, maximum) {
                        skips.append(steps.count)
                        try append(.split(steps.count + 1, 0))
                        try emit(inner)
                    }
                    for skip in skips { steps[skip] = .split(skip + 1, steps.count) }
                } else {
                    // A loop: try the inner node again, or leave.
                    let split = steps.count
                    try append(.split(split + 1, 0))
                    try emit(inner)
                    try append(.jump(split))
                    steps[split] = .split(split + 1, steps.count)
                }
            }
        }
    }
}

extension RegularExpression.Node {
    /// The same node with its ranges sorted.
    fileprivate var normalized: Self {
        guard case .scalars(let ranges, let negated) = self else { return self }
        return .scalars(ranges.sorted { $0.lowerBound < $1.lowerBound }, negated: negated)
    }
}
