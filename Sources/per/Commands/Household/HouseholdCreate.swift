import ArgumentParser
import Foundation
import PerStorage

/// `per household create NAME`: a new household in the server's database, and a join link for
/// its first device.
struct HouseholdCreate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "create",
        abstract: "Create a household and print a link that adds a first device to it.",
        discussion: """
            The link is an invite: it works once, for 15 minutes, and carries its code after #, \
            so it never reaches a server's log. A device that opens it joins the household and \
            can invite the others. The first household created on a server adopts the lists saved \
            before households existed.

            EXAMPLES:
              per household create Home
              per household create Home --url https://per.example
            """)

    @Argument(help: "The household's name, e.g. Home.")
    var name: String

    @Option(
        help: ArgumentHelp(
            "The database of per serve: its SQLite file, :memory:, or its PostgreSQL URL.",
            discussion:
                "Default: $PER_DATABASE_URL, else $XDG_DATA_HOME/per/per.sqlite, i.e. ~/.local/share/per/per.sqlite.",
            valueName: "path"))
    var database: String?

    @Option(
        help: ArgumentHelp(
            "The address people open the app at, for the link (per serve --public-url).",
            valueName: "url"))
    var url = "http://127.0.0.1:8080"

    func validate() throws {
        do {
            _ = try DisplayName.validated(name, of: "household")
        } catch {
            throw ValidationError(error.message + ".")
        }
        guard url.hasPrefix("http://") || url.hasPrefix("https://"), !url.contains("#") else {
            throw ValidationError(
                "The --url must start with http:// or https:// and have no #, not '\(url)'.")
        }
        _ = try location()
    }

    /// `--database`, else `$PER_DATABASE_URL`, else the default file, as `per serve` reads it.
    func location() throws -> DatabaseLocation {
        try .server(argument: database, environment: ProcessInfo.processInfo.environment)
    }

    func run() async throws {
        let location = try location()
        let shownName = location == .inMemory ? ":memory:" : quoted(location.description)
        let household: PerStorage.Household
        let invite: Invite
        do {
            (household, invite) = try await HouseholdSetup.createHousehold(
                named: try DisplayName.validated(name, of: "household"), in: location)
        } catch {
            Terminal.writeError(
                "Error: the database \(shownName) can't be used: " + BookDatabase.reason(error) + "\n")
            throw ExitCode.ioError
        }
        let expiry = ISO8601DateFormatter().string(from: invite.expiresAt)
        Terminal.writeOutput(
            """
            Created the household \(quoted(household.name)).
            Open this link on its first device before \(expiry) (it works once):
            \(invite.link(base: url))

            """)
    }
}
