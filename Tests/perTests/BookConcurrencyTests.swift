import Foundation
import PerKit
import Testing

/// Several `per book` commands at once on one database file.
@Suite("per book: several at once")
struct BookConcurrencyTests {
    @Test func fortyFirstUsesOfANewDatabaseAtOnceAllSucceed() throws {
        let database = try BookDatabaseFile()
        let path = database.folder.appendingPathComponent("new/per.sqlite").path
        let executable = try PerBinary.executable.get()
        var processes: [(Process, Pipe)] = []
        for index in 0..<40 {
            let process = Process()
            process.executableURL = executable
            process.arguments = ["book", "add", "Product \(index): 1.99 for 1 kg", "--database", path]
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            processes.append((process, errors))
        }
        for (process, _) in processes { try process.run() }
        var failures: [String] = []
        for (process, errors) in processes {
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            if process.terminationStatus != 0 { failures.append("\(process.terminationStatus): \(message)") }
        }
        #expect(failures.isEmpty, "\(failures.count) of 40 failed: \(failures.first ?? "")")
        let list = try PerBinary.run(["book", "list", "--json", "--database", path])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(list.output.utf8)) as? [String: Any])
        #expect((object["products"] as? [Any])?.count == 40)
    }
}
