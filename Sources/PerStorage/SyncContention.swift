/// A sync whose records other requests kept changing while it tried to write them
/// (``PostgresRepository/writeAttempts`` times): nothing of it is stored; try again in a moment.
public struct SyncContention: Error, Equatable {
    /// A sync that gave up.
    init() {}
}
