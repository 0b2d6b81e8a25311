import Foundation
import Hummingbird
import NIOCore

/// Reads JSON request bodies: sent as `application/json` (415 otherwise), at most a given
/// size (413), and decodable as the expected value (400 with what is wrong).
enum RequestBody {
    /// The body decoded as `Value`.
    /// - Parameters:
    ///   - maximumSize: The largest body read, in bytes.
    ///   - noun: What the body is, for messages: `list`, `household`.
    /// - Throws: ``APIError`` 415, 413 or 400.
    static func decode<Value: Decodable>(
        _ type: Value.Type, from request: Request, maximumSize: Int, noun: String
    ) async throws -> Value {
        let body = try await collect(from: request, maximumSize: maximumSize, noun: noun)
        do {
            return try JSONDecoder().decode(Value.self, from: Data(body.readableBytesView))
        } catch let error as DecodingError {
            throw APIError(.badRequest, "The request body is not a valid \(noun): \(describe(error))")
        } catch {
            throw APIError(.badRequest, "The request body is not valid JSON")
        }
    }

    /// The body's bytes, sent as `application/json` and at most `maximumSize` long.
    /// - Parameters:
    ///   - maximumSize: The largest body read, in bytes.
    ///   - noun: What the body is, for messages: `list`, `household`.
    /// - Throws: ``APIError`` 415, 413, or 400 for a body cut off before its end.
    static func collect(from request: Request, maximumSize: Int, noun: String) async throws -> ByteBuffer {
        // Requiring JSON also makes a cross-site form or `fetch` from another origin need a
        // CORS preflight, which this server never grants: no other site can post to the API.
        let contentType = request.headers[.contentType]?.lowercased() ?? ""
        guard contentType == "application/json" || contentType.hasPrefix("application/json;") else {
            throw APIError(
                .unsupportedMediaType, "Send the \(noun) as JSON with Content-Type: application/json")
        }
        return try await bytes(of: request, maximumSize: maximumSize)
    }

    /// The body's bytes, whatever its type, at most `maximumSize` long.
    /// - Throws: ``APIError`` 413, or 400 for a body cut off before its end.
    static func bytes(of request: Request, maximumSize: Int) async throws -> ByteBuffer {
        var request = request
        do {
            return try await request.collectBody(upTo: maximumSize)
        } catch is NIOTooManyBytesError {
            throw APIError(.contentTooLarge, "The request body is larger than \(maximumSize) bytes")
        } catch {
            throw APIError(.badRequest, "The request body ended before all of it was sent")
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
