extension SwiftFile {
    /// Every expression of the file, outermost first, each once: in attributes, values, statements, arguments
    /// and closures.
    func forEachExpression(_ visit: (SwiftExpression) -> Void) {
        for declaration in declarations { declaration.forEachExpression(visit) }
    }
}

extension SwiftDeclaration {
    /// Every expression of the declaration and its members.
    func forEachExpression(_ visit: (SwiftExpression) -> Void) {
        for attribute in attributes { for argument in attribute.arguments ?? [] { argument.value.walk(visit) } }
        switch kind {
        case .struct(_, _, let members), .enum(_, _, let members), .protocol(_, _, let members),
            .extension(_, _, let members):
            for member in members { member.forEachExpression(visit) }
        case .property(let property):
            property.value?.walk(visit)
            for statement in property.getter ?? [] { statement.walk(visit) }
        case .function(let function):
            for parameter in function.parameters { parameter.defaultValue?.walk(visit) }
            for statement in function.body ?? [] { statement.walk(visit) }
        case .initializer(let parameters, let body):
            for parameter in parameters { parameter.defaultValue?.walk(visit) }
            for statement in body ?? [] { statement.walk(visit) }
        case .enumCase(_, let rawValue): rawValue?.walk(visit)
        case .typeAlias: break
        }
    }
}

extension SwiftStatement {
    /// Every expression of the statement.
    func walk(_ visit: (SwiftExpression) -> Void) {
        switch self {
        case .expression(let expression): expression.walk(visit)
        case .binding(let binding): binding.value?.walk(visit)
        case .assignment(let target, let value):
            target.walk(visit)
            value.walk(visit)
        case .return(let value): value?.walk(visit)
        case .if(let conditions, let then, let otherwise):
            for condition in conditions { condition.walk(visit) }
            for statement in then + (otherwise ?? []) { statement.walk(visit) }
        case .guard(let conditions, let otherwise):
            for condition in conditions { condition.walk(visit) }
            for statement in otherwise { statement.walk(visit) }
        case .switch(let subject, let cases):
            subject.walk(visit)
            for switchCase in cases {
                for pattern in switchCase.patterns { pattern.walk(visit) }
                for statement in switchCase.body { statement.walk(visit) }
            }
        case .comment: break
        }
    }
}

extension SwiftCondition {
    /// The condition's expression.
    func walk(_ visit: (SwiftExpression) -> Void) {
        switch self {
        case .expression(let expression), .letBinding(_, let expression): expression.walk(visit)
        }
    }
}

extension SwiftExpression {
    /// The expression, then every expression inside it.
    func walk(_ visit: (SwiftExpression) -> Void) {
        visit(self)
        switch self {
        case .member(let base, _): base.walk(visit)
        case .interpolation(let parts):
            for case .expression(let expression) in parts { expression.walk(visit) }
        case .localized(let text):
            for case .expression(let expression) in text.defaultValue { expression.walk(visit) }
        case .call(let callee, let arguments, let trailing):
            callee.walk(visit)
            for argument in arguments { argument.value.walk(visit) }
            for closure in trailing { for statement in closure.closure.body { statement.walk(visit) } }
        case .closure(let closure): for statement in closure.body { statement.walk(visit) }
        case .array(let elements): for element in elements { element.walk(visit) }
        case .dictionary(let elements):
            for element in elements {
                element.key.walk(visit)
                element.value.walk(visit)
            }
        case .tuple(let elements): for element in elements { element.value.walk(visit) }
        case .binary(let left, _, let right):
            left.walk(visit)
            right.walk(visit)
        case .not(let value), .await(let value), .try(let value), .tryOptional(let value), .optionalChain(let value):
            value.walk(visit)
        case .subscripted(let base, let index):
            base.walk(visit)
            index.walk(visit)
        case .name, .type, .selfValue, .initializer, .implicitMember, .string, .integer, .boolean, .nilLiteral,
            .keyPath,
            .shorthandArgument:
            break
        }
    }
}
