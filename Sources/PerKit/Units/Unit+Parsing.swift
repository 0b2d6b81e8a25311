extension Unit {
    /// Finds the unit a shopper means by `text`, forgiving about case, plurals, spaces and
    /// dots: `g`, `grams`, `KG`, `lbs`, `fl oz`, `floz`, `fl. oz.`, `mL`, `ltr`, `each`,
    /// `pcs`, `dozen`, `sq ft`, `ft²`, `m2`, `US fl oz`, `imp gal` …
    ///
    /// `fl oz`, `cup`, `pt`, `qt` and `gal` mean the imperial units under
    /// ``MeasurementSystem/uk`` and the US units otherwise.
    /// - Returns: The unit, or `nil` when no unit has that name.
    public static func named(_ text: String, system: MeasurementSystem = .metric) -> Unit? {
        let key = normalizedName(text)
        guard !key.isEmpty else { return nil }
        for candidate in singularForms(of: key) {
            if let unit = sharedNameUnit(candidate, system: system) { return unit }
            if let unit = all.first(where: { $0.aliases.contains { $0.hasSameUTF8(as: candidate) } }) {
                return unit
            }
        }
        return nil
    }

    /// The units of a dimension in the order a shopper using `system` expects them.
    public static func choices(for dimension: Dimension, system: MeasurementSystem) -> [Unit] {
        let ids: [String]
        switch (dimension, system) {
        case (.weight, .us): ids = ["oz", "lb", "g", "kg", "mg"]
        case (.weight, _): ids = ["g", "kg", "mg", "oz", "lb"]
        case (.volume, .us):
            ids = [
                "us-fl-oz", "us-cup", "us-pt", "us-qt", "us-gal", "us-tsp", "us-tbsp", "mL", "L", "cL", "dL",
                "uk-fl-oz", "uk-cup", "uk-pt", "uk-qt", "uk-gal",
            ]
        case (.volume, .uk):
            ids = [
                "mL", "L", "cL", "dL", "uk-fl-oz", "uk-pt", "uk-qt", "uk-gal", "uk-cup", "us-tsp", "us-tbsp",
                "us-fl-oz", "us-cup", "us-pt", "us-qt", "us-gal",
            ]
        case (.volume, .metric):
            ids = [
                "mL", "L", "cL", "dL", "us-fl-oz", "us-cup", "us-pt", "us-qt", "us-gal", "us-tsp", "us-tbsp",
                "uk-fl-oz", "uk-cup", "uk-pt", "uk-qt", "uk-gal",
            ]
        case (.count, _): ids = ["each", "pair", "dozen"]
        case (.length, .us): ids = ["ft", "in", "yd", "m", "cm", "mm"]
        case (.length, _): ids = ["m", "cm", "mm", "in", "ft", "yd"]
        case (.area, .us): ids = ["sq-ft", "sq-in", "sq-yd", "m2", "cm2"]
        case (.area, _): ids = ["m2", "cm2", "sq-ft", "sq-in", "sq-yd"]
        }
        return ids.compactMap { withID($0) }
    }

    /// A few common symbols of a dimension, for "try …" hints in error messages.
    static func hint(for dimension: Dimension?, system: MeasurementSystem) -> String {
        switch dimension {
        case .weight: "g, kg, oz, lb"
        case .volume: system == .us ? "fl oz, cup, pt, gal, mL, L" : "mL, L, cL, fl oz, pt, gal"
        case .count: "each, pair, dozen"
        case .length: "mm, cm, m, in, ft, yd"
        case .area: "cm², m², sq in, sq ft, sq yd"
        case nil: "g, kg, oz, lb, mL, L, fl oz, each, dozen, m, ft, m², sq ft"
        }
    }

    /// Lowercases and drops spaces, dots, hyphens and carets: `Fl. Oz.` → `floz`.
    static func normalizedName(_ text: String) -> String {
        var result = ""
        for scalar in text.asciiLowercased.unicodeScalars {
            switch scalar {
            case " ", ".", "-", "_", "^", "\t", "\u{A0}": continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The name itself, then the name without a plural ending.
    private static func singularForms(of key: String) -> [String] {
        var forms = [key]
        if key.hasUTF8Suffix("es") { forms.append(key.droppingLastUTF8(2)) }
        if key.hasUTF8Suffix("s") && key.utf8.count > 1 { forms.append(key.droppingLastUTF8(1)) }
        return forms
    }

    /// `fl oz`, `cup`, `pt`, `qt`, `gal`: the variant the measurement system means.
    private static func sharedNameUnit(_ key: String, system: MeasurementSystem) -> Unit? {
        let imperial = system == .uk
        switch ExactText(key) {
        case "floz", "fluidounce", "fluidoz", "ozfl": return imperial ? .ukFluidOunce : .usFluidOunce
        case "cup", "c": return imperial ? .ukCup : .usCup
        case "pt", "pint": return imperial ? .ukPint : .usPint
        case "qt", "quart": return imperial ? .ukQuart : .usQuart
        case "gal", "gallon": return imperial ? .ukGallon : .usGallon
        default: return nil
        }
    }
}
