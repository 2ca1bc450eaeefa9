/// A non-owning, read-only view of unsigned integers of one to eight bytes each, little-endian and
/// packed end to end, as a snapshot stores a column whose values need fewer bytes than a machine
/// integer: a place's number in 2 bytes, a string's in 3, a place's word in 6.
///
/// The builder picks each column's width from its largest value (``width(for:)``) and writes the
/// column with ``append(_:width:to:)``, which ends it with ``padding`` bytes so that reading the last
/// value loads eight bytes without leaving the section. The value of all ones in the width is
/// reserved: it stands for ``IndexData/none``, an absent string, place or area, which ``id(_:)``
/// returns as such.
///
/// Like ``SnapshotArray``, every read checks its index, in release builds too (one unsigned
/// comparison), and the bytes belong to a ``SnapshotStorage`` that the index keeps alive.
struct PackedArray: @unchecked Sendable {
    /// The first value.
    let base: UnsafeRawPointer
    /// How many values.
    let count: Int
    /// The bytes of each value, 1 to 8.
    let width: Int
    /// The value of all ones in the width, which stands for ``IndexData/none``.
    let none: UInt64

    /// The zero bytes after a column's last value.
    static let padding = 8

    /// A view of `count` values of `width` bytes starting at `base`, followed by ``padding`` bytes.
    init(base: UnsafeRawPointer, count: Int, width: Int) {
        precondition((1...8).contains(width), "a packed value is 1 to 8 bytes")
        self.base = base
        self.count = count
        self.width = width
        none = width == 8 ? .max : (1 << UInt64(8 * width)) - 1
    }

    /// The value at `index`. Complexity: O(1).
    @inline(__always)
    subscript(index: Int) -> UInt64 {
        precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "snapshot index out of bounds")
        return base.loadUnaligned(fromByteOffset: index &* width, as: UInt64.self) & none
    }

    /// The value at `index` as an `Int`. Complexity: O(1).
    @inline(__always)
    subscript(index: Int32) -> Int {
        Int(truncatingIfNeeded: self[Int(index)])
    }

    /// The value at `index` as an `Int`. Complexity: O(1).
    @inline(__always)
    func int(_ index: Int) -> Int {
        Int(truncatingIfNeeded: self[index])
    }

    /// The value at `index` as an id: ``IndexData/none`` where the column holds all ones.
    /// Complexity: O(1).
    @inline(__always)
    func id(_ index: Int) -> UInt32 {
        let value = self[index]
        return value == none ? IndexData.none : UInt32(truncatingIfNeeded: value)
    }

    /// The range of entries that the values at `index` and `index + 1` bound, as a column of
    /// starts (one more than its owners) gives them.
    @inline(__always)
    func range(_ index: Int) -> Range<Int> {
        int(index)..<int(index + 1)
    }

    /// Calls `body` with the index and value of each entry of `range`, in order: the range is
    /// checked once, and the loop is specialized for the common widths, so that a scan of
    /// postings costs what a scan of machine integers costs. Complexity: O(n).
    @inline(__always)
    func forEach(in range: Range<Int>, _ body: (Int, Int) -> Void) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "snapshot range out of bounds")
        switch width {
        case 1:
            for index in range { body(index, Int(base.load(fromByteOffset: index, as: UInt8.self))) }
        case 2:
            // Sections start 8-byte aligned, so entries of two or four bytes are aligned.
            for index in range {
                body(index, Int(UInt16(littleEndian: base.load(fromByteOffset: index &* 2, as: UInt16.self))))
            }
        case 4:
            for index in range {
                body(index, Int(UInt32(littleEndian: base.load(fromByteOffset: index &* 4, as: UInt32.self))))
            }
        default:
            for index in range {
                body(
                    index,
                    Int(truncatingIfNeeded: base.loadUnaligned(fromByteOffset: index &* width, as: UInt64.self) & none))
            }
        }
    }

    /// The fewest bytes that hold every value up to `largest` with all ones left free.
    static func width(for largest: UInt64) -> Int {
        var width = 1
        while width < 8, largest >= (1 << UInt64(8 * width)) - 1 { width += 1 }
        return width
    }

    /// Appends `values` to `bytes`, `width` bytes each, then ``padding`` zero bytes. A value of
    /// ``IndexData/none`` (as a 32-bit id) is written as all ones.
    static func append<Values: Sequence>(_ values: Values, width: Int, to bytes: inout [UInt8])
    where Values.Element: FixedWidthInteger {
        let none: UInt64 = width == 8 ? .max : (1 << UInt64(8 * width)) - 1
        for value in values {
            var packed = UInt64(truncatingIfNeeded: value)
            if Values.Element.self == UInt32.self, UInt32(truncatingIfNeeded: value) == IndexData.none { packed = none }
            precondition(packed <= none, "a value does not fit its packed width")
            for byte in 0..<width { bytes.append(UInt8(truncatingIfNeeded: packed >> UInt64(8 * byte))) }
        }
        bytes.append(contentsOf: repeatElement(0, count: padding))
    }
}
