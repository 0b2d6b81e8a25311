import Foundation
import PerKit
import PerStorageTestSupport
import Testing

@testable import PerStorage

/// The rules both databases share, through ``Repository``: in the PostgreSQL run of the suite
/// on PostgreSQL, else on SQLite.
@Suite("Repository, in SQLite or PostgreSQL")
struct RepositoryTests {
    static let start = Date(timeIntervalSince1970: 1_764_000_000)

    /// A record of `kind` with one field `name` written by `device` at `milliseconds`.
    static func record(
        _ id: String, kind: String = "list", name: String, at milliseconds: Int64 = 1_764_000_000_000,
        by device: String
    ) throws -> SyncRecord {
        try SyncRecord(
            json: JSON(
                parsing:
                    #"{"id":"\#(id)","kind":"\#(kind)","fields":{"name":["\#(name)","\#(milliseconds)-0-\#(device)"]}}"#
            ))
    }

    @Test("An invite adds one device, within its 15 minutes; a used invite says so even once expired")
    func inviteChecks() async throws {
        try await TestDatabase.withRepository { database in
            let household = try await database.createHousehold(named: "Home", at: Self.start)
            let invite = try await database.createInvite(household: household.id, at: Self.start)
            #expect(invite.expiresAt == Self.start.addingTimeInterval(Invite.lifetime))
            let joined = try await database.join(code: invite.code, deviceName: "Phone", at: Self.start)
            #expect(try joined.get().household == household)
            let again = try await database.join(code: invite.code, deviceName: "Tablet", at: Self.start)
            #expect(again == .failure(.alreadyUsed))
            let later = Self.start.addingTimeInterval(Invite.lifetime + 1)
            #expect(
                try await database.join(code: invite.code, deviceName: "Tablet", at: later)
                    == .failure(.alreadyUsed))
            let unused = try await database.createInvite(household: household.id, at: Self.start)
            #expect(
                try await database.join(code: unused.code, deviceName: "Tablet", at: later)
                    == .failure(.expired))
            #expect(
                try await database.join(code: Secret.inviteCode(), deviceName: "Tablet", at: later)
                    == .failure(.unknown))
        }
    }

    @Test("Invites that expired more than a week before are deleted when an invite is created")
    func invitePurge() async throws {
        try await TestDatabase.withRepository { database in
            let household = try await database.createHousehold(named: "Home", at: Self.start)
            let old = try await database.createInvite(household: household.id, at: Self.start)
            let week = old.expiresAt.addingTimeInterval(Invite.keptAfterExpiry)
            _ = try await database.createInvite(household: household.id, at: week)
            #expect(
                try await database.join(code: old.code, deviceName: "Phone", at: week) == .failure(.expired))
            _ = try await database.createInvite(household: household.id, at: week.addingTimeInterval(1))
            #expect(
                try await database.join(code: old.code, deviceName: "Phone", at: week) == .failure(.unknown))
        }
    }

    @Test("A device's last-seen time is written to the minute; a removed device's token stops working")
    func lastSeen() async throws {
        try await TestDatabase.withRepository { database in
            let membership = try await database.createHousehold(
                named: "Home", deviceName: "Phone", at: Self.start)
            let household = membership.household.id
            let device = membership.device.id
            func lastSeen() async throws -> Date? {
                try await database.devices(household: household, current: device).first?.lastSeenAt
            }
            let soon = Self.start.addingTimeInterval(DeviceActivity.lastSeenGranularity - 1)
            #expect(try await database.device(token: membership.token, at: soon)?.id == device)
            #expect(try await lastSeen() == Self.start)
            let minute = Self.start.addingTimeInterval(DeviceActivity.lastSeenGranularity + 0.5)
            #expect(try await database.device(token: membership.token, at: minute)?.householdId == household)
            #expect(try await lastSeen() == Self.start.addingTimeInterval(DeviceActivity.lastSeenGranularity))
            #expect(try await database.removeDevice(id: device, household: household, at: minute))
            #expect(try await database.device(token: membership.token, at: minute) == nil)
            #expect(try await database.isRemovedDevice(token: membership.token))
            #expect(try await !database.isRemovedDevice(token: Secret.token()))
        }
    }

    @Test("A sync numbers what it changes, leaves what it doesn't, and refuses a change or a quota whole")
    func syncRules() async throws {
        try await TestDatabase.withRepository { database in
            let membership = try await database.createHousehold(
                named: "Home", deviceName: "Phone", at: Self.start)
            let household = membership.household.id
            let device = membership.device.id
            let (a, b) = ("00112233445566778899aabbccddeeff", "ffeeddccbbaa99887766554433221100")
            let changes = [
                try Self.record(a, name: "Tea", by: device), try Self.record(b, name: "Rice", by: device),
            ]
            let first = try await database.sync(
                household: household, device: device, since: 0, changes: changes, quota: .standard)
            #expect(first.cursor == 2 && first.records == changes.map(\.text) && !first.more)
            // Sent again: nothing changes, nothing is numbered.
            let again = try await database.sync(
                household: household, device: device, since: 2, changes: changes, quota: .standard)
            #expect(again.cursor == 2 && again.records.isEmpty)
            // A change of another kind than the stored record: refused at its index, nothing stored.
            let renamed = try Self.record(a, name: "Green tea", at: 1_764_000_001_000, by: device)
            let product = try Self.record(b, kind: "product", name: "Rice", at: 1_764_000_001_000, by: device)
            let rejection = await #expect(throws: SyncRejection.self) {
                try await database.sync(
                    household: household, device: device, since: 2, changes: [renamed, product],
                    quota: .standard)
            }
            #expect(rejection?.index == 1)
            // Past the quota: refused whole.
            let third = try Self.record("0123456789abcdef0123456789abcdef", name: "Oats", by: device)
            let exceeded = await #expect(throws: QuotaExceeded.self) {
                try await database.sync(
                    household: household, device: device, since: 2, changes: [renamed, third],
                    quota: StorageQuota(records: 2, bytes: 1_000_000))
            }
            #expect(exceeded?.usage.records == 3)
            let unchanged = try await database.sync(
                household: household, device: device, since: 0, changes: [], quota: .standard)
            #expect(unchanged.cursor == 2 && unchanged.records == changes.map(\.text))
            // A household over a lowered quota may still change what it holds without growing.
            let shorter = try Self.record(a, name: "T", at: 1_764_000_002_000, by: device)
            let shortened = try await database.sync(
                household: household, device: device, since: 2, changes: [shorter],
                quota: StorageQuota(records: 1, bytes: 10))
            #expect(shortened.cursor == 3 && shortened.records == [shorter.text])
        }
    }
}
