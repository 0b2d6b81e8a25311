/// The measurement system a shopper uses. It decides what the ambiguous volume names
/// (`fl oz`, `cup`, `pt`, `qt`, `gal`) mean, which units are offered first, and the default
/// reference quantity for unit prices.
public enum MeasurementSystem: String, CaseIterable, Sendable {
    /// The case named `rawValue`, compared byte for byte.
    public init?(rawValue: String) {
        guard let match = Self.exactlyMatching(rawValue) else { return nil }
        self = match
    }

    /// Metric units first; ambiguous volume names mean US units.
    case metric
    /// US customary units first; ambiguous volume names mean US units.
    case us
    /// Metric units first; ambiguous volume names mean imperial (UK) units.
    case uk

    /// Reads `metric`, `us` or `uk` (any case; `imperial` means UK, `si` metric).
    public init?(name: String) {
        switch ExactText(name.trimmingSpaces.asciiLowercased) {
        case "metric", "si": self = .metric
        case "us", "usa", "us customary", "customary": self = .us
        case "uk", "imperial", "gb": self = .uk
        default: return nil
        }
    }
}
