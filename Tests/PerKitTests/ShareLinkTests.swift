import SeededRandom
import Testing

@testable import PerKit

/// Share links: lists survive exactly, and every damaged or truncated link is refused with a
/// message that says what is wrong.
@Suite("ShareLink")
struct ShareLinkTests {
    // MARK: Generated lists

    static let names: [String?] = [
        nil, "Brand A", "\"Best\" buy", "Kid's \"fun\" pack, 6 ct", "Café crème", "🍎 Apples 🍏",
        "👨‍👩‍👧 Family pack",
        "حليب طازج", "חלב 3%", "Milk, 2%, organic", "a:b/c#share=1AAA", "100% juice & more", "日本のお茶",
        "  spaces inside  ", "\u{202E}reversed", "x",
    ]

    static let listNames = [
        "Shopping list", "", "Weekly shop, \"big\" one", "Épicerie 🛒", "قائمة", "#share=", "a&b=c?d",
    ]

    /// A price: shelf prices, thirds, multiples and now and then an extreme rational.
    static func randomPrice(_ rng: inout SplitMix64) throws -> Rational {
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: return try Rational(399, 100)
        case 1: return try Rational(10, 3)
        case 2: return try Rational(2 * 349, 100)  // 2 × 3.49
        case 3: return try Rational(Int128(Int.random(in: 1...100_000, using: &rng)), 100)
        case 4: return try randomExtreme(&rng)
        default:
            return try Rational(
                Int128(UInt64.random(in: 1...UInt64.max, using: &rng)),
                Int128(UInt64.random(in: 1...UInt64.max, using: &rng)))
        }
    }

    /// A positive rational with parts of up to 127 bits.
    static func randomExtreme(_ rng: inout SplitMix64) throws -> Rational {
        func part() -> Int128 {
            let bits = Int.random(in: 1...127, using: &rng)
            let value = Int128(bitPattern: UInt128(rng.next()) << 64 | UInt128(rng.next())) & Int128.max
            return max(value >> (127 - bits), 1)
        }
        return try Rational(part(), part())
    }

    static func randomQuantity(_ rng: inout SplitMix64, dimension: Dimension) throws -> Quantity {
        let unit = Unit.units(of: dimension).randomElement(using: &rng)!
        let size: Rational
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: size = Rational(Int.random(in: 1...2000, using: &rng))
        case 1: size = try Rational(Int128(Int.random(in: 1...9999, using: &rng)), 1000)
        case 2: size = try Rational(3, 2)
        default: size = try randomExtreme(&rng)
        }
        let packCount =
            Int.random(in: 0..<3, using: &rng) == 0 ? Rational(Int.random(in: 2...24, using: &rng)) : .one
        // Two negative parts make a positive quantity, which PerKit accepts: signs survive too.
        if Int.random(in: 0..<10, using: &rng) == 0 {
            return try Quantity(size.negated, unit, packCount: packCount.negated)
        }
        return try Quantity(size, unit, packCount: packCount)
    }

    static let dealTexts = [
        "member 3.50", "buy 2 get 1 free", "2nd half price", "3 for the price of 2", "3 for 5.00",
        "10% off", "save 0.25", "deposit 0.25", "plus 8.875% tax", "member 10/3, 3 for 10.00, deposit 0.08",
        "12.5% off, save 0.05, buy 1 get 1 free, plus 20% tax",
    ]

    /// `item`, in one case of four with a deal (left without when the deal makes no price for it).
    static func withRandomDeal(_ item: ProductItem, _ rng: inout SplitMix64) -> ProductItem {
        guard Int.random(in: 0..<4, using: &rng) == 0,
            let deal = try? Deal(parsing: dealTexts.randomElement(using: &rng)!)
        else { return item }
        return (try? item.withDeal(deal)) ?? item
    }

    static func randomList(_ rng: inout SplitMix64) -> SharedList {
        let dimension = Dimension.allCases.randomElement(using: &rng)!
        var products = ProductList()
        for _ in 0..<Int.random(in: 0...8, using: &rng) {
            // Extreme values whose unit price overflows are refused by PerKit; leave them out.
            guard let price = try? randomPrice(&rng),
                let quantity = try? randomQuantity(&rng, dimension: dimension),
                let item = try? ProductItem(
                    name: names.randomElement(using: &rng)!, price: price, quantity: quantity)
            else { continue }
            _ = try? products.add(withRandomDeal(item, &rng))
        }
        var reference: ReferenceQuantity? = nil
        if Bool.random(using: &rng) {
            let choices = ReferenceQuantity.choices(for: dimension, system: .metric)
            if Bool.random(using: &rng) {
                reference = choices.randomElement(using: &rng)
            } else {
                reference = try? ReferenceQuantity(randomExtreme(&rng), Unit.all.randomElement(using: &rng)!)
            }
        }
        let currency = Bool.random(using: &rng) ? Currency.all.randomElement(using: &rng) : nil
        return SharedList(
            name: listNames.randomElement(using: &rng)!, products: products, reference: reference,
            currency: currency)
    }

    @Test func generatedListsRoundTripExactly() throws {
        var rng = PropertyTests.generator("share links", seed: 0x5_4A2E_0001)
        var productCount = 0
        var dealCount = 0
        var dimensions = Set<Dimension>()
        for _ in 0..<3_000 {
            let list = Self.randomList(&rng)
            let link = ShareLink.url(base: "http://127.0.0.1:8080/", list: list)
            let decoded = try SharedList(link: link)
            #expect(decoded == list, "\(link)")
            // Exactly the same values, names included, in the same order.
            #expect(decoded.products.items.map(\.name) == list.products.items.map(\.name))
            #expect(decoded.products.items.map(\.quantity) == list.products.items.map(\.quantity))
            #expect(decoded.products.items.map(\.deal) == list.products.items.map(\.deal))
            #expect(decoded.name.hasSameUTF8(as: list.name))
            // Only a list with a deal needs version 2: the others open in every version of Per.
            let hasDeal = list.products.items.contains { $0.deal != nil }
            #expect(link.contains("#share=" + (hasDeal ? "2" : "1")))
            productCount += list.products.count
            dealCount += list.products.items.filter { $0.deal != nil }.count
            if let dimension = list.products.dimension { dimensions.insert(dimension) }
        }
        #expect(productCount > 6_000)
        #expect(dealCount > 1_000)
        #expect(dimensions.count == Dimension.allCases.count)
    }

    /// The JSON the web app's modules pass lists in (``SharedList/write(to:)``) keeps every
    /// value exactly, as links do.
    @Test func generatedListsRoundTripThroughJSONExactly() throws {
        var rng = PropertyTests.generator("shared lists as JSON", seed: 0x5_4A2E_0002)
        for _ in 0..<1_000 {
            let list = Self.randomList(&rng)
            let decoded = try SharedList(json: JSON(parsing: list.jsonText))
            #expect(decoded == list, "\(list.jsonText)")
            #expect(decoded.products.items.map(\.name) == list.products.items.map(\.name))
            #expect(decoded.name.hasSameUTF8(as: list.name))
        }
    }

    @Test(arguments: [
        (#"[]"#, "the list has an invalid 'name'"),
        (#"{"name":"A"}"#, "the list has an invalid 'items'"),
        (#"{"name":"A","currency":"EURO","items":[]}"#, "the list has an invalid 'currency'"),
        (
            #"{"name":"A","reference":{"amount":"0","unit":"kg"},"items":[]}"#,
            "the list has an invalid 'reference'"
        ),
        (
            #"{"name":"A","reference":{"amount":"1","unit":"stone"},"items":[]}"#,
            "the list has an invalid 'reference.unit'"
        ),
        (
            #"{"name":"A","items":[{"price":"1","packSize":"1/0","unit":"g"}]}"#,
            "the list has an invalid 'items[0].packSize'"
        ),
        (
            #"{"name":"A","items":[{"price":"1","packSize":"1","unit":"g"},{"price":"1","packSize":"1","unit":"L"}]}"#,
            "the list is inconsistent: Can't add 1 L (sold by volume) to a list of products sold by weight"
        ),
    ])
    func unreadableJSONSaysWhy(_ text: String, _ message: String) throws {
        #expect(throws: ParseError(message, at: 0)) { try SharedList(json: JSON(parsing: text)) }
    }

    @Test func everyUnitHasACode() {
        for unit in Unit.all {
            #expect(ShareLink.unitCodes.filter { $0.hasSameUTF8(as: unit.id) }.count == 1, "\(unit.id)")
        }
        #expect(ShareLink.unitCodes.count == Unit.all.count)
    }

    /// The format is fixed: links made today must open in every later version.
    @Test func version1PayloadIsStable() throws {
        let list = try Self.exampleList()
        #expect(ShareLink.encode(list) == Self.examplePayload)
        #expect(try SharedList(payload: Self.examplePayload) == list)
    }

    static let examplePayload = "1LgtXZWVrbHkgc2hvcANFVVICyAEBAgAUAwQBAgEEB0JyYW5kIEGeBmQCAegHAQGzn1Xr"

    /// Version 2 is fixed too: the example list, its best product (2 x 1 lb for 10 ÷ 3) with a
    /// member price and a multi-buy, Brand A with none.
    @Test func version2PayloadIsStable() throws {
        let list = try Self.exampleListWithDeals()
        let payload = ShareLink.encode(list)
        #expect(payload == Self.exampleDealsPayload)
        let decoded = try SharedList(payload: Self.exampleDealsPayload)
        #expect(decoded == list)
        #expect(decoded.products.items.map { $0.deal?.text } == ["member 3.00, 3 for 9.00", nil])
    }

    static let exampleDealsPayload = "2RwtXZWVrbHkgc2hvcANFVVICyAEBAgAUAwQBAgEEF21lbWJlciAzLjAwLCAzIGZvciA5LjAwB0JyYW5kIEGeBmQCAegHAQEAPJ74mg"

    static func exampleListWithDeals() throws -> SharedList {
        let example = try exampleList()
        var items = example.products.items
        items[0] = try items[0].withDeal(Deal(parsing: "3 for 9.00, member 3.00"))
        return SharedList(
            name: example.name, products: try ProductList(items), reference: example.reference,
            currency: example.currency)
    }

    static func exampleList() throws -> SharedList {
        let products = try ProductList([
            ProductItem(name: "Brand A", price: Rational(399, 100), quantity: Quantity(Rational(500), .gram)),
            ProductItem(
                price: Rational(10, 3), quantity: Quantity(Rational(1), .pound, packCount: Rational(2))),
        ])
        return SharedList(
            name: "Weekly shop", products: products, reference: try ReferenceQuantity(Rational(100), .gram),
            currency: Currency(code: "EUR"))
    }

    // MARK: Damage is always detected

    static let replacements: [UInt8] = Array("Aa0-_1Qz".utf8)

    @Test func everyChangedCharacterOrTruncationIsDetected() throws {
        var rng = PropertyTests.generator("damaged share links", seed: 0x5_4A2E_0002)
        var changes = 0
        for sample in 0..<24 {
            let list = sample == 0 ? try Self.exampleList() : Self.randomList(&rng)
            let link = ShareLink.url(base: "http://127.0.0.1:8080/", list: list)
            let bytes = Array(link.utf8)
            let fragmentStart = bytes.firstIndex(of: UInt8(ascii: "#"))!
            for index in fragmentStart..<bytes.count {
                for replacement in Self.replacements where replacement != bytes[index] {
                    var changed = bytes
                    changed[index] = replacement
                    let text = String(decoding: changed, as: UTF8.self)
                    #expect(throws: ParseError.self, "\(text)") { try SharedList(link: text) }
                    changes += 1
                }
            }
            for length in 0..<bytes.count {
                let text = String(decoding: bytes[..<length], as: UTF8.self)
                #expect(throws: ParseError.self, "\(text)") { try SharedList(link: text) }
            }
        }
        #expect(changes > 10_000)
    }

    // MARK: Messages

    /// Damages the example payload: `(description, payload, message)`.
    static let damage: [(String, @Sendable (String) -> String, String)] = [
        ("empty", { _ in "" }, "This share link is cut short: copy the whole link, up to its last character"),
        (
            "cut short", { String($0.dropLast(3)) },
            "This share link is cut short: copy the whole link, up to its last character"
        ),
        (
            "version only", { String($0.prefix(1)) },
            "This share link is cut short: copy the whole link, up to its last character"
        ),
        (
            "version 3", { "3" + $0.dropFirst() },
            "This share link was made by a newer version of Per: update Per to open it"
        ),
        (
            // The version is part of what the checksum covers: a link without deals can't be
            // read as one with them.
            "version 1 read as 2", { "2" + $0.dropFirst() },
            "This share link is damaged: its checksum doesn't match, so a character was changed"
        ),
        (
            "version Z", { "Z" + $0.dropFirst() },
            "This share link was made by a newer version of Per: update Per to open it"
        ),
        (
            "version 0", { "0" + $0.dropFirst() },
            "This share link is damaged: it doesn't start with a version number"
        ),
        (
            "version -", { "-" + $0.dropFirst() },
            "This share link is damaged: it doesn't start with a version number"
        ),
        (
            "changed character", { changing($0, at: 12) },
            "This share link is damaged: its checksum doesn't match, so a character was changed"
        ),
        (
            "extra characters", { $0 + "AB" },
            "This share link is damaged: it has 2 characters too many at its end"
        ),
        ("a full stop after it", { $0 + "." }, "This share link is damaged: '.' can't be part of it"),
        (
            "a space in it", { String($0.prefix(5)) + " " + $0.dropFirst(5) },
            "This share link is damaged: ' ' can't be part of it"
        ),
        (
            "a euro sign in it", { String($0.prefix(5)) + "€" + $0.dropFirst(6) },
            "This share link is damaged: '€' can't be part of it"
        ),
    ]

    static func changing(_ text: String, at index: Int) -> String {
        var bytes = Array(text.utf8)
        bytes[index] = bytes[index] == UInt8(ascii: "A") ? UInt8(ascii: "B") : UInt8(ascii: "A")
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test(arguments: damage)
    func damagedPayloadSaysWhy(
        _ description: String, _ damage: @Sendable (String) -> String, _ message: String
    ) throws {
        let payload = ShareLink.encode(try Self.exampleList())
        let error = #expect(throws: ParseError.self) { try SharedList(payload: damage(payload)) }
        #expect(error?.message == message, "\(description)")
    }

    @Test(arguments: [
        ("http://127.0.0.1:8080/", "This link holds no shared list: it has no '#share=' part"),
        ("http://127.0.0.1:8080/#list=1AAA", "This link holds no shared list: it has no '#share=' part"),
        ("#share=", "This share link is cut short: copy the whole link, up to its last character"),
        ("share=1", "This share link is cut short: copy the whole link, up to its last character"),
    ])
    func linkWithoutAListSaysSo(_ link: String, _ message: String) {
        let error = #expect(throws: ParseError.self) { try SharedList(link: link) }
        #expect(error?.message == message)
    }

    @Test(arguments: [
        "http://127.0.0.1:8080/#share=", "https://per.example/app?x=1#share=", "#share=", "share=",
    ])
    func linkFormsAllRead(_ prefix: String) throws {
        let list = try Self.exampleList()
        #expect(try SharedList(link: prefix + ShareLink.encode(list)) == list)
    }

    // MARK: What surrounds a pasted link

    /// What a link may be pasted with: `(before, after)`; the link is read without it.
    static let surroundings: [(String, String)] = [
        ("", "."), ("", ","), ("", ";"), ("", ":"), ("", "!"), ("", "?"), ("", ")"), ("(", ")."),
        ("[", "]"), ("{", "}"), ("<", ">"), ("'", "'"), ("\"", "\"."), ("`", "`"), ("“", "”"), ("‘", "’."),
        ("«\u{A0}", "\u{A0}»"), ("", "…"), ("", "?!"), ("", " "), ("", "\n"), ("", "\r\n"), ("", "\t"),
        (" ", " "), ("\n\t ", ". \n"), ("", "。"), ("", "をご覧ください"), ("", " 🛒"),
        // As a browser's address escapes them.
        ("", "%22"), ("", "%3E"), ("", "%3e."), ("", "%20"), ("", "%E2%80%9D"), ("", "%C2%A0%C2%BB"),
    ]

    static let cutShort = "This share link is cut short: copy the whole link, up to its last character"

    @Test(arguments: surroundings)
    func surroundingsOfAPastedLinkAreLeftOut(_ before: String, _ after: String) throws {
        let list = try Self.exampleList()
        for link in [
            ShareLink.url(base: "https://per.example/", list: list), "#share=" + Self.examplePayload,
        ] {
            #expect(try SharedList(link: before + link + after) == list, "\(before + link + after)")
        }
    }

    @Test func fragmentWithoutHashReadsAfterSpacesAndLineBreaks() throws {
        #expect(
            try SharedList(link: " \n\t\r\nshare=" + Self.examplePayload + ".\n") == (try Self.exampleList()))
    }

    /// A link cut short says so whatever follows it, and what can't follow a link still
    /// damages it: `(link, message)`.
    static let damagedLinks: [(String, String)] = [
        ("#share=1LgtXZWVrbHkgc2hvcANFVVIC.", cutShort),
        ("#share=1LgtXZWVrbHkgc2hvcANFVVIC…", cutShort),
        ("#share=1LgtXZWVrbHkgc2hvcANFVVIC).\n", cutShort),
        ("#share=1LgtXZWVrbHkgc2hvcANFVVIC%22", cutShort),
        ("#share=1.", cutShort),
        ("#share=.", cutShort),
        (".", "This link holds no shared list: it has no '#share=' part"),
        ("#share=" + examplePayload + ".x", "This share link is damaged: '.' can't be part of it"),
        ("#share=" + examplePayload + "%41", "This share link is damaged: '%' can't be part of it"),
        ("#share=" + examplePayload + "(", "This share link is damaged: '(' can't be part of it"),
        ("#share=" + examplePayload + "%2", "This share link is damaged: '%' can't be part of it"),
        (
            "#share=" + examplePayload + "A.",
            "This share link is damaged: it has 1 character too many at its end"
        ),
    ]

    @Test(arguments: damagedLinks)
    func punctuationAfterADamagedLinkChangesNothing(_ link: String, _ message: String) {
        let error = #expect(throws: ParseError.self) { try SharedList(link: link) }
        #expect(error?.message == message, "\(link)")
    }

    /// `-` and `_`, the two base64url digits that are punctuation, are never left out.
    @Test(arguments: ["-", "_"])
    func payloadsEndingInPunctuationKeepIt(_ last: String) throws {
        // Six-character names make 15 bytes, whose last character is 6 bits of the checksum.
        let list = try #require(
            (100_000..<105_000).lazy.map { SharedList(name: "\($0)", products: ProductList()) }
                .first { ShareLink.encode($0).hasSuffix(last) })
        let link = "#share=" + ShareLink.encode(list)
        for after in ["", ".", ")", " ", "\n"] {
            #expect(try SharedList(link: link + after) == list, "\(link + after)")
        }
        let error = #expect(throws: ParseError.self) { try SharedList(link: link.dropLast() + ".") }
        #expect(error?.message == Self.cutShort)
    }

    @Test func urlReplacesTheBasesFragment() throws {
        let list = try Self.exampleList()
        let payload = ShareLink.encode(list)
        #expect(
            ShareLink.url(base: "https://per.example/#old", list: list) == "https://per.example/#share="
                + payload)
        #expect(
            ShareLink.url(base: "https://per.example/", list: list) == "https://per.example/#share=" + payload
        )
    }

    // MARK: Lists the checksum vouches for are still checked by PerKit

    /// A payload with a correct length and checksum around `body`, as a faulty encoder would
    /// write it.
    static func payload(body: [UInt8], version: Character = "1") -> String {
        var bytes: [UInt8] = [UInt8(body.count)] + body
        let checksum = ShareLink.crc32(bytes, count: bytes.count, version: version.asciiValue!)
        bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: checksum >> $0) }
        // base64url without padding, written out independently of the encoder.
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        var text = String(version)
        var bits = 0
        var bitCount = 0
        for byte in bytes {
            bits = bits << 8 | Int(byte)
            bitCount += 8
            while bitCount >= 6 {
                bitCount -= 6
                text.append(alphabet[(bits >> bitCount) & 63])
            }
        }
        if bitCount > 0 { text.append(alphabet[(bits << (6 - bitCount)) & 63]) }
        return text
    }

    /// Name "L", no currency, no reference, then the products' bytes.
    static func listBody(count: UInt8, _ products: [UInt8]) -> [UInt8] {
        [1, UInt8(ascii: "L"), 0, 0, count] + products
    }

    @Test(arguments: [
        (
            "mixed dimensions",
            listBody(count: 2, [0, 0x9E, 0x06, 100, 2, 1, 0xE8, 0x07, 1, 1, 0, 2, 1, 2, 1, 2, 1, 8]),
            "This shared list's product 2 can't be used: Can't add 1 L (sold by volume) to a list of products sold by weight"
        ),
        (
            "a zero price", listBody(count: 1, [0, 0, 1, 2, 1, 2, 1, 1]),
            "This shared list's product 1 can't be used: The price must be greater than zero (it is 0)"
        ),
        (
            "a fraction not in lowest terms", listBody(count: 1, [0, 4, 4, 2, 1, 2, 1, 1]),
            "This share link is damaged: a number can't be read"
        ),
        (
            "a denominator of zero", listBody(count: 1, [0, 2, 0, 2, 1, 2, 1, 1]),
            "This share link is damaged: a number can't be read"
        ),
        (
            "an unknown unit", listBody(count: 1, [0, 2, 1, 2, 1, 2, 1, 99]),
            "This share link is damaged: it names an unknown unit"
        ),
        (
            "a missing product", listBody(count: 2, [0, 2, 1, 2, 1, 2, 1, 1]),
            "This share link is damaged: a count can't be read"
        ),
        (
            "bytes after the list", listBody(count: 0, [7]),
            "This share link is damaged: it has bytes after the list"
        ),
        (
            "an overlong number", listBody(count: 1, [0, 0x82, 0x00, 1, 2, 1, 2, 1, 1]),
            "This share link is damaged: a number can't be read"
        ),
        (
            "a name that isn't UTF-8", listBody(count: 1, [1, 0xFF, 2, 1, 2, 1, 2, 1, 1]),
            "This share link is damaged: a text isn't UTF-8"
        ),
        (
            "an unknown currency", [0, 3] + Array("XYZ".utf8) + [0, 0],
            "This share link is damaged: its currency 'XYZ' isn't an ISO 4217 code"
        ),
        (
            "a currency in lower case", [0, 3] + Array("eur".utf8) + [0, 0],
            "This share link is damaged: its currency 'eur' isn't an ISO 4217 code"
        ),
        (
            "a reference of zero", [0, 0, 2, 0, 1, 0],
            "This share link is damaged: its reference quantity can't be used"
        ),
    ])
    func invalidListIsRefusedWithPerKitsMessage(_ description: String, _ body: [UInt8], _ message: String) {
        let error = #expect(throws: ParseError.self) { try SharedList(payload: Self.payload(body: body)) }
        #expect(error?.message == message, "\(description)")
    }

    /// A version 2 body: name "L", no currency, no reference, one product 1.00 for 1 g with the
    /// deal text given.
    static func dealBody(_ deal: String) -> [UInt8] {
        listBody(count: 1, [0, 2, 1, 2, 1, 2, 1, 1, UInt8(deal.utf8.count)] + Array(deal.utf8))
    }

    @Test(arguments: [
        ("a deal not as Per writes it", dealBody("member 0.50,buy 2 get 1 free"), "This share link is damaged: a product's deal can't be read"),
        ("a deal that can't be read", dealBody("member"), "This share link is damaged: a product's deal can't be read"),
        ("a deal of only spaces", dealBody(" "), "This share link is damaged: a product's deal can't be read"),
        (
            "a deal that makes no price", dealBody("save 2.00"),
            "This shared list's product 1 can't be used: 'save 2.00' leaves nothing to pay: one pack would cost -1.00"
        ),
        ("a missing deal", listBody(count: 1, [0, 2, 1, 2, 1, 2, 1, 1]), "This share link is damaged: a count can't be read"),
    ])
    func invalidDealIsRefused(_ description: String, _ body: [UInt8], _ message: String) {
        let error = #expect(throws: ParseError.self) {
            try SharedList(payload: Self.payload(body: body, version: "2"))
        }
        #expect(error?.message == message, "\(description)")
    }

    @Test func handWrittenVersion2PayloadReads() throws {
        let list = try SharedList(payload: Self.payload(body: Self.dealBody("member 0.50, 3 for 2.00"), version: "2"))
        let item = try #require(list.products.items.first)
        #expect(item.deal?.text == "member 0.50, 3 for 2.00")
        #expect(item.price == Rational(1))
    }

    @Test func validHandWrittenPayloadReads() throws {
        // Name "L", EUR, per 100 g, one unnamed product: 3.99 for 500 g.
        let body: [UInt8] =
            [1, UInt8(ascii: "L"), 3] + Array("EUR".utf8) + [
                2, 0xC8, 0x01, 1, 1, 0, 0x9E, 0x06, 100, 2, 1, 0xE8, 0x07, 1, 1,
            ]
        let list = try SharedList(payload: Self.payload(body: body))
        #expect(list.name == "L")
        #expect(list.currency?.code == "EUR")
        #expect(list.reference == (try ReferenceQuantity(Rational(100), .gram)))
        #expect(
            list.products.items == [
                try ProductItem(price: Rational(399, 100), quantity: Quantity(Rational(500), .gram))
            ])
    }

    // MARK: Size

    @Test func twentyProductListFitsInUnder2000Characters() throws {
        let names = [
            "Kirkland Signature Organic Whole Milk", "Horizon Organic 2% Reduced Fat Milk",
            "Great Value Whole Milk",
            "Fairlife Ultra-Filtered 2% Milk", "Lactaid Lactose-Free Whole Milk", "Organic Valley Grassmilk",
            "Darigold Fit 2% Milk", "Land O'Lakes Half & Half", "Tillamook Whole Milk",
            "Borden Vitamin D Milk",
            "Clover Sonoma Organic", "Maple Hill 100% Grass-Fed", "Promised Land Jersey Milk",
            "Alta Dena Whole Milk",
            "Shamrock Farms Rockin' Refuel", "Stonyfield Organic Whole", "Natrel Lactose Free 2%",
            "Oatly Oat Milk Barista", "Silk Unsweetened Almond", "Trader Joe's Organic Whole Milk",
        ]
        let sizes: [(Rational, Unit, Rational)] = [
            (Rational(1), .usGallon, .one), (Rational(64), .usFluidOunce, .one),
            (Rational(1), .usGallon, Rational(2)),
            (Rational(52), .usFluidOunce, .one), (Rational(96), .usFluidOunce, .one),
            (Rational(1893), .millilitre, .one),
            (try Rational(1, 2), .usGallon, .one), (Rational(1), .usQuart, .one),
            (Rational(1), .litre, Rational(6)),
            (Rational(2), .litre, .one),
        ]
        var products = ProductList()
        for (index, name) in names.enumerated() {
            let (size, unit, packCount) = sizes[index % sizes.count]
            let price = try Rational(Int128(199 + index * 137), 100)
            try products.add(
                ProductItem(name: name, price: price, quantity: Quantity(size, unit, packCount: packCount)))
        }
        let list = SharedList(
            name: "Milk at three stores", products: products,
            reference: try ReferenceQuantity(Rational(1), .usGallon),
            currency: Currency(code: "USD"))
        let link = ShareLink.url(base: "http://127.0.0.1:8080/", list: list)
        print("A 20-product share link is \(link.utf8.count) characters long: \(link)")
        #expect(link.utf8.count < 2_000)
        #expect(try SharedList(link: link) == list)
    }
}
