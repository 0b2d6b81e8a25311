import Foundation
import PerKit

/// The weight units the generated products are sold in, with each library's idea of them.
enum WeightUnit: UInt8, CaseIterable {
    case gram, kilogram, milligram, ounce, pound

    /// The symbol for the report.
    var symbol: String {
        switch self {
        case .gram: "g"
        case .kilogram: "kg"
        case .milligram: "mg"
        case .ounce: "oz"
        case .pound: "lb"
        }
    }

    /// PerKit's exact unit.
    var perKitUnit: PerKit.Unit {
        switch self {
        case .gram: .gram
        case .kilogram: .kilogram
        case .milligram: .milligram
        case .ounce: .ounce
        case .pound: .pound
        }
    }

    /// Foundation's unit.
    var foundationUnit: UnitMass {
        switch self {
        case .gram: .grams
        case .kilogram: .kilograms
        case .milligram: .milligrams
        case .ounce: .ounces
        case .pound: .pounds
        }
    }

    /// Grams per unit as a `Double` (the exact decimal factor, rounded once).
    var gramsPerUnit: Double {
        switch self {
        case .gram: 1
        case .kilogram: 1000
        case .milligram: 0.001
        case .ounce: 28.349523125
        case .pound: 453.59237
        }
    }
}
