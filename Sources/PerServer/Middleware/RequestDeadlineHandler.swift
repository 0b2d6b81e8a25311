import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Closes a connection whose request doesn't arrive in full — headers and body — within a
/// deadline from its first byte, however steadily it trickles: the idle timeout starts again
/// with every byte, so a client sending one byte every few seconds would otherwise keep its
/// connection (and a file descriptor) for as long as it likes.
///
/// The deadline runs from the first byte of each request until its last; between requests a
/// keep-alive connection is left to the idle timeout. Past the deadline the server answers
/// 408 with `Connection: close` (the security headers are added by
/// ``SecurityHeadersChannelHandler``) and closes the connection; when it has already begun
/// answering that request (a 413 before the body has arrived, say), it just closes it. While
/// the server is still answering an earlier request of the connection (a pipelined client),
/// the next request's deadline waits for that answer to end.
///
/// One per connection, in the child channel's pipeline after the HTTP codec. It sees the
/// request's parts there, and its first bytes through a small handler it puts at the front of
/// the pipeline, before the HTTP decoder.
final class RequestDeadlineHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// What is answered past the deadline, and how long a request may take to arrive.
    struct Answer: Sendable {
        let timeout: TimeAmount
        let head: HTTPResponse
        let body: ByteBuffer

        init(timeout: Duration) {
            self.timeout = TimeAmount(timeout)
            let error = APIError.requestTimeout(after: timeout)
            body = error.responseBody
            var fields = error.responseFields
            fields[.connection] = "close"
            fields[.contentLength] = String(body.readableBytes)
            head = HTTPResponse(status: error.status, headerFields: fields)
        }
    }

    private let answer: Answer
    private var context: ChannelHandlerContext?
    /// When the first byte of the request being received arrived; `nil` between requests.
    private var receivingSince: NIODeadline?
    private var timer: Scheduled<Void>?
    /// Request heads and ends read, response heads (not 1xx) and ends written.
    private var requestHeads = 0
    private var requestEnds = 0
    private var responseHeads = 0
    private var responseEnds = 0
    private var expired = false

    init(answer: Answer) {
        self.answer = answer
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        // Seeing the first byte of a request needs a handler before the HTTP decoder, which
        // passes nothing on until the request line and headers are complete.
        try? context.pipeline.syncOperations.addHandler(ArrivalHandler(deadline: self), position: .first)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
        self.context = nil
    }

    /// Bytes arrived on the connection.
    fileprivate func bytesArrived() {
        if receivingSince == nil { requestStarted() }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            requestHeads += 1
            // The head of a request whose first bytes came with the end of the previous one.
            if receivingSince == nil { requestStarted() }
        case .body:
            break
        case .end:
            requestEnds += 1
            receivingSince = nil
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard !expired else {
            promise?.fail(ChannelError.ioOnClosedChannel)
            return
        }
        switch unwrapOutboundIn(data) {
        case .head(let head):
            if head.status.kind != .informational { responseHeads += 1 }
        case .body:
            break
        case .end:
            let answeredEarlierRequest = responseEnds < requestEnds
            responseEnds += 1
            // A pipelined request that arrived while this answer was written: its deadline
            // starts now that the server has answered everything before it.
            if answeredEarlierRequest, responseEnds == requestEnds, receivingSince != nil {
                requestStarted()
            }
        }
        context.write(data, promise: promise)
    }

    private func requestStarted() {
        let now = NIODeadline.now()
        receivingSince = now
        schedule(at: now + answer.timeout)
    }

    /// Schedules the check at `deadline` unless one is scheduled already: one timer per
    /// connection at a time, not one per request; it checks the current request when it fires.
    private func schedule(at deadline: NIODeadline) {
        guard timer == nil, let context else { return }
        timer = context.eventLoop.assumeIsolated().scheduleTask(deadline: deadline) { [self] in
            timer = nil
            check()
        }
    }

    private func check() {
        guard let since = receivingSince, !expired else { return }
        let deadline = since + answer.timeout
        guard NIODeadline.now() >= deadline else {
            schedule(at: deadline)
            return
        }
        // The server still owes the answer to an earlier, complete request: the deadline
        // starts again when that answer ends.
        guard responseEnds >= requestEnds else { return }
        expire()
    }

    private func expire() {
        guard let context else { return }
        expired = true
        // Nothing of an answer to this request has been written (responses to every earlier
        // request are complete and none has begun for this one): say why it is closed.
        if responseHeads == requestEnds && responseEnds == requestEnds {
            context.write(wrapOutboundOut(.head(answer.head)), promise: nil)
            context.write(wrapOutboundOut(.body(answer.body)), promise: nil)
            context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        }
        context.close(promise: nil)
    }
}

/// Tells a ``RequestDeadlineHandler`` when bytes arrive, before the HTTP decoder sees them.
private final class ArrivalHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private let deadline: RequestDeadlineHandler

    init(deadline: RequestDeadlineHandler) {
        self.deadline = deadline
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        deadline.bytesArrived()
        context.fireChannelRead(data)
    }
}
