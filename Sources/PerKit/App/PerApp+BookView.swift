extension PerApp.ViewModel {
    /// What the open list quotes a price book product's unit prices per when the list holds
    /// it, so that the book quotes a product per the same unit as its list.
    struct ListQuote: Sendable {
        /// The keys (``PriceBook/key(for:)``) of the names of the open list's products.
        private let keys: [String]
        private let dimension: Dimension?
        private let reference: ReferenceQuantity

        /// What `state`'s open list quotes.
        init(_ state: PerApp.State) {
            let list = state.list
            keys = list.items.compactMap { $0.name.map(PriceBook.key(for:)) }
            dimension = list.dimension
            reference = state.reference
        }

        /// The list's reference quantity for `product`, or `nil` when the list doesn't hold it.
        func reference(for product: BookProduct) -> ReferenceQuantity? {
            guard dimension == product.dimension, keys.contains(where: { $0.hasSameUTF8(as: product.key) })
            else { return nil }
            return reference
        }

        /// Whether `other` quotes every product as this does (names compared byte for byte).
        func isSame(as other: ListQuote) -> Bool {
            dimension == other.dimension && reference == other.reference && keys.count == other.keys.count
                && zip(keys, other.keys).allSatisfy { $0.hasSameUTF8(as: $1) }
        }
    }

    /// How unit prices of one book product are shown: per the open list's reference when the
    /// list holds the product (a product is quoted per one unit on every screen), else per the
    /// product's own; with the currency's places, more for three significant digits, and more
    /// until different prices read differently.
    struct BookPrices {
        let product: BookProduct
        let reference: ReferenceQuantity
        let places: Int
        let numbers: NumberStyle
        let today: CalendarDate
        /// Whether member prices count in the unit prices of prices with a deal.
        let usesMemberPrices: Bool

        init(
            _ product: BookProduct, including candidate: ProductItem? = nil, _ numbers: NumberStyle,
            today: CalendarDate, listReference: ReferenceQuantity?
        ) {
            self.product = product
            self.numbers = numbers
            self.today = today
            let usesMemberPrices = numbers.usesMemberPrices
            self.usesMemberPrices = usesMemberPrices
            let reference = listReference ?? product.reference(system: numbers.system, including: candidate)
            self.reference = reference
            // Unit prices as the book compares them: a deal's when the price has one.
            var unitPrices = product.entries.map { $0.unitPrice(usesMemberPrices: usesMemberPrices) }
            if let candidate {
                unitPrices.append(candidate.bookUnitPrice(usesMemberPrices: usesMemberPrices))
            }
            var sorted: [Rational] = []
            for value in unitPrices {
                var position = sorted.count
                while position > 0 && value < sorted[position - 1] { position -= 1 }
                sorted.insert(value, at: position)
            }
            places = Rational.unitPricePlaces(
                // A price that overflows per the reference shows as "—" and takes no part.
                sorted.compactMap { try? $0.multiplied(by: reference.baseAmount) },
                minimum: numbers.currencyPlaces, maximum: numbers.currencyPlaces + 6)
        }

        /// The unit price the book compares for `entry`, per base unit.
        func basePrice(_ entry: PriceEntry) -> Rational {
            entry.unitPrice(usesMemberPrices: usesMemberPrices)
        }

        /// The unit price per the reference, rounded, `.` as the decimal point.
        func unitPrice(_ basePrice: Rational) -> String {
            ((try? basePrice.multiplied(by: reference.baseAmount))?.formatted(places: places)) ?? "—"
        }

        /// A store's name, or what a price without one is called ("No store").
        func storeName(_ store: String?) -> String { store ?? numbers.catalog.text(.noStore) }

        /// "1 price", "4 prices", in the words of `catalog`.
        static func count(_ entries: Int, _ catalog: Catalog) -> String {
            entries == 1 ? catalog.text(.onePrice) : catalog.text(.prices, ("count", String(entries)))
        }

        /// "[5.49] per kg at Lidl on 3 Nov" as parts (see ``Verdict/encoded``), the unit price
        /// for the front end to write in the currency; "on sale" and "with a deal" say what kind
        /// of price it was.
        func sentence(_ entry: PriceEntry) -> EncodedPhrase {
            let catalog = numbers.catalog
            let store = entry.store.map { catalog.text(.atStore, ("store", $0)) } ?? ""
            let sale = entry.isSale ? catalog.text(.onSale) : ""
            let deal = entry.hasDeal(usesMemberPrices: usesMemberPrices) ? catalog.text(.withADeal) : ""
            var phrase = EncodedPhrase()
            phrase.money(unitPrice(basePrice(entry)))
            phrase.text(
                " " + numbers.phrase(reference) + sale + deal + store
                    + catalog.text(.onDate, ("date", catalog.shortText(of: entry.date, today: today))))
            return phrase
        }

        /// "3.99 for 500 g, member 3.49 at Lidl, 3 Nov" as parts (see ``Verdict/encoded``): the
        /// price for the front end to write in the currency, the deal emphasised; without the
        /// store when `namingStore` is false, and without the day when `dating` is false.
        func detail(_ entry: PriceEntry, namingStore: Bool, dating: Bool = true) -> String {
            let catalog = numbers.catalog
            var phrase = catalog.phrase(
                .priceForQuantity, ("price", "m" + price(entry)),
                ("quantity", "t" + numbers.quantity(entry.item.quantity)))
            if let deal = entry.item.deal {
                phrase.text(", ")
                phrase.append("T", numbers.decimal(deal.text))
            }
            if namingStore, let store = entry.store { phrase.text(catalog.text(.atStore, ("store", store))) }
            if dating { phrase.text(", " + catalog.shortText(of: entry.date, today: today)) }
            return phrase.encoded
        }

        /// `entry`'s price, a decimal string with at least the currency's places.
        func price(_ entry: PriceEntry) -> String {
            entry.item.price.displayText(minimumPlaces: numbers.currencyPlaces)
        }

        /// The name of `entry`'s Delete button as parts (see ``Verdict/encoded``), the price for
        /// the front end to write in the currency: "Delete Coffee, 3 Nov, Lidl, [5.49]", or with
        /// the quantity when `quantified`: "Delete Coffee, 3 Nov, Lidl, [5.49] for 1 kg".
        func deleteName(_ entry: PriceEntry, quantified: Bool = false) -> String {
            let catalog = numbers.catalog
            let price =
                quantified
                ? catalog.phrase(
                    .priceForQuantity, ("price", "m" + price(entry)),
                    ("quantity", "t" + numbers.quantity(entry.item.quantity))
                ).encoded : "m" + price(entry)
            return catalog.phrase(
                .deleteEntryNamed, ("product", "t" + product.name),
                ("date", "t" + catalog.shortText(of: entry.date, today: today)),
                ("store", "t" + (entry.store ?? catalog.text(.noStore))), ("price", price)
            ).encoded
        }

        /// Makes the Delete buttons' names of `rows`, the rows of `entries` in the same order
        /// (newest first), different from each other: a price whose name another price of the
        /// same day shares says its quantity too, and one that still shares it then says which of
        /// them it is, in the order shown ("…, 2 of 3").
        /// - Complexity: O(*n*) for *n* prices, and O(*k*²) for the *k* prices of one day.
        func distinguishDeleteNames(_ rows: inout [BookEntryRow], of entries: [PriceEntry]) {
            // A name says the day: only prices of one day, which are neighbours, can share one.
            var start = 0
            while start < rows.count {
                var end = start + 1
                while end < rows.count && entries[end].date == entries[start].date { end += 1 }
                if end - start > 1 { distinguishDeleteNames(&rows, of: entries, in: start..<end) }
                start = end
            }
        }

        /// ``distinguishDeleteNames(_:of:)`` for the prices of one day, at `day` in `rows`.
        private func distinguishDeleteNames(
            _ rows: inout [BookEntryRow], of entries: [PriceEntry], in day: Range<Int>
        ) {
            let names = day.map { rows[$0].deleteName }
            for index in day where Self.occurrences(of: rows[index].deleteName, in: names) > 1 {
                rows[index].deleteName = deleteName(entries[index], quantified: true)
            }
            let quantified = day.map { rows[$0].deleteName }
            for index in day {
                let name = rows[index].deleteName
                let count = Self.occurrences(of: name, in: quantified)
                guard count > 1 else { continue }
                let place = Self.occurrences(of: name, in: Array(quantified[..<(index - day.lowerBound)])) + 1
                rows[index].deleteName +=
                    "\u{1F}t"
                    + numbers.catalog.text(.placeOfCount, ("place", String(place)), ("count", String(count)))
            }
        }

        /// How many of `names` are `name`, byte for byte.
        static func occurrences(of name: String, in names: [String]) -> Int {
            names.reduce(0) { $0 + ($1.hasSameUTF8(as: name) ? 1 : 0) }
        }

        /// `entry` as a row; `isLowest` when its unit price is `lowest`'s.
        func row(_ entry: PriceEntry, lowest: PriceEntry) -> BookEntryRow {
            let unitPrice = basePrice(entry)
            return BookEntryRow(
                id: entry.id.text, date: entry.date.text,
                dateText: numbers.catalog.shortText(of: entry.date, today: today), store: entry.store ?? "",
                storeName: storeName(entry.store),
                detail: detail(entry, namingStore: true), detailAtStore: detail(entry, namingStore: false),
                priceDetail: detail(entry, namingStore: false, dating: false), price: price(entry),
                quantity: numbers.quantity(entry.item.quantity), unitPrice: self.unitPrice(unitPrice),
                unitPriceExact: ((try? unitPrice.multiplied(by: reference.baseAmount))?.fractionText) ?? "",
                isSale: entry.isSale, isLowest: unitPrice == basePrice(lowest),
                deal: entry.item.deal.map { numbers.decimal($0.text) } ?? "",
                isDealPrice: entry.hasDeal(usesMemberPrices: usesMemberPrices), deleteName: deleteName(entry))
        }
    }

    /// What the price book says about the product being typed, shown live in the form.
    public struct PriceHint: Hashable, Sendable {
        /// The sentence, e.g. "12.0% more than the lowest you've seen: 5.49 per kg at Lidl on 3
        /// Nov", or before a price is typed "Lowest you've seen: 5.49 per kg at Lidl on 3 Nov".
        public var message: String {
            EncodedPhrase.plainText(of: encoded, decimalSeparator: decimalSeparator)
        }
        /// ``message`` as parts (see ``Verdict/encoded``): the unit price for the front end to
        /// write in the currency, the percentage as the locale writes it.
        public let encoded: String
        /// The locale's decimal separator, for ``message``.
        let decimalSeparator: String
        /// Where the typed price stands, once the form holds one; `nil` before.
        public let standing: PriceVerdict.Standing?

        init?(_ form: ProductForm, state: PerApp.State, _ numbers: NumberStyle) {
            guard let product = state.book.product(named: form.name) else { return nil }
            var phrase = EncodedPhrase()
            standing = Self.write(&phrase, form, product, state, numbers)
            encoded = phrase.encoded
            decimalSeparator = numbers.decimalSeparator
        }

        /// Writes the hint on `form` against the book's `product`; returns the typed price's
        /// standing, if it has one.
        private static func write(
            _ phrase: inout EncodedPhrase, _ form: ProductForm, _ product: BookProduct, _ state: PerApp.State,
            _ numbers: NumberStyle
        ) -> PriceVerdict.Standing? {
            let catalog = numbers.catalog
            guard form.soldBy == product.dimension else {
                phrase.text(
                    catalog.text(
                        .bookHintSoldByOther, ("product", product.name),
                        ("dimension", product.dimension.soldBy(in: catalog))))
                return nil
            }
            let candidate = try? form.committedItem()
            let usesMemberPrices = numbers.usesMemberPrices
            let listReference = state.listReference(
                for: product, adding: candidate?.quantity ?? (try? form.committedQuantity()))
            let prices = BookPrices(
                product, including: candidate, numbers, today: state.today, listReference: listReference)
            guard let candidate,
                let verdict = try? product.verdict(
                    for: candidate, today: state.today, usesMemberPrices: usesMemberPrices)
            else {
                let lowest = prices.sentence(product.lowest(usesMemberPrices: usesMemberPrices))
                phrase.append(catalog.phrase(.bookHintLowest, ("price", lowest.encoded)))
                return nil
            }
            let above = verdict.percentAboveLowest
            let standing = verdict.standing
            let percent = "p" + above.magnitude.formatted(places: PriceVerdict.places(forPercent: above))
            let lowest = prices.sentence(verdict.lowest).encoded
            // "the lowest regular price" or "the lowest deal price" when the book has both kinds.
            let kind: PriceVerdict.Kind? = verdict.hasBothKinds ? verdict.comparedWith : nil
            let hint: Phrase =
                switch (standing, kind) {
                case (.above, nil): .bookHintAbove
                case (.above, .regular): .bookHintAboveRegular
                case (.above, .deal): .bookHintAboveDeal
                case (.newLowest, nil): .bookHintBelow
                case (.newLowest, .regular): .bookHintBelowRegular
                case (.newLowest, .deal): .bookHintBelowDeal
                case (.equalToLowest, nil): .bookHintSame
                case (.equalToLowest, .regular): .bookHintSameRegular
                case (.equalToLowest, .deal): .bookHintSameDeal
                }
            phrase.append(catalog.phrase(hint, ("percent", percent), ("price", lowest)))
            if let condition = verdict.condition(in: catalog) { phrase.text(" — " + condition) }
            return standing
        }
    }

    /// A list row's standing in the price book: "Lowest seen", "12.0% above lowest", or "First
    /// price recorded" when the book has no other price of the product.
    public struct PriceBadge: Hashable, Sendable {
        /// What the badge says.
        public let text: String
        /// Whether the product is at or below the lowest price seen; `false` for the first price
        /// recorded, which has nothing to compare with.
        public let isLowest: Bool
        /// Whether it is the first price recorded of the product: nothing to compare with.
        public let isFirst: Bool

        init?(_ item: ProductItem, book: PriceBook, _ numbers: NumberStyle) {
            guard let name = item.name, let product = book.product(named: name),
                // The day only sets how long ago the lowest was seen, which the badge doesn't say.
                let verdict = try? product.verdict(
                    for: item, today: product.entries[0].date, usesMemberPrices: numbers.usesMemberPrices)
            else { return nil }
            let percent = verdict.percentAboveLowest
            // The book's only price is this one: there is nothing to compare it with.
            isFirst = product.entries.count == 1 && percent.isZero
            if isFirst {
                isLowest = false
                text = numbers.catalog.text(.firstPriceRecorded)
                return
            }
            isLowest = !percent.isPositive
            text =
                isLowest
                ? numbers.catalog.text(.lowestSeen)
                    + (verdict.condition(in: numbers.catalog).map { ", " + $0 } ?? "")
                : numbers.catalog.text(
                    .percentAboveLowest,
                    (
                        "percent",
                        numbers.decimal(percent.formatted(places: PriceVerdict.places(forPercent: percent)))
                    ))
        }
    }

    /// One price in the book, as the book's screen shows it.
    public struct BookEntryRow: Hashable, Sendable {
        /// The entry's id, sent back to delete it.
        public let id: String
        /// `YYYY-MM-DD`.
        public let date: String
        /// "3 Nov".
        public let dateText: String
        /// The store, or empty.
        public let store: String
        /// The store's name as shown: the store, or "No store".
        public let storeName: String
        /// The price, its quantity, its deal, the store and the day, as parts (see
        /// ``Verdict/encoded``; the deal emphasised): "[5.49] for 1 kg, member 4.99 at Lidl, 3 Nov".
        public let detail: String
        /// ``detail`` without the store, for where the store is named already: "[5.49] for 1 kg,
        /// 3 Nov".
        public let detailAtStore: String
        /// ``detail`` without the store and the day, for where both are named already: "[5.49]
        /// for 1 kg, member 4.99".
        public let priceDetail: String
        /// The price, a decimal string.
        public let price: String
        /// The quantity, e.g. `500 g`.
        public let quantity: String
        /// The unit price per the product's reference, a decimal string.
        public let unitPrice: String
        /// The exact unit price per the reference, `p/q`.
        public let unitPriceExact: String
        /// Whether the price was a sale.
        public let isSale: Bool
        /// Whether it is the lowest unit price seen.
        public let isLowest: Bool
        /// The deal's clauses as Per writes them (`member 3.49, 3 for 10.00`) with the locale's
        /// decimal separator, or empty.
        public let deal: String
        /// Whether the price is a deal price: its deal lowers it (see ``PriceEntry/hasDeal(usesMemberPrices:)``);
        /// ``unitPrice`` is then the deal's.
        public let isDealPrice: Bool
        /// The name of the price's Delete button as parts (see ``Verdict/encoded``), the price for
        /// the front end to write in the currency: "Delete Coffee, 3 Nov, Lidl, [5.49]". No two
        /// prices of ``BookProductView/history`` have the same: one that would says its quantity
        /// too ("… [5.49] for 1 kg"), and then which of them it is ("…, 2 of 3").
        public internal(set) var deleteName: String
    }

    /// The price book screen: the products matching the search, or one product.
    public struct BookView: Hashable, Sendable {
        /// The search text.
        public let search: String
        /// The products matching it, by name.
        public let products: [BookProductRow]
        /// What the screen says when no product shows, or `nil`.
        public let emptyMessage: String?
        /// The product shown, if any.
        public let product: BookProductView?

        /// The screen as `state` shows it, with the prices of `book`: a front end that keeps the
        /// price book apart from the state it builds the rest of the view model from (see
        /// ``PerApp/ViewModel/init(leavingOutBookOf:figures:)``) passes it here.
        public init(_ book: PriceBook, of state: PerApp.State) {
            var rows = BookRows(of: state, book: book)
            self.init(book, of: state, rows: &rows)
        }

        /// The screen as ``init(_:of:)`` builds it, with the product rows of `rows` that were
        /// worked out before (see ``BookRows``); the rows worked out now are added to it.
        public init(_ book: PriceBook, of state: PerApp.State, rows: inout BookRows) {
            let numbers = rows.numbers
            search = state.bookView.search
            if let name = state.bookView.product, let product = book.product(named: name) {
                self.product = BookProductView(
                    product, numbers, today: state.today, listReference: rows.quote.reference(for: product))
                products = []
                emptyMessage = nil
                return
            }
            product = nil
            products = book.productIndices(matching: search).map { rows.row(at: $0) }
            emptyMessage =
                book.products.isEmpty
                ? numbers.catalog.text(.noPricesYet)
                : products.isEmpty
                    ? numbers.catalog.text(.noProductMatches, ("search", search.trimmingSpaces)) : nil
        }
    }

    /// The rows of the price book screen's products, each worked out the first time it shows,
    /// and what they were worked out from, so that the screen shown again (opened again, or
    /// searched) works a row out again only when the book, the open list or how numbers are
    /// written changed since (formatting every product's unit prices takes most of the
    /// screen's work).
    public struct BookRows: Sendable {
        /// Each product's row by its place in the book's products, once worked out.
        private var rows: [BookProductRow?]
        /// What they were worked out from: everything ``BookProductRow`` reads.
        private let book: PriceBook
        fileprivate let quote: ListQuote
        fileprivate let numbers: NumberStyle
        private let today: CalendarDate

        /// The rows of `book` as `state` shows them: those of `previous` when they were worked
        /// out from the same book, open list quote, number style and day; else none yet.
        ///
        /// The book is the same when it shares storage: `previous` holds a copy, so any change
        /// to it since was made in storage of its own.
        public init(of state: PerApp.State, book: PriceBook, after previous: BookRows? = nil) {
            let quote = ListQuote(state)
            let numbers = NumberStyle(state.settings)
            if let previous, previous.book.isUnchanged(from: book), previous.quote.isSame(as: quote),
                previous.numbers.isSame(as: numbers), previous.today == state.today
            {
                rows = previous.rows
            } else {
                rows = Array(repeating: nil, count: book.products.count)
            }
            (self.book, self.quote, self.numbers, today) = (book, quote, numbers, state.today)
        }

        /// The row of the product at `index` in the book's products, worked out now if it
        /// hasn't been.
        fileprivate mutating func row(at index: Int) -> BookProductRow {
            if let row = rows[index] { return row }
            let product = book.products[index]
            let row = BookProductRow(
                product, numbers, today: today, listReference: quote.reference(for: product))
            rows[index] = row
            return row
        }
    }

    /// A product in the book's list: "Coffee — 5.49 per kg at Lidl on 3 Nov · 4 prices".
    public struct BookProductRow: Hashable, Sendable {
        /// The product's name, sent back to show it.
        public let name: String
        /// How many prices are recorded.
        public let count: Int
        /// ``count`` in words: "1 price", "4 prices".
        public let countText: String
        /// The lowest seen, as a sentence: "5.49 per kg at Lidl on 3 Nov".
        public let lowest: String
        /// ``lowest`` as parts (see ``Verdict/encoded``), the unit price for the front end to
        /// write in the currency.
        public let lowestEncoded: String

        init(
            _ product: BookProduct, _ numbers: NumberStyle, today: CalendarDate,
            listReference: ReferenceQuantity?
        ) {
            name = product.name
            count = product.entries.count
            countText = BookPrices.count(count, numbers.catalog)
            let lowest = BookPrices(product, numbers, today: today, listReference: listReference)
                .sentence(product.lowest(usesMemberPrices: numbers.usesMemberPrices))
            self.lowest = lowest.plainText(decimalSeparator: numbers.decimalSeparator)
            lowestEncoded = lowest.encoded
        }
    }

    /// One product of the book with every figure.
    public struct BookProductView: Hashable, Sendable {
        /// The product's name.
        public let name: String
        /// What unit prices are quoted per: `per kg`.
        public let referencePhrase: String
        /// How many prices are recorded.
        public let count: Int
        /// The lowest price seen.
        public let lowest: BookEntryRow
        /// The lowest regular price (neither a sale nor a deal price), if any.
        public let lowestRegular: BookEntryRow?
        /// The lowest deal price (see ``PriceEntry/hasDeal(usesMemberPrices:)``), when the
        /// book also has prices without a deal (else `nil`: ``lowest`` says it).
        public let lowestWithDeal: BookEntryRow?
        /// Why there is no ``lowestRegular``: "Only sale prices so far", "Only deal prices so
        /// far" or "Only sale and deal prices so far"; `nil` when there is one.
        public let noRegularPrice: String?
        /// The average unit price, a decimal string.
        public let averageUnitPrice: String
        /// The latest price at each store, best first.
        public let latestByStore: [BookEntryRow]
        /// Every price, newest first.
        public let history: [BookEntryRow]
        /// The chart of unit price over time, one line per store.
        public let chart: PriceChart
        /// "2 prices · unit prices per kg".
        public let summary: String
        /// The figures as the screen shows them, in order: the lowest, the lowest regular, the
        /// lowest with a deal (when the book has prices with and without one) and the average.
        public let figures: [BookFigure]

        init(
            _ product: BookProduct, _ numbers: NumberStyle, today: CalendarDate,
            listReference: ReferenceQuantity?
        ) {
            let prices = BookPrices(product, numbers, today: today, listReference: listReference)
            let lowest = product.lowest(usesMemberPrices: prices.usesMemberPrices)
            name = product.name
            referencePhrase = numbers.phrase(prices.reference)
            count = product.entries.count
            self.lowest = prices.row(lowest, lowest: lowest)
            lowestRegular = product.lowestRegular(usesMemberPrices: prices.usesMemberPrices).map {
                prices.row($0, lowest: lowest)
            }
            let withDeal = product.lowestWithDeal(usesMemberPrices: prices.usesMemberPrices)
            let hasBoth =
                withDeal != nil && product.lowestWithoutDeal(usesMemberPrices: prices.usesMemberPrices) != nil
            lowestWithDeal = hasBoth ? withDeal.map { prices.row($0, lowest: lowest) } : nil
            if lowestRegular == nil {
                let deals = product.entries.contains { $0.hasDeal(usesMemberPrices: prices.usesMemberPrices) }
                let sales = product.entries.contains { $0.isSale }
                noRegularPrice = numbers.catalog.text(
                    sales ? deals ? .onlySaleAndDealPrices : .onlySalePrices : .onlyDealPrices)
            } else {
                noRegularPrice = nil
            }
            averageUnitPrice =
                (try? product.averageUnitPrice(usesMemberPrices: prices.usesMemberPrices)).map {
                    prices.unitPrice($0)
                } ?? "—"
            latestByStore = product.latestByStore(usesMemberPrices: prices.usesMemberPrices).map {
                prices.row($0, lowest: lowest)
            }
            let newestFirst = Array(product.entries.reversed())
            var history = newestFirst.map { prices.row($0, lowest: lowest) }
            prices.distinguishDeleteNames(&history, of: newestFirst)
            self.history = history
            chart = PriceChart(product, prices)
            let catalog = numbers.catalog
            let count = BookPrices.count(count, catalog)
            summary = catalog.text(.bookProductSummary, ("count", count), ("reference", referencePhrase))
            var figures = [BookFigure(.lowest, self.lowest, catalog)]
            if let entry = lowestRegular {
                figures.append(BookFigure(.lowestRegular, entry, catalog))
            } else {
                figures.append(
                    BookFigure(.lowestRegular, unitPrice: nil, detail: "t" + (noRegularPrice ?? ""), catalog))
            }
            if let entry = lowestWithDeal { figures.append(BookFigure(.lowestWithDeal, entry, catalog)) }
            figures.append(
                BookFigure(
                    .average, unitPrice: averageUnitPrice,
                    detail: "t" + catalog.text(.ofPrices, ("count", count)),
                    catalog))
            self.figures = figures
        }
    }

    /// One figure of a book product: what it is ("Lowest regular"), its unit price and where
    /// it comes from.
    public struct BookFigure: Hashable, Sendable {
        /// Which figure it is.
        public enum Kind: String, Hashable, Sendable {
            /// The lowest unit price seen.
            case lowest
            /// The lowest regular price: neither a sale nor a deal price.
            case lowestRegular
            /// The lowest deal price.
            case lowestWithDeal
            /// The average unit price.
            case average
        }

        /// Which figure it is.
        public let kind: Kind
        /// Its name: "Lowest", "Lowest regular", "Lowest with a deal", "Average".
        public let term: String
        /// The unit price per the product's reference, a decimal string; `nil` when there is
        /// none (no regular price yet, or an average too large to work out).
        public let unitPrice: String?
        /// Whether the price it comes from was a sale.
        public let isSale: Bool
        /// Where it comes from, as parts (see ``Verdict/encoded``): the price's
        /// ``BookEntryRow/detail``, "of 4 prices", or why there is none ("Only sale prices so far").
        public let detail: String

        /// `unitPrice` "—" (too large to work out) is `nil`.
        init(_ kind: Kind, unitPrice: String?, detail: String, isSale: Bool = false, _ catalog: Catalog) {
            self.kind = kind
            term =
                switch kind {
                case .lowest: catalog.text(.lowest)
                case .lowestRegular: catalog.text(.figureLowestRegular)
                case .lowestWithDeal: catalog.text(.figureLowestWithDeal)
                case .average: catalog.text(.figureAverage)
                }
            self.isSale = isSale
            self.unitPrice = unitPrice.flatMap { $0.hasSameUTF8(as: "—") ? nil : $0 }
            self.detail = detail
        }

        init(_ kind: Kind, _ entry: BookEntryRow, _ catalog: Catalog) {
            self.init(kind, unitPrice: entry.unitPrice, detail: entry.detail, isSale: entry.isSale, catalog)
        }
    }

    /// Unit price over time, one series per store, in coordinates from 0 to 1 for a front end
    /// to draw (decoration), with a text summary of the same data for screen readers.
    public struct PriceChart: Hashable, Sendable {
        /// One line per store, the cheapest latest price first.
        public let series: [Series]
        /// The lowest unit price, at the bottom of the vertical axis: a decimal string.
        public let minimum: String
        /// The highest unit price, at the top of the vertical axis: a decimal string.
        public let maximum: String
        /// The first date, at the left of the horizontal axis: "3 Nov".
        public let start: String
        /// The last date, at the right of the horizontal axis: "20 Nov".
        public let end: String
        /// The chart in words.
        public let summary: String
        /// ``summary`` as parts (see ``Verdict/encoded``), the unit prices for the front end to
        /// write in the currency.
        public let summaryEncoded: String

        /// The prices of one store.
        public struct Series: Hashable, Sendable {
            /// The store, or empty for prices without one.
            public let store: String
            /// The store's name as shown: the store, or "No store".
            public let storeName: String
            /// The points, earliest first.
            public let points: [Point]
        }

        /// A price on the chart: `x` from the first date (0) to the last (1), `y` from the
        /// lowest unit price (0) to the highest (1), four decimals.
        public struct Point: Hashable, Sendable {
            /// Where its date lies between the first (0) and the last (1).
            public let x: String
            /// Where its unit price lies between the lowest (0) and the highest (1).
            public let y: String
            /// The entry it shows.
            public let id: String
        }

        init(_ product: BookProduct, _ prices: BookPrices) {
            let entries = product.entries
            let first = entries[0].date
            let last = entries[entries.count - 1].date
            let lowest = product.lowest(usesMemberPrices: prices.usesMemberPrices)
            let low = prices.basePrice(lowest)
            let high = entries.reduce(low) { Swift.max($0, prices.basePrice($1)) }
            let span = first.days(to: last)
            let stores = product.latestByStore(usesMemberPrices: prices.usesMemberPrices)
            series = stores.map { latest in
                Series(
                    store: latest.store ?? "", storeName: prices.storeName(latest.store),
                    points: entries.filter { PriceBook.sameStore($0.store, latest.store) }.map { entry in
                        Point(
                            x: Self.fraction(Rational(first.days(to: entry.date)), of: Rational(span)),
                            y: Self.fraction(
                                (try? prices.basePrice(entry).subtracting(low)) ?? .zero,
                                of: (try? high.subtracting(low)) ?? .zero),
                            id: entry.id.text)
                    })
            }
            minimum = prices.unitPrice(low)
            maximum = prices.unitPrice(high)
            let catalog = prices.numbers.catalog
            start = catalog.shortText(of: first, today: prices.today)
            end = catalog.shortText(of: last, today: prices.today)
            var summary = catalog.phrase(
                .chartSummary, ("reference", "t" + prices.numbers.phrase(prices.reference)),
                ("count", "t" + BookPrices.count(entries.count, catalog)), ("start", "t" + start),
                ("end", "t" + end), ("price", prices.sentence(lowest).encoded))
            if high != low, let highest = entries.last(where: { prices.basePrice($0) == high }) {
                summary.append(catalog.phrase(.chartHighest, ("price", prices.sentence(highest).encoded)))
            }
            for latest in stores where latest.store != nil || stores.count > 1 {
                let price = "m" + prices.unitPrice(prices.basePrice(latest))
                let date = "t" + catalog.shortText(of: latest.date, today: prices.today)
                summary.append(
                    latest.store.map {
                        catalog.phrase(.chartLatestAt, ("store", "t" + $0), ("price", price), ("date", date))
                    }
                        ?? catalog.phrase(.chartLatestWithoutStore, ("price", price), ("date", date)))
            }
            self.summary = summary.plainText(decimalSeparator: prices.numbers.decimalSeparator)
            summaryEncoded = summary.encoded
        }

        /// `part ÷ whole` to four places; `0.5` when `whole` is zero (a single day or price).
        static func fraction(_ part: Rational, of whole: Rational) -> String {
            guard whole.isPositive, let value = try? part.divided(by: whole) else { return "0.5000" }
            return value.formatted(places: 4)
        }
    }
}
