import PerOCR
import Testing

@Suite("Reading shelf-tag images")
struct TagReaderTests {
    @Test("A clean tag: the name, the big price and the unit price line")
    func cleanTag() throws {
        let page = try TagReader().read(imageData: Fixture.bytes("clean-tag.png"))
        #expect(page.width == 238)
        #expect(page.lines.map(\.text) == ["Heinz Baked Beans 415g", "£1.40", "33.7p per 100g"])
        let tallest = try #require(page.words.max { $0.height < $1.height })
        #expect(tallest.text == "£1.40")
        #expect(page.words.allSatisfy { $0.confidence > 50 })
    }

    @Test("Words' boxes are in the original image's pixels")
    func boxesInOriginalPixels() throws {
        let page = try TagReader().read(imageData: Fixture.bytes("clean-tag.png"))
        for word in page.words {
            #expect(word.box.x >= 0 && word.box.maxX <= page.width)
            #expect(word.box.y >= 0 && word.box.maxY <= page.height)
        }
        let price = try #require(page.words.first { $0.text == "£1.40" })
        // The price was drawn 48 pixels high in a 238 × 99 image, near the left.
        #expect((30...60).contains(price.height))
        #expect(price.box.x < 40)
    }

    @Test("White text in a black box is read, beside dark text")
    func lightOnDarkBox() throws {
        let page = try TagReader().read(imageData: Fixture.bytes("dark-box.png"))
        #expect(page.text == "$2.99\nUNIT PRICE 18.7¢ per ounce")
    }

    @Test("A coloured band photographed at an angle is read: inverted as it lies, without a frame")
    func angledBand() throws {
        let page = try TagReader().read(imageData: Fixture.bytes("angled-band.jpg"))
        #expect(page.words.contains { $0.text == "3/$23" }, "\(page.text)")
    }

    @Test("A photographed tag: perspective, uneven light, noise and JPEG")
    func photographedTag() throws {
        let page = try TagReader().read(imageData: Fixture.bytes("photo-tag.jpg"))
        let words = Set(page.words.map(\.text))
        #expect(words.contains("1,99€") || words.contains("1,99"))
        #expect(words.contains("Pfand"))
        #expect(page.text.contains("0.25 €") || page.text.contains("0,25 €"))
    }

    @Test(
        "Raised cents the preparation broke apart or inverted are read again in the photo",
        arguments: [("raised-cents.jpg", "$20", "49"), ("raised-cents-photo.jpg", "$18", "89")])
    func raisedCentsReadAgain(_ image: String, _ dollars: String, _ cents: String) throws {
        let page = try TagReader().read(imageData: Fixture.bytes(image))
        let line = try #require(page.lines.first { $0.words.contains { $0.text == dollars } })
        let price = try #require(line.words.firstIndex { $0.text == dollars })
        #expect(line.words.dropFirst(price + 1).first?.text == cents, "\(line.text)")
    }

    @Test("Missing language data is refused when the reader is made")
    func missingLanguage() {
        #expect(throws: OCRError.languageDataMissing(languages: "xyz", dataPath: TagReader.debianDataPath)) {
            try TagReader(languages: "xyz", dataPath: TagReader.debianDataPath)
        }
    }

    @Test("One reader reads from several tasks at once")
    func concurrentReads() async throws {
        let reader = try TagReader()
        let image = try Fixture.bytes("dark-box.png")
        let texts = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<3 {
                group.addTask { try reader.read(imageData: image).text }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(Set(texts) == ["$2.99\nUNIT PRICE 18.7¢ per ounce"])
    }
}
