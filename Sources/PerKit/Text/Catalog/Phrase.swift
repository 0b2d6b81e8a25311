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

    // The keypad's messages
    case calculatorHasDecimalPoint
    case calculatorTooManyDigits
    case calculatorTypeNumberFirst
    case calculatorNothingToSolve
    case calculatorTypeSecondNumber
    case calculatorOneMultiBuy
    case calculatorMultiBuyNeedsCount
    case calculatorMultiBuyNeedsWholeCount
    case calculatorNothingToDelete
    case calculatorAlreadyEmpty
    case calculatorDivisionByZero
    case calculatorTooLarge
    case calculatorMultiBuyGoesInPrice
    case calculatorMultiBuyKeyInDeal
    case calculatorQuantityHasNoCurrency
    case calculatorPercentHasNoCurrency
    case calculatorPackCountHasNoCurrency
    case calculatorCannotType
    case fieldCantBeWorkedOut

    // Sync: the status line and its alerts
    case syncing
    case notSyncedYet
    case syncedJustNow
    case syncedMinutesAgo
    case syncedHoursAgo
    case syncedOnDate
    case offlineNothingWaiting
    case offlineOneChangeWaiting
    case offlineChangesWaiting
    case notSynced
    case notSyncedOneChangeWaiting
    case notSyncedChangesWaiting
    case deviceRemovedFromHousehold
    case serverAnsweredHTTP
    case listsNotPreparedForSync
    case householdChangesNotMerged

    // Sync: the household and its devices
    case syncNeedsTheServer
    case devicesShowWhenOnline
    case pasteTheInviteFirst
    case copyTheSelectedLink
    case askingForAnInvite
    case qrCodeUnavailable
    case thisDevice
    case inviteWorksUntil
    case alreadySyncsWith
    case removeDeviceNamed
    case removeDeviceFromHousehold
    case otherDeviceWillStopSyncing
    case thisDeviceWillLeave
    case activeNow
    case lastSeenMinutesAgo
    case lastSeenHoursAgo
    case lastSeenOnDate
    case browserOnSystem
    case webBrowser

    // Sync: conflicts and the Sync history
    case syncHistoryUnreadable
    case couldNotRestore
    case otherDevice
    case oneMoreConflict
    case moreConflicts
    case conflictValueReplaced
    case conflictValuesReplaced
    case conflictRemoved
    case conflictRemovedWithChange
    case conflictBack
    case conflictBackWithChange
    case conflictDealSetAside
    case anotherDevice
    case conflictListTitle
    case conflictBookEntryTitle
    case conflictUnnamedBookEntryTitle
    case conflictUnnamedProductTitle
    case conflictUnknownSizeProductTitle
    case conflictPrice
    case conflictSize
    case conflictName
    case conflictReference
    case conflictDeal
    case conflictStore
    case conflictSaleOrRegular
    case conflictOnSale
    case conflictRegular
    case conflictAutomatic
    case conflictNone
    case conflictUnknown
    case quotedText

    // Sync: the page's sync modules
    case syncEngineUnreachable
    case syncEngineRefused
    case syncWorkerStopped

    // Errors: numbers, prices and quantities
    case parseTooDeeplyNested
    case parseExpectedClosingParenthesis
    case parseCentsOrAmount
    case parseDivisionByZero
    case parseTooLarge
    case parseNotMixedNumber
    case parseExpectedNumber
    case parseExpectedNumberAfter
    case parseExpectedNumberAt
    case parseExpectedNumberFound
    case parseExpectedPrice
    case parseUnexpectedInPrice
    case parseAmbiguousComma
    case parseTwoDecimalSeparators
    case parseBadDigitGroups
    case parseTooManyDigits
    case parseMultiBuyOrDivision
    case parseMultiBuyNeedsCount
    case parseUnexpectedAfterNumber
    case parseExpectedQuantity
    case parseExpectedNumberBefore
    case parseExpectedUnitAfter
    case parseUnknownUnitAfter
    case parseExpectedUnit
    case parseUnknownUnit
    case parseReferenceNotPositive
    case parseExpectedForOrSlash
    case arithmeticOverflow
    case arithmeticDivisionByZero

    // Errors: JSON
    case jsonInvalid
    case jsonTextAfterValue
    case jsonTooDeep
    case jsonExpectedValue
    case jsonExpectedMemberName
    case jsonExpectedColon
    case jsonExpectedCommaOrBrace
    case jsonExpectedCommaOrBracket
    case jsonExpectedDigit
    case jsonUnterminatedString
    case jsonInvalidUTF8
    case jsonUnterminatedEscape
    case jsonUnknownEscape
    case jsonControlCharacter
    case jsonUnpairedSurrogate
    case jsonInvalidCodePoint
    case jsonShortEscape
    case jsonBadHexDigit

    // Errors: products, deals and names
    case nameHasControlCharacter
    case productNameSubject
    case listNameSubject
    case storeNameSubject
    case productUnitsMismatch
    case productMissingPrice
    case productMissingQuantity
    case productPriceNegative
    case productPriceZero
    case productQuantityNegative
    case productQuantityZero
    case productPriceUnreadable
    case productQuantityUnreadable
    case productNoSuchItem
    case dealEmptyClause
    case dealUnknownClause
    case dealMissingNumber
    case dealInvalidNumber
    case dealNotWholeCount
    case dealNotPositive
    case dealMoreThanWholePrice
    case dealTakesNoMore
    case dealAmbiguousMultiBuy
    case dealRepeated
    case dealTwoDeals
    case dealPriceNotPositive
    case bookMissingName
    case bookInvalidDate
    case bookUnitsMismatch
    case bookDimensionsDiffer
    case bookNoSuchProduct
    case bookNoSuchEntry

    // Errors: files
    case csvUnclosedQuote
    case csvMisplacedQuote
    case fileLine
    case fileList
    case fileListNamed
    case fileProduct
    case fileEntry
    case problemAt
    case quoted
    case listOr
    case columnWithOtherTitles
    case listFileEmpty
    case csvColumnTwice
    case csvColumnsSameMeaning
    case listFileMissingColumn
    case listFileStoreColumn
    case listFileDateColumn
    case listFileUnknownColumn
    case csvExtraValues
    case csvUntitledValue
    case csvListIDConflict
    case jsonListNotObject
    case jsonListNoName
    case jsonListBadReference
    case jsonListBadCurrency
    case jsonListNoProducts
    case jsonProductNotObject
    case jsonProductMissing
    case jsonProductNotExact
    case jsonProductBadUnit
    case jsonProductNoUnit
    case jsonProductBadName
    case jsonProductBadDeal
    case fileNotJSON
    case fileNotPerFile
    case fileNoVersion
    case fileNewerVersion
    case fileNoArray
    case listFileNoun
    case priceBookFileNoun

    // Errors: share links, saved state and the library
    case shareLinkCutShort
    case shareLinkDamaged
    case shareLinkNewer
    case shareLinkNoVersion
    case shareLinkNoLength
    case shareLinkOneExtraCharacter
    case shareLinkExtraCharacters
    case shareLinkLastCharacter
    case shareLinkChecksum
    case shareLinkBadCharacter
    case shareLinkBadCurrency
    case shareLinkBadReference
    case shareLinkUnknownUnit
    case shareLinkBadCount
    case shareLinkBadText
    case shareLinkNotUTF8
    case shareLinkBadDeal
    case shareLinkBadNumber
    case shareLinkTrailingBytes
    case sharedListUnusable
    case sharedProductUnusable
    case shareLinkNoList
    case linkNotOpened
    case savedListInvalid
    case savedListInvalidBecause
    case savedListInconsistent
    case savedListsNewer
    case savedBookInvalid
    case savedBookInvalidBecause
    case bookEntryInvalid
    case bookEntryInvalidBecause
    case listsNotRestored
    case bookNotRestored
    case listNoLongerThere
    case nothingImportedOneProblem
    case nothingImportedProblems
    case nothingImportedNoProducts
    case couldNotReadFile
    case itsPricesWereIn
    case listPricesWereIn

    // Errors: list files' units
    case parseUnitTwice

    // Errors: the saved price book's lines
    case savedLineFieldCount

    // The price book's hint, verdict and chart
    case bookHintLowest
    case bookHintAbove
    case bookHintAboveRegular
    case bookHintAboveDeal
    case bookHintBelow
    case bookHintBelowRegular
    case bookHintBelowDeal
    case bookHintSame
    case bookHintSameRegular
    case bookHintSameDeal
    case bookHintSoldByOther
    case verdictOnlyWithMemberPrice
    case verdictOnlyIfYouBuy
    case verdictOnlyWithMemberPriceIfYouBuy
    case chartSummary
    case chartHighest
    case chartLatestAt
    case chartLatestWithoutStore
    case notRememberedInBook
    case storageFailed
    case notACurrencyCode
    case referenceMustBePositive

    // Shelf tags in the form
    case tagNothingRead
    case tagPhotoNotSent
    case tagNotRead
    case tagSizeCantJoin

    // Shelf tags: the unit price's check
    case tagCheckUnchecked
    case tagCheckUnread
    case tagCheckWrong
    case tagCheckMatches

    // A server's refusal, by its HTTP status
    case refusalBadRequest
    case refusalUnauthorized
    case refusalForbidden
    case refusalNotFound
    case refusalTimeout
    case refusalGone
    case refusalTooLarge
    case refusalHouseholdFull
    case refusalUnsupportedType
    case refusalInvalid
    case refusalTooManyRetryIn
    case refusalTooMany
    case refusalServerError
    case refusalBusy

    // The browser's own failures, and per-sync.wasm's
    case browserStorageFull
    case browserStorageNotAllowed
    case browserStorageRefused
    case browserFileNotReadable
    case replicaNotStored
    case syncDataInvalid
    case filesEngineUnreachable
    case filesEngineRefused
    case bookEngineUnreachable
    case bookEngineRefused

    // A sync change the server refused because of the device's clock
    case deviceClockAhead

    // The engine stopped
    case engineStopped

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
