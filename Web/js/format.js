// Display formatting and locale defaults. Presentation only: every figure arrives from PerKit as
// an exact decimal string; this only localises how it is written (Intl.NumberFormat).

/** The browser's preferred locale, e.g. "en-US". */
export const locale = (typeof navigator !== "undefined" && navigator.language) || "en-US";

/** Regions whose shoppers use US customary units by default. */
const usRegions = new Set(["US", "LR", "MM", "PR", "GU", "VI", "AS", "MP", "UM"]);
/** Regions whose shoppers use UK (imperial) names for fl oz, pint and gallon by default. */
const ukRegions = new Set(["GB", "IM", "JE", "GG"]);

/** The currency of common regions (ISO 3166 → ISO 4217). */
const currencyByRegion = {
    US: "USD", PR: "USD", EC: "USD", SV: "USD", PA: "USD",
    CA: "CAD", MX: "MXN", BR: "BRL", AR: "ARS", CL: "CLP", CO: "COP", PE: "PEN", UY: "UYU",
    GB: "GBP", IM: "GBP", JE: "GBP", GG: "GBP", IE: "EUR",
    FR: "EUR", DE: "EUR", AT: "EUR", BE: "EUR", NL: "EUR", LU: "EUR", IT: "EUR", ES: "EUR",
    PT: "EUR", FI: "EUR", GR: "EUR", SK: "EUR", SI: "EUR", EE: "EUR", LV: "EUR", LT: "EUR",
    MT: "EUR", CY: "EUR", HR: "EUR", MC: "EUR", AD: "EUR", SM: "EUR", VA: "EUR", ME: "EUR", XK: "EUR",
    CH: "CHF", LI: "CHF", SE: "SEK", NO: "NOK", DK: "DKK", IS: "ISK", PL: "PLN", CZ: "CZK",
    HU: "HUF", RO: "RON", BG: "BGN", RS: "RSD", UA: "UAH", TR: "TRY", RU: "RUB", IL: "ILS",
    AE: "AED", SA: "SAR", EG: "EGP", MA: "MAD", NG: "NGN", KE: "KES", ZA: "ZAR",
    IN: "INR", PK: "PKR", BD: "BDT", LK: "LKR", CN: "CNY", HK: "HKD", TW: "TWD", JP: "JPY",
    KR: "KRW", SG: "SGD", MY: "MYR", TH: "THB", VN: "VND", PH: "PHP", ID: "IDR",
    AU: "AUD", NZ: "NZD",
};

/** Currencies offered in the settings, besides the current one. */
export const commonCurrencies = [
    "USD", "EUR", "GBP", "CAD", "AUD", "NZD", "CHF", "JPY", "CNY", "INR", "SEK", "NOK", "DKK",
    "PLN", "CZK", "HUF", "MXN", "BRL", "ZAR", "SGD", "HKD", "KRW",
];

/** The region of a locale tag, guessing the likely one for a bare language ("fr" → "FR"). */
function regionOf(tag) {
    try {
        const parsed = new Intl.Locale(tag);
        return parsed.region ?? parsed.maximize().region ?? null;
    } catch {
        return null;
    }
}

/**
 * The defaults for a new list from the browser's locales: the measurement system
 * ("us" for en-US, "uk" for en-GB, else "metric") and the currency (by region, else USD).
 *
 * @param {readonly string[]} [languages] navigator.languages
 * @returns {{ system: "metric" | "us" | "uk", currency: string }}
 */
export function localeDefaults(languages = typeof navigator !== "undefined" ? navigator.languages ?? [locale] : [locale]) {
    const tags = languages.length > 0 ? languages : [locale];
    // Prefer a tag that names its region explicitly; a bare language only as a fallback.
    let region = null;
    for (const tag of tags) {
        try {
            region = new Intl.Locale(tag).region ?? null;
        } catch {
            region = null;
        }
        if (region) break;
    }
    region ??= regionOf(tags[0]);
    const system = usRegions.has(region) ? "us" : ukRegions.has(region) ? "uk" : "metric";
    return { system, currency: currencyByRegion[region] ?? "USD" };
}

