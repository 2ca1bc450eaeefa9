/// Reads RFC 4180 CSV one record at a time: quoted fields may hold commas, doubled quotes and
/// line breaks. Memory stays bounded by the longest record: records are handed over one by one,
/// and at most `maximumFields` fields of a record are kept (the rest are only counted).
struct CSVReader {
    /// One record and the line it starts on.
    struct Record {
        /// The 1-based line the record starts on.
        var line: Int
        /// The record's fields, at most the reader's maximum.
        var fields: [String]
        /// How many fields the record has, kept or not.
        var fieldCount: Int
    }

    /// Calls `body` with every record of the bytes, in order. An unterminated quote ends the text's
    /// last record. Complexity: O(n) in the text length.
    static func forEachRecord(
        in bytes: UnsafeBufferPointer<UInt8>, maximumFields: Int, _ body: (Record) -> Void
    ) {
        var record = Record(line: 1, fields: [], fieldCount: 0)
        var field: [UInt8] = []
        var inQuotes = false
        var line = 1
        var index = 0
        func endField() {
            if record.fieldCount < maximumFields { record.fields.append(String(decoding: field, as: UTF8.self)) }
            record.fieldCount += 1
            field.removeAll(keepingCapacity: true)
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if inQuotes {
                if byte == UInt8(ascii: "\"") {
                    if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                        field.append(byte)
                        index += 1
                    } else {
                        inQuotes = false
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
                body(record)
                line += 1
                record = Record(line: line, fields: [], fieldCount: 0)
            default: field.append(byte)
            }
        }
        if !field.isEmpty || record.fieldCount > 0 {
            endField()
            body(record)
        }
    }

    /// Every record of a text, for tests and small inputs.
    static func records(_ text: String, maximumFields: Int = .max) -> [Record] {
        var text = text
        var records: [Record] = []
        text.withUTF8 { bytes in forEachRecord(in: bytes, maximumFields: maximumFields) { records.append($0) } }
        return records
    }
}
