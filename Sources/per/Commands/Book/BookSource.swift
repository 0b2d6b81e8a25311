import PerKit

/// Where a `per book` command finds the price book: the household's, when this computer has
/// joined one (`per household join`) and no `--database` is given, else the SQLite database.
enum BookSource {
    case database(BookDatabase)
    case household(HouseholdBook)

    /// The price book of the household, synced, or the database of `option`.
    /// - Parameters:
    ///   - creating: Whether a missing database file is created (see
    ///     ``BookDatabase/open(_:creating:)``).
    ///   - writing: Whether the command changes the book: offline, it says that the change
    ///     waits rather than that the book is as last synced.
    /// - Throws: ``BookFailure``.
    static func open(_ option: DatabaseOption, creating: Bool, writing: Bool = false) throws(BookFailure)
        -> BookSource
    {
        if option.database == nil,
            let household = try HouseholdBook.open(.resolve(), database: option, writing: writing)
        {
            return .household(household)
        }
        return .database(try BookDatabase.open(option, creating: creating))
    }

    /// The whole book.
    mutating func book() throws(BookFailure) -> PriceBook {
        switch self {
        case .database(let database): return try database.run { store in try store.book() }
        case .household(var household):
            defer { self = .household(household) }
            return household.book()
        }
    }

    /// The product named `name` (matched as the book matches names), or `nil`.
    mutating func product(named name: String, subject: String? = nil) throws(BookFailure) -> BookProduct? {
        switch self {
        case .database(let database):
            return try database.run(subject: subject) { store in
                try PriceBook(entries: store.entries(named: name)).product(named: name)
            }
        case .household: return try book().product(named: name)
        }
    }

    /// Every entry, product by product, each product's earliest first.
    mutating func allEntries() throws(BookFailure) -> [PriceEntry] {
        switch self {
        case .database(let database): return try database.run { store in try store.allEntries() }
        case .household: return try book().entries
        }
    }

    /// Records `entry` by the book's rules.
    /// - Returns: The product before `entry`, or `nil` when it is new.
    /// - Throws: a data error about `subject` for an entry the book refuses.
    mutating func record(_ entry: PriceEntry, subject: String) throws(BookFailure) -> BookProduct? {
        switch self {
        case .database(let database):
            return try database.run(subject: subject) { store in try store.record(entry) }
        case .household(var household):
            defer { self = .household(household) }
            return try household.change { book throws(BookFailure) in
                let before = book.product(named: entry.product)
                do throws(PriceBookError) {
                    try book.record(entry)
                } catch {
                    throw .data(DataError(subject, error.message))
                }
                return before
            }
        }
    }

    /// Adds `entries`, checked already (``PriceBookFile``), all or nothing.
    mutating func insert(_ entries: [PriceEntry]) throws(BookFailure) {
        switch self {
        case .database(let database): try database.run { store in try store.insert(entries) }
        case .household(var household):
            defer { self = .household(household) }
            try household.change { book throws(BookFailure) in
                do throws(PriceBookError) {
                    for entry in entries { try book.record(entry) }
                } catch {
                    throw .data(DataError(nil, error.message))
                }
            }
        }
    }

    /// Removes the entry `id`.
    /// - Returns: The entry removed, or `nil` when there is none.
    mutating func remove(id: PriceEntry.ID) throws(BookFailure) -> PriceEntry? {
        switch self {
        case .database(let database): return try database.run { store in try store.delete(id: id) }
        case .household(var household):
            defer { self = .household(household) }
            guard household.book().entry(withID: id) != nil else { return nil }
            return try household.change { book throws(BookFailure) in
                try? book.remove(id: id)
            }
        }
    }
}
