extension Diagnostic {
    /// The diagnostic as compiler-style text:
    /// `config.json:3:17: error: unknown case "tow" [config.unknown-case] at $.values.travellers`,
    /// followed by an indented hint line where there is one.
    ///
    /// Values that came from the input are escaped, so no control character reaches a terminal.
    public var rendered: String {
        var prefix = file.map { TextSanitizer.printable($0) } ?? ""
        if let location {
            prefix += prefix.isEmpty ? "\(location)" : ":\(location)"
        }
        var text = prefix.isEmpty ? "" : prefix + ": "
        text += "\(severity.rawValue): \(TextSanitizer.printable(message)) [\(code.rawValue)]"
        if !path.components.isEmpty {
            text += " at \(TextSanitizer.printable(path.description))"
        }
        if let hint {
            text += "\n  hint: \(TextSanitizer.printable(hint))"
        }
        return text
    }
}
