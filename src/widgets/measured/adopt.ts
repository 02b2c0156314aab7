// The measured views arrive in their own chunk, after the widget's styles were adopted: they bring their
// stylesheet and add it to the shadow root they render in, once.

import { useInsertionEffect } from 'react';
import { adoptStyles } from '../element/styles.ts';

const adopted = new WeakMap<ShadowRoot, Set<string>>();

/** Adds `css` to the shadow root holding `host`'s content, before the view paints (once per root). */
export function useAdoptedStyles(host: HTMLElement | undefined, css: string): void {
  useInsertionEffect(() => {
    const root = host?.shadowRoot;
    if (!root) return;
    let known = adopted.get(root);
    if (!known) {
      known = new Set();
      adopted.set(root, known);
    }
    if (known.has(css)) return;
    known.add(css);
    adoptStyles(root, [css]);
  }, [host, css]);
}
