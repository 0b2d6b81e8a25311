import Logging
import NIOCore
import Synchronization

/// The open connections of each client address, shared by every connection of a server, and
/// the most one address may have open at once (`per serve --max-connections-per-address`).
///
/// Counted by IP address, whatever the port: the devices of a household behind one home
/// router share its address, and so does every client of a reverse proxy on the same machine
/// (127.0.0.1). An address no longer counted is forgotten, so the table holds only addresses
/// with a connection open.
final class ConnectionsPerAddress: Sendable {
    /// The most connections one address may have open at once.
    let limit: Int
    private let table = Mutex<[String: Entry]>([:])

    private struct Entry {
        var open: Int
        /// Whether a connection was refused since the address last had fewer than `limit`.
        var refusing = false
    }

    /// Whether a new connection may stay open.
    enum Admission: Equatable {
        case admitted
        /// Refused: the address has `limit` open. `first`: the first refusal since it had fewer.
        case refused(first: Bool)
    }

    init(limit: Int) {
        self.limit = limit
    }

    /// Counts a new connection from `address`, unless it already has ``limit`` open.
    func open(from address: String) -> Admission {
        table.withLock { table in
            var entry = table[address] ?? Entry(open: 0)
            guard entry.open < limit else {
                let first = !entry.refusing
                entry.refusing = true
                table[address] = entry
                return .refused(first: first)
            }
            entry.open += 1
            table[address] = entry
            return .admitted
        }
    }

    /// Counts a connection from `address` (one that was admitted) as closed.
    func close(from address: String) {
        table.withLock { table in
            guard var entry = table[address] else { return }
            entry.open -= 1
            if entry.open <= 0 {
                table[address] = nil
            } else {
                entry.refusing = false
                table[address] = entry
            }
        }
    }

    /// The connections `address` has open.
    func openConnections(from address: String) -> Int {
        table.withLock { $0[address]?.open ?? 0 }
    }
}

/// Closes a new connection at once when its client address already has as many open as
/// ``ConnectionsPerAddress/limit``; counts it while it is open otherwise.
///
/// One per connection, in the child channel's pipeline. A connection with no IP address (a
/// Unix socket) is not counted.
final class ConnectionLimitHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny
    typealias InboundOut = NIOAny

    private let connections: ConnectionsPerAddress
    private let logger: Logger
    /// The address this connection is counted under, while it is.
    private var counted: String?
    private var decided = false

    init(connections: ConnectionsPerAddress, logger: Logger) {
        self.connections = connections
        self.logger = logger
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { admit(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        context.fireChannelActive()
        admit(context)
    }

    func channelInactive(context: ChannelHandlerContext) {
        release()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        release()
    }

    private func admit(_ context: ChannelHandlerContext) {
        guard !decided else { return }
        decided = true
        guard let address = context.channel.remoteAddress?.ipAddress else { return }
        switch connections.open(from: address) {
        case .admitted:
            counted = address
        case .refused(let first):
            if first {
                logger.warning(
                    "A client address has \(connections.limit) connections open: its new connections are closed at once until some of those close (--max-connections-per-address)"
                )
            }
            context.close(promise: nil)
        }
    }

    private func release() {
        guard let address = counted else { return }
        counted = nil
        connections.close(from: address)
    }
}
