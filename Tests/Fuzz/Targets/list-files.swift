import PerKit
import PerWire

/// List files as a shopper imports them, CSV (`list,name,price,quantity,unit`) or JSON
/// (`{"format": "per-lists", …}`), read by PerKit under every measurement system and by
/// ``WireFiles``, and the CSV records beneath.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzListFiles(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = FuzzInput(data, size).text
    if let records = try? CSVReader.records(in: text) {
        let fields = records.map { $0.fields }
        let written = CSVWriter.text(fields)
        // Per's imports read a cell without the ' that keeps a spreadsheet from running it.
        let again = (try? CSVReader.records(in: written))?.map { $0.fields.map(SpreadsheetFormula.restored) }
        invariant(
            again == fields, "the records of '\(text)' are written as '\(written)', which reads otherwise")
    }
    for system in MeasurementSystem.allCases {
        guard let lists = try? ListFile.lists(from: text, system: system) else { continue }
        ListFilesTarget.checkWrittenAgain(lists, from: text, system: system)
    }
    let request = JSON.object([.init("text", .string(text)), .init("system", .string("uk"))]).text
    ListFilesTarget.checkRead(WireFiles.read(request), from: text)
    return 0
}

enum ListFilesTarget {
    /// Lists read from a file are written as a file, as share links and as the JSON the app's
    /// modules pass each other, that read back equal.
    static func checkWrittenAgain(_ lists: [SharedList], from text: String, system: MeasurementSystem) {
        let json = ListFile.jsonText(lists)
        invariant(
            (try? ListFile.lists(fromJSON: json)) == lists,
            "'\(text)' is written as '\(json)', which reads otherwise")
        if ListFile.format(of: text) == .csv {
            let csv = ListFile.csvText(lists)
            let again = try? ListFile.lists(fromCSV: csv, system: system)
            invariant(again == lists, "'\(text)' is written as '\(csv)', which reads otherwise")
        }
        for list in lists {
            let payload = ShareLink.encode(list)
            invariant(
                (try? SharedList(payload: payload)) == list,
                "'\(text)' is shared as '\(payload)', which reads otherwise")
            let object = list.jsonText
            invariant(
                (try? JSON(parsing: object)).flatMap { try? SharedList(json: $0) } == list,
                "'\(text)' is passed on as '\(object)', which reads otherwise")
        }
    }

    /// ``WireFiles`` answers with lists that it writes again as a file that reads back equal,
    /// or with the problems.
    static func checkRead(_ answer: String, from text: String) {
        let json = try? JSON(parsing: answer)
        guard let values = json?.array("lists") else {
            invariant(json?.array("problems")?.isEmpty == false, "'\(text)' is answered with '\(answer)'")
            return
        }
        let lists = values.compactMap { try? SharedList(json: $0) }
        invariant(lists.count == values.count, "'\(text)' is answered with unreadable lists: \(answer)")
        let request = JSON.object([
            .init("format", .string("json")), .init("name", .string("Per lists")),
            .init("lists", .array(values)),
        ]).text
        let written = try? JSON(parsing: WireFiles.write(request))
        let file = written?.string("text") ?? ""
        invariant(
            (try? ListFile.lists(fromJSON: file)) == lists,
            "'\(text)' is written as '\(file)', which reads otherwise")
    }
}
