import Foundation

/// One entry of `GET /api/lists`.
public struct ListSummary: Codable, Sendable, Equatable {
    /// The list's id, as in `/api/lists/{id}`.
    public var id: Int64
    /// The list's name.
    public var name: String
    /// How many products the list holds.
    public var itemCount: Int
    /// When the list was created or last replaced.
    public var updatedAt: Date
}
