import PerKit

/// A shelf tag's text, pasted (`TagText(plainText:)`) and as OCR words with boxes made up from
/// the input's bytes, read under every measurement system: a reading never claims what it did
/// not check — a unit price that matches matches when checked again, one called wrong leaves
/// the price, the size and the unit price for the shopper to confirm, and a field not read is
/// uncertain when the product needs it — and its product line and JSON read back.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzTagText(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    let plain = TagText(plainText: input.text)
    for system in MeasurementSystem.allCases {
        TagTextTarget.check(ShelfTagReading(reading: plain, system: system), system: system)
    }
    TagTextTarget.check(
        ShelfTagReading(reading: TagTextTarget.boxed(plain, seed: size), system: .us), system: .us)
    let reference = try? ReferenceQuantity(Rational(100), .gram)
    TagTextTarget.check(ShelfTagReading(reading: plain, listReference: reference), system: .metric)
    return 0
}

enum TagTextTarget {
    /// The words of `tag` with boxes and confidences made up from their text: sizes from
    /// tiny to huge and positions that overlap, so that superscript cents are looked for.
    static func boxed(_ tag: TagText, seed: Int) -> TagText {
        var lines: [TagLine] = []
        var y = seed % 7
        for line in tag.lines {
            var x = 0
            var words: [TagWord] = []
            for word in line.words {
                let bytes = Array(word.text.utf8)
                let height = Int(bytes.first ?? 0) % 97 - 3
                let width = bytes.count * 9
                words.append(
                    TagWord(
                        word.text,
                        box: TagBox(x: x, y: y + Int(bytes.last ?? 0) % 11, width: width, height: height),
                        confidence: Int(bytes.count * 37 % 130) - 10))
                x += width + Int(bytes.first ?? 0) % 5
            }
            lines.append(TagLine(words))
            y += 40
        }
        return TagText(lines: lines)
    }

    static func check(_ reading: ShelfTagReading, system: MeasurementSystem) {
        for field in TagField.allCases {
            if let confidence = reading.confidence(of: field) {
                invariant((0...100).contains(confidence), "\(field.rawValue) has confidence \(confidence)")
            }
        }
        invariant(
            (reading.price.value != nil || reading.uncertain.contains(.price))
                && (reading.quantity.value != nil || reading.uncertain.contains(.quantity)),
            "'\(reading.text)': a missing price or size is not uncertain")
        if let price = reading.price.value { invariant(price.isPositive, "price \(price)") }
        if let unitPrice = reading.tagUnitPrice.value {
            switch unitPrice.check {
            case .matches, .otherBasis:
                // Matched against the price or a deal's price of one item.
                invariant(unitPrice.exact != nil, "'\(reading.text)' matches with no exact unit price")
            case .wrong(let difference):
                invariant(!difference.isZero, "'\(reading.text)' is wrong by nothing")
                invariant(
                    reading.uncertain.contains(.price) && reading.uncertain.contains(.quantity)
                        && reading.uncertain.contains(.tagUnitPrice),
                    "'\(reading.text)': a wrong unit price passed silently")
                if let price = reading.price.value, let quantity = reading.quantity.value {
                    let again = UnitPriceCheck.check(
                        unitPrice.money, per: unitPrice.reference, price: price, quantity: quantity)
                    invariant(
                        again.check == unitPrice.check,
                        "'\(reading.text)' checks as \(again.check.name) again")
                }
            case .unread: break
            }
        }
        if let product = reading.productText {
            do throws(ProductListError) {
                let item = try ProductItem(parsing: product, system: system)
                invariant(item.price == reading.price.value, "'\(product)' reads with price \(item.price)")
                invariant(
                    item.quantity.baseAmount == reading.quantity.value?.baseAmount,
                    "'\(product)' reads with quantity \(item.quantity)")
            } catch {
                invariant(
                    false, "'\(reading.text)' makes the product '\(product)', which is refused: \(error)")
            }
        }
        let json = reading.jsonText(file: "tag.txt")
        invariant((try? JSON(parsing: json)) != nil, "the JSON of '\(reading.text)' doesn't read: \(json)")
    }
}
