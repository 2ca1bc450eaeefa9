extension SwiftRenderer {
    /// The lines of a statement at an indentation.
    func lines(_ statement: SwiftStatement, indent: Int) -> [String] {
        let padding = Self.padding(indent)
        switch statement {
        case .expression(let expression):
            return lines(expression, indent: indent)
        case .binding(let binding):
            let head =
                (binding.isVariable ? "var " : "let ") + Self.name(binding.name)
                + (binding.type.map { ": " + Self.type($0) } ?? "")
            guard let value = binding.value else { return [padding + head] }
            return lines(value, indent: indent, prefix: head + " = ")
        case .assignment(let target, let value):
            return lines(value, indent: indent, prefix: (Self.flat(target) ?? "") + " = ")
        case .return(let value):
            guard let value else { return [padding + "return"] }
            return lines(value, indent: indent, prefix: "return ")
        case .if(let conditions, let then, let otherwise):
            var result = [padding + "if " + Self.conditions(conditions) + " {"]
            result += then.flatMap { lines($0, indent: indent + Self.indentWidth) }
            if let otherwise {
                result.append(padding + "} else {")
                result += otherwise.flatMap { lines($0, indent: indent + Self.indentWidth) }
            }
            return result + [padding + "}"]
        case .guard(let conditions, let otherwise):
            let head = padding + "guard " + Self.conditions(conditions) + " else {"
            if otherwise.count == 1, let only = lines(otherwise[0], indent: 0).first,
                lines(otherwise[0], indent: 0).count == 1, (head + " " + only + " }").count <= Self.lineLength
            {
                return [head + " " + only + " }"]
            }
            return [head] + otherwise.flatMap { lines($0, indent: indent + Self.indentWidth) } + [padding + "}"]
        case .switch(let subject, let cases):
            var result = [padding + "switch " + (Self.flat(subject) ?? "") + " {"]
            for switchCase in cases {
                let label =
                    switchCase.patterns.isEmpty
                    ? "default:" : "case " + switchCase.patterns.compactMap(Self.flat).joined(separator: ", ") + ":"
                if switchCase.body.count == 1 {
                    let body = lines(switchCase.body[0], indent: indent, prefix: label + " ")
                    if body.count == 1 {
                        result += body
                        continue
                    }
                }
                result.append(padding + label)
                result += switchCase.body.flatMap { lines($0, indent: indent + Self.indentWidth) }
            }
            return result + [padding + "}"]
        case .comment(let text):
            return [padding + "// " + Self.commentText(text)]
        }
    }

    /// A statement whose first line follows a prefix: `case .a: value`.
    func lines(_ statement: SwiftStatement, indent: Int, prefix: String) -> [String] {
        switch statement {
        case .expression(let expression): lines(expression, indent: indent, prefix: prefix)
        case .return(let value?): lines(value, indent: indent, prefix: prefix + "return ")
        default: [Self.padding(indent) + prefix] + lines(statement, indent: indent + Self.indentWidth)
        }
    }

    /// `a, let b = c`.
    static func conditions(_ conditions: [SwiftCondition]) -> String {
        conditions.map { condition in
            switch condition {
            case .expression(let expression): flat(expression) ?? ""
            case .letBinding(let name, let value): "let " + Self.name(name) + " = " + (flat(value) ?? "")
            }
        }.joined(separator: ", ")
    }
}
