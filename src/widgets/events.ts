// The events widgets dispatch: each one declared once, here, with the type of its `detail`. The manifest and the
// published declarations read these declarations (publish/docs.ts): a detail type is never written twice. An
// event's help for the page is the JSDoc comment on the callback that reports it in the widget's spec.ts; the
// data events, which the element machinery adds to every widget with `source`, carry theirs here.

import type { AdVariant, AnalyticsCoin, Timeframe } from '../core/catalog.ts';
import type { ChatMessage } from '../core/types.ts';

/** A portfolio button the spec gives no behaviour was pressed; the host page decides what to do. */
export interface PortfolioActionDetail {
  action: 'new-position' | 'edit-position' | 'apply-recommendations' | 'customize-recommendations';
  /** The position's coin, for 'edit-position'. */
  symbol?: string;
}

/** The ad's button was pressed; the host page decides what to do. */
export interface AdActionDetail {
  action: 'ad-cta';
  variant: AdVariant;
}

/** A button the spec gives no behaviour was pressed; the host page decides what to do. */
export type CryptoActionDetail = PortfolioActionDetail | AdActionDetail;

export interface CryptoEventDetails {
  'crypto-action': CryptoActionDetail;
  'crypto-analytics-change': { coin: AnalyticsCoin | (string & {}); timeframe: Timeframe };
  'crypto-chat-send': { message: ChatMessage };
  'crypto-chat-reply': { message: ChatMessage };
  'crypto-chat-error': CryptoChatErrorDetail;
  'crypto-chat-stop': { partial: string };
  /**
   * Han llegado cifras de un proveedor o del feed (`source` dice cuál: `live` o la URL del feed), o ha cambiado
   * lo que son: `state` dice si todas las que un proveedor puede dar son reales (`live`), solo parte (`partial`) o
   * ninguna (`sample`, datos de ejemplo); `providers`, quién las ha dado; `stale`, quién las dio pero ya no
   * responde; `missing`, quién no ha respondido; `updatedAt`, cuándo llegaron las más recientes, en milisegundos
   * desde 1970.
   */
  'crypto-data-update': CryptoDataUpdateDetail;
  /**
   * No se han podido cargar las cifras: el widget muestra las de ejemplo bajo "Sin conexión: mostrando datos de
   * ejemplo" (o, si la moneda no es USD, lo dice en su hueco) y ofrece "Reintentar"; `message` da el motivo en
   * español.
   */
  'crypto-data-error': CryptoDataErrorDetail;
}

/** A question could not be answered; the chat keeps it, says why and offers "Reintentar". */
export interface CryptoChatErrorDetail {
  /** What the reader was told, in Spanish. */
  message: string;
  /** The HTTP status of the assistant's answer, when there was one (429: too many questions). */
  status?: number;
}

/** Figures arrived from a provider or a feed, or what they are changed (data widgets with `source`). */
export interface CryptoDataUpdateDetail {
  /** The widget's source: 'live' or the feed's URL. */
  source: string;
  /** When the newest real data arrived, ms since the epoch (the time of this report when none is real). */
  updatedAt: number;
  /** live: every figure a provider gives is real; partial: some stand in as sample data; sample: none is real. */
  state: 'live' | 'partial' | 'sample';
  /** Who gave the real figures shown, by the names the widget credits ("CoinGecko", "medición propia"). */
  providers: string[];
  /** Who gave figures that are no longer fresh: the widget says "Sin actualizar". */
  stale: string[];
  /** Who did not answer: their figures are shown as sample data. */
  missing: string[];
}

/** The figures could not be loaded; the widget says so and offers "Reintentar". */
export interface CryptoDataErrorDetail {
  source: string;
  /** The reason, in Spanish. */
  message: string;
}
