/// What the words of a tag's line say its figures are: a member band, a deposit, a regular or
/// previous price, a saving.
struct TagKeywords {
    /// `Clubcard Price`, `Nectar Price`, `Circle Price`, `Member price`, `with card`.
    var isMember = false
    /// Whether the member label was read only in part (`Clubcar®`): the band's print is doubtful.
    var hasMisreadLabel = false
    /// `Pfand`, `deposit`, `consigne`, `CRV`.
    var isDeposit = false
    /// `Reg.`, `Regular`: the price of one item when the big print is a deal.
    var isRegular = false
    /// `Was £4`, `statt`, `avant`: a previous price, not today's.
    var isPrevious = false
    /// `Save £1`, `% off`: an amount off, not a price.
    var isSaving = false
    /// Letters of words that are not labels: what may be the product's name.
    var nameLetters = 0

    /// The keywords of `text`.
    init(_ text: String) {
        for word in text.asciiLowercased.fields(separatedBy: " ") {
            let word = Self.letters(of: word)
            switch ExactText(word) {
            case "clubcard", "nectar", "circle", "member", "members", "membership", "card", "loyalty", "lidl",
                "plus":
                isMember = true
            case "pfand", "deposit", "consigne", "crv", "statiegeld", "pant", "envase":
                isDeposit = true
            case "reg", "regular", "regularly", "normalpreis":
                isRegular = true
            case "was", "statt", "vorher", "avant", "antes", "before", "uvp":
                isPrevious = true
            case "save", "saving", "off", "sparen", "spare", "économisez", "ahorra", "ahorro":
                isSaving = true
            case "any", "price", "prices", "unit", "now", "only", "per", "each", "ea", "special", "offer",
                "sale", "rollback", "grundpreis", "prix", "precio", "le", "la", "au", "for", "pour", "für",
                "zzgl", "inkl", "new", "deal", "buy", "get", "mix", "match", "and", "or", "the", "of", "a":
                break
            default:
                if word.hasUTF8Prefix("dep") && word.containsUTF8("sit") { isDeposit = true }
                // OCR misreads the end of `Clubcard` in a coloured band (`Clubcar®`, `Clubcaré`).
                if word.hasUTF8Prefix("clubca") {
                    isMember = true
                    hasMisreadLabel = true
                }
                nameLetters += word.unicodeScalars.filter { $0.isLetter }.count
            }
        }
    }

    /// The word without punctuation around it (`Reg.` → `reg`, `(Pfand)` → `pfand`).
    private static func letters(of word: String) -> String {
        let scalars = Array(word.unicodeScalars)
        var start = 0
        var end = scalars.count
        while start < end, !scalars[start].isLetter { start += 1 }
        while end > start, !scalars[end - 1].isLetter { end -= 1 }
        return scalars.text(from: start, to: end)
    }
}
