import ArgumentParser

/// Why a household command (or `per book` on a household's price book) failed, with the
/// sentence said on standard error and the exit status.
///
/// Nothing a failure interrupts is lost: a change not sent stays pending in the local replica
/// and goes with the next sync.
enum HouseholdFailure: Error, Equatable {
    /// The server can't be reached (no network, wrong address, server down): exit 75.
    case unreachable(server: String, reason: String)
    /// The server answered 429: wait `retryAfter` seconds (exit 75).
    case busy(server: String, message: String, retryAfter: Int?)
    /// The server answered 401 to this device's token: the device was removed (exit 77).
    case removed(household: String)
    /// The invite is unknown, expired or used (the server's 404 or 410): exit 65.
    case invite(String)
    /// The household's storage is full (413): exit 69.
    case quota(String)
    /// Another refusal or an answer that can't be read: exit 69.
    case server(server: String, status: Int?, message: String)
    /// A file of the household folder can't be read or written: exit 74.
    case local(String)
    /// Input that can't be used, e.g. a link that is no join link: exit 65.
    case data(String)
    /// The command can't run in this state (not joined, already joined): exit 64.
    case usage(String)
    /// A failure, and what to do about it.
    indirect case advised(HouseholdFailure, String)

    /// The sentence after `Error: `.
    var message: String {
        switch self {
        case .unreachable(let server, let reason):
            "the server \(server) can't be reached (\(reason)): check the address and the connection, "
                + "or whether per serve is running"
        case .busy(let server, let message, let retryAfter):
            "the server \(server) asks to wait: \(Self.sentence(message))"
                + (retryAfter.map { message.contains("try again") ? "" : " (try again in \($0) s)" } ?? "")
        case .removed(let household):
            "this computer was removed from the household \(quoted(household)), so it no longer syncs; "
                + "its price book stays here, and per book works on it as before. To sync again, join with a new invite"
        case .invite(let message): Self.sentence(message)
        case .quota(let message): "the household's storage on the server is full: " + Self.sentence(message)
        case .server(let server, let status, let message):
            "the server \(server) answered" + (status.map { " HTTP \($0)" } ?? "") + ": "
                + Self.sentence(message)
        case .local(let message), .data(let message), .usage(let message): message
        case .advised(let failure, let advice): failure.message + "; " + advice
        }
    }

    /// The exit status: 64, 65, 69, 74, 75 or 77, as sysexits(3) names them.
    var exitCode: ExitCode {
        switch self {
        case .usage: ExitCode.validationFailure
        case .data, .invite: ExitCode.dataError
        case .quota, .server: ExitCode(69)
        case .local: ExitCode.ioError
        case .unreachable, .busy: ExitCode(75)
        case .removed: ExitCode(77)
        case .advised(let failure, _): failure.exitCode
        }
    }

    /// Whether the failure is the network's or a server that can't answer now: a change
    /// waits for the next sync, and `per book` says so rather than failing.
    var isTemporary: Bool {
        switch self {
        case .unreachable, .busy, .quota, .server: true
        case .advised(let failure, _): failure.isTemporary
        default: false
        }
    }

    /// The server's sentence after ours: its first letter in lower case, unless an acronym.
    private static func sentence(_ message: String) -> String {
        guard let first = message.first, first.isUppercase,
            message.dropFirst().first.map({ !$0.isUppercase }) ?? true
        else { return message }
        return first.lowercased() + message.dropFirst()
    }
}

/// Runs a household command body: a ``HouseholdFailure`` is written as one line on standard
/// error and exits with its status.
func reportingHouseholdFailures(_ body: () throws(HouseholdFailure) -> Void) throws {
    do {
        try body()
    } catch {
        Terminal.writeError("Error: " + Terminal.visible(error.message) + "\n")
        throw error.exitCode
    }
}
