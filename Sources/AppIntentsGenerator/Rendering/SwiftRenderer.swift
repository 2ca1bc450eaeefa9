/// The one renderer of the generated Swift: it owns every literal, every comment and every name the output
/// holds. A schema's text reaches a file only through ``literal(_:)``, the multi-line literals of
/// ``multilineLiteral(_:indent:prefix:suffix:)`` and ``commentText(_:)``, each escaping what it must; names
/// only as ``SwiftName``s, written in backticks when they are keywords.
///
/// It lays the code out as swift-format does this project's (4 spaces, 120 columns, a call's arguments one a
/// line when they do not fit, the closing parenthesis after the last), so that the generated files pass
/// `swift format lint --strict`.
///
/// Complexity: O(n · d) for n characters written, nested d calls deep (a call that does not fit is tried flat
/// once at each level).
public struct SwiftRenderer: Sendable {
    /// The widest line swift-format keeps.
    public static let lineLength = 120
    /// The spaces of one level of indentation.
    static let indentWidth = 4

    /// The comment lines every file starts with.
    public var header: [String]

    /// A renderer whose files start with these comment lines (sanitised as every comment is).
    public init(header: [String]) {
        self.header = header
    }

    /// A file: the header, its imports, its declarations, one blank line between each.
    public func render(_ file: SwiftFile) -> String {
        var lines = header.map { "// " + Self.commentText($0) }
        if !file.imports.isEmpty { lines.append("") }
        lines += file.imports.map(\.text).sorted().map { "import \($0)" }
        if file.importsNetworking {
            lines += ["", "#if canImport(FoundationNetworking)", "    import FoundationNetworking", "#endif"]
        }
        for declaration in file.declarations {
            lines.append("")
            lines += self.lines(declaration, indent: 0)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A file that is not generated but copied (the runtime): the header, then its text as it is.
    public func render(verbatim text: String) -> String {
        (header.map { "// " + Self.commentText($0) } + [""]).joined(separator: "\n") + "\n" + text
    }

    /// The spaces of an indentation.
    static func padding(_ indent: Int) -> String {
        String(repeating: " ", count: indent)
    }

    /// A name as it is written: in backticks when it is a keyword.
    static func name(_ name: SwiftName) -> String {
        name.isKeyword ? "`\(name.text)`" : name.text
    }

    /// An argument label: any keyword but `inout`, `var` and `let` may be one without backticks.
    static func label(_ name: SwiftName) -> String {
        ["inout", "var", "let"].contains(name.text) ? "`\(name.text)`" : name.text
    }

    /// A type.
    static func type(_ type: SwiftType) -> String {
        switch type {
        case .name(let name): Self.name(name)
        case .member(let base, let name): Self.type(base) + "." + Self.name(name)
        case .generic(let name, let arguments):
            Self.name(name) + "<" + arguments.map(Self.type).joined(separator: ", ") + ">"
        case .optional(let wrapped): Self.type(wrapped) + "?"
        case .array(let element): "[" + Self.type(element) + "]"
        case .dictionary(let key, let value): "[" + Self.type(key) + ": " + Self.type(value) + "]"
        case .opaque(let constraint): "some " + Self.type(constraint)
        case .existential(let constraint): "any " + Self.type(constraint)
        }
    }
}
