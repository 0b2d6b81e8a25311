import Foundation
import PerStorage
import PerStorageTestSupport
import Testing

@testable import PerServer

/// What the server's requests leave in either backend: in the PostgreSQL run of the suite,
/// PostgreSQL; else SQLite.
@Suite("Stored secrets, in SQLite or PostgreSQL")
struct StoredSecretsTests {
    @Test("No table holds a token or an invite code, only their SHA-256 hashes")
    func tablesHoldOnlyHashes() async throws {
        try await TestDatabase.withFresh(inFile: true) { location in
            let secrets = try await withTestServer(database: location) { server async throws in
                try await HouseholdSecrecyTests.useHouseholds(server)
            }
            let tables = try await TestDatabase.tableTexts(location)
            let text = tables.values.joined().joined(separator: "\n")
            #expect(tables.count >= 7, "\(tables.keys.sorted())")
            for secret in secrets {
                let encodings = try HouseholdSecrecyTests.encodings(of: secret)
                #expect(!text.contains(secret), "a secret is in a table")
                // The bytes base64url stands for, in hexadecimal as blobs are shown.
                let raw = try #require(encodings.last).map { String(format: "%02x", $0) }.joined()
                #expect(!text.contains(raw), "a secret's bytes are in a table")
            }
            // The test reads the right rows: the first token's hash is there.
            #expect(text.contains(Secret.hash(secrets[0]).map { String(format: "%02x", $0) }.joined()))
        }
    }
}
