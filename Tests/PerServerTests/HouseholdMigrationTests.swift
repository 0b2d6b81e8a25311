import Foundation
import GRDB
import HTTPTypes
import HummingbirdTesting
import Testing

@testable import PerServer
@testable import PerStorage

/// The `v3-households` migration: a database in the shipped schema (v1 and v2) gets the
/// household tables, and its lists are adopted by the first household created, not by later ones
/// (since `v6-listRecords`, as the records the lists became).
@Suite("Households migration")
struct HouseholdMigrationTests {
    @Test("lists saved before households belong to the first household created")
    func adoption() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "per-v3-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("per.sqlite").path
        do {
            let pool = try DatabasePool(path: path)
            try AppDatabase.migrator.migrate(pool, upTo: "v2-priceBook")
            try await pool.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO productList (id, name, system, currency, createdAt, updatedAt)
                        VALUES (1, 'Weekly shop', 'metric', 'EUR', '2026-11-01 10:00:00.000', '2026-11-01 10:00:00.000'),
                               (2, 'Party', 'us', NULL, '2026-11-02 10:00:00.000', '2026-11-02 10:00:00.000');
                        INSERT INTO productItem (listId, position, name, priceText, quantityText, price, packCount, packSize, unitId)
                        VALUES (1, 0, 'Brand A', '3.99', '500 g', '399/100', '1', '500', 'g');
                        """)
            }
            #expect(try await pool.read { db in try !db.tableExists("household") })
        }
        let database = try AppDatabase.open(.file(path))
        try await database.writer.read { db throws in
            for table in ["household", "device", "invite", "syncRecord"] {
                #expect(try db.tableExists(table))
            }
            #expect(try !db.tableExists("productList"))
            // Two lists and a product, waiting for a household, in order.
            #expect(
                try String.fetchAll(db, sql: "SELECT id FROM unadoptedSyncRecord ORDER BY sequence") == [
                    "7065722d6c6973740000000000000001", "7065722d000000000000000000000001",
                    "7065722d6c6973740000000000000002",
                ])
        }

        try await withTestServer(database: .file(path)) { server async throws in
            let first = try await server.createHousehold(name: "Home")
            let second = try await server.createHousehold(name: "Neighbours")
            let lists = try #require(try await first.client.get("/api/lists").json() as? [[String: Any]])
            #expect(lists.map { $0["name"] as? String } == ["Party", "Weekly shop"])
            #expect(lists.map { $0["itemCount"] as? Int } == [0, 1])
            let weekly = "/api/lists/7065722d6c6973740000000000000001"
            let detail = try await first.client.get(weekly)
            #expect(detail.status == .ok)
            let items = try #require(try detail.object()["items"] as? [[String: Any]])
            #expect(items.map { $0["priceText"] as? String } == ["3.99"])
            #expect(try detail.object()["currency"] as? String == "EUR")
            // The household's devices get them from their first sync.
            let synced = try await first.client.send(.post, "/api/sync", json: #"{"since": 0}"#)
            #expect(try synced.object()["cursor"] as? Int == 3)
            #expect((try synced.object()["changes"] as? [Any])?.count == 3)
            #expect(try await second.client.get("/api/lists").text == "[]")
            #expect(try await second.client.get(weekly).status == .notFound)
            try await database.writer.read { db throws in
                #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM unadoptedSyncRecord") == 0)
            }
        }
    }

    @Test("per household create's household and invite work with the server")
    func householdCreatedOnTheServersMachine() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "per-v3-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("per.sqlite").path
        let database = try AppDatabase.open(.file(path))
        let household = try await database.createHousehold(named: "Home")
        // The test server's clock starts where a new TestClock does.
        let now = TestClock().now()
        let invite = try await database.createInvite(household: household.id, at: now)
        #expect(invite.link(base: "https://per.example/") == "https://per.example/#join=" + invite.code)
        #expect(invite.expiresAt == now.addingTimeInterval(15 * 60))
        try await withTestServer(signup: .closed, database: .file(path)) { server async throws in
            let joined = try await server.client.send(
                .post, "/api/join", json: #"{"code": ""# + invite.code + #"", "deviceName": "Phone"}"#)
            #expect(joined.status == .created)
            let device = try TestDevice(membership: joined, client: server.client)
            #expect(device.householdId == household.id)
            #expect((try joined.object()["household"] as? [String: Any])?["name"] as? String == "Home")
        }
    }
}
