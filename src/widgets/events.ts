// The events widgets dispatch, with their detail types. The registry documents the same events for the
// manifest and the published declarations; a test keeps the two in step.

import type { AdVariant, AnalyticsCoin, Timeframe } from '../core/catalog.ts';
import type { ChatMessage } from '../core/types.ts';

/** A button the spec gives no behaviour was pressed; the host page decides what to do. */
export type CryptoActionDetail =
  | {
      action: 'new-position' | 'edit-position' | 'apply-recommendations' | 'customize-recommendations';
      /** The position's coin, for 'edit-position'. */
      symbol?: string;
    }
  | { action: 'ad-cta'; variant: AdVariant };

export interface CryptoEventDetails {
  'crypto-action': CryptoActionDetail;
  'crypto-analytics-change': { coin: AnalyticsCoin; timeframe: Timeframe };
  'crypto-chat-send': { message: ChatMessage };
  'crypto-chat-reply': { message: ChatMessage };
  'crypto-chat-error': CryptoChatErrorDetail;
  'crypto-chat-stop': { partial: string };
  'crypto-data-update': CryptoDataUpdateDetail;
  'crypto-data-error': CryptoDataErrorDetail;
}

/** A question could not be answered; the chat keeps it, says why and offers "Reintentar". */
export interface CryptoChatErrorDetail {
  /** What the reader was told, in Spanish. */
  message: string;
  /** The HTTP status of the assistant's answer, when there was one (429: too many questions). */
  status?: number;
}

/** New figures arrived from a provider (data widgets with `source="live"`). */
export interface CryptoDataUpdateDetail {
  /** The widget's source: 'live'. */
  source: string;
  /** When the newest answer arrived, ms since the epoch. */
  updatedAt: number;
}

/** The figures could not be loaded; the widget says so and offers "Reintentar". */
export interface CryptoDataErrorDetail {
  source: string;
  /** The reason, in Spanish. */
  message: string;
}
