import ArgumentParser
import Foundation
import GRDB
import PerKit
import PerStorage

/// The `--database` option of every `per book` command.
struct DatabaseOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The SQLite file of the price book (the one per serve uses), or :memory:.",
            discussion: "Default: $XDG_DATA_HOME/per/per.sqlite, i.e. ~/.local/share/per/per.sqlite.",
            valueName: "path"))
    var database: String?

    /// Where the price book is kept.
    /// - Throws: ``DatabaseURLError`` for a PostgreSQL URL that can't be read.
    var location: DatabaseLocation {
        get throws(DatabaseURLError) {
            try database.map(DatabaseLocation.init(argument:)) ?? .defaultFile()
        }
    }
}

/// Why a `per book` command failed: bad input (exit 65), a database that can't be used
/// (exit 74), or the household's price book that can't be (its own status). Each is reported
/// as one line on standard error per problem, and nothing is printed on standard output.
enum BookFailure: Error {
    /// Input that can't be used: a product, option, id or file.
    case data(DataError)
    /// A database file that can't be opened, read or written, e.g. one that is not SQLite.
    case database(String)
    /// The household's price book: its files, or a device the household removed.
    case household(HouseholdFailure)

    init(_ error: DataError) {
        self = .data(error)
    }
}

extension ExitCode {
    /// `EX_IOERR` from sysexits(3): an error while doing I/O on a file, here the database.
    static let ioError = ExitCode(74)
}

/// Runs a `per book` command body, reporting a ``BookFailure`` on standard error and exiting
/// 65 or 74.
func reportingBookFailures(_ body: () throws(BookFailure) -> Void) throws {
    do {
        try body()
    } catch {
        switch error {
        case .data(let error):
            Terminal.writeError(error.text)
            throw ExitCode.dataError
        case .database(let message):
            Terminal.writeError("Error: " + Terminal.visible(message) + "\n")
            throw ExitCode.ioError
        case .household(let failure):
            Terminal.writeError("Error: " + Terminal.visible(failure.message) + "\n")
            throw failure.exitCode
        }
    }
}

/// The price book's database, opened for one command; every call reports failures as
/// ``BookFailure`` values.
struct BookDatabase {
    let store: PriceBookStore
    /// The database as messages name it: `'/path/per.sqlite'` or `:memory:`.
    let name: String

    /// Opens (and migrates) the database of `option`.
    ///
    /// Only a command that records prices (`add`, `import`) creates a missing file and its
    /// folder. A command that only reads or removes creates nothing: a missing default file is
    /// an empty price book, and a missing `--database` file, most likely mistyped, is an error.
    /// - Parameter creating: Whether a missing file is created.
    /// - Throws: ``BookFailure/database(_:)`` naming the file and why it can't be used.
    static func open(_ option: DatabaseOption, creating: Bool) throws(BookFailure) -> BookDatabase {
        var location: DatabaseLocation
        do {
            location = try option.location
        } catch {
            throw .database(error.description)
        }
        let name = location == .inMemory ? ":memory:" : quoted(location.description)
        if !creating, case .file(let path) = location, !FileManager.default.fileExists(atPath: path) {
            guard option.database == nil else {
                throw .database(
                    "the price book database \(name) doesn't exist: check --database (only per book add and "
                        + "per book import create one)")
            }
            location = .inMemory
        }
        do {
            return BookDatabase(store: try PriceBookStore.open(location), name: name)
        } catch {
            throw .database("the price book database \(name) can't be opened: " + Self.reason(error))
        }
    }

    /// Runs `body` with the store: PerKit's ``PriceBookError`` becomes a data error about
    /// `subject`, anything else a database error.
    func run<T>(subject: String? = nil, _ body: (PriceBookStore) throws -> T) throws(BookFailure) -> T {
        do {
            return try body(store)
        } catch let error as PriceBookError {
            throw .data(DataError(subject, error.message))
        } catch {
            throw .database("the price book database \(name) can't be used: " + Self.reason(error))
        }
    }

    /// One line saying what went wrong, without GRDB's SQL.
    static func reason(_ error: any Error) -> String {
        let text: String
        if let error = error as? DatabaseError {
            text = error.message ?? "SQLite error \(error.resultCode.rawValue)"
        } else if let error = error as? CocoaError {
            text = error.localizedDescription
        } else {
            text = String(describing: error)
        }
        return text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).joined(separator: " ")
    }
}

extension CalendarDate {
    /// Today's date where the computer is (its local time zone).
    static var today: CalendarDate {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        // localtime_r fills in a real day; the epoch is only a fallback.
        return CalendarDate(
            year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
            ?? CalendarDate(Timestamp.epoch)
    }

    /// Reads a `--date` value; `nil` means today.
    /// - Throws: ``DataError`` with PerKit's message for text that is not a real day.
    static func option(_ text: String?) throws(DataError) -> CalendarDate {
        guard let text = text.map(NegativeValues.unmarked) else { return today }
        guard let date = CalendarDate(text.trimmingCharacters(in: .whitespaces)) else {
            throw DataError("--date \(quoted(text))", PriceBookError.invalidDate(text).message)
        }
        return date
    }
}

extension ListID {
    /// A new id: 128 random bits from the system's generator.
    static func random() -> ListID {
        var generator = SystemRandomNumberGenerator()
        return ListID(high: generator.next(), low: generator.next())
    }
}
