// Tickers as the public API takes them, and the spec's five coins: apart from the coin table (table.ts) so a page
// that only checks a ticker never carries the table.

/** The spec's five coins: the sample data's, and the coins a page without a server of its own follows. */
export const SPEC_COIN_SYMBOLS = ['BTC', 'ETH', 'SOL', 'ADA', 'DOT'] as const;

/** A ticker as widgets take it: letters and digits, 2 to 10 of them. */
export const COIN_SYMBOL_PATTERN = /^[A-Z0-9]{2,10}$/;

/** The most coins a server follows: CoinGecko's /coins/markets answers 250 rows a page, and one call serves all. */
export const MAX_COINS = 250;
