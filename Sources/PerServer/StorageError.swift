/// A stored value that can't be read back; the database was changed by something else.
struct StorageError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
