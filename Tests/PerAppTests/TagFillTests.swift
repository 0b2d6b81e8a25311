import Testing

@testable import PerAppTestSupport
@testable import PerKit

/// The fill of pasted tag text, read as the page reads it (pounds, the UK system).
private func tag(_ text: String) -> TagFill {
    TagFill(ShelfTagReading(plainText: text, currency: Currency(code: "GBP"), system: .uk))
}

/// The add-product form opened and filled with `fill`.
private func filled(_ fill: TagFill, after actions: [Action] = []) -> State {
    after([.addProduct] + actions + [.form(.fillFromTag(fill))])
}

/// Filling the add-product form from a shelf tag's reading (Scan tag, Paste tag text).
@Suite("Filling the form from a shelf tag")
struct TagFillTests {
    static let beans = "Heinz Baked Beans\n£1.40\n415g\n33.7p per 100g"
    static let ketchup = "Heinz Tomato Ketchup 700g\nClubcard Price £3.50\n£3.90\n55.7p per 100g"

    @Test("the price, the size and its unit and the name are filled; the check is said in words")
    func fieldsFilled() {
        let state = filled(tag(Self.beans))
        let form = state.form
        #expect(form?.price.text == "1.40")
        #expect(form?.quantity.text == "415")
        #expect(form?.unit == .gram)
        #expect(form?.name == "Heinz Baked Beans")
        #expect(state.alert == nil)
        let view = PerApp.ViewModel(state)
        #expect(view.form?.price.text == "1.40")
        #expect(
            view.form?.tagNotes == [
                "The tag says 33.7p per 100g; £1.40 for 415 g is 33.7p per 100 g: it matches"
            ])
        #expect(view.form?.canSubmit == true)
    }

    @Test("the fields to confirm are marked and the first is focused")
    func uncertainMarkedAndFocused() {
        let fill = TagFill(
            name: "Beans", price: Rational(2), quantity: try? Quantity(Rational(400), .gram),
            uncertain: [.name, .price])
        let state = filled(fill)
        #expect(state.form?.toConfirm == [.price, .name])
        #expect(state.form?.focus == .price)
        let view = PerApp.ViewModel(state)
        #expect(view.form?.toConfirm == [.price, .name])
        #expect(view.form?.confirmHint == "Read from the tag: check it")
        // Editing a marked field confirms it.
        let edited = after([.form(.key(.digit(3)))], from: state)
        #expect(edited.form?.toConfirm == [.name])
        let named = after([.form(.setName("Heinz Beans"))], from: edited)
        #expect(named.form?.toConfirm == [])
        #expect(PerApp.ViewModel(named).form?.confirmHint == nil)
    }

    @Test("the fields to confirm and the check survive a reload; a hidden deal field is unmarked")
    func marksSaved() throws {
        let state = filled(tag(Self.ketchup))
        #expect(state.form?.toConfirm.isEmpty == false)
        #expect(state.form?.tagNotes.isEmpty == false)
        let restored = try State(decoding: JSON(parsing: state.encoded()))
        #expect(restored == state)
        let marked = filled(TagFill(memberPrice: Rational(3), uncertain: [.memberPrice, .price]))
        #expect(marked.form?.toConfirm == [.price, .memberPrice])
        let hidden = after([.form(.showDeal(false))], from: marked)
        #expect(hidden.form?.toConfirm == [.price])
        #expect(try State(decoding: JSON(parsing: hidden.encoded())) == hidden)
    }

    @Test("pasted text: a member price becomes the deal and the name is marked to confirm")
    func memberPrice() {
        let state = filled(tag(Self.ketchup))
        let form = state.form
        #expect(form?.price.text == "3.90")
        #expect(form?.quantity.text == "700")
        #expect(form?.unit == .gram)
        #expect(form?.deal.isShown == true)
        #expect(form?.deal[.memberPrice].value == (try? Rational(7, 2)))
        // Pasted text has no OCR confidence: the name and the member price, which no other
        // figure confirms, are to confirm; the name comes first.
        #expect(form?.toConfirm == [.name, .memberPrice])
        #expect(form?.focus == .name)
        #expect(PerApp.ViewModel(state).form?.deal.summary == "member 3.50")
    }

    @Test("a multi-buy becomes the deal's offer")
    func multiBuy() {
        let fill = TagFill(
            price: (try? Rational(19, 10)), quantity: try? Quantity(Rational(400), .gram),
            multiBuy: TagMultiBuy(count: Rational(3), price: Rational(5)), deposit: (try? Rational(1, 4)))
        let form = filled(fill).form
        #expect(form?.deal.isShown == true)
        #expect(form?.deal.offer == .multiBuy)
        #expect(form?.deal[.multiBuyCount].value == Rational(3))
        #expect(form?.deal[.multiBuyPrice].value == Rational(5))
        #expect(form?.deal[.deposit].value == (try? Rational(1, 4)))
        #expect(PerApp.ViewModel(filled(fill)).form?.deal.summary == "3 for 5.00, deposit 0.25")
    }

    @Test("a wrong unit price gives the check sentence")
    func wrongUnitPrice() {
        let fill = TagFill(
            price: (try? Rational(11, 4)), quantity: try? Quantity(Rational(6), .each),
            check: ShelfTagReading(plainText: "£2.75\n6 pack\n51.3p each", currency: Currency(code: "GBP"))
                .checkWords)
        #expect(fill.check?.sentence(in: .english) == "The tag says 51.3p each; £2.75 for 6 is 45.8p each")
        let state = filled(fill, after: [.form(.selectSoldBy(.count))])
        #expect(
            PerApp.ViewModel(state).form?.tagNotes == ["The tag says 51.3p each; £2.75 for 6 is 45.8p each"])
        #expect(state.form?.quantity.text == "6")
    }

    @Test("a field not read is left as it was, never guessed")
    func unreadFieldsStay() {
        let state = filled(tag("£2.00\n500g"), after: [.form(.focus(.name)), .form(.setName("Own brand"))])
        #expect(state.form?.name == "Own brand")
        #expect(state.form?.price.text == "2.00")
        #expect(state.form?.deal.isShown == false)
        #expect(state.form?.deal.isEmpty == true)
        let empty = filled(TagFill(price: Rational(2)))
        #expect(empty.form?.name == "")
        #expect(empty.form?.quantity.isEmpty == true)
    }

    @Test("a size the list can't take is left out and the quantity marked")
    func otherDimension() {
        let list = after(
            [.addProduct] + keys("500") + [.form(.focus(.price))] + keys("2") + [.form(.submit), .addProduct]
                + [
                    .form(
                        .fillFromTag(
                            TagFill(price: Rational(3), quantity: try? Quantity(Rational(1), .litre))))
                ])
        #expect(list.form?.quantity.isEmpty == true)
        #expect(list.form?.toConfirm == [.quantity])
        #expect(list.form?.focus == .quantity)
        #expect(list.form?.tagNotes.first?.hasPrefix("The tag's size 1 L can't join this list") == true)
    }

    @Test("nothing read, the server's refusal and no network are shown as alerts")
    func failures() {
        #expect(
            filled(tag(" ")).alert?.message
                == "No price, size or name could be read on the tag. Try again with the whole tag in view, or type the figures."
        )
        let refused = after([.addProduct, .tagReadingFailed("The photo is not an image.")])
        #expect(refused.alert?.message == "The tag could not be read: The photo is not an image.")
        #expect(refused.form != nil)
        let offline = after([.addProduct, .tagReadingFailed(nil)])
        #expect(offline.alert?.message.hasSuffix("use Paste tag text instead.") == true)
    }
}
