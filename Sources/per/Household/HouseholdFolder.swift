import ArgumentParser
import Foundation

/// The folder where this computer keeps its membership of a household: `household.json`
/// (the server, the household, this device and its token; mode 0600) and, in `replicas/`, the
/// local replica of each household it has belonged to (``LocalReplica``), kept after leaving so
/// that joining again never rolls the household back.
///
/// `$PER_HOUSEHOLD_FOLDER`, else `$XDG_DATA_HOME/per/household`, i.e.
/// `~/.local/share/per/household`, beside the price book's default database; the household
/// commands also take `--folder`.
struct HouseholdFolder: Equatable {
    /// The environment variable that names the folder.
    static let variable = "PER_HOUSEHOLD_FOLDER"

    /// The folder's path.
    let path: String

    /// `argument`, else `$PER_HOUSEHOLD_FOLDER`, else the default beside the book's database.
    static func resolve(
        argument: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> HouseholdFolder {
        if let argument, !argument.isEmpty {
            return HouseholdFolder(path: (argument as NSString).expandingTildeInPath)
        }
        if let value = environment[variable], !value.isEmpty {
            return HouseholdFolder(path: (value as NSString).expandingTildeInPath)
        }
        let dataHome: String
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            dataHome = xdg
        } else {
            dataHome = (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
        }
        return HouseholdFolder(path: dataHome + "/per/household")
    }

    /// The membership file.
    var membershipPath: String { path + "/household.json" }

    /// The replica kept for `household`.
    func replicaPath(household: String) -> String { path + "/replicas/" + household + ".json" }

    /// The folder as messages name it.
    var name: String { quoted(path) }

    // MARK: Files

    /// The bytes of the file at `path`, or `nil` when there is none.
    /// - Throws: ``HouseholdFailure/local(_:)`` when it exists and can't be read.
    static func read(_ path: String) throws(HouseholdFailure) -> Data? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .local("\(quoted(path)) can't be read: " + BookDatabase.reason(error))
        }
    }

    /// Writes `text` to `path` readable by this user only (0600), whole or not at all: to a
    /// temporary file first, renamed over the old one. Creates the folders on the way (0700).
    /// - Throws: ``HouseholdFailure/local(_:)``.
    static func writePrivately(_ text: String, to path: String) throws(HouseholdFailure) {
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = folder + "/." + (path as NSString).lastPathComponent + ".\(getpid()).tmp"
        do {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            guard
                FileManager.default.createFile(
                    atPath: temporary, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600])
            else {
                throw CocoaError(.fileWriteUnknown)
            }
            // An existing file keeps its mode through createFile; the rename brings the new one's.
            _ = chmod(temporary, 0o600)
            guard rename(temporary, path) == 0 else {
                let reason = String(cString: strerror(errno))
                _ = unlink(temporary)
                throw HouseholdFailure.local("\(quoted(path)) can't be written: " + reason)
            }
        } catch let failure as HouseholdFailure {
            throw failure
        } catch {
            _ = unlink(temporary)
            throw .local("\(quoted(path)) can't be written: " + BookDatabase.reason(error))
        }
    }

    /// Takes the folder's lock, held until the lock is released (or the process ends), so that
    /// two commands of this computer never load, change and save its files at once: the second
    /// waits for the first.
    /// - Throws: ``HouseholdFailure/local(_:)`` when the folder or its lock file can't be made.
    func lock() throws(HouseholdFailure) -> Lock {
        do {
            try FileManager.default.createDirectory(
                atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .local("the household folder \(name) can't be made: " + BookDatabase.reason(error))
        }
        let descriptor = open(path + "/lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw .local("the household folder \(name) can't be used: " + String(cString: strerror(errno)))
        }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                throw .local("the household folder \(name) can't be locked: " + reason)
            }
        }
        return Lock(descriptor: descriptor)
    }

    /// The folder's lock, released when the last reference goes.
    final class Lock {
        private let descriptor: Int32

        fileprivate init(descriptor: Int32) { self.descriptor = descriptor }

        deinit {
            flock(descriptor, LOCK_UN)
            close(descriptor)
        }
    }
}

/// The `--folder` option of the household commands that use this computer's membership.
struct HouseholdFolderOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Where this computer keeps its membership of a household and its replica.",
            discussion:
                "Default: $PER_HOUSEHOLD_FOLDER, else $XDG_DATA_HOME/per/household, i.e. ~/.local/share/per/household. per book reads the same place.",
            valueName: "path"))
    var folder: String?

    var householdFolder: HouseholdFolder { .resolve(argument: folder) }
}
