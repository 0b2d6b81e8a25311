extension Currency {
    /// The currency a shopper in `region` pays in, as of 2026: an ISO 3166-1 alpha-2 code (any
    /// case, `BG`, `us`; `XK` for Kosovo too) to its current ISO 4217 currency — the euro in
    /// Bulgaria and Croatia, the leone (SLE) in Sierra Leone, the bolívar soberano (VES) in
    /// Venezuela, the Caribbean guilder (XCG) in Curaçao and Sint Maarten. Where a country
    /// uses two, the one shelves are priced in (the US dollar in Panama and El Salvador);
    /// where ISO names none, the one in use (Antarctica: USD; South Georgia: GBP; Palestine:
    /// ILS). `nil` for a code that names no region.
    ///
    /// Every currency of the table is one ``init(code:)`` accepts (PerKit's tests check it).
    ///
    /// - Complexity: O(*n*) in the size of the table, comparing bytes only.
    public init?(region: String) {
        let wanted = region.trimmingSpaces.asciiUppercased
        // The regions that pay in a currency whose code doesn't start with theirs are listed;
        // every other pays in the first code of ``table`` that does (ISO 4217 builds codes so:
        // AE → AED, JP → JPY, US → USD before USN).
        var code = Self.regionTable.withUTF8Bytes { bytes -> String in
            guard let line = Self.find(wanted, in: bytes, prefixOfCodes: false) else { return "" }
            return String.decoding(bytes, line..<line + 3)
        }
        if code.isEmpty {
            code = Self.table.withUTF8Bytes { bytes -> String in
                guard let start = Self.find(wanted, in: bytes, prefixOfCodes: true) else { return "" }
                return String.decoding(bytes, start..<start + 3)
            }
        }
        self.init(code: code)
    }

    /// The currencies of the regions whose currency's code doesn't start with the region's
    /// code: each line is a currency's code followed by those regions. Kept as text, read byte
    /// by byte, so that the WebAssembly module carries no dictionary and no initializers for it.
    static let regionTable = """
        EUR AD AT AX BE BG BL CY DE EE ES FI FR GF GP GR HR IE IT LT LU LV MC ME MF MQ MT NL PM PT RE SI SK SM TF VA XK YT
        USD AQ AS BQ EC FM GU IO MH MP PA PR PW SV TC TL UM VG VI
        XCD AG AI DM GD KN LC MS VC
        XOF BF BJ CI GW ML NE SN TG
        AUD CC CX HM KI NF NR TV
        XAF CF CG CM GA GQ TD
        NZD CK NU PN TK
        GBP GG GS IM JE
        XPF NC PF WF
        XCG CW SX
        DKK FO GL
        NOK BV SJ
        CHF CH LI
        ILS PS
        MAD EH
        CUP CU
        UYU UY
        VES VE
        """

    /// In `table`, words separated by spaces and lines: with `prefixOfCodes`, where the first
    /// three-letter word that starts with `region` starts; without, where the line that lists
    /// `region` as a word starts. `nil` when there is none or `region` is not two upper-case
    /// ASCII letters. Shared by the locale defaults of ``Currency`` and ``MeasurementSystem``.
    static func find(_ region: String, in table: UnsafeBufferPointer<UInt8>, prefixOfCodes: Bool) -> Int? {
        region.withUTF8Bytes { wanted -> Int? in
            guard wanted.count == 2, wanted.allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }) else { return nil }
            var line = 0
            var start = 0
            for end in 0...table.count where end == table.count || table[end] == 0x20 || table[end] == 0x0A {
                if end - start == (prefixOfCodes ? 3 : 2) && table[start] == wanted[0] && table[start + 1] == wanted[1] {
                    return prefixOfCodes ? start : line
                }
                if end < table.count && table[end] == 0x0A { line = end + 1 }
                start = end + 1
            }
            return nil
        }
    }
}
