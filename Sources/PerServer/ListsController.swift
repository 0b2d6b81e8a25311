import Foundation
import HTTPTypes
import Hummingbird
import PerKit

/// The JSON API for saved lists under `/api/lists`.
///
/// - `GET /api/lists`: `[{"id", "name", "itemCount", "updatedAt"}]`, most recent first.
/// - `POST /api/lists`: creates a list from a ``ListInput``; 201 with the ``ListDetail``.
/// - `GET /api/lists/{id}`: the ``ListDetail``, products best first.
/// - `PUT /api/lists/{id}`: replaces the list; 200 with the ``ListDetail``.
/// - `DELETE /api/lists/{id}`: 204.
///
/// Errors are `{"error": "<message>"}`: 400 for a body that is not the expected JSON, 415
/// for a body not sent as `application/json`, 422 with PerKit's message for a product it
/// refuses, 404 for an unknown id.
struct ListsController<Context: RequestContext>: Sendable {
    let database: AppDatabase
    static var maximumBodySize: Int { 1 << 20 }

    func addRoutes(to group: RouterGroup<Context>) {
        group.get(use: index)
        group.post(use: create)
        group.get(":id", use: show)
        group.put(":id", use: replace)
        group.delete(":id", use: delete)
    }

    @Sendable func index(_ request: Request, context: Context) async throws -> Response {
        try JSON.response(.ok, try await database.summaries())
    }

    @Sendable func create(_ request: Request, context: Context) async throws -> Response {
        let list = try await Self.decodeList(request)
        let record = try await database.insert(list)
        var response = try JSON.response(.created, try Self.detail(record, list))
        response.headers[.location] = "/api/lists/\(record.id ?? 0)"
        return response
    }

    @Sendable func show(_ request: Request, context: Context) async throws -> Response {
        let id = try Self.id(context)
        guard let (record, list) = try await database.list(id: id) else {
            throw APIError.noSuchList(String(id))
        }
        return try JSON.response(.ok, try Self.detail(record, list))
    }

    @Sendable func replace(_ request: Request, context: Context) async throws -> Response {
        let id = try Self.id(context)
        let list = try await Self.decodeList(request)
        guard let record = try await database.update(id: id, with: list) else {
            throw APIError.noSuchList(String(id))
        }
        return try JSON.response(.ok, try Self.detail(record, list))
    }

    @Sendable func delete(_ request: Request, context: Context) async throws -> Response {
        let id = try Self.id(context)
        guard try await database.delete(id: id) else { throw APIError.noSuchList(String(id)) }
        return Response(status: .noContent)
    }

    private static func id(_ context: Context) throws -> Int64 {
        let text = context.parameters.get("id") ?? ""
        guard let id = Int64(text), id > 0 else { throw APIError.noSuchList(text) }
        return id
    }

    private static func decodeList(_ request: Request) async throws -> SavedList {
        // Requiring JSON also makes a cross-site form or `fetch` from another origin need a
        // CORS preflight, which this server never grants: no other site can write lists.
        let contentType = request.headers[.contentType]?.lowercased() ?? ""
        guard contentType == "application/json" || contentType.hasPrefix("application/json;") else {
            throw APIError(.unsupportedMediaType, "Send the list as JSON with Content-Type: application/json")
        }
        var request = request
        let body: ByteBuffer
        do {
            body = try await request.collectBody(upTo: maximumBodySize)
        } catch {
            throw APIError(.contentTooLarge, "The request body is larger than \(maximumBodySize) bytes")
        }
        let input: ListInput
        do {
            input = try JSONDecoder().decode(ListInput.self, from: Data(body.readableBytesView))
        } catch let error as DecodingError {
            throw APIError(.badRequest, "The request body is not a valid list: \(describe(error))")
        } catch {
            throw APIError(.badRequest, "The request body is not valid JSON")
        }
        return try input.validated()
    }

    private static func detail(_ record: ListRecord, _ list: SavedList) throws -> ListDetail {
        do {
            return try ListDetail(record: record, list: list)
        } catch {
            throw APIError(.unprocessableContent, error.message)
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
            return keys.isEmpty ? "the body" : "'" + keys.joined(separator: ".") + "'"
        }
        switch error {
        case .keyNotFound(let key, let context):
            let parent = context.codingPath.isEmpty ? "" : " in " + path(context)
            return "'\(key.stringValue)' is missing\(parent)"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(path(context)) has the wrong type"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "it is not valid JSON" : "\(path(context)) is not valid"
        @unknown default:
            return "it is not valid"
        }
    }
}
