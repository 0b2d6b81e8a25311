import Foundation
import PerKit
import PerServer
import PerStorage
import Testing

/// `per` never prints a control character that came from data raw: it shows it as `\u{1B}`.
@Suite("per: control characters shown visibly")
struct VisibleControlCharacterTests {
    static let escape = "\u{1B}"

    /// Whether `text` holds a control character other than a line feed.
    static func hasRawControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
    }

    /// A price book written before names were checked: a product and a store with an escape
    /// sequence and a line feed in them, stored as they are.
    static func bookWithControlCharacters() throws -> (BookDatabaseFile, PriceEntry) {
        let database = try BookDatabaseFile()
        let store = try PriceBookStore.open(.file(database.path))
        let item = try ProductItem(
            name: "Red\(escape)[31m tea", price: try #require(Rational(fractionText: "399/100")), packCount: .one,
            packSize: try #require(Rational(fractionText: "500")), unit: .gram)
        let entry = try PriceEntry(
            id: ListID(high: 0, low: 0xE5C), item: item, store: "Kiosk\(escape)[0m\nError: forged",
            date: try #require(CalendarDate("2026-11-03")))
        try store.insert([entry])
        return (database, entry)
    }

    @Test func namesFromTheDatabaseAreShownWithVisibleEscapes() throws {
        let (database, entry) = try Self.bookWithControlCharacters()
        let commands: [[String]] = [
            ["book", "list"], ["book", "show", "red\(Self.escape)[31m tea"], ["book", "list", "--json"],
            ["book", "show", "Red\(Self.escape)[31m tea", "--json"], ["book", "export", "--format", "json"],
            ["book", "show", "Green\(Self.escape)[32m tea"], ["book", "check", "Red\(Self.escape)[31m tea: 1 for 1 kg"],
        ]
        for arguments in commands {
            let outcome = try database.run(arguments)
            #expect(!Self.hasRawControl(outcome.output), "\(arguments): \(outcome.output.debugDescription)")
            #expect(!Self.hasRawControl(outcome.error), "\(arguments): \(outcome.error.debugDescription)")
            for line in (outcome.output + outcome.error).split(separator: "\n") {
                #expect(!line.hasPrefix("Error: forged"), "\(arguments): a line of its own")
            }
        }
        let list = try database.succeed(["book", "list"])
        #expect(list.contains("Red\\u{1B}[31m tea"))
        #expect(list.contains("Kiosk\\u{1B}[0m\\u{0A}Error: forged"))
        let show = try database.succeed(["book", "show", "red\(Self.escape)[31m tea"])
        #expect(show.hasPrefix("Red\\u{1B}[31m tea: 1 price, sold by weight"))
        let json = try database.succeed(["book", "list", "--json"])
        #expect(json.contains(#""product" : "Red\u001b[31m tea""#) || json.contains(#""product": "Red\u001b[31m tea""#))

        let removed = try database.succeed(["book", "remove", entry.id.text])
        #expect(
            removed
                == "Removed Red\\u{1B}[31m tea: 3.99 for 500 g at Kiosk\\u{1B}[0m\\u{0A}Error: forged on 2026-11-03, ID \(entry.id.text)\n"
        )
    }
}
