/// The share-link format: a ``SharedList`` as text for a URL's fragment, `#share=<payload>`.
///
/// The payload is a version character (`1` or `2`) followed by the list's bytes in base64url
/// (`A`–`Z`, `a`–`z`, `0`–`9`, `-`, `_`; no padding), which no messenger or browser escapes.
/// The bytes are the body's length, the body and a CRC-32 (IEEE) of the version character, the
/// length and the body, big-endian. The body holds, in order: the list's name, the currency code
/// (empty for none), the pinned reference quantity (a unit code, 0 for none, then its amount),
/// the number of products and each product's name (empty for none), price, pack count, pack
/// size and unit code, and in version 2 its deal (``Deal/text``, empty for none). Texts are a length and UTF-8 bytes; numbers are LEB128 varints;
/// a rational is its numerator (zigzag-coded) and its denominator, in lowest terms, so every
/// value survives exactly. Unit codes are positions in a table of unit identifiers that only ever grows.
///
/// The length makes a link that was cut short known as such; the checksum catches any changed
/// character (CRC-32 detects every change of up to 32 consecutive bits, and one base64url
/// character carries 6), and the decoder refuses every byte sequence the encoder can't write.
/// A 20-product list with realistic names takes about a thousand characters.
///
/// A list without deals is written as version 1, which every version of Per opens; a list with
/// a deal needs version 2, which an older Per refuses as made by a newer version.
public enum ShareLink {
    /// The newest version this code writes; it reads every version up to it and refuses newer
    /// ones with a message.
    public static let version = 2

    /// The fragment's start before the payload.
    public static let fragmentPrefix = "share="

    /// The unit identifiers (``Unit/id``) in the order of their codes in version 1 links. New
    /// units are only ever appended, so that old links keep their meaning.
    static let unitCodes: [String] = [
        "mg", "g", "kg", "oz", "lb", "mL", "cL", "dL", "L", "us-tsp", "us-tbsp", "us-fl-oz", "us-cup",
        "us-pt", "us-qt", "us-gal", "uk-fl-oz", "uk-cup", "uk-pt", "uk-qt", "uk-gal", "each", "pair",
        "dozen", "mm", "cm", "m", "in", "ft", "yd", "cm2", "m2", "sq-in", "sq-ft", "sq-yd",
    ]

