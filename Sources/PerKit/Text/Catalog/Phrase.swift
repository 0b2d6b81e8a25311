/// A text of the app's, by its key: a label, a button, a note or a sentence with placeholders
/// (`{list}`), whose words in each ``Language`` its ``Catalog`` gives. The raw value is the key
/// the page's `data-text` attributes name.
public enum Phrase: String, CaseIterable, Sendable {
    // The page's own elements
    case appTitle
    case appDescription
    case lists
    case priceBook
    case settings
    case shoppingList
    case loading
    case cantStart
    case changedOnAnotherDevice
    case restoreMine
    case syncHistory
    case dismiss
    case listName
    case shareList
    case duplicateList
    case deleteList
    case savedLists
    case back
    case searchProducts
    case products
    case latestAtEachStore
    case unitPriceOverTime
    case history
    case whichIsTheBetterDeal
    case exampleFor
    case exampleVersus
    case bestDealFirst
    case undo
    case clearList
    case addProduct
    case importLists
    case exportLists
    case newList
    case cancel
    case add
    case scanTag
    case pasteTagText
    case readTagText
    case readingTheTag
    case soldBy
    case entryFor
    case namePlaceholder
    case storePlaceholder
    case salePrice
    case deal
    case keypadHint
    case fields
    case previousField
    case nextField
    case keypad
    case clearTheList
    case clearAll
    case whoops
    case ok
    case remove
    case done
    case measurementSystem
    case measurementSystemNote
    case currency
    case unitPricesPer
    case language
    case rememberPrices
    case rememberPricesNote
    case useMemberPrices
    case useMemberPricesNote
    case sync
    case syncIntro
    case createHousehold
    case joinHousehold
    case householdName
    case householdNamePlaceholder
    case deviceName
    case create
    case inviteLink
    case inviteLinkPlaceholder
    case inviteNote
    case join
    case household
    case syncNow
    case inviteDevice
    case inviteQRCode
    case inviteLinkToOpen
    case copy
    case devices
    case about
    case syncHistoryNote
    case syncHistoryEmpty
    case yours
    case restored
    case restore
    case close
    case sharedList
    case sharedListNote
    case saveToMyLists
    case exportWhat
    case thisList
    case allLists
    case exportFormat
    case download
    case linkNotCopied
    case linkToTheList
    case newVersionReady
    case reload
    case edit
    case open
    case bestDealLabel
    case lowest
    case lowestLabel
    case sale

    // The list screen
    case emptyListMessage
    case clearsTheProduct
    case clearsAllProducts
    case unitPricesButton
    case automaticReference
    case perReference
    case thisListNamed
    case removedProduct
    case deletedList
    case deletedPrice
    case editProduct
    case save
    case readFromTheTag
    case automaticLanguage

    // List rows
    case each
    case quantityForPrice
    case forPrice
    case bestDeal
    case percentMore
    case amountExtra
    case editNamed
    case removeNamed
    case rowNumber
    case withoutTheDeal
    case memberPriceNotUsed

    // The form: fields, keys, choices
    case quantity
    case unit
    case price
    case name
    case store
    case memberPrice
    case percentOff
    case saveAmount
    case offer
    case buy
    case getFree
    case packs
    case forThePriceOf
    case multiBuyPacks
    case multiBuyPrice
    case deposit
    case taxPercent
    case keyDecimalPoint
    case keyPlus
    case keyMinus
    case keyTimes
    case keyDivide
    case keyMultiBuy
    case keyEquals
    case keyDelete
    case keyClear
    case weight
    case volume
    case units
    case length
    case area
    case metric
    case unitedStates
    case unitedKingdom
    case noOffer
    case offerBuyGetFree
    case offerSecondHalfPrice
    case offerForThePriceOf
    case offerMultiBuy

    // The verdict and deals
    case verdictOne
    case verdictBest
    case verdictTie
    case listAnd
    case verdictSame
    case verdictWorseDeal
    case buyToGetThisPrice
    case withTheMemberPrice
    case plusDeposit
    case dearerThanOnePack

    // Lists screen, statuses and the form's reasons
    case noItems
    case oneItem
    case items
    case byWeight
    case byVolume
    case byCount
    case byLength
    case byArea
    case bestOfList
    case linkCopied
    case savedToYourLists
    case importedOneList
    case importedLists
    case enterTheQuantity
    case enterThePrice
    case quantityCantBeWorkedOut
    case priceCantBeWorkedOut
    case mendTheEquation
    case enterWhatThePacksCost
    case quantityMustBePositive
    case priceMustBePositive

    // The price book
    case onePrice
    case prices
    case bookProductSummary
    case figureLowestRegular
    case figureLowestWithDeal
    case figureAverage
    case ofPrices
    case onlySalePrices
    case onlyDealPrices
    case onlySaleAndDealPrices
    case noPricesYet
    case noProductMatches
    case firstPriceRecorded
    case lowestSeen
    case percentAboveLowest

    // Prices in the book, and dates
    case atStore
    case onDate
    case onSale
    case withADeal
    case priceForQuantity
    case deleteEntryNamed
    case noStore
    case shortDate
    case shortDateWithYear
    case january
    case february
    case march
    case april
    case may
    case june
    case july
    case august
    case september
    case october
    case november
    case december

    // Told apart
    case placeOfCount

    /// The phrase's template in `language`.
    func template(in language: Language) -> String {
        switch language {
        case .english: english
        case .german: german
        case .french: french
        case .spanish: spanish
        }
    }
}
