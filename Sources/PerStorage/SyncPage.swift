/// One answer of a sync, gathered in order of change from batches of stored records:
/// at most about ``maximumBytes`` of record text, so that a device's first sync of a large
/// household takes several requests and none holds the whole household in memory.
struct SyncPage {
    /// The text an answer holds before it stops: a record that starts below it is the last one.
    static let maximumBytes = 1 << 20
    /// How many records a database reads at a time.
    static let batchSize = 256

    /// The household's latest sequence number: the cursor of the last page.
    let latest: Int64
    private(set) var records: [String] = []
    private(set) var bytes = 0
    /// The sequence number of the last record taken.
    private(set) var last: Int64

    /// A page of the records after `since`, up to `latest`.
    init(since: Int64, latest: Int64) {
        self.latest = latest
        self.last = since
    }

    /// Whether a record was left out because the page was full.
    private(set) var more = false

    /// Takes the next record (they come in order of sequence number), unless the page is full.
    /// - Returns: Whether it was taken; once it isn't, the page is done.
    mutating func take(sequence: Int64, body: String) -> Bool {
        guard bytes < Self.maximumBytes else {
            more = true
            return false
        }
        records.append(body)
        bytes += body.utf8.count
        last = sequence
        return true
    }

    /// The answer: with the household's cursor when every record up to it is in the page, or
    /// with the cursor of the last record and `more` when the page filled first.
    var answer: SyncAnswer {
        SyncAnswer(cursor: more ? last : latest, records: records, more: more)
    }
}
