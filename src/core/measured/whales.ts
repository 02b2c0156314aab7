// Whale activity as the feed carries it (inside the measured part): large Bitcoin transfers seen by the
// server's whales collector. Pure types and constants, shared by the server and the widgets.

/** The default threshold of a "whale" transfer: the sum of its outputs, in BTC (WHALE_MIN_BTC). */
export const DEFAULT_WHALE_MIN_BTC = 100;
/** How many of the largest transfers the feed lists. */
export const WHALE_LARGEST = 5;
/** Days of daily whale volume behind the median. */
export const WHALE_DAYS = 30;

/** One transfer as shown: amount, when, and the explorer's page. */
export interface WhaleTransferView {
  txid: string;
  /** Sum of the outputs, BTC (change included: we cannot tell it apart). */
  btc: number;
  /** First seen (mempool) or block time, ISO 8601. */
  seenAt: string;
  /** https://mempool.space/tx/<txid> */
  url: string;
}

/** Whale figures at one moment (docs/senales.md). */
export interface WhaleActivity {
  /** The threshold used, BTC. */
  minBtc: number;
  /** Transfers seen in the last 24 h. */
  count24h: number;
  /** Their summed outputs, BTC. */
  btc24h: number;
  /** Transfers seen in the 24 h before those. */
  previousCount24h: number;
  /** The largest of the last 24 h, largest first. */
  largest: WhaleTransferView[];
  /** BTC per complete UTC day, oldest first: at most the 30 days before today, from the first day observed. */
  daily: { time: string; btc: number }[];
  /** Median of `daily`; absent without any complete day. */
  dailyMedianBtc?: number;
}

/** The whales collector's health, as /api/health and the log read it. */
export interface WhalesHealthRecord {
  collector: 'whales';
  enabled: boolean;
  disabledReason?: string;
  lastSuccessAt?: number;
  lastErrorAt?: number;
  lastError?: string;
  /** Transfers stored as new since the process started. */
  transfersTaken: number;
  /** The last block read, and how many of its transactions. */
  lastBlock?: { hash: string; transactions: number };
}
