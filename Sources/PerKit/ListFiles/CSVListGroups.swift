/// The lists a CSV list file's rows form, in the order they first appear: rows with the same
/// `list id` form one list, and rows without one form lists by name.
///
/// Each list's products are kept in the file's order and sorted once at the end: adding them
/// to a ``ProductList`` one by one would sort a list of *n* rows in O(*n*²).
struct CSVListGroups {
    /// The rows of one list.
    struct Group {
        /// The list's name.
        let name: String
        /// The `list id` its rows give, or empty when they give none.
        let id: String
        /// The line of its first row.
        let line: Int
        /// Its products, in the file's order.
        var items: [ProductItem] = []
    }

    /// A row whose `list id` is another list's: its rows name that list otherwise.
    struct Conflict: Error {
        /// The name the row gives its list.
        let name: String
        /// The list the id belongs to.
        let group: Group

        /// A sentence for the person who wrote the file, in words any ``Catalog`` can give.
        var error: ParseError {
            ParseError(
                .csvListIDConflict, ("name", name), ("id", group.id), ("other", group.name),
                ("line", String(group.line)), at: 0)
        }
    }

    /// The lists so far, in the order they first appear.
    var groups: [Group] = []

    /// The position of the list of a row naming the list `name` with the list id `id` (empty
    /// for none), on `line`: the list of the same id, or without an id the list of the same
    /// name without one, or a new list.
    /// - Throws: ``Conflict`` when a list of that id has another name.
    /// - Complexity: O(*g*) in the number of lists.
    mutating func index(name: String, id: String, line: Int) throws(Conflict) -> Int {
        let existing = groups.firstIndex { group in
            group.id.hasSameUTF8(as: id) && (!id.isEmpty || group.name.hasSameUTF8(as: name))
        }
        guard let existing else {
            groups.append(Group(name: name, id: id, line: line))
            return groups.count - 1
        }
        guard groups[existing].name.hasSameUTF8(as: name) else {
            throw Conflict(name: name, group: groups[existing])
        }
        return existing
    }
}
