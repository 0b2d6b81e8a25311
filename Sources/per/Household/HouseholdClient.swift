import Dispatch
import Foundation
import PerKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Talks to a household's `per serve` over HTTP, as the page does (Web/js/sync/sync.js): JSON in and
/// out, this device's token as `Authorization: Bearer …` once it has one. The token and the
/// invite's code travel only in headers and bodies, never in a URL, and no message shows them.
///
/// Calls are synchronous (the command line makes a few and exits): each waits for its answer,
/// up to ``timeout``.
struct HouseholdClient {
    /// The app's address, ending in `/`.
    let server: String
    /// This device's token, once it has joined.
    var token: String?
    /// How long one request may take.
    var timeout: TimeInterval = 30

    /// An answer of the server: its status, body and `Retry-After`.
    struct Answer {
        let status: Int
        let body: Data
        let retryAfter: Int?

        var text: String { String(decoding: body, as: UTF8.self) }

        /// The `error` of a `{"error": …}` body, or `nil`.
        var errorMessage: String? {
            (try? JSON(parsing: text))?.string("error")
        }
    }

    /// The server as messages name it: its address without a trailing `/`.
    var name: String { String(server.hasSuffix("/") ? server.dropLast() : Substring(server)) }

    // MARK: Calls

    /// `POST api/join {"code", "deviceName"}` → the membership.
    /// - Throws: ``HouseholdFailure/invite(_:)`` for a code that is unknown, expired or used;
    ///   the failures of ``send(_:_:body:)``.
    func join(code: String, deviceName: String) throws(HouseholdFailure) -> HouseholdMembership {
        var writer = JSONWriter()
        writer.beginObject()
        writer.member("code", code)
        writer.member("deviceName", deviceName)
        writer.endObject()
        let answer = try send("POST", "api/join", body: writer.text)
        switch answer.status {
        case 201, 200:
            guard let membership = HouseholdMembership(joinAnswer: answer.text, server: server) else {
                throw .server(
                    server: name, status: answer.status, message: "its answer to the join is not a membership"
                )
            }
            return membership
        case 404, 410:
            throw .invite(answer.errorMessage ?? "This invite can't be used: ask for a new one")
        default:
            throw failure(answer)
        }
    }

    /// `POST api/sync` with `body` → the answer's text.
    /// - Throws: ``HouseholdFailure``: `removed` for a 401, `quota` for a 413, `busy` for a 429.
    func sync(_ body: String, household: String) throws(HouseholdFailure) -> String {
        let answer = try send("POST", "api/sync", body: body)
        guard answer.status == 200 else { throw failure(answer, household: household) }
        return answer.text
    }

    /// `DELETE api/devices/<id>`: removes a device of the household (this one, to leave).
    /// - Returns: `false` when the server knows no such device (removed already).
    func removeDevice(_ id: String, household: String) throws(HouseholdFailure) -> Bool {
        let answer = try send("DELETE", "api/devices/" + id, body: nil)
        switch answer.status {
        case 204, 200: return true
        case 404: return false
        default: throw failure(answer, household: household)
        }
    }

    /// The failure an unsuccessful answer means.
    func failure(_ answer: Answer, household: String = "") -> HouseholdFailure {
        let message = answer.errorMessage ?? "HTTP \(answer.status)"
        switch answer.status {
        case 401: return .removed(household: household)
        case 413: return .quota(message)
        case 429: return .busy(server: name, message: message, retryAfter: answer.retryAfter)
        default:
            return .server(
                server: name, status: answer.status,
                message: answer.errorMessage
                    ?? "an answer that is not Per's (is \(name) the address of per serve?)")
        }
    }

    /// One request: `method` to `path` under ``server``, with `body` as JSON.
    /// - Throws: ``HouseholdFailure/unreachable(server:reason:)`` when no answer comes.
    func send(_ method: String, _ path: String, body: String?) throws(HouseholdFailure) -> Answer {
        guard let url = URL(string: server + path) else {
            throw .data("\(quoted(server)) is not an address a request can be sent to")
        }
        var request = URLRequest(
            url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = method
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let body {
            request.httpBody = Data(body.utf8)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        if let token { request.setValue("Bearer " + token, forHTTPHeaderField: "Authorization") }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let task = URLSession.shared.dataTask(with: request) { data, response, error in
            box.result = (data, response, error)
            done.signal()
        }
        task.resume()
        done.wait()
        let (data, response, error) = box.result ?? (nil, nil, nil)
        guard let response = response as? HTTPURLResponse else {
            throw .unreachable(server: name, reason: Self.reason(error))
        }
        let retryAfter = (response.value(forHTTPHeaderField: "Retry-After")).flatMap {
            Int($0.trimmingCharacters(in: .whitespaces))
        }
        return Answer(status: response.statusCode, body: data ?? Data(), retryAfter: retryAfter)
    }

    /// Why a request got no answer, in a few words.
    private static func reason(_ error: (any Error)?) -> String {
        guard let error = error as? URLError else { return error.map { "\($0)" } ?? "no answer" }
        switch error.code {
        case .cannotConnectToHost: return "the connection was refused"
        case .cannotFindHost, .dnsLookupFailed: return "no such host"
        case .timedOut: return "no answer in time"
        case .notConnectedToInternet: return "no network"
        case .networkConnectionLost: return "the connection was lost"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
            return "its HTTPS certificate can't be trusted"
        default: return "error \(error.code.rawValue)"
        }
    }

    /// Where the request's callback leaves its result for the waiting thread.
    private final class Box: @unchecked Sendable {
        var result: (Data?, URLResponse?, (any Error)?)?
    }
}

extension HouseholdClient {
    /// `POST api/invites` → the join link and when it stops working (as the server writes it).
    /// - Throws: the failures of ``send(_:_:body:)``; `removed` for a 401.
    func invite(household: String) throws(HouseholdFailure) -> (link: String, expiresAt: String) {
        let answer = try send("POST", "api/invites", body: nil)
        guard answer.status == 201 || answer.status == 200 else {
            throw failure(answer, household: household)
        }
        guard let json = try? JSON(parsing: answer.text), let link = json.string("url"),
            let expiresAt = json.string("expiresAt")
        else {
            throw .server(server: name, status: answer.status, message: "its answer is not an invite")
        }
        return (link, expiresAt)
    }
}
