// Where a figure comes from, as a reader is told under each widget: the spec's sample data, or a provider and
// the time its answer arrived.

export type Provider = 'coingecko' | 'alternative' | 'mempool' | 'blockchain';

/** Who published figures: a name to show and the page to link. */
export interface Credit {
  name: string;
  url?: string;
}

export interface Provenance {
  /** Who gave the figures; none for the spec's sample data. */
  providers: readonly Provider[];
  /** The site whose feed gave them (source="https://…/feed.json"). */
  publisher?: Credit;
  /** When the oldest of their answers arrived (ms since the epoch); absent for sample data. */
  updatedAt?: number;
  /** Parts of a live read that are still sample data (Spanish names, as the reader sees them). */
  sampleParts?: readonly string[];
}

export const SAMPLE: Provenance = { providers: [] };

/** The provider's name and the page its terms ask to link to. */
export const PROVIDER_CREDITS: Readonly<Record<Provider, Required<Credit>>> = {
  coingecko: { name: 'CoinGecko', url: 'https://www.coingecko.com' },
  alternative: { name: 'Alternative.me', url: 'https://alternative.me/crypto/fear-and-greed-index/' },
  mempool: { name: 'mempool.space', url: 'https://mempool.space' },
  blockchain: { name: 'Blockchain.com', url: 'https://www.blockchain.com/explorer/charts' },
};

export { isLive } from './is-live.ts';
