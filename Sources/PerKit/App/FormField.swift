/// The fields of the add-product form, in the order "500 [g] for 3.99", then the name and the
/// store.
public enum FormField: String, CaseIterable, Hashable, Sendable {
    /// The case named `rawValue`, compared byte for byte.
    public init?(rawValue: String) {
        guard let match = Self.exactlyMatching(rawValue) else { return nil }
        self = match
    }

    /// How much of the product: a calculator field.
    case quantity
    /// The unit of the quantity: a picker limited to the list's dimension.
    case unit
    /// What the product costs: a calculator field.
    case price
    /// An optional name.
    case name
    /// The store, for the price book.
    case store

    /// The field's accessible label: "Quantity", "Unit", "Price", "Name".
    public var label: String {
        switch self {
        case .quantity: "Quantity"
        case .unit: "Unit"
        case .price: "Price"
        case .name: "Name"
        case .store: "Store"
        }
    }

    /// Whether the field is edited with the calculator keypad.
    var usesKeypad: Bool { self == .quantity || self == .price }
}
