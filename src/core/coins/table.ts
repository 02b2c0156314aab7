// The coins the product knows how to name and find: each one's ticker, the name we write and how texts write it.
// One table for the collectors (which texts mention a coin), the assistant (which coin a question is about) and the
// server's coin list (COINS; their CoinGecko ids are in coingecko-ids.ts, which browsers never load). The spec's
// five coins come first.
//
// A ticker or name that is also a word ("sol", "ada", "dot", "link", "one", "near", "algo", "Pepe" the name)
// is a `capitals` entry: it counts only written in capitals (SOL, ADA), so "el sol" or "send a link" name no coin.

export interface KnownCoin {
  /** The ticker, in capitals: what widgets take as `coin` and the feed keys figures by. */
  symbol: string;
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
    name: 'Bitcoin',
    words: ['bitcoin', 'bitcoins', 'bitcóin', 'btc', 'xbt'],
    signs: ['₿'],
  },
  { symbol: 'ETH', name: 'Ethereum', words: ['ethereum', 'eth'], cased: ['Ether', 'ETHER'] },
  { symbol: 'SOL', name: 'Solana', words: ['solana'], capitals: ['SOL'] },
  { symbol: 'ADA', name: 'Cardano', words: ['cardano'], capitals: ['ADA'] },
  { symbol: 'DOT', name: 'Polkadot', words: ['polkadot'], capitals: ['DOT'] },
  { symbol: 'XRP', name: 'XRP', words: ['xrp'], cased: ['Ripple'] },
  { symbol: 'BNB', name: 'BNB', words: ['bnb', 'binance coin'] },
  { symbol: 'DOGE', name: 'Dogecoin', words: ['dogecoin', 'doge'] },
  { symbol: 'TRX', name: 'TRON', words: ['tron', 'trx'] },
  { symbol: 'AVAX', name: 'Avalanche', words: ['avax'], cased: ['Avalanche'] },
  { symbol: 'LINK', name: 'Chainlink', words: ['chainlink'], capitals: ['LINK'] },
  { symbol: 'TON', name: 'Toncoin', words: ['toncoin'], capitals: ['TON'] },
  { symbol: 'SHIB', name: 'Shiba Inu', words: ['shiba inu', 'shiba', 'shib'] },
  { symbol: 'XLM', name: 'Stellar', words: ['xlm'], cased: ['Stellar'] },
  { symbol: 'SUI', name: 'Sui', words: [], capitals: ['SUI'] },
  { symbol: 'HYPE', name: 'Hyperliquid', words: ['hyperliquid'], capitals: ['HYPE'] },
  { symbol: 'BCH', name: 'Bitcoin Cash', words: ['bitcoin cash', 'bch'] },
  { symbol: 'LTC', name: 'Litecoin', words: ['litecoin', 'ltc'] },
  { symbol: 'HBAR', name: 'Hedera', words: ['hedera', 'hbar'] },
  { symbol: 'XMR', name: 'Monero', words: ['monero', 'xmr'] },
  { symbol: 'USDT', name: 'Tether', words: ['tether', 'usdt'] },
  { symbol: 'USDC', name: 'USD Coin', words: ['usdc', 'usd coin'] },
  { symbol: 'POL', name: 'Polygon', words: ['polygon', 'matic'], capitals: ['POL'] },
  { symbol: 'PEPE', name: 'Pepe', words: ['pepecoin'], capitals: ['PEPE'] },
  { symbol: 'UNI', name: 'Uniswap', words: ['uniswap'], capitals: ['UNI'] },
  {
    symbol: 'ETC',
    name: 'Ethereum Classic',
    words: ['ethereum classic'],
    capitals: ['ETC'],
  },
  { symbol: 'NEAR', name: 'NEAR Protocol', words: ['near protocol'], capitals: ['NEAR'] },
  { symbol: 'ICP', name: 'Internet Computer', words: ['internet computer', 'icp'] },
  { symbol: 'APT', name: 'Aptos', words: ['aptos'], capitals: ['APT'] },
  { symbol: 'ATOM', name: 'Cosmos', words: ['cosmos hub'], capitals: ['ATOM'] },
  { symbol: 'KAS', name: 'Kaspa', words: ['kaspa'], capitals: ['KAS'] },
  { symbol: 'RENDER', name: 'Render', words: ['render network'], capitals: ['RENDER', 'RNDR'] },
  { symbol: 'ARB', name: 'Arbitrum', words: ['arbitrum'], capitals: ['ARB'] },
  { symbol: 'FIL', name: 'Filecoin', words: ['filecoin'], capitals: ['FIL'] },
  { symbol: 'ALGO', name: 'Algorand', words: ['algorand'], capitals: ['ALGO'] },
  { symbol: 'VET', name: 'VeChain', words: ['vechain'], capitals: ['VET'] },
  { symbol: 'INJ', name: 'Injective', words: ['injective'], capitals: ['INJ'] },
  { symbol: 'BONK', name: 'Bonk', words: ['bonk'] },
  { symbol: 'WLD', name: 'Worldcoin', words: ['worldcoin'], capitals: ['WLD'] },
  { symbol: 'SEI', name: 'Sei', words: [], capitals: ['SEI'] },
  { symbol: 'JUP', name: 'Jupiter', words: [], capitals: ['JUP'] },
  { symbol: 'ONE', name: 'Harmony', words: ['harmony one'], capitals: ['ONE'] },
  { symbol: 'ONDO', name: 'Ondo', words: ['ondo finance'], capitals: ['ONDO'] },
  { symbol: 'AAVE', name: 'Aave', words: ['aave'] },
  { symbol: 'DAI', name: 'Dai', words: [], capitals: ['DAI'] },
  { symbol: 'TAO', name: 'Bittensor', words: ['bittensor'], capitals: ['TAO'] },
  { symbol: 'CRO', name: 'Cronos', words: ['cronos'], capitals: ['CRO'] },
  { symbol: 'STX', name: 'Stacks', words: ['stacks blockchain'], capitals: ['STX'] },
  { symbol: 'TIA', name: 'Celestia', words: ['celestia'], capitals: ['TIA'] },
  { symbol: 'XTZ', name: 'Tezos', words: ['tezos', 'xtz'] },
  { symbol: 'ZEC', name: 'Zcash', words: ['zcash', 'zec'] },
  { symbol: 'MANA', name: 'Decentraland', words: ['decentraland'], capitals: ['MANA'] },
  { symbol: 'SAND', name: 'The Sandbox', words: [], cased: ['The Sandbox'], capitals: ['SAND'] },
  { symbol: 'FLOKI', name: 'Floki', words: ['floki'] },
  { symbol: 'WIF', name: 'dogwifhat', words: ['dogwifhat'], capitals: ['WIF'] },
  { symbol: 'ENA', name: 'Ethena', words: ['ethena'], capitals: ['ENA'] },
  { symbol: 'MKR', name: 'Maker', words: ['makerdao'], capitals: ['MKR'] },
  { symbol: 'LDO', name: 'Lido', words: ['lido dao'], capitals: ['LDO'] },
  { symbol: 'GALA', name: 'Gala', words: [], capitals: ['GALA'] },
];

export const knownCoinBySymbol = (symbol: string): KnownCoin | undefined =>
  KNOWN_COINS.find((coin) => coin.symbol === symbol);
