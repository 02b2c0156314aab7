// <crypto-chat source="…">: the chat's own `source` attribute chooses what the local assistant (no endpoint, no
// handler) reads, over the page's default: live providers, a site's feed, or the spec's sample replies.

import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_KEY } from '../../../src/client/page-settings.ts';
import { clearRequests } from '../../../src/client/request.ts';
import { replyTo } from '../../../src/core/chat-reply.ts';
import '../../../src/widgets/element/LiveRoot.tsx';
import '../../../src/widgets/element/FeedRoot.tsx';
import { answerFor } from '../../../tools/provider-answers.ts';
import { inShadow, mount, visibleText, waitUntil, within } from '../helpers.ts';
import { measuredFeed } from './measured-feed.ts';

const FEED = 'https://medido.example/api/feed';
let asked: string[] = [];
const page = globalThis as { [CONFIG_KEY]?: { source?: string } };

beforeEach(() => {
  asked = [];
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    asked.push(url);
    const body = url === FEED ? measuredFeed() : answerFor(url);
    return body === undefined ? new Response('{}', { status: 404 }) : Response.json(body);
  });
});

afterEach(() => {
  delete page[CONFIG_KEY];
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearRequests();
});

async function chatWith(attributes: Record<string, string>) {
  const { root } = await mount('crypto-chat', attributes);
  const screen = within(inShadow(root));
  const user = userEvent.setup();
  const input = screen.getByRole('textbox', { name: 'Escribe tu pregunta' }) as HTMLInputElement;
  const messages = () => [...root.querySelectorAll('.cw-message:not(.cw-typing-row)')].map((m) => visibleText(m));
  return async (question: string) => {
    const before = messages().length;
    await act(() => user.type(input, `${question}{Enter}`));
    await waitUntil(() => messages().length === before + 2, `respuesta a «${question}»`);
    return (messages().at(-1) ?? '')
      .replace(/\u00a0/g, ' ')
      .replace(/^Asistente:\s*/, '')
      .replace(/\s*\d\d:\d\d$/, '');
  };
}

describe('<crypto-chat source>', { timeout: 30_000 }, () => {
  it('source="live" answers from the providers’ figures on a page without a default', async () => {
    const ask = await chatWith({ source: 'live' });
    expect(await ask('¿Qué tal ETH?')).toBe(
      'Ethereum (ETH): Fear & Greed 31 (Miedo), precio 3.121 $, +4,5 % en 24 h. ' +
        'Fuentes: precios de CoinGecko; Fear & Greed de Alternative.me.',
    );
    expect(asked.some((url) => url.includes('coingecko'))).toBe(true);
  });

  it('a feed URL answers from the feed’s measured figures', async () => {
    const ask = await chatWith({ source: FEED });
    expect(await ask('¿Cómo está bitcoin?')).toBe(
      'Bitcoin (BTC): sentimiento medido 63/100 (120 publicaciones en 24 h), Fear & Greed 64 (Codicia), ' +
        'precio 100.367 $, -0,4 % en 24 h. Fuentes: precios de CoinGecko; Fear & Greed de Alternative.me; ' +
        'sentimiento medido por El Observador Cripto.',
    );
    expect(asked).toEqual([FEED]);
  });

  it('source="sample" keeps the spec’s reply over a live page default, asking nothing', async () => {
    page[CONFIG_KEY] = { source: 'live' };
    const ask = await chatWith({ source: 'sample' });
    expect(await ask('¿Cómo está bitcoin?')).toBe(replyTo('¿Cómo está bitcoin?').replace(/\u00a0/g, ' '));
    expect(asked).toEqual([]);
  });
});
