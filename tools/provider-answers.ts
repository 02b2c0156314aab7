// Answers in the shapes the providers document (CoinGecko, alternative.me, mempool.space, blockchain.com), with
// values unlike the sample data so a test can tell live figures from sample ones. For the tests and the bench.

const hourly = (start: number, step: number) => Array.from({ length: 168 }, (_, i) => start + i * step);

export const MARKETS = [
  {
    id: 'bitcoin',
    symbol: 'btc',
    name: 'Bitcoin',
    current_price: 61234.5,
    market_cap: 1.2e12,
    total_volume: 31_500_000_000,
    price_change_24h: -735.2,
    price_change_percentage_24h: -1.186,
    last_updated: '2026-11-23T09:58:00.000Z',
    sparkline_in_7d: { price: hourly(60000, 7) },
    price_change_percentage_24h_in_currency: -1.186,
  },
  {
    id: 'ethereum',
    symbol: 'eth',
    name: 'Ethereum',
    current_price: 3120.75,
    total_volume: 17_250_000_000,
    price_change_percentage_24h: 4.5,
    sparkline_in_7d: { price: hourly(3000, 0.5) },
  },
  {
    id: 'solana',
    symbol: 'sol',
    name: 'Solana',
    current_price: 151.2,
    total_volume: 3_100_000_000,
    price_change_percentage_24h: 0.3,
    sparkline_in_7d: { price: hourly(140, 0.05) },
  },
  {
    id: 'cardano',
    symbol: 'ada',
    name: 'Cardano',
    current_price: 0.4521,
    total_volume: 512_000_000,
    price_change_percentage_24h: -2.75,
    sparkline_in_7d: { price: hourly(0.45, 0) },
  },
  {
    id: 'polkadot',
    symbol: 'dot',
    name: 'Polkadot',
    current_price: 5.87,
    total_volume: 230_000_000,
    price_change_percentage_24h: 1.1,
    sparkline_in_7d: { price: hourly(5.5, 0.001) },
  },
];

/** The rest of the server's default coins (DEFAULT_COIN_IDS): id, ticker, name, price, 24 h change, volume. */
const OTHER_MARKETS: readonly [string, string, string, number, number, number][] = [
  ['ripple', 'xrp', 'XRP', 2.184, -3.2, 4_100_000_000],
  ['binancecoin', 'bnb', 'BNB', 612.4, 0.8, 1_900_000_000],
  ['dogecoin', 'doge', 'Dogecoin', 0.1873, 6.4, 2_300_000_000],
  ['tron', 'trx', 'TRON', 0.2412, -0.4, 610_000_000],
  ['avalanche-2', 'avax', 'Avalanche', 27.31, 2.2, 520_000_000],
  ['chainlink', 'link', 'Chainlink', 14.87, -1.9, 480_000_000],
  ['the-open-network', 'ton', 'Toncoin', 3.412, 0.2, 210_000_000],
  ['shiba-inu', 'shib', 'Shiba Inu', 0.00001312, 3.7, 330_000_000],
  ['stellar', 'xlm', 'Stellar', 0.2911, -2.6, 190_000_000],
  ['sui', 'sui', 'Sui', 3.018, 5.1, 880_000_000],
  ['hyperliquid', 'hype', 'Hyperliquid', 24.55, -4.8, 260_000_000],
  ['bitcoin-cash', 'bch', 'Bitcoin Cash', 402.1, 1.4, 310_000_000],
  ['litecoin', 'ltc', 'Litecoin', 88.42, -0.7, 450_000_000],
  ['hedera-hashgraph', 'hbar', 'Hedera', 0.1644, 2.9, 140_000_000],
  ['monero', 'xmr', 'Monero', 171.3, 0.5, 95_000_000],
];

for (const [id, symbol, name, price, change, volume] of OTHER_MARKETS) {
  MARKETS.push({
    id,
    symbol,
    name,
    current_price: price,
    total_volume: volume,
    price_change_percentage_24h: change,
    sparkline_in_7d: { price: hourly(price, price / 10_000) },
  });
}

