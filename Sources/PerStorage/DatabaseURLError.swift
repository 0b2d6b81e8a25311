/// A `--database` or `PER_DATABASE_URL` value that is not a PostgreSQL URL Per can use; the
/// description says what is wrong, without the URL's password.
public struct DatabaseURLError: Error, CustomStringConvertible, Equatable {
    /// One sentence for the person who typed the URL.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
