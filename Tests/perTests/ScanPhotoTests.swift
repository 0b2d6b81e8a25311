import Foundation
import Testing

/// `per scan` with photos, read by Tesseract, from the shelf-tag corpus's fixtures
/// (Tests/PerOCRTests/Fixtures).
@Suite("per scan: photos")
struct ScanPhotoTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("PerOCRTests/Fixtures")

    static func path(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    @Test("Photos are read in order; one that is not an image gets one line and exit 65, after the others")
    func photosInOrder() throws {
        let notAnImage = FileManager.default.temporaryDirectory.appendingPathComponent(
            "per-scan-\(UUID()).jpg")
        try Data("not a photo".utf8).write(to: notAnImage)
        defer { try? FileManager.default.removeItem(at: notAnImage) }
        let result = try PerBinary.run(
            ["scan", "--json", Self.path("clean-tag.png"), notAnImage.path, Self.path("dark-box.png")])
        #expect(result.status == 65)
        #expect(
            result.error
                == "Error: \(notAnImage.path): this is not an image: a photo of a shelf tag is a JPEG, PNG or WebP image\n"
        )
        let array = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        #expect(
            array.map { $0["file"] as? String } == [Self.path("clean-tag.png"), Self.path("dark-box.png")])
        #expect(array[0]["product"] as? String == "Heinz Baked Beans: 1.40 for 415 g")
        #expect((array[0]["tagUnitPrice"] as? [String: Any])?["check"] as? String == "matches")
        #expect(array[1]["price"] as? String == "2.99")
        #expect(array[1]["quantity"] is NSNull, "a size the tag doesn't print is not guessed")
        #expect((array[1]["uncertain"] as? [String])?.contains("quantity") == true)
    }

    @Test("A photo from standard input, shown as a table with the check and the product line")
    func standardInput() throws {
        let photo = try Data(contentsOf: Self.fixtures.appendingPathComponent("clean-tag.png"))
        let result = try PerBinary.run(["scan", "-"], inputBytes: photo)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasPrefix("standard input\nName          Heinz Baked Beans\n"))
        #expect(result.output.contains("Unit price    33.7p per 100g: matches\n"))
        #expect(result.output.hasSuffix("Product       Heinz Baked Beans: 1.40 for 415 g\n"))
    }

    @Test("Photos and --text together, no input, or - twice are usage errors")
    func usage() throws {
        for arguments in [["scan"], ["scan", "--text", "-", "a.jpg"], ["scan", "-", "-"]] {
            let result = try PerBinary.run(arguments)
            #expect(result.status == 64, "per \(arguments)")
            #expect(result.output.isEmpty)
        }
    }
}
