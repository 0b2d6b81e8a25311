extension ProductItem {
    /// The product as saved state and JSON list files write it: `{"name": …, "price": "399/100",
    /// "packCount": "1", "packSize": "500", "unit": "g"}`, every amount as exact fraction text.
    var json: JSON {
        .object([
            .init("name", .optional(name)),
            .init("price", .string(price.fractionText)),
            .init("packCount", .string(quantity.packCount.fractionText)),
            .init("packSize", .string(quantity.packSize.fractionText)),
            .init("unit", .string(quantity.unit.id)),
        ])
    }
}
