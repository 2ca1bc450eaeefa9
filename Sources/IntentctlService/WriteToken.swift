import ConfigurationStore
import DocumentFormats
import FileAccess
import IntentSchema

/// The token that writes to the service need (`serve --write-token-file FILE`): read from a file
/// that only its owner may read, so that it is not in the process list, the shell's history or
/// the environment.
package enum WriteToken {
    /// The fewest bytes a token has.
    package static let minimumLength = 16
    /// The most bytes read from the file.
    package static let maximumFileSize = 4096

    /// The token in `path`: the file's text without the white space around it, a `b64token` of
    /// RFC 6750 (letters, digits and `-._~+/`, then `=`s), at least ``minimumLength`` bytes.
    /// - Throws: ``ServiceSetupError/unreadable(_:)`` when the file cannot be read;
    ///   ``ServiceSetupError/unusable(_:)`` when group or others may read or write it, or it holds
    ///   no usable token.
    package static func load(from path: String) throws(ServiceSetupError) -> [UInt8] {
        guard let permissions = SystemCall.permissions(of: path) else {
            throw .unreadable(
                "--write-token-file: cannot read \(TextSanitizer.printable(path)): \(SystemCall.describe(SystemCall.lastError))"
            )
        }
        guard permissions.isRegular else {
            throw .unusable(
                "--write-token-file: \(TextSanitizer.printable(path)) is not a regular file (a link is not followed)")
        }
        guard permissions.bits & 0o077 == 0 else {
            throw .unusable(
                "--write-token-file: \(TextSanitizer.printable(path)) may be read or written by group or others (mode \(String(permissions.bits, radix: 8))); run chmod 600 on it"
            )
        }
        let input = FileSystem.readInput(path, limit: maximumFileSize)
        guard let bytes = input.value else { throw ServiceSetupError(input, context: "--write-token-file: ") }
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || (0x09...0x0D).contains($0) }
        let token = Array(bytes.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
        guard token.count >= minimumLength, isToken(token) else {
            throw .unusable(
                "--write-token-file: \(TextSanitizer.printable(path)) must hold one token of at least \(minimumLength) letters, digits or -._~+/ (such as the output of: head -c 32 /dev/urandom | base64)"
            )
        }
        return token
    }

    /// Whether bytes are an RFC 6750 `b64token`.
    package static func isToken(_ bytes: [UInt8]) -> Bool {
        let body = bytes.prefix { $0 != UInt8(ascii: "=") }
        let isBodyByte: (UInt8) -> Bool = { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                true
            default: "-._~+/".utf8.contains(byte)
            }
        }
        return !body.isEmpty && body.allSatisfy(isBodyByte) && bytes.dropFirst(body.count).allSatisfy { $0 == 0x3D }
    }
}
