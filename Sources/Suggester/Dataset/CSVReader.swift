/// Reads RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks.
struct CSVReader {
    /// One record and the line it starts on.
    struct Record {
        var line: Int
        var fields: [String]
    }

    /// Every record of the text. An unterminated quote ends the text's last record.
    static func records(_ text: String) -> [Record] {
        var records: [Record] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var inQuotes = false
        var line = 1
        var recordLine = 1
        var bytes = Array(text.utf8).makeIterator()
        var pending: UInt8? = nil
        func endField() {
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
        }
        while let byte = pending ?? bytes.next() {
            pending = nil
            if inQuotes {
                if byte == UInt8(ascii: "\"") {
                    let next = bytes.next()
                    if next == UInt8(ascii: "\"") {
                        field.append(byte)
                    } else {
                        inQuotes = false
                        pending = next
                    }
                } else {
                    if byte == UInt8(ascii: "\n") { line += 1 }
                    field.append(byte)
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inQuotes = true
            case UInt8(ascii: ","): endField()
            case UInt8(ascii: "\r"): break
            case UInt8(ascii: "\n"):
                endField()
                records.append(Record(line: recordLine, fields: fields))
                fields.removeAll(keepingCapacity: true)
                line += 1
                recordLine = line
            default: field.append(byte)
            }
        }
        if !field.isEmpty || !fields.isEmpty {
            endField()
            records.append(Record(line: recordLine, fields: fields))
        }
        return records
    }
}
