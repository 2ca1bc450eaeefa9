#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C math functions the Suggester needs. With ``MappedFile``, the only code of the module that
/// imports the C library: the Suggester uses no Foundation.
enum Math {
    /// The base-10 logarithm.
    @inline(__always)
    static func logarithm10(_ x: Double) -> Double { log10(x) }

    /// The sine of an angle in radians.
    @inline(__always)
    static func sine(_ x: Double) -> Double { sin(x) }

    /// The cosine of an angle in radians.
    @inline(__always)
    static func cosine(_ x: Double) -> Double { cos(x) }

    /// The angle of the point (x, y) from the x axis, in radians.
    @inline(__always)
    static func arcTangent(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
}
