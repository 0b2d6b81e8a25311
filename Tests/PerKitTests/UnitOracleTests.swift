import Foundation
import Testing

@testable import PerKit

/// Every catalog factor, checked against GNU units (installed by `make test` through
/// scripts/setup.sh). A missing `units` binary is a failure, not a skip.
@Suite("Unit factors against GNU units")
struct UnitOracleTests {
    /// Our unit ids → GNU units names (each checked with `units`), and the base unit to convert to.
    static let gnuNames: [String: (unit: String, base: String)] = [
        "mg": ("mg", "g"), "g": ("g", "g"), "kg": ("kg", "g"), "oz": ("oz", "g"), "lb": ("lb", "g"),
        "mL": ("ml", "ml"), "cL": ("cl", "ml"), "dL": ("dl", "ml"), "L": ("l", "ml"),
        "us-tsp": ("ustsp", "ml"), "us-tbsp": ("ustbsp", "ml"), "us-fl-oz": ("usfloz", "ml"),
        "us-cup": ("uscup", "ml"), "us-pt": ("uspint", "ml"), "us-qt": ("usquart", "ml"),
        "us-gal": ("usgallon", "ml"),
        "uk-fl-oz": ("brfloz", "ml"), "uk-cup": ("brcup", "ml"), "uk-pt": ("brpint", "ml"),
        "uk-qt": ("brquart", "ml"), "uk-gal": ("brgallon", "ml"),
        // GNU units has no "each": counts are pure numbers.
        "each": ("1", "1"), "pair": ("pair", "1"), "dozen": ("dozen", "1"),
        "mm": ("mm", "m"), "cm": ("cm", "m"), "m": ("m", "m"), "in": ("in", "m"), "ft": ("ft", "m"),
        "yd": ("yd", "m"),
        "cm2": ("cm^2", "m^2"), "m2": ("m^2", "m^2"), "sq-in": ("in^2", "m^2"), "sq-ft": ("ft^2", "m^2"),
        "sq-yd": ("yd^2", "m^2"),
    ]

    static let executable = "/usr/bin/units"

    /// Runs `units --digits 15 -t '1 <unit>' '<base>'` and returns its trimmed output.
    static func gnuUnits(_ unit: String, in base: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--digits", "15", "--terse", "1 \(unit)", base]
        // A neutral environment: no locale- or user-specific unit definitions.
        process.environment = ["PATH": "/usr/bin:/bin", "LC_ALL": "C"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0 else {
            throw OracleError("units exited with \(process.terminationStatus) for '1 \(unit)' → \(base): \(text)")
        }
        return text
    }

    struct OracleError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// Reads plain decimal text (`28.349523125`, `0.001`) exactly, independently of PerKit's parser.
    static func exactValue(ofDecimal text: String) -> Rational? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), !text.isEmpty,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return nil }
        let digits = parts.joined()
        guard !digits.isEmpty, let value = Int128(digits) else { return nil }
        var denominator: Int128 = 1
        for _ in 0..<(parts.count == 2 ? parts[1].count : 0) { denominator *= 10 }
        return try? Rational(value, denominator)
    }

    @Test func gnuUnitsIsInstalled() {
        #expect(
            FileManager.default.isExecutableFile(atPath: Self.executable),
            "GNU units is missing: run `make test` (scripts/setup.sh installs the Debian package 'units')")
    }

    @Test func everyCatalogUnitHasAnOracleName() {
        #expect(Set(Self.gnuNames.keys) == Set(Unit.all.map(\.id)))
    }

    @Test(arguments: Unit.all)
    func factorAgreesExactlyWithGNUUnits(_ unit: PerKit.Unit) throws {
        let names = try #require(Self.gnuNames[unit.id], "no GNU units name for \(unit.id)")
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.executable),
            "GNU units is missing: run `make test` (scripts/setup.sh installs the Debian package 'units')")
        let output = try Self.gnuUnits(names.unit, in: names.base)
        let value = try #require(Self.exactValue(ofDecimal: output), "units printed '\(output)' for \(names.unit)")
        #expect(value == unit.factor, "\(unit.id): GNU units says \(output), PerKit says \(unit.factor.fractionText)")
        #expect(unit.factor.exactDecimal == output)
        // The base unit the oracle converts to is the dimension's base unit.
        #expect(Self.gnuNames[unit.dimension.baseUnit.id]?.unit == names.base || unit.dimension == .count)
    }
}
