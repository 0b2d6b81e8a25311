import Testing

@testable import PerKit

/// The text helpers that keep Unicode normalisation and grapheme breaking out of the wasm
/// module, and the readers built on them.
@Suite("Byte-wise text")
struct ByteTextTests {
    @Test func exactTextComparesBytes() {
        #expect(ExactText("kg") == "kg")
        #expect(ExactText("kg") != "Kg")
        #expect(ExactText("kg") != "kg ")
        #expect(ExactText("") == "")
        // Canonically equivalent but different bytes: `==` on String says equal, ExactText not.
        let composed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        #expect(composed == decomposed)
        #expect(ExactText(composed) != ExactText(decomposed))
        #expect(!composed.hasSameUTF8(as: decomposed))
        #expect(composed.hasSameUTF8(as: "café"))
    }

    @Test func exactTextSwitchesOverLiterals() {
        func kind(_ text: String) -> Int {
            switch ExactText(text) {
            case "a", "b": 1
            case "Enter": 2
            default: 0
            }
        }
        #expect([kind("a"), kind("b"), kind("Enter"), kind("enter"), kind("")] == [1, 1, 2, 0, 0])
    }

    @Test func stringEnumsMatchTheirRawValuesExactly() {
        #expect(Dimension(rawValue: "volume") == .volume)
        #expect(Dimension(rawValue: "Volume") == nil)
        #expect(MeasurementSystem(rawValue: "uk") == .uk)
        #expect(MeasurementSystem(rawValue: "") == nil)
        #expect(FormField(rawValue: "price") == .price)
        #expect(CalculatorOperator(rawValue: "divide") == .divide)
        for dimension in Dimension.allCases { #expect(Dimension(rawValue: dimension.rawValue) == dimension) }
        for field in FormField.allCases { #expect(FormField(rawValue: field.rawValue) == field) }
    }

    @Test func fieldsSplitAtASCIISeparators() {
        #expect(" a | b c |  | d ".fields(separatedBy: "|") == ["a", "b c", "d"])
        #expect("cm² ″ '".fields(separatedBy: " ") == ["cm²", "″", "'"])
        #expect("x\n  y\n".fields(separatedBy: "\n", trimming: false) == ["x", "  y"])
        #expect("".fields(separatedBy: "|") == [])
    }

    @Test func prefixCountsScalars() {
        #expect("abcdef".prefix(scalars: 3) == "abc")
        #expect("ab".prefix(scalars: 3) == "ab")
        #expect("😀😀😀".prefix(scalars: 2) == "😀😀")
        #expect("12-".droppingLastUTF8(1) == "12")
        #expect("".droppingLastUTF8(1) == "")
    }

    @Test(arguments: [
        ("12", q(12, 1)), ("12.5", q(25, 2)), ("12.", q(12, 1)), ("0.", q(0, 1)), (".5", q(1, 2)),
        ("-0.25", q(-1, 4)), ("-3", q(-3, 1)), ("0.001", q(1, 1000)),
        ("28.349523125", q(226_796_185, 8_000_000)),
    ])
    func decimalTextReadsPlainDecimals(_ text: String, _ value: Rational) {
        #expect(Rational(decimalText: text) == value)
    }

    @Test(arguments: [
        "", "-", ".", "1.2.3", "1,5", "$3", "1/2", " 1", "1e3", "--1", String(repeating: "9", count: 40),
    ])
    func decimalTextRejectsEverythingElse(_ text: String) {
        #expect(Rational(decimalText: text) == nil)
    }

    @Test func decimalTextReadsExactDecimalsBack() {
        for value in [q(399, 100), q(-1, 8), q(0, 1), q(1_000_001, 1000)] {
            #expect(value.exactDecimal.flatMap { Rational(decimalText: $0) } == value)
        }
        // 38 places is the most an Int128 denominator holds.
        #expect(Rational(decimalText: "0." + String(repeating: "0", count: 37) + "1") != nil)
        #expect(Rational(decimalText: "0." + String(repeating: "0", count: 38) + "1") == nil)
    }

    @Test func everyLineOfTheCatalogTableIsAUnit() {
        let rows = Unit.catalogTable.fields(separatedBy: "\n", trimming: false).filter {
            !$0.hasUTF8Prefix(" ")
        }
        #expect(rows.count == Unit.catalog.count)
        #expect(Unit.all.count == 35)
        #expect(Unit.all.map(\.id) == rows.map { $0.fields(separatedBy: "|")[0] })
        // Continuation lines add spellings to the unit above.
        #expect(Unit.ukGallon.aliases.contains("imperialgallon"))
        #expect(Unit.each.aliases.last == "egg")
        #expect(Unit.inch.aliases.contains("\""))
        #expect(Unit.squareFoot.pluralName == "square feet")
        #expect(Unit.gram.pluralName == "grams")
        #expect(Unit.usCup.sharedSymbol == "cup")
        #expect(Unit.gram.sharedSymbol == nil)
    }

    @Test func catalogRowsThatCannotBeReadAreLeftOut() {
        #expect(Unit.Definition(row: "g | g | gram | - | weight | 1 | -") == nil)
        #expect(Unit.Definition(row: "g | g | gram | - | time | 1 | - | g") == nil)
        #expect(Unit.Definition(row: "g | g | gram | - | weight | 0 | - | g") == nil)
        #expect(Unit.Definition(row: "g | g | gram | - | weight | 1/2 | - | g") == nil)
        #expect(Unit.Definition(row: "g | g | gram | - | weight | 0.5 | - | g")?.factor == q(1, 2))
    }
}
