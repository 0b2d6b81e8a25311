import Foundation
import Testing

// Expected outputs were checked by hand.

/// `per household` examples whose whole output is known: usage errors.
let householdUsageErrors: [Example] = [
    Example(
        "household: a join link without a code, not repeated (it may hold one)",
        ["household", "join", "https://per.example/#jion=abc"],
        status: 64,
        output: "",
        error: #"""
            Error: LINK is not a join link: a join link is the app's address followed by #join= and the invite's code, as per household create or the page's Invite prints it: http://127.0.0.1:8080/#join=….
            Usage: per household join <link> [--name <name>] [--folder <path>] [--database <path>]
              See 'per household join --help' for more information.

            """#),
    Example(
        "household: sync without a household",
        ["household", "sync", "--folder", "/nonexistent/per-household"],
        status: 64,
        output: "",
        error: #"""
            Error: this computer belongs to no household (no membership in '/nonexistent/per-household'): join one with per household join LINK

            """#),
    Example(
        "household: an empty name",
        ["household", "create", " ", "--database", ":memory:"],
        status: 64,
        output: "",
        error: #"""
            Error: The household's name is empty: give it a name.
            Usage: per household create <name> [--database <path>] [--url <url>]
              See 'per household create --help' for more information.

            """#),
    Example(
        "household: a link base that is not http or https",
        ["household", "create", "Home", "--url", "ftp://per.example", "--database", ":memory:"],
        status: 64,
        output: "",
        error: #"""
            Error: The --url must start with http:// or https:// and have no #, not 'ftp://per.example'.
            Usage: per household create <name> [--database <path>] [--url <url>]
              See 'per household create --help' for more information.

            """#),
    Example(
        "household: no name",
        ["household", "create"],
        status: 64,
        output: "",
        error: #"""
            Error: Missing expected argument '<name>'
            Help:  <name>  The household's name, e.g. Home.
            Usage: per household create <name> [--database <path>] [--url <url>]
              See 'per household create --help' for more information.

            """#),
]

@Suite("per household examples")
struct HouseholdExampleTests {
    @Test(arguments: householdUsageErrors)
    func example(_ example: Example) throws {
        let result = try PerBinary.run(example.arguments, input: example.input)
        #expect(result.output == example.output, "standard output of per \(example.arguments)")
        #expect(result.error == example.error, "standard error of per \(example.arguments)")
        #expect(result.status == example.status, "exit status of per \(example.arguments)")
    }

    /// The output but for the random code and the time: `…` stands for them.
    static func shape(_ output: String) -> String {
        output.replacing(/before \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/, with: "before …")
            .replacing(/#join=[A-Za-z0-9_-]{22}\n/, with: "#join=…\n")
    }

    @Test("household create prints a join link, with a new code each time, and keeps no code in the file")
    func create() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "per-household-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("server/per.sqlite").path
        let first = try PerBinary.run(
            ["household", "create", " Home ", "--database", path, "--url", "https://per.example/"])
        #expect(first.error == "")
        #expect(first.status == 0)
        #expect(
            Self.shape(first.output) == """
                Created the household 'Home'.
                Open this link on its first device before … (it works once):
                https://per.example/#join=…

                """)
        let second = try PerBinary.run(["household", "create", "Flat", "--database", path])
        #expect(second.status == 0)
        #expect(
            Self.shape(second.output) == """
                Created the household 'Flat'.
                Open this link on its first device before … (it works once):
                http://127.0.0.1:8080/#join=…

                """)
        let codes = [first.output, second.output].compactMap {
            $0.firstMatch(of: /#join=([A-Za-z0-9_-]+)/)?.1
        }
        #expect(codes.count == 2)
        #expect(codes[0] != codes[1])
        var bytes = Data()
        for suffix in ["", "-wal", "-shm"] {
            bytes += FileManager.default.contents(atPath: path + suffix) ?? Data()
        }
        #expect(!bytes.isEmpty)
        for code in codes {
            #expect(bytes.range(of: Data(code.utf8)) == nil, "the code is in the database file")
        }
    }

    @Test("household create reports a database it can't use with exit status 74")
    func unusableDatabase() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "per-household-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("not-a-database").path
        try Data("This is not SQLite, and it is long enough to be read as a header".utf8).write(
            to: URL(fileURLWithPath: path))
        let result = try PerBinary.run(["household", "create", "Home", "--database", path])
        #expect(result.status == 74)
        #expect(result.output == "")
        #expect(result.error.hasPrefix("Error: the database '\(path)' can't be used: "))
        #expect(result.error.filter { $0 == "\n" }.count == 1)
    }
}
