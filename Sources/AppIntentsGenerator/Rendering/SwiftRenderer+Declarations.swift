extension SwiftRenderer {
    /// The lines of a declaration at an indentation: its doc comment, attributes and body.
    func lines(_ declaration: SwiftDeclaration, indent: Int) -> [String] {
        let padding = Self.padding(indent)
        var result = Self.documentation(declaration.documentation, indent: indent)
        if declaration.documentation.isEmpty { result = [] }
        for attribute in declaration.attributes {
            let call: SwiftExpression =
                attribute.arguments.map { .call(attribute.callee, $0, trailing: []) } ?? attribute.callee
            result += lines(call, indent: indent, prefix: "@")
        }
        let modifiers = (declaration.isPublic ? "public " : "") + (declaration.isStatic ? "static " : "")
        switch declaration.kind {
        case .struct(let name, let conformances, let members):
            result += typeLines("struct " + Self.name(name), conformances, members, indent: indent, modifiers)
        case .enum(let name, let conformances, let members):
            result += typeLines("enum " + Self.name(name), conformances, members, indent: indent, modifiers)
        case .protocol(let name, let conformances, let members):
            result += typeLines("protocol " + Self.name(name), conformances, members, indent: indent, modifiers)
        case .extension(let type, let conformances, let members):
            result += typeLines("extension " + Self.type(type), conformances, members, indent: indent, modifiers)
        case .property(let property):
            let head =
                modifiers + (property.isVariable ? "var " : "let ") + Self.name(property.name)
                + (property.type.map { ": " + Self.type($0) } ?? "")
            if property.isRequirement {
                result.append(padding + head + " { get }")
            } else if let getter = property.getter {
                result += bodyLines(padding + head + " {", getter, indent: indent)
            } else if let value = property.value {
                result += lines(value, indent: indent, prefix: head + " = ")
            } else {
                result.append(padding + head)
            }
        case .function(let function):
            let effects = (function.isAsync ? " async" : "") + (function.isThrowing ? " throws" : "")
            let head =
                padding + modifiers + "func " + Self.name(function.name) + "(" + Self.parameters(function.parameters)
                + ")" + effects + (function.result.map { " -> " + Self.type($0) } ?? "")
            if let body = function.body {
                result += bodyLines(head + " {", body, indent: indent)
            } else {
                result.append(head)
            }
        case .initializer(let parameters, let body):
            let head = padding + "init(" + Self.parameters(parameters) + ")"
            if let body {
                result += bodyLines(head + " {", body, indent: indent)
            } else {
                result.append(head)
            }
        case .enumCase(let name, let rawValue):
            result.append(padding + "case " + Self.name(name) + (rawValue.flatMap(Self.flat).map { " = " + $0 } ?? ""))
        case .typeAlias(let name, let type):
            result.append(padding + "typealias " + Self.name(name) + " = " + Self.type(type))
        }
        return result
    }

    /// `head {`, the statements one level in, `}`.
    func bodyLines(_ head: String, _ body: [SwiftStatement], indent: Int) -> [String] {
        [head] + body.flatMap { lines($0, indent: indent + Self.indentWidth) } + [Self.padding(indent) + "}"]
    }

    /// A type's declaration: `head: Conformances {`, its members, `}`.
    func typeLines(
        _ head: String, _ conformances: [SwiftType], _ members: [SwiftDeclaration], indent: Int, _ modifiers: String
    ) -> [String] {
        let padding = Self.padding(indent)
        let inherits = conformances.isEmpty ? "" : ": " + conformances.map(Self.type).joined(separator: ", ")
        guard !members.isEmpty else { return [padding + modifiers + head + inherits + " {}"] }
        var result = [padding + modifiers + head + inherits + " {"]
        var previous: SwiftDeclaration?
        for member in members {
            if let previous, !Self.runsTogether(previous, member) { result.append("") }
            result += lines(member, indent: indent + Self.indentWidth)
            previous = member
        }
        result.append(padding + "}")
        return result
    }

    /// Whether two members stand on consecutive lines: cases, stored properties of the same kind without
    /// attributes, type aliases. Every other pair has a blank line between.
    static func runsTogether(_ first: SwiftDeclaration, _ second: SwiftDeclaration) -> Bool {
        switch (first.kind, second.kind) {
        case (.enumCase, .enumCase), (.typeAlias, .typeAlias): return true
        case (.property(let a), .property(let b)):
            return a.getter == nil && b.getter == nil && first.attributes.isEmpty && second.attributes.isEmpty
                && first.isStatic == second.isStatic
        case (.function(let a), .function(let b)): return a.body == nil && b.body == nil
        default: return false
        }
    }

    /// `label name: Type = default, …`.
    static func parameters(_ parameters: [SwiftParameter]) -> String {
        parameters.map { parameter in
            let label: String =
                switch parameter.label {
                case nil: "_ "
                case parameter.name?: ""
                case let label?: Self.label(label) + " "
                }
            return label + Self.name(parameter.name) + ": " + Self.type(parameter.type)
                + (parameter.defaultValue.flatMap(flat).map { " = " + $0 } ?? "")
        }.joined(separator: ", ")
    }
}
