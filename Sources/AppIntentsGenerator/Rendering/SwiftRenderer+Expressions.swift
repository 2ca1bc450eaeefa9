extension SwiftRenderer {
    /// An expression on one line, or nil when it cannot be (a closure of several statements, or one whose
    /// statement is not an expression).
    static func flat(_ expression: SwiftExpression) -> String? {
        switch expression {
        case .name(let name): return Self.name(name)
        case .type(let type): return Self.type(type)
        case .selfValue: return "self"
        case .member(let base, let name):
            guard let base = flat(base) else { return nil }
            return base + "." + Self.name(name)
        case .implicitMember(let name): return "." + Self.name(name)
        case .string(let text): return literal(text)
        case .interpolation(let parts): return "\"" + literalContent(parts) + "\""
        case .localized(let text):
            return flat(localizedCall(text))
        case .integer(let number): return String(number)
        case .boolean(let flag): return flag ? "true" : "false"
        case .nilLiteral: return "nil"
        case .call(let callee, let arguments, let trailing):
            guard let callee = flat(callee), let arguments = flat(arguments) else { return nil }
            var text = callee + (arguments.isEmpty && !trailing.isEmpty ? "" : "(" + arguments + ")")
            for closure in trailing {
                guard let body = flat(closure.closure) else { return nil }
                text += " " + (closure.label.map { Self.label($0) + ": " } ?? "") + body
            }
            return text
        case .closure(let closure): return flat(closure)
        case .keyPath(let path):
            // A projected value is `$` and the name as written, a keyword too: `\.$default`, never `\.$`default``.
            let components = path.components.enumerated().map { index, name in
                index == 0 && path.projected ? "$" + name.text : Self.name(name)
            }
            return "\\." + components.joined(separator: ".")
        case .shorthandArgument(let index): return "$\(index)"
        case .array(let elements):
            let flattened = elements.compactMap(flat)
            guard flattened.count == elements.count else { return nil }
            return "[" + flattened.joined(separator: ", ") + "]"
        case .dictionary(let elements):
            guard !elements.isEmpty else { return "[:]" }
            var parts: [String] = []
            for element in elements {
                guard let key = flat(element.key), let value = flat(element.value) else { return nil }
                parts.append(key + ": " + value)
            }
            return "[" + parts.joined(separator: ", ") + "]"
        case .tuple(let elements):
            return flat(elements).map { "(" + $0 + ")" }
        case .binary(let left, let op, let right):
            guard let left = flat(left), let right = flat(right) else { return nil }
            return left + " " + op.rawValue + " " + right
        case .not(let value): return flat(value).map { "!" + $0 }
        case .await(let value): return flat(value).map { "await " + $0 }
        case .try(let value): return flat(value).map { "try " + $0 }
        case .tryOptional(let value): return flat(value).map { "try? " + $0 }
        case .initializer(let type): return Self.name(type) + ".init"
        case .optionalChain(let value): return flat(value).map { $0 + "?" }
        case .subscripted(let base, let index):
            guard let base = flat(base), let index = flat(index) else { return nil }
            return base + "[" + index + "]"
        }
    }

    /// Arguments on one line: `label: value, value`.
    static func flat(_ arguments: [SwiftArgument]) -> String? {
        var parts: [String] = []
        for argument in arguments {
            guard let value = flat(argument.value) else { return nil }
            parts.append((argument.label.map { Self.label($0) + ": " } ?? "") + value)
        }
        return parts.joined(separator: ", ")
    }

    /// A closure on one line, `{ $0.code }` or `{ section in … }`, when its body is one expression.
    static func flat(_ closure: SwiftClosure) -> String? {
        guard closure.body.count == 1, case .expression(let expression) = closure.body[0],
            let body = flat(expression)
        else { return nil }
        return "{ " + parameterList(closure) + body + " }"
    }

    /// `a, b in ` for a closure with parameters.
    static func parameterList(_ closure: SwiftClosure) -> String {
        closure.parameters.isEmpty ? "" : closure.parameters.map(Self.name).joined(separator: ", ") + " in "
    }

    /// `LocalizedStringResource("key", defaultValue: "text")`, or for a literal form the literal alone.
    static func localizedCall(_ text: SwiftLocalizedText) -> SwiftExpression {
        switch text.form {
        case .literal: .interpolation(text.defaultValue)
        case .resource:
            .call(
                .fixed("LocalizedStringResource"),
                [.unlabeled(.string(text.key)), .labeled("defaultValue", .interpolation(text.defaultValue))],
                trailing: [])
        }
    }

    /// The lines of an expression at an indentation, after `prefix` on the first line and before `suffix` on
    /// the last: on one line when it fits; else a literal becomes a multi-line literal, a call's arguments go on
    /// lines of their own, and closures, arrays and dictionaries open over several lines.
    func lines(_ expression: SwiftExpression, indent: Int, prefix: String = "", suffix: String = "") -> [String] {
        let padding = Self.padding(indent)
        if let flat = Self.flat(expression) {
            let single = padding + prefix + flat + suffix
            if single.count <= Self.lineLength || !canBreak(expression) { return [single] }
        }
        switch expression {
        case .string(let text):
            return multilineLiteral([.text(text)], indent: indent, prefix: prefix, suffix: suffix)
        case .interpolation(let parts):
            return multilineLiteral(parts, indent: indent, prefix: prefix, suffix: suffix)
        case .localized(let text):
            return lines(Self.localizedCall(text), indent: indent, prefix: prefix, suffix: suffix)
        case .call(let callee, let arguments, let trailing):
            return callLines(callee, arguments, trailing, indent: indent, prefix: prefix, suffix: suffix)
        case .closure(let closure):
            return closureLines(closure, indent: indent, opening: padding + prefix, suffix: suffix)
        case .array(let elements):
            var result = [padding + prefix + "["]
            for element in elements { result += lines(element, indent: indent + Self.indentWidth, suffix: ",") }
            return result + [padding + "]" + suffix]
        case .dictionary(let elements):
            var result = [padding + prefix + "["]
            for element in elements {
                let key = Self.flat(element.key) ?? ""
                result += lines(element.value, indent: indent + Self.indentWidth, prefix: key + ": ", suffix: ",")
            }
            return result + [padding + "]" + suffix]
        case .await(let value): return lines(value, indent: indent, prefix: prefix + "await ", suffix: suffix)
        case .try(let value): return lines(value, indent: indent, prefix: prefix + "try ", suffix: suffix)
        case .tryOptional(let value): return lines(value, indent: indent, prefix: prefix + "try? ", suffix: suffix)
        case .member(let base, let name):
            // `client.sections().map { … }`: the base opens over lines, the member follows its last.
            var result = lines(base, indent: indent, prefix: prefix)
            result[result.count - 1] += "." + Self.name(name) + suffix
            return result
        default:
            return [padding + prefix + (Self.flat(expression) ?? "") + suffix]
        }
    }

    /// A multi-line literal at an indentation: its content and closing delimiter at the indentation when the
    /// opening delimiter starts the line, one level in when it follows a label or a name.
    func multilineLiteral(_ parts: [SwiftInterpolationPart], indent: Int, prefix: String, suffix: String)
        -> [String]
    {
        Self.multilineLiteral(
            parts, indent: prefix.isEmpty ? indent : indent + Self.indentWidth, prefix: Self.padding(indent) + prefix,
            suffix: suffix)
    }

    /// Whether an expression can be laid out over several lines.
    func canBreak(_ expression: SwiftExpression) -> Bool {
        switch expression {
        case .string, .interpolation, .localized, .closure, .array, .dictionary: true
        case .call(_, let arguments, let trailing): !arguments.isEmpty || !trailing.isEmpty
        case .await(let value), .try(let value), .tryOptional(let value): canBreak(value)
        case .member(let base, _): canBreak(base)
        default: false
        }
    }

    /// A call over several lines: the arguments one a line when they do not fit on the first, then the
    /// trailing closures.
    func callLines(
        _ callee: SwiftExpression, _ arguments: [SwiftArgument], _ trailing: [SwiftTrailingClosure], indent: Int,
        prefix: String, suffix: String
    ) -> [String] {
        let padding = Self.padding(indent)
        var result = lines(callee, indent: indent, prefix: prefix)
        let opening = result.removeLast()
        let closingSuffix = trailing.isEmpty ? suffix : ""
        if arguments.isEmpty {
            result.append(opening + (trailing.isEmpty ? "()" + suffix : ""))
        } else if let flat = Self.flat(arguments),
            (opening + "(" + flat + ")" + closingSuffix + (trailing.isEmpty ? "" : " {")).count <= Self.lineLength
        {
            result.append(opening + "(" + flat + ")" + closingSuffix)
        } else {
            result.append(opening + "(")
            for (position, argument) in arguments.enumerated() {
                let label = argument.label.map { Self.label($0) + ": " } ?? ""
                let isLast = position == arguments.count - 1
                // The closing parenthesis takes a line of its own before trailing closures, and after a
                // multi-line literal that opens its own line, as swift-format writes them.
                let standsAlone =
                    isLast
                    && (!trailing.isEmpty || (argument.label == nil && isMultilineLiteral(argument.value, indent + 4)))
                result += lines(
                    argument.value, indent: indent + Self.indentWidth, prefix: label,
                    suffix: isLast ? (standsAlone ? "" : ")" + closingSuffix) : ",")
                if standsAlone { result.append(padding + ")" + closingSuffix) }
            }
        }
        for (position, closure) in trailing.enumerated() {
            let isLast = position == trailing.count - 1
            let last = result.removeLast()
            let label = closure.label.map { Self.label($0) + ": " } ?? ""
            let opening = position == 0 ? last + " " + label : last + " " + label
            result += closureLines(closure.closure, indent: indent, opening: opening, suffix: isLast ? suffix : "")
        }
        return result
    }

    /// Whether an unlabeled literal argument would be laid out as a multi-line literal.
    func isMultilineLiteral(_ expression: SwiftExpression, _ indent: Int) -> Bool {
        switch expression {
        case .string, .interpolation:
            (Self.padding(indent) + (Self.flat(expression) ?? "") + ")").count > Self.lineLength
        case .localized(let text) where text.form == .literal:
            isMultilineLiteral(.interpolation(text.defaultValue), indent)
        default: false
        }
    }

    /// A closure over lines: `opening{ parameters in`, its statements one level in, then `}` and `suffix`.
    func closureLines(_ closure: SwiftClosure, indent: Int, opening: String, suffix: String) -> [String] {
        let padding = Self.padding(indent)
        let parameters = closure.parameters.isEmpty ? "" : " " + Self.parameterList(closure).dropLast()
        var result = [opening + "{" + parameters]
        for statement in closure.body { result += lines(statement, indent: indent + Self.indentWidth) }
        result.append(padding + "}" + suffix)
        return result
    }
}
