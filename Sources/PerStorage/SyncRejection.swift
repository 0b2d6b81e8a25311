import PerKit

/// A change of a sync request that PerKit refuses, and its position in `changes`: the whole
/// request is refused and nothing of it is stored.
public struct SyncRejection: Error, Equatable {
    /// The change's position in the request's `changes`, from 0.
    public let index: Int
    /// Why PerKit refuses it.
    public let error: SyncError

    /// The change at `index` refused for `error`.
    public init(index: Int, error: SyncError) {
        self.index = index
        self.error = error
    }
}
