// The element machinery every tag shares: validated attributes, theme, language, styles, events, errors.

import { describe, expect, it, vi } from 'vitest';
import { defineWidget } from '../../../src/widgets/element/define.ts';
import { elementHooks } from '../../../src/widgets/placeholder.ts';
import { definitionOf, registry } from '../../../src/widgets/registry.ts';
import { defineAll, mount, update, visibleText } from '../helpers.ts';

const rootDiv = (root: ShadowRoot) => root.querySelector('.cw-root') as HTMLElement;

describe.each(registry.map((d) => d.tag))('<%s>', (tag) => {
  it('renders in an open shadow root, in Spanish, with its styles adopted', async () => {
    const headBefore = document.head.innerHTML;
    const { el, root } = await mount(tag);
    expect(el.shadowRoot).toBe(root);
    expect(rootDiv(root).getAttribute('lang')).toBe('es');
    expect(root.adoptedStyleSheets.length).toBeGreaterThanOrEqual(1);
    expect(visibleText(root).length).toBeGreaterThan(10);
    // Nothing is written into the host page's head.
    expect(document.head.innerHTML).toBe(headBefore);
  });

  it('takes theme light (default), dark and auto, and falls back on anything else with one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { el, root } = await mount(tag);
    expect(rootDiv(root).dataset.theme).toBe('light');
    await update(() => el.setAttribute('theme', 'dark'));
    expect(rootDiv(root).dataset.theme).toBe('dark');
    await update(() => el.setAttribute('theme', 'AUTO'));
    expect(rootDiv(root).dataset.theme).toBe('auto');
    await update(() => el.setAttribute('theme', 'neón'));
    expect(rootDiv(root).dataset.theme).toBe('light');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/theme="neón".*light, dark, auto/);
    await update(() => el.setAttribute('theme', 'dark'));
    await update(() => el.removeAttribute('theme'));
    expect(rootDiv(root).dataset.theme).toBe('light');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('attribute validation', () => {
  it('reads values without regard to case or surrounding spaces', async () => {
    const { root } = await mount('crypto-sentiment', { coin: '  eth ' });
    expect(visibleText(root)).toContain('Ethereum (ETH)');
  });

  it('warns once per invalid value, naming the attribute and the allowed values', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { el } = await mount('crypto-price-chart', { coin: 'DOGE!' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toBe(
      '[crypto-widgets] <crypto-price-chart> coin="DOGE!" no es válido; se usa "BTC". Valores permitidos: BTC, ETH, SOL, ADA u otro símbolo.',
    );
    await update(() => el.setAttribute('seed', 'abc'));
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[1]?.[0])).toContain('un número entero entre 0 y 4294967295');
  });

  it('shortens very long invalid values in the warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mount('crypto-ad', { size: 'x'.repeat(5000) });
    expect(String(warn.mock.calls[0]?.[0]).length).toBeLessThan(200);
  });

  it('exposes validated values as properties, and setting a property sets the attribute', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { el, root } = await mount<HTMLElement & { coin?: string }>('crypto-price-chart', { coin: 'sol' });
    expect(el.coin).toBe('SOL');
    await update(() => {
      el.coin = 'ADA';
    });
    expect(el.getAttribute('coin')).toBe('ADA');
    expect(visibleText(root)).toContain('Precio de ADA');
    await update(() => {
      el.coin = 'no pe';
    });
    expect(el.coin).toBe('BTC');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('properties', () => {
  it('read on the prototype, as framework introspection does, give undefined and do not throw', async () => {
    await defineAll();
    const prototype = customElements.get('crypto-price-chart')?.prototype as Record<string, unknown>;
    expect(() => prototype.coin).not.toThrow();
    expect(prototype.coin).toBeUndefined();
  });
});

describe('events', () => {
  it('bubble out of the shadow root to the document, with a typed detail', async () => {
    const { root } = await mount('crypto-ad', { variant: 'course' });
    const seen: Event[] = [];
    document.addEventListener('crypto-action', (e) => seen.push(e), { once: true });
    await update(() => (root.querySelector('[part="cta"]') as HTMLButtonElement).click());
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBeInstanceOf(CustomEvent);
    expect((seen[0] as CustomEvent).detail).toEqual({ action: 'ad-cta', variant: 'course' });
    expect(seen[0]?.composed).toBe(true);
  });
});

describe('robustness', () => {
  it('defining a tag twice with the same version is harmless and silent', async () => {
    await mount('crypto-trending');
    const definition = definitionOf('crypto-trending');
    if (!definition) throw new Error('missing');
    const module = await definition.load();
    const before = customElements.get('crypto-trending');
    expect(() => defineWidget(definition, module, elementHooks)).not.toThrow();
    expect(customElements.get('crypto-trending')).toBe(before);
  });

  it('a tag already defined by another script keeps that definition and says so once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    customElements.define('crypto-foreign', class extends HTMLElement {});
    const definition = definitionOf('crypto-trending');
    if (!definition) throw new Error('missing');
    defineWidget({ ...definition, tag: 'crypto-foreign' }, await definition.load(), elementHooks);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(
      /^\[crypto-widgets\] <crypto-foreign> ya estaba definida por otro script; se mantiene esa definición y se ignora la versión \d+\.\d+\.\d+\.$/,
    );
  });

  it('a failing widget shows a Spanish message in its own box while the others keep working', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sentiment = definitionOf('crypto-sentiment');
    if (!sentiment) throw new Error('missing');
    // A widget whose code throws while rendering, defined as the loader would define any other.
    const Broken = () => {
      throw new Error('Fallo al dibujar');
    };
    defineWidget({ ...sentiment, tag: 'crypto-broken' }, { default: Broken, spec: { attributes: [] } }, elementHooks);
    await mount('crypto-sentiment');
    const failing = document.createElement('crypto-broken');
    await update(() => document.body.append(failing));
    expect(visibleText(failing.shadowRoot as ShadowRoot)).toBe(
      'No se ha podido mostrar este módulo.El resto de la página funciona con normalidad. Recarga para intentarlo de nuevo.',
    );
    expect(failing.shadowRoot?.querySelector('[role="alert"]')).not.toBeNull();
    const [healthy] = document.querySelectorAll('crypto-sentiment');
    expect(visibleText(healthy?.shadowRoot as ShadowRoot)).toContain('75/100');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toBe('[crypto-widgets] <crypto-broken> no se ha podido mostrar:');
  });

  it('keeps its state when moved to another parent, and renders again when re-added later', async () => {
    const { el, root } = await mount('crypto-analytics', { seed: '5' });
    const eth = [...root.querySelectorAll('button')].find((b) => b.textContent === 'ETH') as HTMLButtonElement;
    await update(() => eth.click());
    const other = document.createElement('section');
    document.body.append(other);
    await update(() => other.append(el));
    expect(root.querySelector('[aria-pressed="true"]')?.textContent).toBe('ETH');
    await update(() => el.remove());
    expect(root.childElementCount).toBe(0);
    await update(() => document.body.append(el));
    expect(visibleText(root)).toContain('Precio de BTC');
  });

  it('renders nothing until it is added to the page, then renders with what was set meanwhile', async () => {
    await defineAll();
    const detached = document.createElement('crypto-price-chart') as HTMLElement & { coin: string };
    await update(() => {
      detached.setAttribute('theme', 'dark');
      detached.coin = 'SOL';
    });
    // Only the placeholder holding its reserved height, no widget yet.
    expect([...(detached.shadowRoot?.children ?? [])].map((child) => child.getAttribute('part'))).toEqual([
      'placeholder',
    ]);
    await update(() => document.body.append(detached));
    expect(detached.shadowRoot?.querySelector('[part=placeholder]')).toBeNull();
    expect(rootDiv(detached.shadowRoot as ShadowRoot).dataset.theme).toBe('dark');
    expect(visibleText(detached.shadowRoot as ShadowRoot)).toContain('Precio de SOL');
  });
});
