/// What reads the saved states of earlier versions, which ``PerApp/State/encodingVersion``
/// no longer writes. Frozen: each reads what its version wrote, whatever the state becomes.
///
/// - Version 1 saved one list (`listName`, `items`, `lastUnit`, the reference in `settings`),
///   read by ``restoreVersion1List(_:)``; version 2 saved a library of lists.
/// - Version 3 saved the price book as `entries`, read by ``restoreVersion3Entries(_:)``;
///   version 4 saves `products` and `stores`.
/// - Version 4 saved the shared list of a session as a share-link payload, which a
///   ``PerApp/State/SharePayloadReader`` reads; version 5 saves it as an object.
/// - Lists saved before products had ids (any item without an `id`) take new ones (see
///   ``decodeItemIDs(_:)``).
extension PerApp.State {
    /// Restores the one list of a version-1 state into the library's only list, whose id and
    /// creation time the new library gave.
    /// - Throws: ``ParseError`` naming the member that cannot be read.
    mutating func restoreVersion1List(_ json: JSON) throws(ParseError) {
        lists[0].name = json.string("listName") ?? Self.defaultListName
        lists[0] = ShoppingList(
            id: lists[0].id, name: lists[0].name,
            products: try Self.decodeItems(json["items"], member: "items"),
            created: lists[0].created)
        lists[0].reference = try Self.decodeReference(
            json["settings"]?["reference"], member: "settings.reference")
        lists[0].lastUnit = try Self.decodeOptionalUnit(json["lastUnit"], member: "lastUnit")
    }

    /// Records the `entries` of a price book saved before version 4 (none from version 4 on)
    /// in the book, after those it has.
    /// - Throws: ``ParseError`` naming the entry that cannot be read or recorded.
    mutating func restoreVersion3Entries(_ json: JSON) throws(ParseError) {
        let entries = json.array("entries") ?? []
        for index in entries.indices {
            let entry = try PriceEntry(json: entries[index])
            do throws(PriceBookError) {
                try book.record(entry)
            } catch {
                throw ParseError(
                    .savedBookInvalidBecause, ("member", "entries[\(index)]"), reason: .book(error), at: 0)
            }
        }
    }

    /// The products of a version-1 list, `items`, which had no ids.
    static func decodeItems(_ json: JSON?, member: String) throws(ParseError) -> ProductList {
        try productList(decodeItemArray(json, member: member))
    }
}
