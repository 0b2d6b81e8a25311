import PerKit

/// The price book screen in the wire format, apart from ``WireSession``: the web app builds its
/// view model in a module of its own, loaded the first time the shopper opens the price book, so
/// that the app's module (whose view model leaves the screen out, `"book": null`) carries none
/// of its code.
///
/// It keeps the price book and the lists it was given last, so that a front end sends them only
/// when they changed, not at every search keystroke.
public struct WireBookScreen: Sendable {
    /// The price book given last.
    private var book = PriceBook()
    /// The saved lists given last (their `lists` member), read only for the open one: the
    /// screen quotes a product the open list holds per the list's unit.
    private var lists: [JSON] = []
    /// The rows of the book's products as last shown, worked out again only when they changed.
    private var rows: PerApp.ViewModel.BookRows?

    /// A screen with an empty price book.
    public init() {}

    /// Builds the price book screen: `{"saved": <the session, as ``WireSession`` answers it>,
    /// "book": <the price book, as ``WireSession`` answers it, or null for none; left out when it
    /// has not changed since the previous request>, "library": <the lists likewise>,
    /// "decimalSeparator": ",", "language": "de"}` → `{"book": <the screen's view model>}`, the `book` member of
    /// the full view model (see ``PerApp/ViewModel/BookView``), for the screen the session shows
    /// or would show.
    ///
    /// A malformed request, or a book that can't be restored, is answered with `{"error": …}`;
    /// the book given before is then kept.
    public mutating func view(_ request: String) -> String {
        do throws(ParseError) {
            let json = try JSON(parsing: request)
            guard case .object(let saved)? = json["saved"] else {
                throw ParseError("the price book screen needs the session as an object 'saved'", at: 0)
            }
            if let savedBook = json["book"] {
                var restored = PerApp.State()
                if !savedBook.isNull, !restored.restore(savedBook: savedBook) {
                    throw ParseError(restored.alert?.message ?? "the price book could not be restored", at: 0)
                }
                book = restored.book
            }
            if let library = json["library"] { lists = library.array("lists") ?? [] }
            var defaults = PerApp.Settings()
            if let separator = WireAction.decimalSeparator(of: json) { defaults.decimalSeparator = separator }
            // The app's language: the session names it only when Settings chose it.
            if let code = json.string("language"), let language = Language(rawValue: code) {
                defaults.deviceLanguage = language
            }
            // Without the alert it shows, if any: an alert is then a session that can't be read.
            // With the open list alone of the lists, which is all the screen reads of them.
            let openList = json["saved"]?.string("openList")
            let open = lists.filter { list in
                openList.map { list.string("id")?.hasSameUTF8(as: $0) == true } ?? false
            }
            let session = PerApp.State(
                restoring: .object(saved.filter { !$0.key.hasSameUTF8(as: "alert") }),
                library: open.isEmpty ? nil : .object([.init("lists", .array(open))]), defaults: defaults)
            if let alert = session.alert { throw ParseError(alert.message, at: 0) }
            var writer = JSONWriter()
            writer.beginObject()
            writer.key("book")
            var rows = PerApp.ViewModel.BookRows(of: session, book: book, after: self.rows)
            Self.write(PerApp.ViewModel.BookView(book, of: session, rows: &rows), to: &writer)
            self.rows = rows
            writer.endObject()
            return writer.text
        } catch {
            return JSON.object([.init("error", .string(error.message))]).text
        }
    }

    /// Writes the price book screen's view model as the `book` member of
    /// ``WireViewModel/write(_:to:)``.
    public static func write(_ book: PerApp.ViewModel.BookView, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("search", book.search)
        writer.key("products")
        writer.beginArray()
        for product in book.products {
            writer.beginObject()
            writer.member("name", product.name)
            writer.member("count", product.count)
            writer.member("countText", product.countText)
            writer.member("lowest", product.lowest)
            writer.member("lowestEncoded", product.lowestEncoded)
            writer.endObject()
        }
        writer.endArray()
        writer.member("emptyMessage", book.emptyMessage)
        writer.key("product")
        if let product = book.product {
            writer.beginObject()
            writer.member("name", product.name)
            writer.member("referencePhrase", product.referencePhrase)
            writer.member("count", product.count)
            writer.key("lowest")
            write(product.lowest, to: &writer)
            writer.key("lowestRegular")
            if let entry = product.lowestRegular { write(entry, to: &writer) } else { writer.value(nil) }
            writer.member("noRegularPrice", product.noRegularPrice)
            writer.key("lowestWithDeal")
            if let entry = product.lowestWithDeal { write(entry, to: &writer) } else { writer.value(nil) }
            writer.member("averageUnitPrice", product.averageUnitPrice)
            writer.key("latestByStore")
            write(product.latestByStore, to: &writer)
            writer.key("history")
            write(product.history, to: &writer)
            writer.key("chart")
            write(product.chart, to: &writer)
            writer.member("summary", product.summary)
            writer.key("figures")
            writer.beginArray()
            for figure in product.figures {
                writer.beginObject()
                writer.member("kind", figure.kind.rawValue)
                writer.member("term", figure.term)
                writer.member("unitPrice", figure.unitPrice)
                writer.member("detail", figure.detail)
                writer.member("isSale", figure.isSale)
                writer.endObject()
            }
            writer.endArray()
            writer.endObject()
        } else {
            writer.value(nil)
        }
        writer.endObject()
    }

    private static func write(_ entries: [PerApp.ViewModel.BookEntryRow], to writer: inout JSONWriter) {
        writer.beginArray()
        for entry in entries { write(entry, to: &writer) }
        writer.endArray()
    }

    private static func write(_ entry: PerApp.ViewModel.BookEntryRow, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("id", entry.id)
        writer.member("date", entry.date)
        writer.member("dateText", entry.dateText)
        writer.member("store", entry.store)
        writer.member("storeName", entry.storeName)
        writer.member("detail", entry.detail)
        writer.member("detailAtStore", entry.detailAtStore)
        writer.member("priceDetail", entry.priceDetail)
        writer.member("price", entry.price)
        writer.member("quantity", entry.quantity)
        writer.member("unitPrice", entry.unitPrice)
        writer.member("unitPriceExact", entry.unitPriceExact)
        writer.member("isSale", entry.isSale)
        writer.member("isLowest", entry.isLowest)
        writer.member("deal", entry.deal)
        writer.member("isDealPrice", entry.isDealPrice)
        writer.member("deleteName", entry.deleteName)
        writer.endObject()
    }

    private static func write(_ chart: PerApp.ViewModel.PriceChart, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("series")
        writer.beginArray()
        for series in chart.series {
            writer.beginObject()
            writer.member("store", series.store)
            writer.member("storeName", series.storeName)
            writer.key("points")
            writer.beginArray()
            for point in series.points {
                writer.beginObject()
                writer.member("x", point.x)
                writer.member("y", point.y)
                writer.member("id", point.id)
                writer.endObject()
            }
            writer.endArray()
            writer.endObject()
        }
        writer.endArray()
        writer.member("minimum", chart.minimum)
        writer.member("maximum", chart.maximum)
        writer.member("start", chart.start)
        writer.member("end", chart.end)
        writer.member("summary", chart.summary)
        writer.member("summaryEncoded", chart.summaryEncoded)
        writer.endObject()
    }
}