/** /coins/markets as CoinGecko answers it: the rows of the ids asked for (all of them when none are named). */
export function marketsAnswer(url: string): typeof MARKETS {
  const ids = new URL(url, 'http://x').searchParams.get('ids');
  if (!ids) return MARKETS;
  const wanted = new Set(ids.split(','));
  return MARKETS.filter((row) => wanted.has(row.id));
}

export const FEAR_AND_GREED = {
  name: 'Fear and Greed Index',
  data: [{ value: '31', value_classification: 'Fear', timestamp: '1795420800', time_until_update: '3600' }],
  metadata: { error: null },
};

export const COIN_ETH = { id: 'ethereum', symbol: 'eth', name: 'Ethereum', sentiment_votes_up_percentage: 63.4 };

/** The community votes of each spec coin, as /coins/{id} gives them (unlike the sample sentiments). */
export const COIN_VOTES: Readonly<Record<string, number>> = {
  bitcoin: 48.6,
  ethereum: 63.4,
  solana: 81.2,
  cardano: 39.9,
  polkadot: 52.5,
};

/** mempool.space /v1/mining/hashrate/3d: hash rates in H/s, one average per day. */
export const HASHRATE = {
  hashrates: [
    { timestamp: 1795161600, avgHashrate: 6.1e20 },
    { timestamp: 1795248000, avgHashrate: 6.0e20 },
    { timestamp: 1795334400, avgHashrate: 6.3e20 },
  ],
  difficulty: [{ time: 1795334400, height: 925000, difficulty: 1.5e14, adjustment: 1.02 }],
  currentHashrate: 6.42e20,
  currentDifficulty: 1.5e14,
};

/** blockchain.com /charts/n-unique-addresses?format=json: one value per day. */
export const UNIQUE_ADDRESSES = {
  status: 'ok',
  name: 'Unique Addresses Used',
  unit: 'Addresses',
  period: 'day',
  description: 'The total number of unique addresses used on the blockchain.',
  values: [
    { x: 1795248000, y: 640000 },
    { x: 1795334400, y: 672000 },
  ],
};

/**
 * CoinGecko /coins/{id}/market_chart?days=N as documented (https://docs.coingecko.com/reference/coins-id-market-chart):
 * `prices`, `market_caps` and `total_volumes`, each a list of [ms, value], oldest first, the last one `now`. With
 * days=1, 5-minutely: 288 samples over the last 24 hours; with 2 to 90 days, hourly: days × 24 + 1 samples.
 * Prices climb from `base` (60 000 for Bitcoin; a coin's own price in /coins/markets for the others) by
 * base / 60 000 per sample, volumes by 1 000 from 24 000 000 000.
 */
export function marketChart(now: number, days = 1, base = 60_000) {
  const step = days === 1 ? 300_000 : 3_600_000;
  const count = days === 1 ? 288 : days * 24 + 1;
  const at = Array.from({ length: count }, (_, i) => now - (count - 1 - i) * step);
  return {
    prices: at.map((t, i) => [t, base + (i * base) / 60_000]),
    market_caps: at.map((t) => [t, 1.2e12]),
    total_volumes: at.map((t, i) => [t, 24_000_000_000 + i * 1000]),
  };
}

/** What each provider answers for `url` (any base URL), in its documented shape; undefined when unknown. */
export function answerFor(url: string, now = Date.now()): unknown {
  if (url.includes('/fng/')) return FEAR_AND_GREED;
  if (url.includes('/mining/hashrate/')) return HASHRATE;
  if (url.includes('/charts/n-unique-addresses')) return UNIQUE_ADDRESSES;
  const charted = /\/coins\/([\w-]+)\/market_chart/.exec(url)?.[1];
  if (charted) {
    const row = charted === 'bitcoin' ? undefined : MARKETS.find((market) => market.id === charted);
    return marketChart(now, Number(/[?&]days=(\d+)/.exec(url)?.[1] ?? 1), row?.current_price);
  }
  if (url.includes('/coins/markets')) return marketsAnswer(url);
  const coin = /\/coins\/(\w+)\?/.exec(url)?.[1];
  if (coin && coin in COIN_VOTES) return { id: coin, sentiment_votes_up_percentage: COIN_VOTES[coin] };
  return undefined;
}
