import PerKit
import Testing

@testable import PerOCR

@Suite("Reading a tag's lines again")
struct LineRereadingTests {
    static func line(_ texts: [String], y: Int, height: Int = 20) -> OCRLine {
        var x = 10
        var words: [OCRWord] = []
        for text in texts {
            words.append(
                OCRWord(
                    text: text, box: OCRBox(x: x, y: y, width: 12 * text.count, height: height),
                    confidence: 90))
            x += 12 * text.count + 10
        }
        return OCRLine(words: words)
    }

    @Test("A settled page is not read again; every line with a digit is, otherwise")
    func rereadsLinesWithDigits() throws {
        let reader = try TagReader()
        let image = try Fixture.bytes("clean-tag.png")
        let settled = try reader.read(imageData: image, rereadingLinesUnless: { _ in true })
        #expect(settled.rereadings.isEmpty)
        let unsettled = try reader.read(imageData: image, rereadingLinesUnless: { _ in false })
        #expect(unsettled.page == settled.page)
        for (index, readings) in unsettled.rereadings {
            #expect(LineRereading.holdsDigit(unsettled.page.lines[index].words))
            for line in readings {
                #expect(line.text != unsettled.page.lines[index].text)
                for word in line.words {
                    #expect(word.box.x >= 0 && word.box.maxX <= unsettled.page.width)
                    #expect(word.box.y >= 0 && word.box.maxY <= unsettled.page.height)
                }
            }
        }
    }

    @Test("Pages are tried one changed line first, then every line, then two lines")
    func candidateRounds() {
        let page = OCRPage(
            width: 300, height: 200,
            lines: [
                Self.line(["Coca-Cola"], y: 10), Self.line(["1,5"], y: 40),
                Self.line(["1,/9€"], y: 70, height: 60),
                Self.line(["11=1,19€"], y: 140),
            ])
        let rereadings = [
            1: [Self.line(["1,5", "l"], y: 40)], 2: [Self.line(["1,79", "€"], y: 70, height: 60)],
        ]
        let rounds = ShelfTagScanner.candidatePages(of: page, rereadings: rereadings)
        #expect(rounds.map(\.count) == [2, 1, 1])
        #expect(rounds[0][0].text == "Coca-Cola\n1,5 l\n1,/9€\n11=1,19€")
        #expect(rounds[1][0].text == "Coca-Cola\n1,5 l\n1,79 €\n11=1,19€")
    }

