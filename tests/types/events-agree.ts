// The events the widgets dispatch (src/widgets/events.ts) and the events the registry publishes must agree.

import type { CryptoWidgetsEventMap } from 'crypto-widgets';
import type { CryptoEventDetails } from '../../src/widgets/events.ts';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Detail<E> = E extends CustomEvent<infer D> ? D : never;

export const sameEventNames: Same<keyof CryptoEventDetails, keyof CryptoWidgetsEventMap> = true;
export const sameDetails: {
  [K in keyof CryptoEventDetails]: Same<CryptoEventDetails[K], Detail<CryptoWidgetsEventMap[K]>>;
} = {
  'crypto-action': true,
  'crypto-analytics-change': true,
  'crypto-chat-send': true,
  'crypto-chat-reply': true,
  'crypto-chat-error': true,
  'crypto-chat-stop': true,
  'crypto-data-update': true,
  'crypto-data-error': true,
};
