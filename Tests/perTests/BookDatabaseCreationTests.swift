import Foundation
import PerKit
import Testing

/// Which `per book` commands create the database: only those that record prices.
@Suite("per book: which commands create the database")
struct BookDatabaseCreationTests {
    @Test(
        "read-only commands create no database and no folder for a --database that doesn't exist",
        arguments: [
            ["book", "list"], ["book", "show", "coffee"], ["book", "check", "Coffee: 3.99 for 500 g"],
            ["book", "export"], ["book", "remove", "0000000000000000000000000000000a"],
        ])
    func readOnlyCommandsCreateNothing(_ arguments: [String]) throws {
        let folder = try BookDatabaseFile()
        let missing = folder.folder.appendingPathComponent("typo/per.sqlite").path
        let outcome = try PerBinary.run(arguments + ["--database", missing])
        #expect(outcome.status == 74)
        #expect(outcome.output.isEmpty)
        #expect(
            outcome.error
                == "Error: the price book database '\(missing)' doesn't exist: check --database (only per book add "
                + "and per book import create one)\n")
        #expect(!FileManager.default.fileExists(atPath: folder.folder.appendingPathComponent("typo").path))
    }

    @Test func withoutADatabaseYetTheDefaultBookIsEmptyAndNotCreated() throws {
        let home = try BookDatabaseFile()
        let environment = ["XDG_DATA_HOME": home.folder.path]
        let list = try PerBinary.run(["book", "list"], environment: environment)
        #expect(list.status == 0)
        #expect(list.output == "The price book is empty: record a price with per book add \"Coffee: 3.99 for 500 g\"\n")
        let show = try PerBinary.run(["book", "show", "coffee"], environment: environment)
        #expect(show.status == 65)
        #expect(show.error == "Error: there is no coffee in your price book\n")
        let folder = home.folder.appendingPathComponent("per")
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        let add = try PerBinary.run(["book", "add", "Coffee: 3.99 for 500 g"], environment: environment)
        #expect(add.status == 0, "\(add.error)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("per.sqlite").path))
    }
}
