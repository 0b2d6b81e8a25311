import Foundation
import HTTPTypes
import Hummingbird
import PerKit
import PerStorage

/// Syncing records between a household's devices: `POST /api/sync` (authenticated).
///
/// The body is `{"since": CURSOR, "changes": [record, …]}` (see ``SyncInput``). The server
/// merges the changes into the household's records in one transaction, then answers 200
/// `{"cursor": N, "changes": [record, …], "more": false, "devices": {id: name}}` with the
/// records of the household changed after `since`, once the transaction has been committed,
/// and the names of the household's devices. The records come a page of about a megabyte at a
/// time: `more: true` says that more wait after the cursor, for the next request
/// (``Repository/sync(household:device:since:changes:quota:)``).
///
/// Errors are `{"error": "<message>"}`: 400 for a body that is not JSON or whose `since` or
/// `changes` can't be used, 413 for a body over 8 MiB, more than 10,000 changes, or changes
/// that would take the household past its ``StorageQuota``, 415 for a body not sent as
/// `application/json`, 422 with the change's `index` for the first change refused (one PerKit
/// refuses, a record over 16 KiB, a stamp ahead of the server's clock or of another device
/// than the token's, an id of another kind); a refused request stores nothing.
struct SyncController<Context: DeviceRequestContext>: Sendable {
    let database: any Repository
    let quota: StorageQuota
    let now: @Sendable () -> Date
    static var maximumBodySize: Int { 8 << 20 }
    static var maximumChangeCount: Int { 10_000 }

    func addRoutes(to group: RouterGroup<Context>) {
        group.post("sync", use: sync)
    }

    @Sendable func sync(_ request: Request, context: Context) async throws -> Response {
        let device = try context.authenticatedDevice()
        let household = device.householdId
        let body = try await RequestBody.collect(
            from: request, maximumSize: Self.maximumBodySize, noun: "sync request")
        let milliseconds = Int64((now().timeIntervalSince1970 * 1000).rounded(.down))
        let input = try SyncInput(body: body, maximumChangeCount: Self.maximumChangeCount, now: milliseconds)
        do {
            var answer = try await database.sync(
                household: household, device: device.id, since: input.since, changes: input.changes,
                quota: quota)
            for summary in try await database.devices(household: household, current: device.id) {
                answer.deviceNames[summary.id] = summary.name
            }
            return try answer.response()
        } catch let rejection as SyncRejection {
            throw APIError(rejection)
        } catch let exceeded as QuotaExceeded {
            throw APIError(exceeded)
        }
    }
}
