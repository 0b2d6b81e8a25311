import Foundation
import PerKit
import Testing

/// `per household join`, `per book` on the household's price book, and what happens when the
/// server is down or removes the device: against a real `per serve`.
@Suite("per household: joining and syncing the price book", .serialized)
struct HouseholdSyncTests {
    @Test("A computer joins with a link, adds a price, and the page and a second computer see it")
    func joinAddAndSee() throws {
        let server = try ServeProcess()
        defer { server.remove() }
        let phone = try server.createHousehold()
        let laptop = try CLIDevice()
        defer { laptop.remove() }

        let joined = try laptop.run(["household", "join", try server.invite(phone), "--name", "Laptop"])
        #expect(joined.status == 0, "\(joined.error)")
        #expect(joined.error == "")
        #expect(joined.output.contains("Joined the household 'Home' as 'Laptop' at \(server.url)."))
        #expect(joined.output.contains("Synced: the household's price book has 0 prices of 0 products."))
        let attributes = try FileManager.default.attributesOfItem(
            atPath: laptop.householdFolder.appendingPathComponent("household.json").path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect(try laptop.membership()["server"] as? String == server.url + "/")

        let added = try laptop.run([
            "book", "add", "Coffee: 3.99 for 500 g", "--store", "Lidl", "--date", "2026-11-02",
        ])
        #expect(added.status == 0, "\(added.error)")
        #expect(added.error == "")
        #expect(added.output.hasPrefix("Recorded Coffee"))

        // The page's device receives it as a price-book record.
        let entries = ServeProcess.entries(try server.records(phone))
        #expect(entries.count == 1)
        let entry = try #require(entries.values.first)
        #expect(entry["product"] as? String == "Coffee")
        #expect(entry["price"] as? String == "399/100")
        #expect(entry["packSize"] as? String == "500")
        #expect(entry["unit"] as? String == "g")
        #expect(entry["store"] as? String == "Lidl")
        #expect(entry["date"] as? String == "2026-11-02")

        // A second computer, invited by the first, sees it in per book.
        let invited = try laptop.run(["household", "invite"])
        #expect(invited.status == 0, "\(invited.error)")
        let link = try #require(invited.output.split(separator: "\n").first { $0.contains("#join=") })
        let desktop = try CLIDevice()
        defer { desktop.remove() }
        let second = try desktop.run(["household", "join", String(link), "--name", "Desktop"])
        #expect(second.status == 0, "\(second.error)")
        #expect(second.output.contains("Synced: the household's price book has 1 price of 1 product."))
        let shown = try desktop.run(["book", "show", "coffee"])
        #expect(shown.status == 0, "\(shown.error)")
        #expect(shown.output.contains("Lidl"))
        #expect(shown.output.contains("2026-11-02"))

        // And a price the desktop removes is gone on the laptop.
        let id = try #require(entries.keys.first)
        let removed = try desktop.run(["book", "remove", id])
        #expect(removed.status == 0, "\(removed.error)")
        let listed = try laptop.run(["book", "list"])
        #expect(listed.status == 0, "\(listed.error)")
        #expect(listed.output.hasPrefix("The price book is empty"))

        let status = try laptop.run(["household", "status"])
        #expect(status.status == 0)
        #expect(status.output.contains("Household: Home (\(phone.household))"))
        #expect(status.output.contains("Device: Laptop ("))
        #expect(status.output.contains("Server: \(server.url)\n"))
        #expect(status.output.contains("Waiting to be sent: 0 changes"))
        #expect(status.output.contains("Last sync: 20"))
    }

    @Test("A price added while the server is down is kept, and sent with the next command")
    func offlineWriteIsKept() throws {
        let server = try ServeProcess()
        defer { server.remove() }
        let phone = try server.createHousehold()
        let laptop = try CLIDevice()
        defer { laptop.remove() }
        #expect(
            try laptop.run(["household", "join", try server.invite(phone), "--name", "Laptop"]).status == 0)

        server.stop()
        let added = try laptop.run(["book", "add", "Rice: 2.49 for 1 kg", "--store", "Aldi"])
        #expect(added.status == 0, "\(added.error)")
        #expect(added.output.hasPrefix("Recorded Rice"))
        #expect(
            added.error.hasPrefix(
                "Note: not synced with the household 'Home' (the server \(server.url) can't be reached"))
        #expect(added.error.contains("the change is kept on this computer"))
        #expect(added.error.contains("(1 change waiting)"))
        let listed = try laptop.run(["book", "list"])
        #expect(listed.status == 0)
        #expect(listed.output.contains("Rice"))
        #expect(listed.error.contains("this is the price book as of the last sync"))
        let sync = try laptop.run(["household", "sync"])
        #expect(sync.status == 75)
        #expect(sync.error.hasPrefix("Error: the server \(server.url) can't be reached"))
        #expect(try laptop.run(["household", "status"]).output.contains("Waiting to be sent: 1 change\n"))

