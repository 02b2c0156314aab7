// Where a figure comes from and what it is, as a reader is told under each widget: one state per figure, decided
// where the data is (the feed's part sources, a provider's answer, the measured counts), never guessed by a view.
// The table is docs/arquitectura.md's "Una verdad por cifra".

export type Provider = 'coingecko' | 'alternative' | 'mempool' | 'blockchain';

/**
 * - `sample`: the spec's data, or data derived from it (and agreeing with it): "Datos de ejemplo";
 * - `live`: a provider (or a site's feed) answered within its freshness window: its name and the data's age;
 * - `stale`: it answered before, not now: "Sin actualizar desde hace N min";
 * - `measured`: our own aggregates, with at least the minimum of texts: "Medido: N textos";
 * - `few`: measured, below the minimum (no score);
 * - `unavailable`: nothing real and no honest sample: an empty state that says why.
 */
export type FigureState = 'sample' | 'live' | 'stale' | 'measured' | 'few' | 'unavailable';

/** Who published figures: a name to show and the page to link. */
export interface Credit {
  name: string;
  url?: string;
}

export interface Provenance {
  state: FigureState;
  /** Who gave the figures; none for the spec's sample data. */
  providers: readonly Provider[];
  /** The site whose feed gave them (source="https://…/feed.json"). */
  publisher?: Credit;
  /** When the newest data behind them arrived or was written (ms since the epoch); absent when there is none. */
  updatedAt?: number;
  /** Parts of a live read that are still sample data (Spanish names, as the reader sees them). */
  sampleParts?: readonly string[];
  /** For sample figures standing in for a provider's: the providers that did not answer. */
  missing?: readonly Provider[];
  /** The coins the feed's publisher follows (its `coins`), figures or not: one outside them is not followed there. */
  coins?: readonly string[];
}

export const SAMPLE: Provenance = { state: 'sample', providers: [] };

/** The provider's name and the page its terms ask to link to. */
export const PROVIDER_CREDITS: Readonly<Record<Provider, Required<Credit>>> = {
  coingecko: { name: 'CoinGecko', url: 'https://www.coingecko.com' },
  alternative: { name: 'Alternative.me', url: 'https://alternative.me/crypto/fear-and-greed-index/' },
  mempool: { name: 'mempool.space', url: 'https://mempool.space' },
  blockchain: { name: 'Blockchain.com', url: 'https://www.blockchain.com/explorer/charts' },
};

export { isLive } from './is-live.ts';
