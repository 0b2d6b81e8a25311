import ArgumentParser
import Foundation
import PerKit
import PerStorage

/// `per household join LINK`: this computer becomes a device of a household; `per book` then
/// works on the household's price book.
struct HouseholdJoin: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "join",
        abstract: "Join a household with a join link: per book then works on its shared price book.",
        discussion: """
            LINK is a join link, as per household create, per household invite or the page's \
            Invite prints it (it works once, for 15 minutes). This computer becomes a device of \
            the household: its server, device and token are kept in the household folder \
            (readable by you only), with a replica of the household's records that syncs as the \
            page's does. The prices of this computer's price book (--database) are brought into \
            the household's book, each kept whole; the database itself is left as it is.

            Exit status: 0 joined (a first sync that can't be made now is said, and made later), \
            64 usage error or already in a household, 65 a link or invite that can't be used, 69 \
            the server refused, 74 a file that can't be read or written, 75 the server can't be \
            reached or asks to wait.

            EXAMPLES:
              per household join 'http://192.168.1.20:8080/#join=q5xY…'
              per household join 'https://per.example/#join=q5xY…' --name "Anna's laptop"
            """)

    @Argument(help: ArgumentHelp("The join link, e.g. 'https://per.example/#join=…'.", valueName: "link"))
    var link: String

    @Option(
        help: ArgumentHelp("This device's name in the household (default: per on HOST).", valueName: "name"))
    var name: String?

    @OptionGroup var folderOption: HouseholdFolderOption

    @Option(
        help: ArgumentHelp(
            "The price book whose prices are brought into the household's (per book's SQLite file).",
            discussion: "Default: $XDG_DATA_HOME/per/per.sqlite, i.e. ~/.local/share/per/per.sqlite.",
            valueName: "path"))
    var database: String?

    func validate() throws {
        guard JoinLink(link) != nil else {
            // The text is not repeated: it may hold an invite's code.
            throw ValidationError("LINK is not a join link: " + JoinLink.expected + ".")
        }
        _ = try deviceName()
    }

    /// `--name`, checked as the server checks it, or `per on HOST`.
    func deviceName() throws -> String {
        do {
            return try DisplayName.validated(name ?? Self.defaultName, of: "device")
        } catch {
            throw ValidationError(error.message + ".")
        }
    }

    /// `per on HOST`.
    static var defaultName: String {
        var bytes = [CChar](repeating: 0, count: 256)
        let host =
            gethostname(&bytes, bytes.count - 1) == 0
            ? String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        let name = host.isEmpty ? "per" : "per on " + host
        return String(name.prefix(DisplayName.maximumLength))
    }

    func run() throws {
        try reportingHouseholdFailures { () throws(HouseholdFailure) in
            guard let link = JoinLink(link) else { throw .data(JoinLink.expected) }
            let deviceName: String
            do {
                deviceName = try self.deviceName()
            } catch {
                throw .usage("\(error)")
            }
            let folder = folderOption.householdFolder
            let lock = try folder.lock()
            if let membership = try LocalReplica.loadMembership(folder) {
                throw .usage(
                    "this computer already belongs to the household \(quoted(membership.householdName)) "
                        + "(as \(quoted(membership.deviceName)) on \(HouseholdClient(server: membership.server).name)): "
                        + "leave it first with per household leave")
            }
            // Read before the invite is used: a book that can't be read stops the join.
            let book = try localBook()
            let membership = try HouseholdClient(server: link.server).join(
                code: link.code, deviceName: deviceName)
            let isRejoin = FileManager.default.fileExists(
                atPath: folder.replicaPath(household: membership.householdID))
            let replica = try LocalReplica.loadReplica(
                folder, household: membership.householdID, device: membership.deviceID)
            var local = LocalReplica(folder: folder, membership: membership, replica: replica, lock: lock)
            // This computer's prices become records of the household's book, as the page's do.
            let lists = local.replica.materialized().lists
            let written = local.replica.capture(lists: lists, book: book, now: LocalReplica.now)
            try local.save()
            var lines = [
                "Joined the household \(quoted(membership.householdName)) as \(quoted(membership.deviceName)) "
                    + "at \(local.client.name)."
            ]
            if isRejoin {
                lines.append(
                    "Took up the replica this computer kept from the household"
                        + (written > 0 ? ", with \(Self.count(written, "change")) made here since." : "."))
            } else if book.entryCount > 0 {
                lines.append(
                    "Brought \(Self.count(book.entryCount, "price")) of this computer's price book into the household's."
                )
            }
            do throws(HouseholdFailure) {
                let report = try local.sync()
                let synced = local.book()
                lines.append(
                    "Synced: the household's price book has \(Self.count(synced.entryCount, "price")) of "
                        + "\(Self.count(synced.products.count, "product")).")
                lines += report.conflicts
            } catch {
                guard error.isTemporary else { throw error }
                Terminal.writeError(
                    "Note: not synced yet (\(error.message)); \(Self.count(local.pendingCount, "change")) "
                        + (local.pendingCount == 1
                            ? "waits on this computer and is sent" : "wait on this computer and are sent")
                        + " with the next per book command or per household sync.\n"
                )
            }
            lines.append(
                "per book now works on the household's price book; per household status tells how it syncs.")
            Terminal.writeOutput(lines: lines)
        }
    }

    /// The price book of `--database` (or the default file): empty when there is none.
    private func localBook() throws(HouseholdFailure) -> PriceBook {
        do throws(BookFailure) {
            let option: DatabaseOption
            do {
                option = try DatabaseOption.parse(database.map { ["--database", $0] } ?? [])
            } catch {
                throw BookFailure.database("\(error)")
            }
            let source = try BookDatabase.open(option, creating: false)
            return try source.run { store in try store.book() }
        } catch {
            switch error {
            case .data(let error): throw .data(error.problems.map(\.message).joined(separator: "; "))
            case .database(let message): throw .local(message)
            case .household(let failure): throw failure
            }
        }
    }

    /// `1 price`, `3 prices`.
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