        try server.start()
        let after = try laptop.run(["book", "list"])
        #expect(after.status == 0, "\(after.error)")
        #expect(after.error == "")
        #expect(try laptop.run(["household", "status"]).output.contains("Waiting to be sent: 0 changes"))
        let entries = ServeProcess.entries(try server.records(phone))
        #expect(entries.values.map { $0["product"] as? String } == ["Rice"])
    }

    @Test("A removed device is told so clearly, and keeps its price book")
    func removedDevice() throws {
        let server = try ServeProcess()
        defer { server.remove() }
        let phone = try server.createHousehold()
        let laptop = try CLIDevice()
        defer { laptop.remove() }
        #expect(
            try laptop.run(["household", "join", try server.invite(phone), "--name", "Laptop"]).status == 0)
        #expect(try laptop.run(["book", "add", "Tea: 2.99 for 20", "--date", "2026-11-01"]).status == 0)
        let device = try #require((try laptop.membership()["device"] as? [String: Any])?["id"] as? String)
        #expect(try server.api("DELETE", "api/devices/" + device, token: phone.token).status == 204)

        let listed = try laptop.run(["book", "list"])
        #expect(listed.status == 77)
        #expect(listed.output == "")
        #expect(
            listed.error
                == "Error: this computer was removed from the household 'Home', so it no longer syncs; its price "
                + "book stays here, and per book works on it as before. To sync again, join with a new invite\n"
        )
        let again = try laptop.run(["book", "list"])
        #expect(again.status == 0, "\(again.error)")
        #expect(again.output.contains("Tea"))
        #expect(
            try laptop.run(["household", "status"]).output.hasPrefix("This computer belongs to no household"))
        let sync = try laptop.run(["household", "sync"])
        #expect(sync.status == 64)
        #expect(sync.error.hasPrefix("Error: this computer belongs to no household"))
    }

    @Test("Joining brings every price of the computer's own price book into the household's")
    func joinKeepsTheLocalBook() throws {
        let laptop = try CLIDevice()
        defer { laptop.remove() }
        // The price book as per book writes it without a household.
        let imported = try laptop.run(["book", "import", "-"], input: Self.fixture)
        #expect(imported.status == 0, "\(imported.error)")
        #expect(imported.output == "Imported 5 prices of 3 products\n")
        #expect(
            try laptop.run(["book", "add", "Oat milk: 1.89 for 1 L", "--store", "Coop", "--sale"]).status == 0
        )
        let before = try Self.exported(laptop)
        #expect(before.count == 6)

        let server = try ServeProcess()
        defer { server.remove() }
        let phone = try server.createHousehold()
        let joined = try laptop.run(["household", "join", try server.invite(phone), "--name", "Laptop"])
        #expect(joined.status == 0, "\(joined.error)")
        #expect(
            joined.output.contains("Brought 6 prices of this computer's price book into the household's."))
        #expect(joined.output.contains("Synced: the household's price book has 6 prices of 4 products."))
        #expect(try Self.exported(laptop) == before)

        // Every entry reaches the server whole.
        let entries = ServeProcess.entries(try server.records(phone))
        #expect(Set(entries.keys) == Set(before.keys))
        for (id, entry) in before {
            let record = try #require(entries[id])
            for key in ["product", "store", "date", "sale", "price", "packCount", "packSize", "unit", "list"]
            {
                #expect("\(record[key] ?? NSNull())" == entry[key], "\(key) of \(entry["product"] ?? "")")
            }
        }

        // A second computer sees them all.
        let desktop = try CLIDevice()
        defer { desktop.remove() }
        #expect(
            try desktop.run(["household", "join", try server.invite(phone), "--name", "Desktop"]).status == 0)
        #expect(try Self.exported(desktop) == before)

        // Leaving keeps the household's book here; joining again brings nothing twice.
        let left = try laptop.run(["household", "leave"])
        #expect(left.status == 0, "\(left.error)")
        #expect(left.output.contains("Its price book (6 prices) stays here"))
        #expect(try Self.exported(laptop) == before)
        let rejoined = try laptop.run(["household", "join", try server.invite(phone), "--name", "Laptop"])
        #expect(rejoined.status == 0, "\(rejoined.error)")
        #expect(rejoined.output.contains("Took up the replica this computer kept from the household."))
        #expect(ServeProcess.entries(try server.records(phone)).count == 6)
    }

    @Test("Import writes to the household's book; leaving needs the server unless --local-only")
    func importAndLeave() throws {
        let server = try ServeProcess()
        defer { server.remove() }
        let phone = try server.createHousehold()
        let laptop = try CLIDevice()
        defer { laptop.remove() }
        #expect(
            try laptop.run(["household", "join", try server.invite(phone), "--name", "Laptop"]).status == 0)
        let imported = try laptop.run(["book", "import", "-"], input: Self.fixture)
        #expect(imported.status == 0, "\(imported.error)")
        #expect(imported.error == "")
        #expect(ServeProcess.entries(try server.records(phone)).count == 5)

        server.stop()
        #expect(try laptop.run(["book", "remove", "0123456789abcdef0123456789abcde3"]).status == 0)
        let refused = try laptop.run(["household", "leave"])
        #expect(refused.status == 75)
        #expect(
            refused.error.hasSuffix(
                "nothing changed: try again when the server can be reached, or leave with --local-only\n"))
        #expect(try laptop.run(["household", "status"]).output.contains("Waiting to be sent: 1 change\n"))
        let left = try laptop.run(["household", "leave", "--local-only"])
        #expect(left.status == 0, "\(left.error)")
        #expect(left.output.contains("the server wasn't told: remove 'Laptop' on another device"))
        #expect(left.output.contains("Its price book (4 prices) stays here"))
        #expect(left.output.contains("1 change not sent waits in the replica kept here"))
        #expect(try Self.exported(laptop).count == 4)
    }

    /// A price-book file of five prices: exact fractions, a multipack, US units, a sale, a list.
    static let fixture = """
        {"format": "per-price-book", "version": 1, "entries": [
          {"id": "0123456789abcdef0123456789abcdef", "product": "Coffee", "store": "Lidl", "date": "2026-10-01",
           "sale": false, "price": "399/100", "packCount": "1", "packSize": "500", "unit": "g", "list": null},
          {"id": "0123456789abcdef0123456789abcde0", "product": "coffee", "store": "Aldi", "date": "2026-10-03",
           "sale": true, "price": "10/3", "packCount": "1", "packSize": "1/2", "unit": "kg",
           "list": "fedcba9876543210fedcba9876543210"},
          {"id": "0123456789abcdef0123456789abcde1", "product": "Soda", "store": null, "date": "2026-09-30",
           "sale": false, "price": "499/100", "packCount": "6", "packSize": "12", "unit": "us-fl-oz", "list": null},
          {"id": "0123456789abcdef0123456789abcde2", "product": "Soda", "store": "Target", "date": "2026-10-02",
           "sale": false, "price": "549/100", "packCount": "12", "packSize": "355", "unit": "mL", "list": null},
          {"id": "0123456789abcdef0123456789abcde3", "product": "Eggs", "store": "Coop", "date": "2026-10-04",
           "sale": false, "price": "1/3", "packCount": "1", "packSize": "1", "unit": "dozen", "list": null}
        ]}
        """

    /// The computer's price book as `per book export --format json` writes it: `[id: entry]`.
    static func exported(_ device: CLIDevice) throws -> [String: [String: String]] {
        let exported = try device.run(["book", "export", "--format", "json"])
        try #require(exported.status == 0, "\(exported.error)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(exported.output.utf8)) as? [String: Any])
        var entries: [String: [String: String]] = [:]
        for entry in object["entries"] as? [[String: Any]] ?? [] {
            let id = try #require(entry["id"] as? String)
            entries[id] = entry.mapValues { "\($0)" }
        }
        return entries
    }
}

