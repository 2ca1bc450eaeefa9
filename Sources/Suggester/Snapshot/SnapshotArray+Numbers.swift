extension SnapshotArray<UInt8> {
    /// An unsigned LEB128 number at `position` (seven bits a byte, low first, the high bit set on
    /// all but the last), which it moves past. For bytes already checked (``checkedNumber(at:end:)``):
    /// it stops after ten bytes whatever they hold. Complexity: O(1).
    @inline(__always)
    func number(at position: inout Int) -> Int {
        var value = 0
        var shift = 0
        while true {
            let byte = self[position]
            position += 1
            value |= Int(byte & 0x7F) << shift
            if byte < 0x80 || shift > 56 { return value }
            shift += 7
        }
    }

    /// The number at `position`, as ``number(at:)`` reads it, when it ends before `end` and takes at
    /// most five bytes (35 bits); nil otherwise. Complexity: O(1).
    func checkedNumber(at position: inout Int, end: Int) -> Int? {
        var value = 0
        var shift = 0
        while true {
            guard position < end, shift < 35 else { return nil }
            let byte = self[position]
            position += 1
            value |= Int(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }
}
