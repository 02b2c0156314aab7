// <crypto-chat> on a site's feed (the page's default source: the chat takes no `source` of its own): the local
// assistant answers from the feed's figures (quotes, Fear & Greed, measured sentiment), follows the
// conversation's coin, and says plainly which coins it does not track.

import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_KEY } from '../../../src/client/page-settings.ts';
import { clearRequests } from '../../../src/client/request.ts';
import { replyTo } from '../../../src/core/chat-reply.ts';
import '../../../src/widgets/element/LiveRoot.tsx';
import { answerFor } from '../../../tools/provider-answers.ts';
import '../../../src/widgets/element/FeedRoot.tsx';
import { inShadow, mount, visibleText, waitUntil, within } from '../helpers.ts';
import { measuredFeed } from './measured-feed.ts';

const FEED = 'https://medido.example/api/feed';
let requests = 0;
/** What the page's fetch answers: the feed, or each provider in its documented shape. */
let answer: (url: string) => unknown;

const page = globalThis as { [CONFIG_KEY]?: { source?: string } };

beforeEach(() => {
  page[CONFIG_KEY] = { source: FEED };
  requests = 0;
  answer = () => measuredFeed();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    requests += 1;
    const body = answer(String(input instanceof Request ? input.url : input));
    return body === undefined ? new Response('{}', { status: 404 }) : Response.json(body);
  });
});

afterEach(() => {
  delete page[CONFIG_KEY];
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearRequests();
});

async function feedChat() {
  const { root } = await mount('crypto-chat');
  const screen = within(inShadow(root));
  const user = userEvent.setup();
  const input = screen.getByRole('textbox', { name: 'Escribe tu pregunta' }) as HTMLInputElement;
  const messages = () => [...root.querySelectorAll('.cw-message:not(.cw-typing-row)')].map((m) => visibleText(m));
  const ask = async (question: string) => {
    const before = messages().length;
    await act(() => user.type(input, `${question}{Enter}`));
    await waitUntil(() => messages().length === before + 2, `respuesta a «${question}»`);
    // No-break spaces (Intl's, before $ and %) read as spaces.
    return (messages().at(-1) ?? '')
      .replace(/\u00a0/g, ' ')
      .replace(/^Asistente:\s*/, '')
      .replace(/\s*\d\d:\d\d$/, '');
  };
  return { ask, messages };
}

const SOURCES =
  'Fuentes: precios de CoinGecko; Fear & Greed de Alternative.me; sentimiento medido por El Observador Cripto.';

describe('<crypto-chat> on a feed with live figures', { timeout: 30_000 }, () => {
  it('answers "¿Cómo está bitcoin?" and then "¿y solana?" from the feed’s figures', async () => {
    const { ask } = await feedChat();
    expect(await ask('¿Cómo está bitcoin?')).toBe(
      'Bitcoin (BTC): sentimiento medido 63/100 (120 publicaciones en 24 h), Fear & Greed 64 (Codicia), ' +
        `precio 100.367 $, -0,4 % en 24 h. ${SOURCES}`,
    );
    expect(await ask('¿y solana?')).toBe(
      'Solana (SOL): sentimiento medido: pocos datos (9 publicaciones en 24 h), Fear & Greed 64 (Codicia), ' +
        `precio 67,97 $, -0,8 % en 24 h. ${SOURCES}`,
    );
    expect(await ask('¿Y Dogecoin?')).toBe(
      'No seguimos Dogecoin; seguimos Bitcoin (BTC), Ethereum (ETH), Solana (SOL), Cardano (ADA) y Polkadot (DOT).',
    );
    // The page's one shared request for the feed, not one per question.
    expect(requests).toBe(1);
  });
});

describe('<crypto-chat> with source="live" as the page’s default', { timeout: 30_000 }, () => {
  it('answers from the providers’ figures, without measured sentiment (the browser measures nothing)', async () => {
    page[CONFIG_KEY] = { source: 'live' };
    answer = (url) => answerFor(url);
    const { ask } = await feedChat();
    expect(await ask('¿Qué tal ETH?')).toBe(
      'Ethereum (ETH): Fear & Greed 31 (Miedo), precio 3.121 $, +4,5 % en 24 h. ' +
        'Fuentes: precios de CoinGecko; Fear & Greed de Alternative.me.',
    );
    expect(await ask('¿Y el mercado?')).toBe(
      'Mercado: Fear & Greed 31 (Miedo). Pregúntame por Bitcoin, Ethereum, Solana, Cardano o Polkadot. ' +
        'Fuentes: precios de CoinGecko; Fear & Greed de Alternative.me.',
    );
  });
});

describe('<crypto-chat> on the sample data', { timeout: 30_000 }, () => {
  it('keeps the spec’s reply and asks nothing of the network', async () => {
    delete page[CONFIG_KEY];
    const { ask } = await feedChat();
    expect(await ask('¿Cómo está bitcoin?')).toBe(replyTo('¿Cómo está bitcoin?').replace(/\u00a0/g, ' '));
    expect(requests).toBe(0);
  });
});
