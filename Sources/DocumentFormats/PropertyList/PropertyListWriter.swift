/// Writes an XML property list as Xcode does: the Apple DOCTYPE, tab indentation, dictionary keys
/// sorted, text escaped. The same value always gives the same bytes.
///
/// Complexity: O(n log n) for n nodes (keys are sorted).
public enum PropertyListWriter {
    /// The file's bytes.
    public static func write(_ value: PropertyListNode.Value) -> [UInt8] {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """
        write(value, indent: 0, to: &text)
        text += "</plist>\n"
        return Array(text.utf8)
    }

    private static func write(_ value: PropertyListNode.Value, indent: Int, to text: inout String) {
        let tabs = String(repeating: "\t", count: indent)
        switch value {
        case .dictionary(let members):
            guard !members.isEmpty else {
                text += tabs + "<dict/>\n"
                return
            }
            text += tabs + "<dict>\n"
            for member in members.sorted(by: { $0.key < $1.key }) {
                text += tabs + "\t<key>" + XMLText.escaped(member.key) + "</key>\n"
                write(member.value.value, indent: indent + 1, to: &text)
            }
            text += tabs + "</dict>\n"
        case .array(let elements):
            guard !elements.isEmpty else {
                text += tabs + "<array/>\n"
                return
            }
            text += tabs + "<array>\n"
            for element in elements { write(element.value, indent: indent + 1, to: &text) }
            text += tabs + "</array>\n"
        case .string(let string): text += tabs + "<string>" + XMLText.escaped(string) + "</string>\n"
        case .integer(let number): text += tabs + "<integer>\(number)</integer>\n"
        case .real(let number): text += tabs + "<real>" + XMLText.escaped(number) + "</real>\n"
        case .boolean(let flag): text += tabs + (flag ? "<true/>\n" : "<false/>\n")
        case .date(let date): text += tabs + "<date>" + XMLText.escaped(date) + "</date>\n"
        case .data(let data): text += tabs + "<data>" + XMLText.escaped(data) + "</data>\n"
        }
    }
}
