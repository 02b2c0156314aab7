// The manifest's words come from where each attribute and event is declared: help from the JSDoc comment on the
// declaration, detail types from events.ts. Nothing is written twice, so nothing can drift.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DATA_EVENTS, detailOf, docsOf } from '../../../src/widgets/publish/docs.ts';
import { buildManifest, declarationsOf } from '../../../src/widgets/publish/manifest.ts';
import { registry } from '../../../src/widgets/registry.ts';

const declared = (tag: string) => declarationsOf(buildManifest()).find((d) => d.tagName === tag);

describe('the manifest’s words', () => {
  it('take an attribute’s help from the JSDoc comment on its declaration in the widget’s spec.ts', () => {
    const spec = readFileSync('src/widgets/ad/spec.ts', 'utf8');
    expect(spec).toMatch(/\/\*\* Formato del banner\. \*\/\s*enumAttribute\('size'/);
    expect(declared('crypto-ad')?.attributes.find((a) => a.name === 'size')?.description).toBe('Formato del banner.');
  });

  it('take a shared attribute’s help from attributes.ts, for every widget that takes it', () => {
    const shared = readFileSync('src/widgets/attributes.ts', 'utf8');
    expect(shared).toMatch(/Semilla de la serie generada[^*]*\*\/\s*export const seedAttribute/);
    const withSeed = registry.filter(({ tag }) => 'seed' in docsOf(tag).attributes);
    expect(withSeed.length).toBeGreaterThan(3);
    for (const { tag } of withSeed) {
      expect(docsOf(tag).attributes.seed, tag).toBe(
        'Semilla de la serie generada: la misma semilla dibuja siempre los mismos datos.',
      );
    }
  });

  it('take a multi-line help as one line of text', () => {
    expect(docsOf('crypto-sentiment').attributes.refresh).toMatch(/cada 10 min, Fear & Greed cada 30 min\.$/);
    expect(docsOf('crypto-chat').events.find((e) => e.name === 'crypto-chat-error')?.description).toBe(
      'No se ha podido responder: el chat conserva la pregunta con "Reintentar"; `message` es lo que se le dice al lector y `status` el código HTTP (429: demasiadas preguntas). También cuando una respuesta se corta al llegar a `max-reply-length` o `max-reply-time` (lo recibido se conserva).',
    );
  });

  it('write each event’s detail type out from its one declaration in events.ts', () => {
    expect(detailOf('crypto-chat-error')).toBe('{ message: string; status?: number }');
    expect(detailOf('crypto-chat-send')).toBe('{ message: ChatMessage }');
    expect(detailOf('crypto-analytics-change')).toBe('{ coin: AnalyticsCoin | (string & {}); timeframe: Timeframe }');
    expect(DATA_EVENTS.map((e) => e.detail)).toEqual([
      "{ source: string; updatedAt: number; state: 'live' | 'partial' | 'sample'; providers: string[]; stale: string[]; missing: string[] }",
      '{ source: string; message: string }',
    ]);
    // A union unless a widget names the member it dispatches.
    expect(detailOf('crypto-action')).toBe(
      "{ action: 'new-position' | 'edit-position' | 'apply-recommendations' | 'customize-recommendations'; symbol?: string } | { action: 'ad-cta'; variant: AdVariant }",
    );
    expect(docsOf('crypto-ad').events).toEqual([
      expect.objectContaining({ name: 'crypto-action', detail: "{ action: 'ad-cta'; variant: AdVariant }" }),
    ]);
  });

  it('refuse a @detail that is not a member of the event’s declared type', () => {
    expect(() => detailOf('crypto-action', 'CryptoChatErrorDetail')).toThrow(
      "@detail CryptoChatErrorDetail is not a member of crypto-action's CryptoActionDetail",
    );
  });
});
