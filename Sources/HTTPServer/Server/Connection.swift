/// One client connection and its buffers, owned and touched by one event loop only.
final class Connection {
    /// What the connection is doing.
    enum Phase: Equatable {
        /// Reading requests and writing their responses.
        case open
        /// Its last response is written and its sending side shut: unread bytes are read and
        /// dropped until the client closes or the deadline passes, so that closing does not reset
        /// the connection before the client has read the response.
        case lingering(until: ContinuousClock.Instant)
    }

    /// A request whose answer is being made on a blocking-work thread.
    struct Pending {
        var request: HTTPRequest
        var isHead: Bool
        var keepAlive: Bool
        var started: ContinuousClock.Instant
    }

    /// The buffer capacity kept once a buffer is empty: more is given back, so that idle
    /// connections hold little memory however much they once sent or were sent.
    static let keptCapacity = 16 << 10

    /// The connection's number on its loop, for the answers of blocking work.
    let id: Int
    /// The socket.
    let descriptor: Int32
    /// When it was accepted.
    let accepted: ContinuousClock.Instant
    /// The bytes received and not yet taken by a request, from ``inputStart``.
    var input: [UInt8] = []
    /// Where the next request begins in ``input``.
    var inputStart = 0
    /// The responses not yet sent, from ``outputSent``.
    var output: [UInt8] = []
    /// How much of ``output`` was sent.
    var outputSent = 0
    /// Reads the requests from ``input``.
    var parser: HTTPRequestParser
    /// Whether `100 Continue` was sent for the request being read.
    var sentContinue = false
    /// Whether the connection closes once ``output`` is sent.
    var closesAfterWrite = false
    /// Whether the client closed its sending side.
    var peerClosed = false
    /// Whether any byte has arrived (until then, the first-byte timeout applies).
    var receivedAny = false
    /// When the first byte of the request being read arrived; nil between requests.
    var requestStart: ContinuousClock.Instant?
    /// When bytes last moved either way.
    var lastProgress: ContinuousClock.Instant
    /// The request being answered by blocking work; nothing else is answered until it is.
    var pending: Pending?
    /// Whether requests may be waiting in ``input`` to be answered in a later turn of the loop
    /// (this turn's share ran out, or the output drained after filling up).
    var hasMoreWork = false
    /// The phase.
    var phase = Phase.open

    /// A new connection.
    init(id: Int, descriptor: Int32, limits: HTTPRequestParser.Limits, now: ContinuousClock.Instant) {
        self.id = id
        self.descriptor = descriptor
        parser = HTTPRequestParser(limits: limits)
        accepted = now
        lastProgress = now
    }

    /// The bytes of ``output`` still to send.
    var pendingOutput: Int { output.count - outputSent }

    /// Whether part of a request has arrived.
    var hasPartialRequest: Bool { inputStart < input.count }

    /// Drops the input the requests took, giving back a large buffer.
    func compactInput() {
        if inputStart == input.count {
            input.removeAll(keepingCapacity: input.capacity <= Self.keptCapacity)
            inputStart = 0
        } else if inputStart >= 65_536 {
            input.removeFirst(inputStart)
            inputStart = 0
        }
    }

    /// Drops the output that was sent, giving back a large buffer.
    func compactOutput() {
        if outputSent == output.count {
            output.removeAll(keepingCapacity: output.capacity <= Self.keptCapacity)
            outputSent = 0
        }
    }
}
