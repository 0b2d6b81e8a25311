import Foundation
import HTTPTypes
import Hummingbird
import PerKit
import PerStorage

/// The JSON API for the household's lists under `/api/lists`: the lists its devices sync, for
/// scripts.
///
/// The lists are a view of the household's synced list and product records
/// (``HouseholdLists``): PerKit's ``SyncReplica`` materialises them as every device does, and a
/// list's id is its record id, 32 lowercase hexadecimal digits. A write is captured by the
/// replica as records stamped by the authenticated device, later than every write the household
/// holds, and stored through the same merge as `POST /api/sync`: it takes the household's next
/// sequence numbers, counts against its ``StorageQuota``, and reaches every device on its next
/// sync. A deleted list's records are marked deleted, as the app does.
///
/// Every route needs a device token (``BearerAuthenticationMiddleware``), and sees only the
/// lists of the device's household: another household's list answers exactly as a list
/// that doesn't exist.
///
/// - `GET /api/lists`: `[{"id", "name", "itemCount", "updatedAt"}]`, most recent first.
/// - `POST /api/lists`: creates a list from a ``ListInput``; 201 with the ``ListDetail``.
/// - `GET /api/lists/{id}`: the ``ListDetail``, products best first.
/// - `PUT /api/lists/{id}`: replaces the list; 200 with the ``ListDetail``.
/// - `DELETE /api/lists/{id}`: 204.
///
/// Errors are `{"error": "<message>"}`: 401 without a valid device token, 400 for a body that
/// is not the expected JSON, 415 for a body not sent as `application/json`, 413 for a body
/// over 1 MiB or a write that would take the household past its quota, 422 with PerKit's
/// message for a product it refuses, 404 for an id that is not 32 lowercase hexadecimal
/// digits, unknown, deleted or another household's.
struct ListsController<Context: DeviceRequestContext>: Sendable {
    let database: any Repository
    let quota: StorageQuota
    let now: @Sendable () -> Date
    static var maximumBodySize: Int { 1 << 20 }

    func addRoutes(to group: RouterGroup<Context>) {
        group.get(use: index)
        group.post(use: create)
        group.get(":id", use: show)
        group.put(":id", use: replace)
        group.delete(":id", use: delete)
    }

    @Sendable func index(_ request: Request, context: Context) async throws -> Response {
        var lists = try await householdLists(context)
        let summaries = lists.lists().map { synced in
            ListSummary(
                id: synced.id.text, name: synced.list.name, itemCount: synced.list.entries.count,
                updatedAt: synced.updatedAt)
        }
        return try JSON.response(.ok, summaries)
    }

    @Sendable func create(_ request: Request, context: Context) async throws -> Response {
        let list = try await Self.decodeList(request)
        var lists = try await householdLists(context)
        guard let saved = try await Self.storing({ try await lists.save(list, as: nil, now: now()) }) else {
            throw APIError.internalError
        }
        var response = try JSON.response(.created, try Self.detail(saved))
        response.headers[.location] = "/api/lists/\(saved.id.text)"
        return response
    }

    @Sendable func show(_ request: Request, context: Context) async throws -> Response {
        let id = try Self.id(context)
        var lists = try await householdLists(context)
        guard let synced = lists.list(id) else { throw APIError.noSuchList(id.text) }
        return try JSON.response(.ok, try Self.detail(synced))
    }

    @Sendable func replace(_ request: Request, context: Context) async throws -> Response {
        let id = try Self.id(context)
        let list = try await Self.decodeList(request)
        var lists = try await householdLists(context)
        guard let saved = try await Self.storing({ try await lists.save(list, as: id, now: now()) }) else {
            throw APIError.noSuchList(id.text)
        }
        return try JSON.response(.ok, try Self.detail(saved))
    }

    @Sendable func delete(_ request: Request, context: Context) async throws -> Response {
        let id = try Self.id(context)
        var lists = try await householdLists(context)
        guard try await Self.storing({ try await lists.delete(id, now: now()) }) else {
            throw APIError.noSuchList(id.text)
        }
        return Response(status: .noContent)
    }

    /// The lists of the authenticated device's household.
    private func householdLists(_ context: Context) async throws -> HouseholdLists {
        let device = try context.authenticatedDevice()
        return try await HouseholdLists(
            database: database, household: device.householdId, device: device.id, quota: quota)
    }

    /// Runs a write, answering as `POST /api/sync` does for a write past the quota.
    private static func storing<Value>(_ write: () async throws -> Value) async throws -> Value {
        do {
            return try await write()
        } catch let exceeded as QuotaExceeded {
            throw APIError(exceeded)
        } catch let rejection as SyncRejection {
            throw APIError(rejection)
        }
    }

    /// The list id of the path: 32 lowercase hexadecimal digits, else 404 as for an unknown id.
    private static func id(_ context: Context) throws -> ListID {
        let text = context.parameters.get("id") ?? ""
        guard let id = ListID(text), id.text == text else { throw APIError.noSuchList(text) }
        return id
    }

    private static func decodeList(_ request: Request) async throws -> SavedList {
        let input = try await RequestBody.decode(
            ListInput.self, from: request, maximumSize: maximumBodySize, noun: "list")
        return try input.validated()
    }

    private static func detail(_ synced: SyncedList) throws -> ListDetail {
        do {
            return try ListDetail(synced)
        } catch {
            throw APIError(.unprocessableContent, error.message)
        }
    }
}
