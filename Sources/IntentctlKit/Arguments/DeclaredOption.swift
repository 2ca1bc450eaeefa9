/// An option a ``CommandSpec`` lists: a ``ValueOption`` of any value type.
protocol DeclaredOption: Sendable {
    /// What the command line shows of it.
    var declaration: OptionDeclaration { get }
}

extension ValueOption: DeclaredOption {}
