import Foundation
import PerKit

/// One of the household's synced lists as the API shows it: its record id and times, the
/// reference its devices pinned, and the list with its products in order of entry.
struct SyncedList: Sendable, Equatable {
    /// The list's record id.
    var id: ListID
    /// When the list was made, in whole seconds.
    var createdAt: Date
    /// When the list last changed, in whole seconds.
    var updatedAt: Date
    /// The reference quantity pinned on a device, or `nil` for the automatic one.
    var reference: ReferenceQuantity?
    /// The list with its products, in order of entry.
    var list: SavedList
}
