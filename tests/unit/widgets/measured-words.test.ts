// The words behind each evidence text's score (feed: measured.evidence.*.words): highlighted in the text as <mark>s
// on its own characters, found whatever the case and accents, each followed by what it weighs for screen readers;
// the words the text does not show are named after it; a feed without words shows the texts as before.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRequests } from '../../../src/client/request.ts';
import type { MeasuredEvidence, MeasuredSentiment } from '../../../src/core/measured/types.ts';
import '../../../src/widgets/element/FeedRoot.tsx';
import '../../../src/widgets/measured/MeasuredSentiment.tsx';
import { placeWords } from '../../../src/widgets/measured/place-words.ts';
import { inShadow, mount, plain, update, visibleText, waitUntil, within } from '../helpers.ts';
import { measuredFeed, measuredPart } from './measured-feed.ts';

const FEED = 'https://medido.example/api/feed';
let feed: Record<string, unknown>;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.stubGlobal('fetch', async () => Response.json(feed));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearRequests();
});

const text = (root: ParentNode) => plain(visibleText(root)).replace(/\u2060/g, '');

/** The market's evidence with these texts and words in place of the example's. */
function withWords(positive: Partial<MeasuredEvidence>[], negative: Partial<MeasuredEvidence>[]): MeasuredSentiment {
  const part = measuredPart();
  const [up] = part.evidence.positive;
  const [down] = part.evidence.negative;
  part.evidence = {
    positive: positive.map((fields, i) => ({ ...(up as MeasuredEvidence), url: `https://a.example/${i}`, ...fields })),
    negative: negative.map((fields, i) => ({
      ...(down as MeasuredEvidence),
      url: `https://b.example/${i}`,
      ...fields,
    })),
  };
  return part;
}

/** A <crypto-sentiment> on `part`, its "¿Cómo se calcula?" open: the method's body. */
async function openedMethod(part: MeasuredSentiment): Promise<HTMLElement> {
  feed = measuredFeed(Date.now(), part);
  const { root } = await mount('crypto-sentiment', { source: FEED });
  await waitUntil(() => text(root).includes('Medido:'), '«Medido:»');
  const button = within(inShadow(root)).getByRole('button', { name: '¿Cómo se calcula?' });
  await update(() => button.click());
  return root.getElementById(button.getAttribute('aria-controls') as string) as HTMLElement;
}

const items = (body: Element) =>
  [...body.querySelectorAll('.cw-evidence-list .cw-evidence')].map((item) => ({
    link: text(item.querySelector('.cw-evidence-text') as Element),
    marks: [...item.querySelectorAll('.cw-evidence-text mark')].map((mark) => [mark.textContent, mark.className]),
    others: item.querySelector('.cw-evidence-words') ? text(item.querySelector('.cw-evidence-words') as Element) : '',
  }));

describe('the words behind an evidence text’s score', { timeout: 20_000 }, () => {
  it('are marked in the text, each followed by its sign, weight and rules for screen readers', async () => {
    const body = await openedMethod(
      withWords(
        [
          {
            text: 'BTC shorts panicking as Bitcoin RALLIES',
            words: [
              { text: 'panicking', weight: 1.9, rules: ['stance'] },
              { text: 'rallies', weight: 2.53, rules: ['caps'] },
            ],
          },
        ],
        [
          {
            text: 'La Caída de ETH no es <b>alcista</b>, aunque muy BAJISTA',
            words: [
              { text: 'caida', weight: -1.95 },
              { text: 'alcista', weight: -2.44, rules: ['negation'] },
              { text: 'bajista', weight: -2.2, rules: ['caps', 'booster', 'concession'] },
            ],
          },
        ],
      ),
    );
    expect(items(body)).toEqual([
      {
        link: 'BTC shorts panicking (positiva, +1,9; por la postura de quien apuesta) as Bitcoin RALLIES (positiva, +2,5; por las mayúsculas) (se abre en una pestaña nueva)',
        marks: [
          ['panicking', 'cw-word cw-word-up'],
          ['RALLIES', 'cw-word cw-word-up'],
        ],
        others: '',
      },
      {
        // «caida» is found in «Caída», and the mark keeps the text's own accent and capital.
        link: 'La Caída (negativa, −2,0) de ETH no es <b>alcista (negativa, −2,4; por una negación)</b>, aunque muy BAJISTA (negativa, −2,2; por las mayúsculas, por un intensificador y por la concesión («aunque»)) (se abre en una pestaña nueva)',
        marks: [
          ['Caída', 'cw-word cw-word-down'],
          ['alcista', 'cw-word cw-word-down'],
          ['BAJISTA', 'cw-word cw-word-down'],
        ],
        others: '',
      },
    ]);
    // The source's markup stays text: the only elements are ours.
    expect(body.querySelector('.cw-evidence b, .cw-evidence script')).toBeNull();
    // Sighted readers get the legend.
    expect(text(body.querySelector('.cw-words-legend') as Element)).toBe(
      'Resaltadas, las palabras que suben o bajan la puntuación de cada texto.',
    );
  });

  it('finds phrases, a word said twice, and names after the text the words it does not show', async () => {
    const body = await openedMethod(
      withWords(
        [
          {
            text: 'Bitcoin to-the-moon 🚀 y más 🚀',
            words: [
              { text: 'to the moon', weight: 2.5 },
              { text: '🚀', weight: 2.5 },
              { text: '🚀', weight: 2.5 },
              { text: 'subidón', weight: 3.1 },
            ],
          },
        ],
        [{ text: 'Hackeo en un exchange: retiros congelados', words: [{ text: 'hackeo', weight: -4.2 }] }],
      ),
    );
    const [rockets, hack] = items(body);
    expect(rockets?.marks).toEqual([
      ['to-the-moon', 'cw-word cw-word-up'],
      ['🚀', 'cw-word cw-word-up'],
      ['🚀', 'cw-word cw-word-up'],
    ]);
    expect(rockets?.others).toBe('Palabras: subidón (positiva, +3,1)');
    expect(hack?.link).toBe(
      'Hackeo (negativa, −4,2) en un exchange: retiros congelados (se abre en una pestaña nueva)',
    );
  });

  it('a feed without words shows the texts as they are, with no marks and no legend', async () => {
    const body = await openedMethod(measuredPart());
    expect(body.querySelectorAll('.cw-evidence').length).toBeGreaterThan(0);
    expect(body.querySelector('mark, .cw-words-legend, .cw-evidence-words')).toBeNull();
  });
});

describe('placeWords', () => {
  it('matches on word boundaries, ignoring case and accents, and keeps the text’s own characters', () => {
    const text = 'Subestima la SUBIDA: sube, ¡Sube!';
    const { placed, unplaced } = placeWords(text, [
      { text: 'sube', weight: 1 },
      { text: 'sube', weight: 1 },
      { text: 'subida', weight: 1 },
      { text: 'sube', weight: 1 },
    ]);
    expect(placed.map(({ start, end }) => text.slice(start, end))).toEqual(['SUBIDA', 'sube', 'Sube']);
    expect(unplaced.map((word) => word.text)).toEqual(['sube']);
  });

  it('maps folded positions back through decomposed and astral characters', () => {
    const text = 'Cai\u0301da 🇪🇸 de España';
    const { placed } = placeWords(text, [
      { text: 'caida', weight: -1 },
      { text: 'espana', weight: 1 },
    ]);
    expect(placed.map(({ start, end }) => text.slice(start, end))).toEqual(['Cai\u0301da', 'España']);
  });
});
