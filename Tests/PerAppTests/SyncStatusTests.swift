import PerWire
import Testing

@testable import PerKit

/// How the household sync stands and what it says: PerKit's state machine, which the page
/// reports events to (per-sync.wasm's `per_sync_status`).
@Suite("Sync status")
struct SyncStatusTests {
    static let minute: Int64 = 60_000
    static let start: Int64 = 1_795_000_000_000

    @Test("a sync that works: syncing, then synced just now, minutes, hours, then the day")
    func syncWorks() {
        var status = SyncStatus()
        #expect(status.text(now: Self.start) == "Not synced yet")
        #expect(status.handle(.started) == .init())
        #expect(status.phase == .syncing)
        #expect(!status.canSyncNow)
        #expect(status.text(now: Self.start) == "Syncing…")
        _ = status.handle(.prepared(waiting: 2))
        #expect(status.waiting == 2)
        #expect(status.handle(.synced(at: Self.start)) == .init())
        #expect(status.phase == .synced)
        #expect(status.waiting == 0)
        #expect(status.canSyncNow)
        #expect(status.text(now: Self.start + 59_999) == "Synced just now")
        #expect(status.text(now: Self.start + 3 * Self.minute) == "Synced 3 min ago")
        #expect(status.text(now: Self.start + 59 * Self.minute) == "Synced 59 min ago")
        #expect(status.text(now: Self.start + 60 * Self.minute) == "Synced 1 h ago")
        #expect(status.text(now: Self.start + 23 * 60 * Self.minute) == "Synced 23 h ago")
        #expect(status.text(now: Self.start + 24 * 60 * Self.minute) == "Synced on 18 Nov")
        // The day as the device's clock had it: a sync at 11:06 UTC was on the 19th in UTC+13.
        #expect(
            status.text(now: Self.start + 24 * 60 * Self.minute, utcOffset: 13 * 60) == "Synced on 19 Nov")
        #expect(status.text(now: Self.start + 60 * 24 * 60 * Self.minute) == "Synced on 18 Nov 2026")
    }

    @Test(
        "offline and failed, with the changes waiting",
        arguments: [
            (SyncStatus.Event.networkError, 0, "Offline — nothing waiting"),
            (.networkError, 1, "Offline — 1 change waiting"),
            (.networkError, 3, "Offline — 3 changes waiting"),
            (.httpError(status: 500, message: nil, retryAfterSeconds: nil), 0, "Not synced"),
            (.httpError(status: 503, message: "Busy", retryAfterSeconds: nil), 1, "Not synced — 1 change waiting"),
            (.mergeFailed(reason: "bad record"), 2, "Not synced — 2 changes waiting"),
        ])
    func offlineAndFailed(_ event: SyncStatus.Event, _ waiting: Int, _ text: String) {
        var status = SyncStatus()
        _ = status.handle(.started)
        _ = status.handle(.prepared(waiting: waiting))
        _ = status.handle(event)
        #expect(status.text(now: Self.start) == text)
        #expect(status.canSyncNow)
    }

    @Test("a failure is said once, until a sync works")
    func failureSaidOnce() {
        var status = SyncStatus()
        let failure = SyncStatus.Event.httpError(status: 500, message: "The database is unavailable", retryAfterSeconds: nil)
        #expect(status.handle(failure).alert == "The database is unavailable")
        #expect(status.handle(.started) == .init())
        #expect(status.handle(failure).alert == nil)
        #expect(status.handle(.httpError(status: 502, message: nil, retryAfterSeconds: nil)).alert
            == "The server answered HTTP 502.")
        _ = status.handle(.started)
        _ = status.handle(.synced(at: Self.start))
        #expect(status.handle(failure).alert == "The database is unavailable")
        #expect(status.handle(.prepareFailed(reason: "quota")).alert
            == "Your lists couldn't be prepared for syncing: quota")
        #expect(status.handle(.mergeFailed(reason: "bad")).alert == "The household's changes couldn't be merged: bad")
    }

    @Test("too many requests: retry after the seconds the server said")
    func retryAfter() {
        var status = SyncStatus()
        let effects = status.handle(.httpError(status: 429, message: "Too many requests", retryAfterSeconds: 30))
        #expect(effects == .init(alert: "Too many requests", retryIn: 30_000, leave: false))
        #expect(status.handle(.httpError(status: 503, message: "Busy", retryAfterSeconds: 30)).retryIn == nil)
    }

    @Test("a removed device leaves, told once why, and starts afresh")
    func removed() {
        var status = SyncStatus(phase: .syncing, waiting: 2, syncedAt: Self.start)
        let effects = status.handle(.httpError(status: 401, message: "Unauthorized", retryAfterSeconds: nil))
        #expect(effects == .init(alert: SyncStatus.removedMessage(), retryIn: nil, leave: true))
        #expect(
            SyncStatus.removedMessage()
                == "This device was removed from the household, so it no longer syncs. Your lists and price book "
                + "stay on this device; to sync again, join with a new invite.")
        #expect(status == SyncStatus())
    }

    @Test("going offline shows unless a sync is under way; joining and leaving start afresh")
    func offlineJoinLeave() {
        var status = SyncStatus(phase: .synced, waiting: 0, syncedAt: Self.start)
        _ = status.handle(.wentOffline)
        #expect(status.phase == .offline)
        _ = status.handle(.started)
        _ = status.handle(.wentOffline)
        #expect(status.phase == .syncing)
        _ = status.handle(.joined)
        #expect(status == SyncStatus())
        status = SyncStatus(phase: .failed, waiting: 3, syncedAt: Self.start, shownFailure: "x")
        _ = status.handle(.left)
        #expect(status == SyncStatus())
    }

    @Test("through the wire: the status goes in and out with the words")
    func wire() throws {
        let answer = try JSON(
            parsing: WireSync.status(
                #"{"status":{"phase":"syncing","waiting":1,"syncedAt":null,"shownFailure":null},"#
                    + #""event":{"type":"httpError","status":429,"message":"Slow down","retryAfter":5},"now":1000}"#))
        #expect(answer.string("text") == "Not synced — 1 change waiting")
        #expect(answer.string("alert") == "Slow down")
        #expect(answer["retryIn"] == .number("5000"))
        #expect(answer.bool("leave") == false)
        #expect(answer.bool("canSyncNow") == true)
        #expect(answer["status"]?.string("phase") == "failed")
        #expect(answer["status"]?.string("shownFailure") == "Slow down")

        let synced = try JSON(
            parsing: WireSync.status(#"{"status":null,"event":{"type":"synced"},"now":1795000000000}"#))
        #expect(synced["status"]?["syncedAt"] == .number("1795000000000"))
        #expect(synced.string("text") == "Synced just now")

        let later = try JSON(
            parsing: WireSync.status(
                #"{"status":{"phase":"synced","waiting":0,"syncedAt":1795000000000},"event":null,"now":1795999000000}"#))
        #expect(later.string("text") == "Synced on 18 Nov")

        #expect(WireSync.status(#"{"event":{"type":"dance"},"now":1}"#).hasUTF8Prefix("{\"error\""))
        #expect(WireSync.status(#"{"now":"soon"}"#).hasUTF8Prefix("{\"error\""))
    }
}
