import Foundation
import PerStorage

/// Two households' saved lists as `per serve` stored them before lists became sync records:
/// `Tests/PerStorageTests/Fixtures/lists-v5.sqlite`, written by that version (schema `v5-limits`),
/// and `lists-schema-2.sql`, the same rows in PostgreSQL's schema version 2.
///
/// Household Home (its device Phone) has three lists saved through `/api/lists` (one replaced
/// once, one empty) and a list Phone synced; household Flat (its device Laptop) has one list.
public enum ListsFixture {
    /// A device of the fixture, with the token it was given.
    public struct Device: Sendable {
        /// The device's id, the device of its stamps.
        public let id: String
        /// Its household's id.
        public let household: String
        /// Its token.
        public let token: String
    }

    /// A product as it was saved, in order of entry.
    public struct Product: Sendable, Equatable {
        /// The record id the migration gives it.
        public let id: String
        /// Its name, if it has one.
        public let name: String?
        /// The price as typed.
        public let priceText: String
        /// The quantity as typed.
        public let quantityText: String
        /// The exact price, `p/q`.
        public let price: String
        /// The exact number of packs.
        public let packCount: String
        /// The exact size of a pack.
        public let packSize: String
        /// The unit's id.
        public let unit: String
    }

    /// A list as it was saved.
    public struct List: Sendable, Equatable {
        /// The record id: the migration's for a saved list.
        public let id: String
        /// The list's name.
        public let name: String
        /// `metric`, `us` or `uk`; `nil` for a list a device made.
        public let system: String?
        /// The ISO 4217 code, if the list has one.
        public let currency: String?
        /// When the list was made, ISO 8601.
        public let created: String
        /// When it last changed, ISO 8601.
        public let updated: String
        /// The products in order of entry.
        public let products: [Product]
    }

    /// Home's device.
    public static let phone = Device(
        id: "1f1c52efa7feab05451cd82a46327183", household: "75570ebd37d523f3fc8598048490e7c5",
        token: "3hqaP_8x2_jy2hthJ_04Qe596GgaVppJ8dUyGXDiJPc")
    /// Flat's device.
    public static let laptop = Device(
        id: "c297ad704775ef9ede20fedef3144550", household: "884adfcb4add05f2b07b8fed730c91ff",
        token: "8-oUowJGAOwf7Ul-bE5ot6GzV6ifCdttLbPzW3mv2Eg")

    /// The list Phone synced before the migration: a record already, sequence number 1.
    public static let syncedTea = List(
        id: "00112233445566778899aabbccddeeff", name: "Synced tea", system: nil, currency: nil,
        created: "2026-11-27T05:09:10.123Z", updated: "2026-11-27T05:09:10.123Z", products: [])

    /// Home's saved lists, by row id: the records they become follow on from `syncedTea`'s, a
    /// list, then its products in order of entry.
    public static let homeLists = [
        List(
            id: "7065722d6c6973740000000000000001", name: "Coffee beans", system: "metric", currency: "EUR",
            created: "2026-11-27T05:08:57Z", updated: "2026-11-27T05:09:00Z",
            products: [
                Product(
                    id: "7065722d000000000000000000000001", name: "Brand A", priceText: "3.99",
                    quantityText: "500 g", price: "399/100", packCount: "1", packSize: "500", unit: "g"),
                Product(
                    id: "7065722d000000010000000000000001", name: #"Café "Crème" ünïcode"#, priceText: "7.49",
                    quantityText: "1 kg", price: "749/100", packCount: "1", packSize: "1", unit: "kg"),
                Product(
                    id: "7065722d000000020000000000000001", name: nil, priceText: "3 for $10",
                    quantityText: "250 g", price: "10", packCount: "3", packSize: "250", unit: "g"),
                Product(
                    id: "7065722d000000030000000000000001", name: "Brand B", priceText: "12",
                    quantityText: "2 x 500 g", price: "12", packCount: "2", packSize: "500", unit: "g"),
            ]),
        List(
            id: "7065722d6c6973740000000000000002", name: "Soda", system: "us", currency: "USD",
            created: "2026-11-27T05:08:57Z", updated: "2026-11-27T05:08:57Z",
            products: [
                Product(
                    id: "7065722d000000000000000000000002", name: "Six pack", priceText: "4.49",
                    quantityText: "6 x 12 fl oz", price: "449/100", packCount: "6", packSize: "12",
                    unit: "us-fl-oz"),
                Product(
                    id: "7065722d000000010000000000000002", name: "Two liter", priceText: "2.19",
                    quantityText: "2 L", price: "219/100", packCount: "1", packSize: "2", unit: "L"),
            ]),
        List(
            id: "7065722d6c6973740000000000000003", name: "Empty one", system: "metric", currency: nil,
            created: "2026-11-27T05:08:58Z", updated: "2026-11-27T05:08:58Z", products: []),
    ]

    /// Flat's saved list.
    public static let flatLists = [
        List(
            id: "7065722d6c6973740000000000000004", name: "Rice", system: "uk", currency: "GBP",
            created: "2026-11-27T05:08:59Z", updated: "2026-11-27T05:08:59Z",
            products: [
                Product(
                    id: "7065722d000000000000000000000004", name: "Basmati", priceText: "2.50",
                    quantityText: "1 kg", price: "5/2", packCount: "1", packSize: "1", unit: "kg"),
                Product(
                    id: "7065722d000000010000000000000004", name: "Jasmine", priceText: "1.1",
                    quantityText: "500 g", price: "11/10", packCount: "1", packSize: "500", unit: "g"),
            ])
    ]

    /// The folder of the fixture files.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("PerStorageTests/Fixtures")

    /// Runs `body` with a new database of the backend under test that holds the fixture, as
    /// the previous version left it: not migrated yet. For SQLite, a copy of the file.
    public static func withDatabase<Value: Sendable>(
        _ body: (DatabaseLocation) async throws -> Value
    ) async throws -> Value {
        try await TestDatabase.withFresh(inFile: true) { location in
            switch location {
            case .file(let path):
                let file = URL(fileURLWithPath: path)
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(
                    at: folder.appendingPathComponent("lists-v5.sqlite"), to: file)
            case .postgres(let postgres):
                let sql = try String(
                    contentsOf: folder.appendingPathComponent("lists-schema-2.sql"), encoding: .utf8)
                for paragraph in sql.components(separatedBy: ";\n\n") {
                    let statement = paragraph.split(separator: "\n", omittingEmptySubsequences: false)
                        .filter { !$0.hasPrefix("--") }.joined(separator: "\n")
                        .trimmingCharacters(in: .whitespacesAndNewlines)
                    guard !statement.isEmpty else { continue }
                    try await TestDatabase.execute(
                        statement.hasSuffix(";") ? String(statement.dropLast()) : statement,
                        schema: postgres.schema)
                }
            case .inMemory:
                throw StorageError("the lists fixture needs a file or a PostgreSQL schema")
            }
            return try await body(location)
        }
    }
}
