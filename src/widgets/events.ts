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
}
