import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A real `per serve`, started from the built binary on a free port of 127.0.0.1 with a SQLite
/// database in a folder of its own, which ``remove()`` deletes. It can be stopped and started
/// again on the same port and database, as a server that goes down and comes back.
final class ServeProcess: @unchecked Sendable {
    let folder: URL
    private(set) var port = 0
    private var process: Process?

    /// Starts a server.
    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "per-serve-\(UUID().uuidString)")
        let web = folder.appendingPathComponent("web")
        try FileManager.default.createDirectory(at: web, withIntermediateDirectories: true)
        try Data("<!doctype html><title>Per</title>".utf8).write(to: web.appendingPathComponent("index.html"))
        try start()
    }

    /// `http://127.0.0.1:PORT` (no trailing slash).
    var url: String { "http://127.0.0.1:\(port)" }

    /// Starts `per serve` (again, on the same port once it had one).
    func start() throws {
        let log = folder.appendingPathComponent("serve-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let process = Process()
        process.executableURL = try PerBinary.executable.get()
        process.arguments = [
            "serve", "--port", String(port), "--database",
            folder.appendingPathComponent("server.sqlite").path,
            "--web-root", folder.appendingPathComponent("web").path, "--log-level", "warning",
        ]
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        self.process = process
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            if let match = text.firstMatch(of: /at http:\/\/127\.0\.0\.1:(\d+)/), let port = Int(match.1) {
                self.port = port
                return
            }
            guard process.isRunning else { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        stop()
        throw Failure(description: "per serve didn't start: \(text)")
    }

    /// Stops the server (SIGTERM) and waits for it to exit.
    func stop() {
        guard let process else { return }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        self.process = nil
    }

    /// Stops the server and deletes its folder.
    func remove() {
        stop()
        try? FileManager.default.removeItem(at: folder)
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    // MARK: The API, as a device of the page would call it

    /// One request: JSON in and out.
    func api(_ method: String, _ path: String, json: Any? = nil, token: String? = nil) throws -> (
        status: Int, body: Any?
    ) {
        guard let address = URL(string: url + "/" + path) else {
            throw Failure(description: "no URL for \(path)")
        }
        var request = URLRequest(url: address)
        request.httpMethod = method
        if let json {
            request.httpBody = try JSONSerialization.data(withJSONObject: json)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        if let token { request.setValue("Bearer " + token, forHTTPHeaderField: "Authorization") }
        let done = DispatchSemaphore(value: 0)
        let box = Box()
        URLSession.shared.dataTask(with: request) { data, response, error in
            box.value = (data, (response as? HTTPURLResponse)?.statusCode, error)
            done.signal()
        }.resume()
        done.wait()
        guard let value = box.value, let status = value.1 else {
            throw Failure(description: "no answer to \(method) \(path): \(String(describing: box.value?.2))")
        }
        let body = value.0.flatMap { $0.isEmpty ? nil : try? JSONSerialization.jsonObject(with: $0) }
        return (status, body)
    }

    private final class Box: @unchecked Sendable {
        var value: (Data?, Int?, (any Error)?)?
    }

    /// A device of the page: a household created through the API.
    struct PageDevice {
        let household: String
        let device: String
        let token: String
    }

    /// Creates a household as the page does, with its first device.
    func createHousehold(name: String = "Home", deviceName: String = "Phone") throws -> PageDevice {
        let (status, body) = try api(
            "POST", "api/households", json: ["name": name, "deviceName": deviceName])
        try #require(status == 201, "\(String(describing: body))")
        let object = try #require(body as? [String: Any])
        let household = try #require((object["household"] as? [String: Any])?["id"] as? String)
        let device = try #require((object["device"] as? [String: Any])?["id"] as? String)
        let token = try #require(object["token"] as? String)
        return PageDevice(household: household, device: device, token: token)
    }

    /// A join link made by `device`.
    func invite(_ device: PageDevice) throws -> String {
        let (status, body) = try api("POST", "api/invites", token: device.token)
        try #require(status == 201, "\(String(describing: body))")
        return try #require((body as? [String: Any])?["url"] as? String)
    }

    /// Every record of the household, as `device` receives them: `[id: record]`.
    func records(_ device: PageDevice) throws -> [String: [String: Any]] {
        var records: [String: [String: Any]] = [:]
        var since = 0
        while true {
            let (status, body) = try api(
                "POST", "api/sync", json: ["since": since, "changes": []], token: device.token)
            try #require(status == 200, "\(String(describing: body))")
            let object = try #require(body as? [String: Any])
            for record in object["changes"] as? [[String: Any]] ?? [] {
                if let id = record["id"] as? String { records[id] = record }
            }
            since = try #require(object["cursor"] as? Int)
            if object["more"] as? Bool != true { break }
        }
        return records
    }

    /// The price-book entries among `records` that are not deleted: `[id: [field: value]]`.
    static func entries(_ records: [String: [String: Any]]) -> [String: [String: Any]] {
        var entries: [String: [String: Any]] = [:]
        for (id, record) in records where record["kind"] as? String == "entry" {
            let fields = record["fields"] as? [String: [Any]] ?? [:]
            if fields["deleted"]?.first as? Bool == true { continue }
            entries[id] = fields.mapValues { $0.first ?? NSNull() }
        }
        return entries
    }
}

/// A computer running `per`: its own data folder (XDG_DATA_HOME), so its own price book and
/// household folder.
struct CLIDevice {
    let home: URL

    init() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("per-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    /// Runs `per arguments…` on this computer.
    func run(_ arguments: [String], input: String? = nil) throws -> PerBinary.Outcome {
        try PerBinary.run(
            arguments, input: input, environment: ["XDG_DATA_HOME": home.path, "PER_HOUSEHOLD_FOLDER": ""])
    }

    /// The household folder.
    var householdFolder: URL { home.appendingPathComponent("per/household") }

    /// The saved membership.
    func membership() throws -> [String: Any] {
        let data = try Data(contentsOf: householdFolder.appendingPathComponent("household.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    func remove() { try? FileManager.default.removeItem(at: home) }
}
