import Foundation
import HTTPTypes
import Hummingbird
import PerKit
import PerStorage

/// The JSON API for saved lists under `/api/lists`: a household's lists, for its devices.
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
/// over 1 MiB, 422 with PerKit's message for a product it refuses, 404 for an unknown id or
/// another household's.
struct ListsController<Context: DeviceRequestContext>: Sendable {
    let database: any Repository
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
        let household = try context.authenticatedDevice().householdId
        return try JSON.response(.ok, try await database.summaries(household: household))
    }

    @Sendable func create(_ request: Request, context: Context) async throws -> Response {
        let household = try context.authenticatedDevice().householdId
        let list = try await Self.decodeList(request)
        let stored = try await database.insert(list, household: household, at: now())
        var response = try JSON.response(.created, try Self.detail(stored))
        response.headers[.location] = "/api/lists/\(stored.id)"
        return response
    }

    @Sendable func show(_ request: Request, context: Context) async throws -> Response {
        let household = try context.authenticatedDevice().householdId
        let id = try Self.id(context)
        guard let stored = try await database.list(id: id, household: household) else {
            throw APIError.noSuchList(String(id))
        }
        return try JSON.response(.ok, try Self.detail(stored))
    }

    @Sendable func replace(_ request: Request, context: Context) async throws -> Response {
        let household = try context.authenticatedDevice().householdId
        let id = try Self.id(context)
        let list = try await Self.decodeList(request)
        guard let stored = try await database.update(id: id, household: household, with: list, at: now())
        else {
            throw APIError.noSuchList(String(id))
        }
        return try JSON.response(.ok, try Self.detail(stored))
    }

    @Sendable func delete(_ request: Request, context: Context) async throws -> Response {
        let household = try context.authenticatedDevice().householdId
        let id = try Self.id(context)
        guard try await database.delete(id: id, household: household) else {
            throw APIError.noSuchList(String(id))
        }
        return Response(status: .noContent)
    }

    private static func id(_ context: Context) throws -> Int64 {
        let text = context.parameters.get("id") ?? ""
        guard let id = Int64(text), id > 0 else { throw APIError.noSuchList(text) }
        return id
    }

    private static func decodeList(_ request: Request) async throws -> SavedList {
        let input = try await RequestBody.decode(
            ListInput.self, from: request, maximumSize: maximumBodySize, noun: "list")
        return try input.validated()
    }

    private static func detail(_ stored: StoredList) throws -> ListDetail {
        do {
            return try ListDetail(stored)
        } catch {
            throw APIError(.unprocessableContent, error.message)
        }
    }
}
