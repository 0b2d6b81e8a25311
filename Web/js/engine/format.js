// Display formatting and what the browser's locale is. Presentation only: every figure arrives from PerKit as
// an exact decimal string; this only localises how it is written (Intl.NumberFormat).

/** The browser's preferred locale, e.g. "en-US". */
export const locale = (typeof navigator !== "undefined" && navigator.language) || "en-US";

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
 * The region of the browser's locales, for PerKit to choose a new list's measurement system and
 * currency by (`MeasurementSystem(region:)`, `Currency(region:)`): the first tag that names its
 * region explicitly, else the likely region of the first language ("fr" → "FR").
 *
 * @param {readonly string[]} [languages] navigator.languages
 * @returns {string | null} an ISO 3166 code, e.g. "BG"
 */
export function localeRegion(languages = typeof navigator !== "undefined" ? navigator.languages ?? [locale] : [locale]) {
    const tags = languages.length > 0 ? languages : [locale];
    for (const tag of tags) {
        let region = null;
        try {
            region = new Intl.Locale(tag).region ?? null;
        } catch {
            region = null;
        }
        if (region) return region;
    }
    return regionOf(tags[0]);
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
 * Everything `per_start` takes from the browser's locale besides the saved state: the region,
 * whose measurement system and currency PerKit chooses, the decimal separator, and the
 * browser's languages, the first of which PerKit speaks being the app's unless Settings names one.
 *
 * @returns {{ region: string | null, decimalSeparator: "," | ".", languages: string[] }}
 */
export function startDefaults() {
    const languages = typeof navigator !== "undefined" ? navigator.languages ?? [locale] : [locale];
    return { region: localeRegion(), decimalSeparator: decimalSeparator(), languages: [...languages] };
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
