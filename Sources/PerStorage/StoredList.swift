import Foundation

/// A saved list of a household as stored: its id and times, and the list.
public struct StoredList: Sendable, Equatable {
    /// The list's id, as in `/api/lists/{id}`.
    public var id: Int64
    /// When the list was created.
    public var createdAt: Date
    /// When the list was created or last replaced.
    public var updatedAt: Date
    /// The list with its products, in order of entry.
    public var list: SavedList

    /// The list with `id`, created at `createdAt` and last replaced at `updatedAt`.
    init(id: Int64, createdAt: Date, updatedAt: Date, list: SavedList) {
        self.id = id
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.list = list
    }
}
