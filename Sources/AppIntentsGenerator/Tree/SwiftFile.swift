/// A Swift file of the generated folder: its imports and declarations. Its header is the generator's, written by
/// the renderer.
public struct SwiftFile: Equatable, Sendable {
    /// The file's name, without `.swift`: the primary type it declares, or `Type+Concern`.
    public var name: String
    /// The modules it imports, written sorted.
    public var imports: [SwiftName]
    /// Whether it imports FoundationNetworking where that exists (Linux), for `URLSession`.
    public var importsNetworking: Bool
    /// The declarations, separated by a blank line.
    public var declarations: [SwiftDeclaration]

    /// A file.
    public init(
        _ name: String, imports: [SwiftName], importsNetworking: Bool = false, declarations: [SwiftDeclaration]
    ) {
        self.name = name
        self.imports = imports
        self.importsNetworking = importsNetworking
        self.declarations = declarations
    }
}
