// The coins the product knows how to name and find: each one's ticker, its CoinGecko id, the name we write and how
// texts write it. One table for the collectors (which texts mention a coin), the assistant (which coin a question
// is about) and the server's coin list (COINS, CoinGecko ids). The spec's five coins come first.
//
// A ticker or name that is also a word ("sol", "ada", "dot", "link", "one", "near", "algo", "Pepe" the name)
// is a `capitals` entry: it counts only written in capitals (SOL, ADA), so "el sol" or "send a link" name no coin.

export interface KnownCoin {
  /** The ticker, in capitals: what widgets take as `coin` and the feed keys figures by. */
  symbol: string;
  /** CoinGecko's id (/coins/markets?ids=…, /coins/{id}/market_chart). */
  id: string;
  /** The name readers see. */
  name: string;
  /** Names and tickers that are no word in Spanish or English: lower case, matched at any case as whole words. */
  words: readonly string[];
  /** Tickers that are words too: matched only in capitals. */
  capitals?: readonly string[];
  /** Names matched as written in collected texts ("Ether", not the sky's "ether"); at any case in a question. */
  cased?: readonly string[];
  /** Signs matched anywhere (₿). */
  signs?: readonly string[];
}

export const KNOWN_COINS: readonly KnownCoin[] = [
  {
    symbol: 'BTC',
    id: 'bitcoin',
    name: 'Bitcoin',
    words: ['bitcoin', 'bitcoins', 'bitcóin', 'btc', 'xbt'],
    signs: ['₿'],
  },
  { symbol: 'ETH', id: 'ethereum', name: 'Ethereum', words: ['ethereum', 'eth'], cased: ['Ether', 'ETHER'] },
  { symbol: 'SOL', id: 'solana', name: 'Solana', words: ['solana'], capitals: ['SOL'] },
  { symbol: 'ADA', id: 'cardano', name: 'Cardano', words: ['cardano'], capitals: ['ADA'] },
  { symbol: 'DOT', id: 'polkadot', name: 'Polkadot', words: ['polkadot'], capitals: ['DOT'] },
  { symbol: 'XRP', id: 'ripple', name: 'XRP', words: ['xrp'], cased: ['Ripple'] },
  { symbol: 'BNB', id: 'binancecoin', name: 'BNB', words: ['bnb', 'binance coin'] },
  { symbol: 'DOGE', id: 'dogecoin', name: 'Dogecoin', words: ['dogecoin', 'doge'] },
  { symbol: 'TRX', id: 'tron', name: 'TRON', words: ['tron', 'trx'] },
  { symbol: 'AVAX', id: 'avalanche-2', name: 'Avalanche', words: ['avax'], cased: ['Avalanche'] },
  { symbol: 'LINK', id: 'chainlink', name: 'Chainlink', words: ['chainlink'], capitals: ['LINK'] },
  { symbol: 'TON', id: 'the-open-network', name: 'Toncoin', words: ['toncoin'], capitals: ['TON'] },
  { symbol: 'SHIB', id: 'shiba-inu', name: 'Shiba Inu', words: ['shiba inu', 'shiba', 'shib'] },
  { symbol: 'XLM', id: 'stellar', name: 'Stellar', words: ['xlm'], cased: ['Stellar'] },
  { symbol: 'SUI', id: 'sui', name: 'Sui', words: [], capitals: ['SUI'] },
  { symbol: 'HYPE', id: 'hyperliquid', name: 'Hyperliquid', words: ['hyperliquid'], capitals: ['HYPE'] },
  { symbol: 'BCH', id: 'bitcoin-cash', name: 'Bitcoin Cash', words: ['bitcoin cash', 'bch'] },
  { symbol: 'LTC', id: 'litecoin', name: 'Litecoin', words: ['litecoin', 'ltc'] },
  { symbol: 'HBAR', id: 'hedera-hashgraph', name: 'Hedera', words: ['hedera', 'hbar'] },
  { symbol: 'XMR', id: 'monero', name: 'Monero', words: ['monero', 'xmr'] },
  { symbol: 'USDT', id: 'tether', name: 'Tether', words: ['tether', 'usdt'] },
  { symbol: 'USDC', id: 'usd-coin', name: 'USD Coin', words: ['usdc', 'usd coin'] },
  { symbol: 'POL', id: 'polygon-ecosystem-token', name: 'Polygon', words: ['polygon', 'matic'], capitals: ['POL'] },
  { symbol: 'PEPE', id: 'pepe', name: 'Pepe', words: ['pepecoin'], capitals: ['PEPE'] },
  { symbol: 'UNI', id: 'uniswap', name: 'Uniswap', words: ['uniswap'], capitals: ['UNI'] },
  {
    symbol: 'ETC',
    id: 'ethereum-classic',
    name: 'Ethereum Classic',
    words: ['ethereum classic'],
    capitals: ['ETC'],
  },
  { symbol: 'NEAR', id: 'near', name: 'NEAR Protocol', words: ['near protocol'], capitals: ['NEAR'] },
  { symbol: 'ICP', id: 'internet-computer', name: 'Internet Computer', words: ['internet computer', 'icp'] },
  { symbol: 'APT', id: 'aptos', name: 'Aptos', words: ['aptos'], capitals: ['APT'] },
  { symbol: 'ATOM', id: 'cosmos', name: 'Cosmos', words: ['cosmos hub'], capitals: ['ATOM'] },
  { symbol: 'KAS', id: 'kaspa', name: 'Kaspa', words: ['kaspa'], capitals: ['KAS'] },
  { symbol: 'RENDER', id: 'render-token', name: 'Render', words: ['render network'], capitals: ['RENDER', 'RNDR'] },
  { symbol: 'ARB', id: 'arbitrum', name: 'Arbitrum', words: ['arbitrum'], capitals: ['ARB'] },
  { symbol: 'FIL', id: 'filecoin', name: 'Filecoin', words: ['filecoin'], capitals: ['FIL'] },
  { symbol: 'ALGO', id: 'algorand', name: 'Algorand', words: ['algorand'], capitals: ['ALGO'] },
  { symbol: 'VET', id: 'vechain', name: 'VeChain', words: ['vechain'], capitals: ['VET'] },
  { symbol: 'INJ', id: 'injective-protocol', name: 'Injective', words: ['injective'], capitals: ['INJ'] },
  { symbol: 'BONK', id: 'bonk', name: 'Bonk', words: ['bonk'] },
  { symbol: 'WLD', id: 'worldcoin-wld', name: 'Worldcoin', words: ['worldcoin'], capitals: ['WLD'] },
  { symbol: 'SEI', id: 'sei-network', name: 'Sei', words: [], capitals: ['SEI'] },
  { symbol: 'JUP', id: 'jupiter-exchange-solana', name: 'Jupiter', words: [], capitals: ['JUP'] },
  { symbol: 'ONE', id: 'harmony', name: 'Harmony', words: ['harmony one'], capitals: ['ONE'] },
  { symbol: 'ONDO', id: 'ondo-finance', name: 'Ondo', words: ['ondo finance'], capitals: ['ONDO'] },
  { symbol: 'AAVE', id: 'aave', name: 'Aave', words: ['aave'] },
  { symbol: 'DAI', id: 'dai', name: 'Dai', words: [], capitals: ['DAI'] },
  { symbol: 'TAO', id: 'bittensor', name: 'Bittensor', words: ['bittensor'], capitals: ['TAO'] },
  { symbol: 'CRO', id: 'crypto-com-chain', name: 'Cronos', words: ['cronos'], capitals: ['CRO'] },
  { symbol: 'STX', id: 'blockstack', name: 'Stacks', words: ['stacks blockchain'], capitals: ['STX'] },
  { symbol: 'TIA', id: 'celestia', name: 'Celestia', words: ['celestia'], capitals: ['TIA'] },
  { symbol: 'XTZ', id: 'tezos', name: 'Tezos', words: ['tezos', 'xtz'] },
  { symbol: 'ZEC', id: 'zcash', name: 'Zcash', words: ['zcash', 'zec'] },
  { symbol: 'MANA', id: 'decentraland', name: 'Decentraland', words: ['decentraland'], capitals: ['MANA'] },
  { symbol: 'SAND', id: 'the-sandbox', name: 'The Sandbox', words: [], cased: ['The Sandbox'], capitals: ['SAND'] },
  { symbol: 'FLOKI', id: 'floki', name: 'Floki', words: ['floki'] },
  { symbol: 'WIF', id: 'dogwifcoin', name: 'dogwifhat', words: ['dogwifhat'], capitals: ['WIF'] },
  { symbol: 'ENA', id: 'ethena', name: 'Ethena', words: ['ethena'], capitals: ['ENA'] },
  { symbol: 'MKR', id: 'maker', name: 'Maker', words: ['makerdao'], capitals: ['MKR'] },
  { symbol: 'LDO', id: 'lido-dao', name: 'Lido', words: ['lido dao'], capitals: ['LDO'] },
  { symbol: 'GALA', id: 'gala', name: 'Gala', words: [], capitals: ['GALA'] },
];