/**
 * The locale's decimal separator, "," or "." (PerKit writes every number it shows with it).
 *
 * @param {string} [tag] a locale tag; the browser's by default.
 * @returns {"," | "."}
 */
export function decimalSeparator(tag = locale) {
    let decimal;
    try {
        decimal = new Intl.NumberFormat(tag).formatToParts(1.5).find((part) => part.type === "decimal")?.value;
    } catch {
        decimal = undefined;
    }
    return decimal === "," ? "," : ".";
}

/**
 * Everything `per_start` takes from the browser's locale besides the saved state: the
 * measurement system, the currency and the decimal separator.
 *
 * @returns {{ system: "metric" | "us" | "uk", currency: string, decimalSeparator: "," | "." }}
 */
export function startDefaults() {
    return { ...localeDefaults(), decimalSeparator: decimalSeparator() };
}

const moneyFormats = new Map();

/** Decimal places written in an exact decimal string ("1.2452" → 4). */
function placesOf(text) {
    const point = text.indexOf(".");
    return point < 0 ? 0 : text.length - point - 1;
}

/** How PerKit marks an amount whose exact decimal does not end ("≈3.3333"). */
const approximately = "≈";

/**
 * An amount of money from an exact decimal string, e.g. ("1.2452", "EUR") → "€1.2452". Keeps
 * exactly the decimals PerKit sent (the currency's minor units, or more for a unit price), so
 * no figure is rounded twice, and every digit of a long amount: the string itself is formatted,
 * not a float. An amount PerKit marks as approximate keeps its mark: "≈3.3333" → "≈ $3.3333".
 *
 * @param {string} text e.g. "3.99", "698", "≈3.3333"
 * @param {string} currency an ISO 4217 code
 */
export function money(text, currency) {
    if (text.startsWith(approximately)) return `${approximately} ${money(text.slice(approximately.length), currency)}`;
    const places = placesOf(text);
    const key = `${currency}:${places}`;
    let format = moneyFormats.get(key);
    if (!format) {
        try {
            format = new Intl.NumberFormat(locale, {
                style: "currency", currency, minimumFractionDigits: places, maximumFractionDigits: places,
            });
        } catch {
            // An unknown currency code: show the number with the code.
            const plain = new Intl.NumberFormat(locale, { minimumFractionDigits: places, maximumFractionDigits: places });
            format = { format: (value) => `${plain.format(value)} ${currency}` };
        }
        moneyFormats.set(key, format);
    }
    // Intl.NumberFormat formats a decimal string exactly (no rounding through a double).
    return format.format(text);
}

const symbols = new Map();

/** The currency's symbol in this locale ("€", "$", "CHF"), shown as the price field's prefix. */
export function currencySymbol(currency) {
    let symbol = symbols.get(currency);
    if (symbol === undefined) {
        try {
            const parts = new Intl.NumberFormat(locale, { style: "currency", currency }).formatToParts(0);
            symbol = parts.find((part) => part.type === "currency")?.value ?? currency;
        } catch {
            symbol = currency;
        }
        symbols.set(currency, symbol);
    }
    return symbol;
}

const percentFormats = new Map();

/** A percentage from a decimal string of percent ("45.4" → "45.4%", "45,4 %" in French). */
export function percent(text) {
    const places = placesOf(text);
    let format = percentFormats.get(places);
    if (!format) {
        format = new Intl.NumberFormat(locale, {
            style: "percent", minimumFractionDigits: places, maximumFractionDigits: places,
        });
        percentFormats.set(places, format);
    }
    return format.format(`${text}e-2`); // exact: the string, scaled by the exponent
}

/** The currency's name in this locale ("Euro"), for the settings' picker. */
export function currencyName(code) {
    try {
        return new Intl.DisplayNames([locale], { type: "currency" }).of(code) ?? code;
    } catch {
        return code;
    }
}
