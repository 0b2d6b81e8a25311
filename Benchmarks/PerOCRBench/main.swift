// Reads every photo of a shelf-tag corpus folder with PerOCR and prints, per photo, one JSON line:
// {"image", "seconds", "text", "words", "reading"}: the words OCR read, and PerKit's reading of
// them (`ShelfTagReading`'s JSON, as `per scan --json` prints it), with the currency and the
// measurement system of the tag's region (its truth's `region`: what the shopper's app knows).
// Benchmarks/scan/bench_scan.py runs it beside plain `tesseract` and compares. The reader is made
// once, before the clock starts. The clock times `ShelfTagScanner.scan`: OCR, PerKit's reading,
// and, where the price and the size are not settled, the second reading of the lines with digits
// and the readings of the pages made with them (`--no-line-rereading`: OCR alone, as before).
//
// `--rereadings` adds every line's other readings to each photo's line ("rereadings", untimed).
//
// Usage: PerOCRBench [--smallest-long-side N] [--no-large-print] [--no-line-rereading]
//        [--rereadings] [FOLDER]
//        (default .build/tag-corpus)
import Foundation
import PerKit
import PerOCR

/// The currency and measurement system of a tag's region, from its truth file beside the photo.
func regionSettings(of image: String, in folder: String) -> (Currency?, MeasurementSystem) {
    let truthPath = "\(folder)/\((image as NSString).deletingPathExtension).json"
    guard let data = FileManager.default.contents(atPath: truthPath),
        let truth = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let region = truth["region"] as? String
    else { return (nil, .metric) }
    switch region {
    case "UK": return (Currency(code: "GBP"), .uk)
    case "US": return (Currency(code: "USD"), .us)
    default: return (Currency(code: "EUR"), .metric)
    }
}

var arguments = Array(CommandLine.arguments.dropFirst())
var preparation = Preparation()
var readsLargePrint = true
if let index = arguments.firstIndex(of: "--smallest-long-side"), index + 1 < arguments.count,
    let side = Int(arguments[index + 1])
{
    preparation.smallestLongSide = side
    arguments.removeSubrange(index...index + 1)
}
var rereadsLines = true
var showsRereadings = false
if let index = arguments.firstIndex(of: "--rereadings") {
    showsRereadings = true
    arguments.remove(at: index)
}
if let index = arguments.firstIndex(of: "--no-line-rereading") {
    rereadsLines = false
    arguments.remove(at: index)
}
if let index = arguments.firstIndex(of: "--no-large-print") {
    readsLargePrint = false
    arguments.remove(at: index)
}
let folder = arguments.first ?? ".build/tag-corpus"
let images: [String]
do {
    images = try FileManager.default.contentsOfDirectory(atPath: folder)
        .filter { $0.hasSuffix(".jpg") || $0.hasSuffix(".png") || $0.hasSuffix(".webp") }
        .sorted()
} catch {
    FileHandle.standardError.write(Data("PerOCRBench: can't list \(folder): \(error)\n".utf8))
    exit(66)
}

let reader: TagReader
do {
    reader = try TagReader(preparation: preparation, readsLargePrint: readsLargePrint)
} catch {
    FileHandle.standardError.write(Data("PerOCRBench: \(error)\n".utf8))
    exit(69)
}
let scanner = ShelfTagScanner(reader: reader)

for image in images {
    guard let data = FileManager.default.contents(atPath: "\(folder)/\(image)") else { continue }
    let bytes = [UInt8](data)
    let clock = ContinuousClock()
    var line: [String: Any] = ["image": image]
    let start = clock.now
    do {
        let (currency, system) = regionSettings(of: image, in: folder)
        let page: OCRPage
        let reading: ShelfTagReading
        if rereadsLines {
            (page, reading) = try scanner.scan(imageData: bytes, currency: currency, system: system)
        } else {
            page = try reader.read(imageData: bytes)
            reading = ShelfTagReading(reading: TagText(page), currency: currency, system: system)
        }
        let elapsed = start.duration(to: clock.now)
        line["seconds"] = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        line["text"] = page.text
        if showsRereadings {
            // Every line with digits read again, whether or not the page was settled: after the clock.
            let rereadings = try reader.read(imageData: bytes, rereadingLinesUnless: { _ in false }).rereadings
            line["rereadings"] = rereadings.sorted { $0.key < $1.key }.map { index, lines in
                ["line": index, "texts": lines.map(\.text)] as [String: Any]
            }
        }
        line["reading"] = try JSONSerialization.jsonObject(with: Data(reading.jsonText().utf8))
        line["words"] = page.words.map { word in
            [
                "text": word.text, "x": word.box.x, "y": word.box.y, "width": word.box.width,
                "height": word.box.height, "confidence": word.confidence,
            ] as [String: Any]
        }
    } catch {
        line["error"] = "\(error)"
    }
    let json = try JSONSerialization.data(withJSONObject: line, options: [.sortedKeys])
    FileHandle.standardOutput.write(json + Data("\n".utf8))
}
