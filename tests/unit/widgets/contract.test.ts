// The contract every tag keeps, checked tag by tag from the registry: a new widget is held to it the moment
// it is listed. What needs real layout and CSS (computed styles, theme colours) is in the browser suite's
// contract test.

import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AttributeSpec } from '../../../src/widgets/attributes.ts';
import { camelCase } from '../../../src/widgets/element/camel-case.ts';
import { defineWidget } from '../../../src/widgets/element/define.ts';
import type { CryptoEventDetails } from '../../../src/widgets/events.ts';
import { elementHooks } from '../../../src/widgets/placeholder.ts';
import { docsOf } from '../../../src/widgets/publish/docs.ts';
import { attributesOf } from '../../../src/widgets/publish/specs.ts';
import { registry } from '../../../src/widgets/registry.ts';
import { defineAll, mount, update } from '../helpers.ts';

/** The first heading each widget shows (seed 7, the ad pinned to its first variant). */
const TITLES: Record<string, string> = {
  'crypto-market-overview': 'Resumen del mercado',
  'crypto-sentiment': 'Sentimiento general',
  'crypto-onchain': 'Métricas on-chain',
  'crypto-trending': 'Monedas en tendencia',
  'crypto-insights': 'Perspectivas de IA',
  'crypto-analytics': 'Precio de BTC',
  'crypto-price-chart': 'Precio de BTC',
  'crypto-sentiment-chart': 'Sentimiento de BTC',
  'crypto-volume-chart': 'Volumen on-chain de BTC',
  'crypto-correlation': 'Matriz de correlación',
  'crypto-chat': 'Asistente de análisis cripto',
  'crypto-portfolio': 'Resumen del portafolio',
  'crypto-ad': 'Curso de Trading Avanzado',
};

const EVENTS: readonly (keyof CryptoEventDetails)[] = [
  'crypto-action',
  'crypto-analytics-change',
  'crypto-chat-send',
  'crypto-chat-reply',
];

/** A valid value other than the default, to prove a change and its reset. */
function otherValue(spec: AttributeSpec): string {
  if (spec.type === 'integer') return String(spec.default === spec.max ? spec.min : spec.max);
  if (spec.type === 'text') return spec.url ? 'https://asistente.example/chat' : 'Hola';
  if (spec.type === 'list') return '["¿Qué es Bitcoin?"]';
  return spec.values.find((v) => v !== spec.default) ?? '';
}

/** A property's value as its attribute writes it (a list as JSON). */
const asAttribute = (value: unknown) => (Array.isArray(value) ? JSON.stringify(value) : String(value));

type Widget = HTMLElement & Record<string, unknown>;
const attributes = { seed: '7', variant: 'course' };
const renderedParts = (root: ShadowRoot) =>
  new Set([...root.querySelectorAll('[part]')].flatMap((e) => (e.getAttribute('part') ?? '').split(/\s+/)));
const theme = (root: ShadowRoot) => root.querySelector<HTMLElement>('.cw-root')?.dataset.theme;

describe.each(registry.map((d) => [d.tag, d] as const))('<%s>', (tag, definition) => {
  const specs = attributesOf(definition.tag);
  const own = (name: string) => specs.some((s) => s.name === name);
  // The other currency, on sample data, falls back to dollars with a warning: the only one these tests allow.
  if (own('currency')) {
    let warn: ReturnType<typeof vi.spyOn>;
    beforeEach(() => {
      warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    });
    afterEach(() => {
      for (const [message] of warn.mock.calls) {
        expect(String(message)).toMatch(
          /currency="EUR": los datos de ejemplo solo existen en USD; se muestran en USD\.$/,
        );
      }
    });
  }
  const mountWith = () =>
    mount<Widget>(tag, Object.fromEntries(Object.entries(attributes).filter(([name]) => own(name))));

  it('renders its title', async () => {
    const { root } = await mountWith();
    expect(root.querySelector('h2, h3, .cw-ad-title')?.textContent).toBe(TITLES[tag]);
  });

  it('renders exactly the CSS parts its documentation lists', async () => {
    const { root } = await mountWith();
    expect([...renderedParts(root)].sort()).toEqual(
      docsOf(tag)
        // A part only measured figures render is checked with them (measured.test.ts).
        .parts.filter((p) => !p.measuredOnly)
        .map((p) => p.name)
        .sort(),
    );
  });

  it('has every property at its default before any attribute is set', async () => {
    await defineAll();
    const el = document.createElement(tag) as Widget;
    for (const spec of specs) expect(el[camelCase(spec.name)], spec.name).toBe(spec.default);
  });

  it('keeps properties set before its code arrived, and applies them when it does', async () => {
    // createElement → set properties → append, all before the tag is defined, as with a lazy loader.
    const early = `${tag}-early`;
    const el = document.createElement(early) as Widget;
    const expected = Object.fromEntries(specs.map((s) => [camelCase(s.name), otherValue(s)]));
    Object.assign(el, expected);
    document.body.append(el);
    await update(async () =>
      defineWidget({ ...definition, tag: early as `crypto-${string}` }, await definition.load(), elementHooks),
    );
    for (const spec of specs) {
      const property = camelCase(spec.name);
      expect(el.getAttribute(spec.name), spec.name).toBe(expected[property]);
      expect(asAttribute(el[property]), spec.name).toBe(expected[property]);
    }
    expect(theme(el.shadowRoot as ShadowRoot)).toBe('dark');
    // The accessor works again: later assignments still reach the widget.
    await update(() => {
      el.theme = 'light';
    });
    expect(theme(el.shadowRoot as ShadowRoot)).toBe('light');
  });

  it('goes back to each default when an attribute is removed', async () => {
    const { el } = await mountWith();
    for (const spec of specs) {
      await update(() => el.setAttribute(spec.name, otherValue(spec)));
      expect(asAttribute(el[camelCase(spec.name)])).toBe(otherValue(spec));
      await update(() => el.removeAttribute(spec.name));
      expect(el[camelCase(spec.name)], spec.name).toBe(spec.default);
    }
  });

  it('dispatches no event when the page changes its attributes', async () => {
    const { el } = await mountWith();
    const heard = vi.fn();
    for (const name of EVENTS) el.addEventListener(name, heard);
    for (const spec of specs) await update(() => el.setAttribute(spec.name, otherValue(spec)));
    expect(heard).not.toHaveBeenCalled();
  });

  it('switches theme with its attribute and its property', async () => {
    const { el, root } = await mountWith();
    expect(theme(root)).toBe('light');
    await update(() => el.setAttribute('theme', 'dark'));
    expect(theme(root)).toBe('dark');
    await update(() => {
      el.theme = 'auto';
    });
    expect([el.getAttribute('theme'), theme(root)]).toEqual(['auto', 'auto']);
  });

  it('leaves no rendered content and no timer behind when removed, however often it is added', async () => {
    vi.useFakeTimers();
    const { el, root } = await mountWith();
    for (let i = 0; i < 5; i++) {
      await update(() => el.remove());
      expect(root.childNodes.length).toBe(0);
      await update(() => document.body.append(el));
      expect(root.childNodes.length).toBeGreaterThan(0);
    }
    await update(() => el.remove());
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(root.childNodes.length).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
