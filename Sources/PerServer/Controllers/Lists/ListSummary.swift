import Foundation

/// One entry of `GET /api/lists`.
struct ListSummary: Encodable, Sendable, Equatable {
    /// The list's record id, 32 lowercase hexadecimal digits, as in `/api/lists/{id}`.
    var id: String
    /// The list's name.
    var name: String
    /// How many products the list shows.
    var itemCount: Int
    /// When the list was created or last changed, on any device.
    var updatedAt: Date
}
