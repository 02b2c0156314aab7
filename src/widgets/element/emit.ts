import type { CryptoEventName } from '../definition.ts';
import type { CryptoEventDetails } from '../events.ts';

/** Dispatches a `crypto-…` event from `host`: bubbling, crossing shadow roots, with a typed detail. */
export function emit<Name extends CryptoEventName>(host: HTMLElement, name: Name, detail: CryptoEventDetails[Name]) {
  host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