    /// The payload for `list`: the text after `#share=`.
    /// - Complexity: O(*n*) in the size of the list.
    public static func encode(_ list: SharedList) -> String {
        let hasDeals = list.products.items.contains { $0.deal != nil }
        let versionCharacter = hasDeals ? dealsVersionCharacter : plainVersionCharacter
        var body: [UInt8] = []
        appendText(list.name, to: &body)
        appendText(list.currency?.code ?? "", to: &body)
        if let reference = list.reference {
            appendVarint(UInt128(unitCode(reference.unit) + 1), to: &body)
            appendRational(reference.amount, to: &body)
        } else {
            body.append(0)
        }
        appendVarint(UInt128(list.products.count), to: &body)
        for item in list.products.items {
            appendText(item.name ?? "", to: &body)
            appendRational(item.price, to: &body)
            appendRational(item.quantity.packCount, to: &body)
            appendRational(item.quantity.packSize, to: &body)
            appendVarint(UInt128(unitCode(item.quantity.unit)), to: &body)
            if hasDeals { appendText(item.deal?.text ?? "", to: &body) }
        }
        var bytes: [UInt8] = []
        appendVarint(UInt128(body.count), to: &bytes)
        bytes += body
        let checksum = crc32(bytes, count: bytes.count, version: versionCharacter)
        bytes.append(UInt8(truncatingIfNeeded: checksum &>> 24))
        bytes.append(UInt8(truncatingIfNeeded: checksum &>> 16))
        bytes.append(UInt8(truncatingIfNeeded: checksum &>> 8))
        bytes.append(UInt8(truncatingIfNeeded: checksum))
        var text: [UInt8] = [versionCharacter]
        appendBase64URL(bytes, to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// A whole link: `base` (without any fragment it had), `#share=` and the payload.
    public static func url(base: String, list: SharedList) -> String {
        let page = base.withUTF8Bytes { bytes in
            String.decoding(bytes, 0..<(bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.count))
        }
        return page + "#" + fragmentPrefix + encode(list)
    }

    /// Reads a payload written by ``encode(_:)``; ``SharedList/init(payload:)`` calls it.
    /// - Throws: ``ParseError`` beginning "This share link is cut short", "This share link is
    ///   damaged" or "This share link was made by a newer version of Per"; a list that the
    ///   checksum vouches for but PerKit refuses gets PerKit's message.
    static func decode(_ text: [UInt8]) throws(ParseError) -> SharedList {
        guard let first = text.first else { throw cutShort }
        guard first == plainVersionCharacter || first == dealsVersionCharacter else {
            // Later versions start with another letter or digit.
            guard let value = digitValue(first), value < 62, first != UInt8(ascii: "0") else {
                throw damaged(.shareLinkNoVersion, at: 0)
            }
            throw ParseError(.shareLinkNewer, at: 0)
        }
        // Every character must be a base64url digit; collect the whole bytes they spell.
        var bytes: [UInt8] = []
        var bits: UInt32 = 0
        var bitCount = 0
        for index in 1..<text.count {
            guard let value = digitValue(text[index]) else { throw invalidCharacter(at: index, in: text) }
            bits = (bits &<< 6 | UInt32(value)) & 0xFFF
            bitCount += 6
            if bitCount >= 8 {
                bitCount -= 8
                bytes.append(UInt8(truncatingIfNeeded: bits &>> UInt32(bitCount)))
            }
        }
        var reader = Reader(bytes: bytes)
        guard let length = reader.varint(), length <= 1 << 24 else {
            throw reader.position < bytes.count ? damaged(.shareLinkNoLength, at: 1) : cutShort
        }
        let byteCount = reader.position + Int(length) + 4
        let characterCount = 1 + (byteCount * 8 + 5) / 6
        guard text.count >= characterCount else { throw cutShort }
        guard text.count == characterCount else {
            let extra = text.count - characterCount
            throw extra == 1
                ? damaged(.shareLinkOneExtraCharacter, at: characterCount)
                : damaged(.shareLinkExtraCharacters, ("count", String(extra)), at: characterCount)
        }
        guard bits & ((1 &<< UInt32(bitCount)) - 1) == 0 else {
            throw damaged(.shareLinkLastCharacter, at: text.count - 1)
        }
        var checksum: UInt32 = 0
        for index in (byteCount - 4)..<byteCount { checksum = checksum << 8 | UInt32(bytes[index]) }
        guard checksum == crc32(bytes, count: byteCount - 4, version: first) else {
            throw damaged(.shareLinkChecksum, at: 0)
        }
        reader.end = byteCount - 4
        return try readList(&reader, hasDeals: first == dealsVersionCharacter)
    }

    // MARK: The body

    private static func readList(_ reader: inout Reader, hasDeals: Bool) throws(ParseError) -> SharedList {
        let name = try reader.text()
        if let error = NameError(checking: name, as: .list) {
            throw ParseError(.sharedListUnusable, reason: .product(.invalidName(error)), at: 0)
        }
        let code = try reader.text()
        var currency: Currency? = nil
        if !code.isEmpty {
            guard PerApp.Settings.isValidCurrencyCode(code), let known = Currency(code: code) else {
                throw damaged(.shareLinkBadCurrency, ("code", code), at: 0)
            }
            currency = known
        }
        var reference: ReferenceQuantity? = nil
        let referenceCode = try reader.count()
        if referenceCode > 0 {
            let unit = try unit(code: referenceCode - 1)
            let amount = try reader.rational()
            guard amount.isPositive, let value = try? ReferenceQuantity(amount, unit) else {
                throw damaged(.shareLinkBadReference, at: 0)
            }
            reference = value
        }
        let count = try reader.count()
        var products = ProductList()
        for index in 0..<count {
            let productName = try reader.text()
            let price = try reader.rational()
            let packCount = try reader.rational()
            let packSize = try reader.rational()
            let unit = try unit(code: try reader.count())
            let deal = hasDeals ? try reader.deal() : nil
            do throws(ProductListError) {
                try ProductItem.checkName(productName)
                try products.add(
                    ProductItem(
                        name: productName.isEmpty ? nil : productName, price: price, packCount: packCount,
                        packSize: packSize, unit: unit
                    ).withDeal(deal))
            } catch {
                throw ParseError(
                    .sharedProductUnusable, ("number", String(index + 1)), reason: .product(error), at: 0)
            }
        }
        guard reader.position == reader.end else { throw damaged(.shareLinkTrailingBytes, at: 0) }
        return SharedList(name: name, products: products, reference: reference, currency: currency)
    }

    private static func unitCode(_ unit: Unit) -> Int {
        let id = unit.id
        return unitCodes.firstIndex { $0.hasSameUTF8(as: id) } ?? unitCodes.count
    }

    private static func unit(code: Int) throws(ParseError) -> Unit {
        guard code < unitCodes.count, let unit = Unit.withID(unitCodes[code]) else {
            throw damaged(.shareLinkUnknownUnit, at: 0)
        }
        return unit
    }

    // MARK: Errors

    private static var cutShort: ParseError {
        ParseError(.shareLinkCutShort, at: 0)
    }

    /// The error for the byte at `index` of `text`, which is no base64url digit.
    private static func invalidCharacter(at index: Int, in text: [UInt8]) -> ParseError {
        var before = 0
        for byte in text[0..<index] where byte & 0xC0 != 0x80 { before += 1 }
        var character = ""
        let rest = text.withUnsafeBufferPointer { String.decoding($0, index..<$0.count) }
        if let scalar = rest.unicodeScalars.first { character.unicodeScalars.append(scalar) }
        return damaged(.shareLinkBadCharacter, ("character", character), at: before)
    }

    /// "This share link is damaged: " and the reason, `reason` with its placeholders filled
    /// from `values`.
    static func damaged(_ reason: Phrase, _ values: (String, String)..., at position: Int) -> ParseError {
        ParseError(.shareLinkDamaged, reason: .phrase(reason, values), at: position)
    }

    // MARK: Bytes and characters

    /// The version character of links without deals.
    private static let plainVersionCharacter = UInt8(ascii: "1")
    /// The version character of links whose products carry deals.
    private static let dealsVersionCharacter = UInt8(ascii: "2")

    private static func appendText(_ text: String, to bytes: inout [UInt8]) {
        appendVarint(UInt128(text.utf8.count), to: &bytes)
        bytes += text.utf8
    }

    /// The numerator zigzag-coded (0, -1, 1, -2 … as 0, 1, 2, 3 …), then the denominator.
    private static func appendRational(_ value: Rational, to bytes: inout [UInt8]) {
        let numerator = value.numerator
        appendVarint(UInt128(bitPattern: numerator &<< 1 ^ numerator &>> 127), to: &bytes)
        appendVarint(UInt128(bitPattern: value.denominator), to: &bytes)
    }

    /// LEB128: seven bits a byte, least significant first, the high bit set on all but the last.
    private static func appendVarint(_ value: UInt128, to bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest = rest &>> 7
        }
        bytes.append(UInt8(truncatingIfNeeded: rest))
    }

    private static func appendBase64URL(_ bytes: [UInt8], to text: inout [UInt8]) {
        var bits: UInt32 = 0
        var bitCount = 0
        for byte in bytes {
            bits = bits &<< 8 | UInt32(byte)
            bitCount += 8
            while bitCount >= 6 {
                bitCount -= 6
                text.append(digit(UInt8(truncatingIfNeeded: bits &>> UInt32(bitCount)) & 0x3F))
            }
        }
        if bitCount > 0 {
            text.append(digit(UInt8(truncatingIfNeeded: bits &<< UInt32(6 - bitCount)) & 0x3F))
        }
    }

    /// The base64url character for a value below 64.
    private static func digit(_ value: UInt8) -> UInt8 {
        switch value {
        case 0..<26: UInt8(ascii: "A") + value
        case 26..<52: UInt8(ascii: "a") + value - 26
        case 52..<62: UInt8(ascii: "0") + value - 52
        case 62: UInt8(ascii: "-")
        default: UInt8(ascii: "_")
        }
    }

    /// The value of a base64url character, or `nil` for any other byte.
    private static func digitValue(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): character - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): character - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0") + 52
        case UInt8(ascii: "-"): 62
        case UInt8(ascii: "_"): 63
        default: nil
        }
    }

    /// CRC-32 (IEEE 802.3, as in zip and PNG) of the version character and the first `count`
    /// of `bytes`, bit by bit: a table would cost a kilobyte of WebAssembly for no noticeable
    /// speed on a link.
    static func crc32(_ bytes: [UInt8], count: Int, version: UInt8 = plainVersionCharacter) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for index in -1..<count {
            crc ^= UInt32(index < 0 ? version : bytes[index])
            for _ in 0..<8 { crc = crc & 1 == 1 ? crc &>> 1 ^ 0xEDB8_8320 : crc &>> 1 }
        }
        return ~crc
    }

    /// Reads the bytes of a payload; every read refuses what ``encode(_:)`` never writes.
    private struct Reader {
        let bytes: [UInt8]
        var position = 0
        var end: Int

        init(bytes: [UInt8]) {
            self.bytes = bytes
            end = bytes.count
        }

        /// A LEB128 varint of at most 128 bits without superfluous bytes; `nil` when the bytes
        /// end first or it isn't one.
        mutating func varint() -> UInt128? {
            var value: UInt128 = 0
            var shift: UInt128 = 0
            while position < end {
                let byte = bytes[position]
                position += 1
                let part = UInt128(byte & 0x7F)
                guard shift < 128, (part &<< shift) &>> shift == part else { return nil }
                value |= part &<< shift
                guard byte & 0x80 != 0 else {
                    return byte == 0 && shift > 0 ? nil : value
                }
                shift += 7
            }
            return nil
        }

        /// A varint that counts something (a length, a code): small enough for an `Int`.
        mutating func count() throws(ParseError) -> Int {
            guard let value = varint(), value <= 1 << 24 else {
                throw ShareLink.damaged(.shareLinkBadCount, at: 0)
            }
            return Int(value)
        }

        /// A length and that many bytes of valid UTF-8.
        mutating func text() throws(ParseError) -> String {
            let length = try count()
            guard length <= end - position else { throw ShareLink.damaged(.shareLinkBadText, at: 0) }
            let start = position
            position += length
            let text = bytes.withUnsafeBufferPointer { String.decoding($0, start..<(start + length)) }
            // Invalid UTF-8 reads as U+FFFD: the bytes then differ.
            var index = start
            for byte in text.utf8 {
                guard index < start + length, bytes[index] == byte else {
                    throw ShareLink.damaged(.shareLinkNotUTF8, at: 0)
                }
                index += 1
            }
            guard index == start + length else { throw ShareLink.damaged(.shareLinkNotUTF8, at: 0) }
            return text
        }

        /// A product's deal as ``Deal/text`` writes it, or `nil` for empty text.
        mutating func deal() throws(ParseError) -> Deal? {
            let text = try text()
            guard !text.isEmpty else { return nil }
            guard let deal = try? Deal(parsing: text), !deal.clauses.isEmpty, deal.text.hasSameUTF8(as: text) else {
                throw ShareLink.damaged(.shareLinkBadDeal, at: 0)
            }
            return deal
        }

        /// A numerator and a denominator, already in lowest terms.
        mutating func rational() throws(ParseError) -> Rational {
            guard let zigzag = varint(), let denominator = varint(), denominator > 0,
                denominator <= UInt128(Int128.max)
            else { throw ShareLink.damaged(.shareLinkBadNumber, at: 0) }
            let numerator = Int128(bitPattern: zigzag >> 1) ^ -Int128(bitPattern: zigzag & 1)
            guard let value = try? Rational(numerator, Int128(denominator)), value.numerator == numerator,
                value.denominator == Int128(denominator)
            else { throw ShareLink.damaged(.shareLinkBadNumber, at: 0) }
            return value
        }
    }
}