/** The spec's five coins: the sample data's, and the coins a page without a server of its own follows. */
export const SPEC_COIN_SYMBOLS = ['BTC', 'ETH', 'SOL', 'ADA', 'DOT'] as const;

/**
 * The server's coins when COINS is not set: the spec's five, then the largest by market capitalisation
 * (CoinGecko, November 2026) without the stablecoins, whose sentiment says nothing of their price.
 */
export const DEFAULT_COIN_IDS: readonly string[] = [
  'bitcoin',
  'ethereum',
  'solana',
  'cardano',
  'polkadot',
  'ripple',
  'binancecoin',
  'dogecoin',
  'tron',
  'avalanche-2',
  'chainlink',
  'the-open-network',
  'shiba-inu',
  'stellar',
  'sui',
  'hyperliquid',
  'bitcoin-cash',
  'litecoin',
  'hedera-hashgraph',
  'monero',
];

/** A ticker as widgets take it: letters and digits, 2 to 10 of them. */
export const COIN_SYMBOL_PATTERN = /^[A-Z0-9]{2,10}$/;

export const knownCoinById = (id: string): KnownCoin | undefined => KNOWN_COINS.find((coin) => coin.id === id);
export const knownCoinBySymbol = (symbol: string): KnownCoin | undefined =>
  KNOWN_COINS.find((coin) => coin.symbol === symbol);