    @Test("Lines of print the page lost are added last: every one at once, then each alone")
    func unreadRound() {
        let page = OCRPage(
            width: 300, height: 200,
            lines: [Self.line(["Coca-Cola"], y: 10), Self.line(["1,49", "€"], y: 70)])
        let unread = [
            [Self.line(["1", "l"], y: 40), Self.line(["11"], y: 40)], [Self.line(["11=0,99", "€"], y: 140)],
        ]
        let rounds = ShelfTagScanner.candidatePages(of: page, rereadings: [:], unread: unread)
        #expect(rounds.map(\.count) == [5])
        #expect(
            rounds[0].map(\.text) == [
                "Coca-Cola\n1 l\n1,49 €\n11=0,99 €", "Coca-Cola\n11\n1,49 €", "Coca-Cola\n1 l\n1,49 €",
                "Coca-Cola\n11\n1,49 €", "Coca-Cola\n1,49 €\n11=0,99 €",
            ])
        #expect(ShelfTagScanner.candidatePages(of: page, rereadings: [:], unread: []).isEmpty)
        // Print found beside a line (`1kg` before `11,16 €`, its `=` lost) joins that line.
        let price = OCRLine(words: [
            OCRWord(text: "11,16", box: OCRBox(x: 200, y: 140, width: 60, height: 20), confidence: 90),
            OCRWord(text: "€", box: OCRBox(x: 270, y: 140, width: 12, height: 20), confidence: 90),
        ])
        let beside = OCRPage(width: 300, height: 200, lines: [Self.line(["250"], y: 40), price])
        let joined = ShelfTagScanner.candidatePages(
            of: beside, rereadings: [:], unread: [[Self.line(["1kg"], y: 142)]])
        #expect(joined.last?.map(\.text) == ["250\n1kg 11,16 €"])
    }

    @Test("Print no word covers is found as a line, on its own")
    func unreadPrint() throws {
        let reader = try TagReader()
        let bytes = try Fixture.bytes("clean-tag.png")
        let page = try reader.read(imageData: bytes)
        let image = try ImageDecoder.decode(bytes)
        let prepared = try reader.preparation.prepare(image)
        let boxes = page.lines.map { line in
            line.words.map { TagReader.prepared($0.box, scale: prepared.scale) }
        }
        let lost = try #require(page.lines.firstIndex { LineRereading.holdsDigit($0.words) })
        let others = boxes.enumerated().filter { $0.offset != lost }.flatMap(\.element)
        let found = UnreadPrint.lines(in: prepared.binary, besides: others)
        let lostBox = try #require(boxes[lost].dropFirst().reduce(boxes[lost].first) { $0?.union($1) })
        #expect(found.contains { $0.intersectionArea(with: lostBox) > lostBox.area / 2 })
        let besidesAll = UnreadPrint.lines(in: prepared.binary, besides: boxes.flatMap { $0 })
        #expect(!besidesAll.contains { $0.intersectionArea(with: lostBox) > 0 })
    }

    @Test("Only a reading whose unit price matches its price and size is confirmed")
    func confirmation() {
        func reading(_ text: String) -> ShelfTagReading { ShelfTagReading(plainText: text) }
        #expect(ShelfTagScanner.isConfirmed(reading("Coca-Cola\n1,5 l\n1,79 €\n1 l = 1,19 €")))
        #expect(!ShelfTagScanner.isConfirmed(reading("Coca-Cola\n1,5 l\n1,79 €\n1 l = 1,29 €")))
        #expect(!ShelfTagScanner.isConfirmed(reading("Coca-Cola\n1,5 l\n1,79 €")))
    }

    @Test(
        "A reading sure of every figure calls a misprint, unless it differs from a figure read with confidence"
    )
    func misprint() {
        func reading(_ text: String, confidence: Int? = nil) -> ShelfTagReading {
            ShelfTagReading(reading: TagText(plainText: text, confidence: confidence))
        }
        // Figures read without confidence, then again with it: the same, the unit price wrong.
        let first = reading("Coca-Cola\n1,5 l\n1,79 €\n1 l = 1,29 €", confidence: 50)
        #expect(first.tagUnitPrice.value?.check == .unread)
        let whole = reading("Coca-Cola\n1,5 l\n1,79 €\n1 l = 1,29 €", confidence: 95)
        #expect(ShelfTagScanner.isMisprint(whole, readingAgain: first))
        // Another price, where the first reading left the price to confirm: read again.
        let otherPrice = reading("Coca-Cola\n1,5 l\n1,99 €\n1 l = 1,29 €", confidence: 95)
        #expect(ShelfTagScanner.isMisprint(otherPrice, readingAgain: first))
        // Figures read without confidence are no such reading.
        #expect(!ShelfTagScanner.isMisprint(first, readingAgain: first))
        // Another size than one read with confidence is a doubt, not a misprint.
        let sureSize = reading("Coca-Cola\n1,5 l\n1,79 €", confidence: 95)
        #expect(!sureSize.uncertain.contains(.quantity))
        let otherSize = reading("Coca-Cola\n1 l\n1,79 €\n1 l = 1,29 €", confidence: 95)
        #expect(otherSize.tagUnitPrice.value?.check.isWrong == true)
        #expect(!ShelfTagScanner.isMisprint(otherSize, readingAgain: sureSize))
    }

    @Test(
        "Figures that agree as read come first, then a misprint read with confidence, then figures put right")
    func choiceOrder() throws {
        func page(_ price: [String], unitPrice: [String]) -> OCRPage {
            OCRPage(
                width: 400, height: 240,
                lines: [
                    Self.line(["Cheerios"], y: 10), Self.line(["8.9", "OZ"], y: 40),
                    Self.line(price, y: 80, height: 60), Self.line(unitPrice, y: 170),
                ])
        }
        func read(_ page: OCRPage) -> ShelfTagReading {
            ShelfTagReading(reading: TagText(page), currency: Currency(code: "USD"), system: .us)
        }
        let misprinted = ["UNIT", "PRICE", "$0.540", "per", "ounce"]
        let first = page(["$4"], unitPrice: ["UNIT", "PRICE"])
        // `$4`'s cents worked out from the misprinted unit price: it can't but agree.
        let workedOut = page(["$4"], unitPrice: misprinted)
        #expect(ShelfTagScanner.isPutRight(read(workedOut)))
        // `$4.79` read whole, which the misprint doesn't match.
        let whole = page(["$4.79"], unitPrice: misprinted)
        #expect(read(whole).tagUnitPrice.value?.check.isWrong == true)
        let right = page(["$4.79"], unitPrice: ["UNIT", "PRICE", "$0.538", "per", "ounce"])
        #expect(ShelfTagScanner.isConfirmed(read(right)))

        let start = (page: first, reading: read(first))
        let misprint = ShelfTagScanner.choice(first: start, rounds: [[workedOut], [whole]], read: read)
        #expect(misprint.page == whole)
        let agreeing = ShelfTagScanner.choice(
            first: start, rounds: [[workedOut, whole], [right]], read: read)
        #expect(agreeing.page == right)
        let onlyPutRight = ShelfTagScanner.choice(first: start, rounds: [[workedOut]], read: read)
        #expect(onlyPutRight.page == workedOut)
        #expect(onlyPutRight.reading.uncertain.contains(.price))
        let none = ShelfTagScanner.choice(first: start, rounds: [], read: read)
        #expect(none.page == first)
    }

    @Test(
        "With no figure to confirm it, a price read surely is shown for one read with doubt, still to confirm"
    )
    func surerPrice() {
        func reading(_ lines: [(String, Int)]) -> ShelfTagReading {
            let lines = lines.map { text, confidence in
                TagLine(text.split(separator: " ").map { TagWord(String($0), confidence: confidence) })
            }
            return ShelfTagReading(reading: TagText(lines: lines), currency: Currency(code: "EUR"))
        }
        let first = reading([("Vollmilch", 90), ("500 ml", 95), ("0,29 €", 29)])
        let surer = reading([("Vollmilch", 90), ("500 ml", 95), ("0,89 €", 92)])
        #expect(ShelfTagScanner.isSurer(surer, than: first))
        #expect(surer.uncertain.contains(.price))
        // Not a price of other digits, another size, or for a price read with confidence.
        #expect(!ShelfTagScanner.isSurer(reading([("500 ml", 95), ("89,00 €", 92)]), than: first))
        #expect(!ShelfTagScanner.isSurer(reading([("1 l", 95), ("0,89 €", 92)]), than: first))
        let sure = reading([("Vollmilch", 90), ("500 ml", 95), ("0,29 €", 85)])
        #expect(!ShelfTagScanner.isSurer(surer, than: sure))
        #expect(!ShelfTagScanner.isSurer(reading([("500 ml", 95), ("0,89 €", 45)]), than: first))
    }

    @Test(
        "The whole photo read again: each line with a digit is another reading of the line it covers, or a line lost"
    )
    func wholePageLines() {
        let page = OCRPage(
            width: 300, height: 200,
            lines: [Self.line(["Coca-Cola"], y: 10), Self.line(["0,29", "€"], y: 70, height: 60)])
        var readings = PageReadings(
            page: page, rereadings: [1: [Self.line(["0,89", "€"], y: 70, height: 60)]])
        readings.add(linesOf: [
            Self.line(["Coca-Cola"], y: 12),
            Self.line(["0,89", "€"], y: 72, height: 58),
            Self.line(["0,99", "€"], y: 72, height: 58),
            Self.line(["1", "l", "=", "1,81", "€"], y: 150),
        ])
        #expect(readings.rereadings.keys.sorted() == [1])
        #expect(readings.rereadings[1]?.map(\.text) == ["0,89 €", "0,99 €"])
        #expect(readings.unread.map { $0.map(\.text) } == [["1 l = 1,81 €"]])
    }
}
