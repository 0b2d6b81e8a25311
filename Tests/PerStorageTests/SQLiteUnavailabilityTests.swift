import GRDB
import Testing

@testable import PerStorage

/// Which of SQLite's errors say that the file can't be used right now: those are thrown as
/// ``DatabaseUnavailable`` (PerServerTests' SQLiteUnavailableTests checks the server's 503).
@Suite("SQLite's errors of a file that can't be used now")
struct SQLiteUnavailabilityTests {
    @Test(
        "SQLite's codes of a file that can't be used now make DatabaseUnavailable; others stay errors",
        arguments: [
            (ResultCode.SQLITE_READONLY, true), (.SQLITE_IOERR, true), (.SQLITE_IOERR_WRITE, true),
            (.SQLITE_FULL, true), (.SQLITE_BUSY, true), (.SQLITE_CANTOPEN, true),
            (.SQLITE_CONSTRAINT, false), (.SQLITE_CORRUPT, false), (.SQLITE_ERROR, false),
        ])
    func unavailability(code: ResultCode, isUnavailable: Bool) {
        #expect((AppDatabase.unavailability(DatabaseError(resultCode: code)) != nil) == isUnavailable)
        #expect(AppDatabase.unavailability(StorageError("not SQLite's")) == nil)
    }
}