/// The household's lists are materialised and captured with the book, unchanged: a price
/// recorded on the command line writes its own record and nothing else.
@Suite("per book on a household's replica")
struct HouseholdReplicaTests {
    @Test("Recording a price writes one entry record, never the household's lists")
    func priceOnly() throws {
        var page = try #require(SyncReplica(device: "aaaa1111"))
        var products = ProductList()
        _ = try products.add(ProductItem(parsing: "Rice: 2.49 for 1 kg", system: .metric))
        _ = try products.add(ProductItem(parsing: "Beans: 1.29 for 400 g", system: .metric))
        let list = ShoppingList(
            id: ListID(high: 1, low: 2), name: "Saturday", products: products,
            created: try #require(Timestamp("2026-11-01T10:00:00Z")))
        page.capture(lists: [list], book: PriceBook(), now: 1_794_000_000_000)
        let records = page.pendingRecords

        var cli = try #require(SyncReplica(device: "bbbb2222"))
        cli.merge(records)
        let (lists, book) = cli.materialized()
        #expect(lists.count == 1)
        var changed = book
        let item = try ProductItem(parsing: "Coffee: 3.99 for 500 g", system: .metric)
        try changed.record(
            PriceEntry(
                id: ListID(high: 9, low: 9), item: item, date: try #require(CalendarDate("2026-11-02"))))
        #expect(cli.capture(lists: lists, book: changed, now: 1_794_000_001_000) == 1)
        #expect(cli.pendingRecords.map(\.kind) == [.entry])
    }
}
