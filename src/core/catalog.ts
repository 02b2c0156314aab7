// The enumerations the public API accepts (coins, timeframes, ad variants). Kept apart from the sample
// data so the tiny loader script can validate attributes without carrying the data.

/** Coins with a market quote, in display order. */
export const QUOTE_SYMBOLS = ['BTC', 'ETH', 'SOL', 'ADA', 'DOT'] as const;
export type QuoteSymbol = (typeof QUOTE_SYMBOLS)[number];

/** Coins of the analytics selector, in order (spec §2); default BTC. */
export const ANALYTICS_COINS = ['BTC', 'ETH', 'SOL', 'ADA'] as const;
export type AnalyticsCoin = (typeof ANALYTICS_COINS)[number];

/** Timeframes of the analytics selector (spec §2); default 7D. They only label the charts. */
export const TIMEFRAMES = ['1D', '7D', '30D', '90D'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

/** The three ads of the 'Anuncio' banner (spec §1). */
export const AD_VARIANTS = ['course', 'tools', 'exchange'] as const;
export type AdVariant = (typeof AD_VARIANTS)[number];

export const AD_SIZES = ['horizontal', 'vertical', 'square'] as const;
export type AdSize = (typeof AD_SIZES)[number];

export const THEMES = ['light', 'dark', 'auto'] as const;
export type Theme = (typeof THEMES)[number];

/** Spanish locales numbers, money and times may follow (the text stays the same Spanish). */
export const LOCALES = ['es-ES', 'es-MX', 'es-AR', 'es-CO', 'es-CL', 'es-PE', 'es-VE', 'es-US', 'es-419'] as const;
export type Locale = (typeof LOCALES)[number];

/** Currencies live prices can be shown in (CoinGecko's `vs_currency`); the sample data is in US dollars only. */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'MXN', 'ARS', 'BRL', 'CLP'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Where a widget's figures come from: the spec's sample data or the public providers. */
export const SOURCES = ['sample', 'live'] as const;
export type Source = (typeof SOURCES)[number];
