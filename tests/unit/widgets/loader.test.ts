import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { load, startLoader } from '../../../src/widgets/loader.ts';

describe('the loader (crypto-widgets.js)', () => {
  it('reserves every tag’s height through one adopted sheet, writing nothing into the head', async () => {
    const head = document.head.innerHTML;
    startLoader();
    startLoader(); // the script included twice
    const sheets = document.adoptedStyleSheets.filter((s) =>
      [...s.cssRules].some((r) => r.cssText.includes('crypto-sentiment:not(:defined)')),
    );
    expect(sheets).toHaveLength(1);
    expect(document.head.innerHTML).toBe(head);
  });

  it('defines a tag at once when an instance asks for loading="eager"', async () => {
    startLoader();
    const el = document.createElement('crypto-trending');
    el.setAttribute('loading', 'eager');
    await act(async () => {
      document.body.append(el);
      // However long its code takes to arrive: the test's budget bounds the wait.
      await customElements.whenDefined('crypto-trending');
      await load('crypto-trending');
    });
    expect(el.shadowRoot?.textContent).toContain('Monedas en tendencia');
  });

  it('refuses an unknown tag with a Spanish error', async () => {
    await expect(load('crypto-nope')).rejects.toThrow('Etiqueta desconocida: <crypto-nope>');
  });
});
