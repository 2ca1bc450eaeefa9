/// Writes ``JSONNode`` trees as JSON text, keeping object members in their order.
public enum JSONWriter {
    /// The node as JSON text: pretty-printed with two-space indentation, or on one line.
    public static func write(_ node: JSONNode, pretty: Bool = true) -> String {
        var output = ""
        write(node.value, into: &output, indent: pretty ? 0 : nil)
        return output
    }

    /// A JSON string literal for the text, with every control character escaped.
    public static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _
            where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                || scalar.value == 0x2028 || scalar.value == 0x2029:
                let digits = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }

    private static func write(_ value: JSONValue, into output: inout String, indent: Int?) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let text): output += text
        case .string(let text): output += quoted(text)
        case .array(let elements):
            writeContainer(
                open: "[", close: "]", count: elements.count, into: &output, indent: indent
            ) { index, output, inner in
                write(elements[index].value, into: &output, indent: inner)
            }
        case .object(let members):
            writeContainer(
                open: "{", close: "}", count: members.count, into: &output, indent: indent
            ) { index, output, inner in
                output += quoted(members[index].key) + (inner == nil ? ":" : ": ")
                write(members[index].value.value, into: &output, indent: inner)
            }
        }
    }

    private static func writeContainer(
        open: String, close: String, count: Int, into output: inout String, indent: Int?,
        element: (Int, inout String, Int?) -> Void
    ) {
        output += open
        guard count > 0 else {
            output += close
            return
        }
        let inner = indent.map { $0 + 2 }
        for index in 0..<count {
            if index > 0 { output += "," }
            if let inner { output += "\n" + String(repeating: " ", count: inner) }
            element(index, &output, inner)
        }
        if let indent { output += "\n" + String(repeating: " ", count: indent) }
        output += close
    }
}
