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

    /// The socket.
    let descriptor: Int32
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
    /// When the first byte of the request being read arrived; nil between requests.
    var requestStart: ContinuousClock.Instant?
    /// When bytes last moved either way.
    var lastProgress: ContinuousClock.Instant
    /// The phase.
    var phase = Phase.open

    /// A new connection.
    init(descriptor: Int32, limits: HTTPRequestParser.Limits, now: ContinuousClock.Instant) {
        self.descriptor = descriptor
        parser = HTTPRequestParser(limits: limits)
        lastProgress = now
    }

    /// The bytes of ``output`` still to send.
    var pendingOutput: Int { output.count - outputSent }

    /// Whether part of a request has arrived.
    var hasPartialRequest: Bool { inputStart < input.count }

    /// Drops the input the requests took, keeping the buffer when it is small.
    func compactInput() {
        if inputStart == input.count {
            input.removeAll(keepingCapacity: input.capacity <= 65_536)
            inputStart = 0
        } else if inputStart >= 65_536 {
            input.removeFirst(inputStart)
            inputStart = 0
        }
    }

    /// Drops the output that was sent, keeping the buffer when it is small.
    func compactOutput() {
        if outputSent == output.count {
            output.removeAll(keepingCapacity: output.capacity <= 1 << 20)
            outputSent = 0
        }
    }
}
