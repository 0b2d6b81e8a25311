/// A stored value that can't be read back (the database was changed by something else), or a
/// database that can't be used as asked, e.g. a PostgreSQL URL given to the SQLite price book.
public struct StorageError: Error, CustomStringConvertible, Equatable {
    /// What went wrong, for the log or the command line.
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}
