// Reads every photo of a shelf-tag corpus folder with PerOCR and prints, per photo, one JSON line:
// {"image", "seconds", "text", "words"}. Benchmarks/scan/bench_scan.py runs it beside plain
// `tesseract` and compares. The reader is made once, before the clock starts.
//
// Usage: PerOCRBench [--smallest-long-side N] [--no-large-print] [FOLDER] (default .build/tag-corpus)
import Foundation
import PerOCR

var arguments = Array(CommandLine.arguments.dropFirst())
var preparation = Preparation()
var readsLargePrint = true
if let index = arguments.firstIndex(of: "--smallest-long-side"), index + 1 < arguments.count,
    let side = Int(arguments[index + 1])
{
    preparation.smallestLongSide = side
    arguments.removeSubrange(index...index + 1)
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

for image in images {
    guard let data = FileManager.default.contents(atPath: "\(folder)/\(image)") else { continue }
    let bytes = [UInt8](data)
    let clock = ContinuousClock()
    var line: [String: Any] = ["image": image]
    let start = clock.now
    do {
        let page = try reader.read(imageData: bytes)
        let elapsed = start.duration(to: clock.now)
        line["seconds"] = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        line["text"] = page.text
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
