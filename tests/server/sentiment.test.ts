// POST /api/sentiment: the core scorer over HTTP, its limits, its refusals in Spanish, and who may call.

import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { scoreTargets, scoreText } from '../../src/core/sentiment/index.ts';
import { createApi } from '../../src/server/app.ts';
import { startNodeServer } from '../../src/server/node.ts';
import { configWith } from '../../tools/fake-servers.ts';

function api(env: Record<string, string> = {}, client: (header: string | undefined) => string = () => '10.0.0.1') {
  const { app } = createApi({
    config: configWith('http://127.0.0.1:9', env),
    clientAddress: (c) => client(c.req.header('x-test-client')),
  });
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    app.fetch(
      new Request('http://localhost/api/sentiment', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
  return { app, post };
}

const errorOf = async (response: Response) => ((await response.json()) as { error: unknown }).error;

describe('scoring', () => {
  it('answers each text’s score, label and language, in order', async () => {
    const texts = [
      'Bitcoin se dispara un 10 % 🚀',
      'ETH cae por debajo de 2 000 $',
      'Bitcoin is not bullish',
      'Der Kurs steigt',
    ];
    const response = await api().post({ texts });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const { results } = (await response.json()) as { results: unknown[] };
    expect(results).toEqual(
      texts.map((text) => {
        const { score, label, lang } = scoreText(text);
        return { score, label, lang, targets: expect.any(Array) };
      }),
    );
    expect(results.map((r) => (r as { label: string }).label)).toEqual(['pos', 'neg', 'neg', 'neu']);
    expect(results.map((r) => (r as { lang: string }).lang)).toEqual(['es', 'es', 'en', 'other']);
    expect(results.map((r) => (r as { targets: { coin: string }[] }).targets.map((t) => t.coin))).toEqual([
      ['BTC'],
      ['ETH'],
      ['BTC'],
      [],
    ]);
  });

  it('gives each coin a text names the score of what it says of that coin', async () => {
    const response = await api().post({ texts: ['BTC sube mientras ETH se desploma', 'El mercado sube'] });
    const { results } = (await response.json()) as { results: { score: number; targets: unknown[] }[] };
    expect(results[0]?.targets).toEqual(scoreTargets('BTC sube mientras ETH se desploma'));
    expect(results[0]?.targets).toEqual([
      { coin: 'BTC', score: expect.any(Number) },
      { coin: 'ETH', score: expect.any(Number) },
    ]);
    const [btc, eth] = (results[0]?.targets ?? []) as { score: number }[];
    expect(btc?.score).toBeGreaterThan(0);
    expect(eth?.score).toBeLessThan(0);
    expect(results[1]?.targets).toEqual([]);
  });

  it('scores every text in the language given', async () => {
    const response = await api().post({ texts: ['Bitcoin is bullish', 'Bitcoin es alcista'], lang: 'en' });
    const { results } = (await response.json()) as { results: { lang: string; label: string }[] };
    expect(results).toMatchObject([
      { lang: 'en', label: 'pos' },
      { lang: 'en', label: 'neu' },
    ]);
  });

  it('takes 1 000 texts and texts of 2 000 characters (an emoji counts as one) within the 1 MB body', async () => {
    const texts = Array.from({ length: 1000 }, (_, i) => (i === 0 ? '🚀'.repeat(2000) : 'a'.repeat(1000)));
    const response = await api().post({ texts });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { results: unknown[] }).results).toHaveLength(1000);
  });
});

describe('what it refuses, in Spanish', () => {
  it.each([
    ['text that is not JSON', '{"texts": [', 400, 'El cuerpo de la petición no es JSON válido.'],
    [
      'a list instead of an object',
      ['hola'],
      400,
      'El cuerpo debe ser un objeto JSON con texts (una lista de textos).',
    ],
    ['no texts', {}, 400, 'Falta texts: una lista de textos.'],
    ['texts not a list', { texts: 'hola' }, 400, 'texts debe ser una lista de textos.'],
    ['an empty list', { texts: [] }, 400, 'texts está vacía.'],
    ['a text that is not text', { texts: ['hola', 3] }, 400, 'texts[1] debe ser texto.'],
    ['a null text', { texts: [null] }, 400, 'texts[0] debe ser texto.'],
    [
      'too many texts',
      { texts: Array.from({ length: 1001 }, () => 'hola') },
      400,
      'texts pasa del límite de 1000 textos por petición.',
    ],
    [
      'a text too long',
      { texts: ['hola', 'a'.repeat(2001)] },
      400,
      'texts[1] pasa del límite de 2000 caracteres por texto.',
    ],
    [
      'an unknown language',
      { texts: ['hola'], lang: 'pt' },
      400,
      'lang debe ser "es" o "en" (o no estar, para detectar el idioma de cada texto).',
    ],
    [
      'a body over 1 MB',
      { texts: ['hola'], padding: 'x'.repeat(1024 * 1024) },
      413,
      'La petición pasa del límite de 1 MB. Envía los textos en varias peticiones.',
    ],
  ])('%s', async (_, body, status, message) => {
    const response = await api().post(body);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await errorOf(response)).toEqual({
      code: status === 413 ? 'payload_too_large' : 'bad_request',
      message,
    });
  });

  it('refuses a body that is not JSON by its content type', async () => {
    const response = await api().post(JSON.stringify({ texts: ['hola'] }), { 'content-type': 'text/plain' });
    expect(response.status).toBe(415);
    expect(await errorOf(response)).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('answers GET with 405 and the method to use', async () => {
    const response = await api().app.fetch(new Request('http://localhost/api/sentiment'));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('limits each client’s requests per minute, with Retry-After, apart from the chat’s allowance', async () => {
    const { post, app } = api({ SENTIMENT_RATE_LIMIT: '2', CHAT_RATE_LIMIT: '1' }, (client) => client ?? 'a');
    for (let i = 0; i < 2; i++) expect((await post({ texts: ['hola'] }, { 'x-test-client': 'a' })).status).toBe(200);
    const limited = await post({ texts: ['hola'] }, { 'x-test-client': 'a' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('30');
    expect(await errorOf(limited)).toEqual({
      code: 'rate_limited',
      message: 'Demasiadas peticiones seguidas. Vuelve a intentarlo en 30 s.',
    });
    expect((await post({ texts: ['hola'] }, { 'x-test-client': 'b' })).status).toBe(200);
    const chat = await app.fetch(
      new Request('http://localhost/api/chat', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-test-client': 'a' },
        body: JSON.stringify({ messages: [{ role: 'user', content: 'hola' }], stream: false }),
      }),
    );
    expect(chat.status).toBe(200);
  });
});

describe('the budget of characters scored', () => {
  it('refuses a client past its characters a minute, with Retry-After; others, and other /64s, score on', async () => {
    const clock = { now: Date.UTC(2026, 10, 28, 12) };
    const { app } = createApi({
      // 10 000 characters a minute; the addresses come from X-Forwarded-For, as behind a proxy.
      config: configWith('http://127.0.0.1:9', { SENTIMENT_CHAR_LIMIT: '10000', TRUST_PROXY: '1' }),
      clientAddress: () => '127.0.0.1',
      now: () => clock.now,
    });
    // 8 000 characters: four texts of 2 000.
    const texts = Array.from({ length: 4 }, () => 'Bitcoin sube. '.repeat(143).slice(0, 2000));
    const from = (address: string, body: unknown = { texts }) =>
      app.fetch(
        new Request('http://localhost/api/sentiment', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify(body),
        }),
      );
    expect((await from('2001:db8:1:2::1')).status).toBe(200);
    // Another address of the same /64 spends the same budget: 2 000 left, 8 000 asked.
    const limited = await from('2001:db8:1:2:ffff:ffff:ffff:7');
    expect(limited.status).toBe(429);
    // 6 000 characters more come back in 36 s (10 000 a minute).
    expect(limited.headers.get('retry-after')).toBe('36');
    expect(await errorOf(limited)).toEqual({
      code: 'rate_limited',
      message:
        'Demasiado texto seguido: cada cliente puede puntuar 10.000 caracteres por minuto y esta petición trae 8000. Vuelve a intentarlo en 36 s.',
    });
    // What fits in the budget left still passes.
    expect((await from('2001:db8:1:2::2', { texts: ['a'.repeat(2000)] })).status).toBe(200);
    expect((await from('2001:db8:1:2::2', { texts: ['a'] })).status).toBe(429);
    // The next /64, and IPv4 clients, each have their own.
    expect((await from('2001:db8:1:3::1')).status).toBe(200);
    expect((await from('192.0.2.1')).status).toBe(200);
    // An IPv4-mapped address is that IPv4 client.
    expect((await from('::ffff:192.0.2.1')).status).toBe(429);
    expect((await from('192.0.2.2')).status).toBe(200);
    // A minute later the budget is whole again.
    clock.now += 60_000;
    expect((await from('2001:db8:1:2::3')).status).toBe(200);
  });
});

describe('who may call', () => {
  it('lets the site’s own pages and the listed origins score, and no other', async () => {
    const { app, post } = api({ ALLOWED_ORIGINS: 'https://news.example' });
    const preflight = await app.fetch(
      new Request('http://localhost/api/sentiment', {
        method: 'OPTIONS',
        headers: {
          origin: 'https://news.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      }),
    );
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://news.example');
    const fromPartner = await post({ texts: ['hola'] }, { origin: 'https://news.example' });
    expect(fromPartner.status).toBe(200);
    expect(fromPartner.headers.get('access-control-allow-origin')).toBe('https://news.example');
    expect((await post({ texts: ['hola'] }, { origin: 'http://localhost' })).status).toBe(200);
    const fromElsewhere = await post({ texts: ['hola'] }, { origin: 'https://evil.example' });
    expect(fromElsewhere.status).toBe(403);
    expect(await errorOf(fromElsewhere)).toEqual({
      code: 'origin_not_allowed',
      message: 'Este sitio no puede usar el análisis de sentimiento de este servidor.',
    });
  });
});

describe('slow uploads', () => {
  function partialPost(url: string, declared: number, sent: string) {
    const { hostname, port } = new URL(url);
    const socket = connect(Number(port), hostname);
    socket.write(
      `POST /api/sentiment HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n${sent}`,
    );
    let received = '';
    const answer = new Promise<string>((resolve) => {
      socket.on('data', (data) => {
        received += data.toString();
        if (received.includes('\r\n\r\n{')) resolve(received);
      });
      socket.on('close', () => resolve(received));
    });
    return { socket, answer };
  }

  it('takes the rate limit before reading the body, and answers 408 to a body that does not arrive in time', async () => {
    const { url, close } = await startNodeServer({
      config: configWith('http://127.0.0.1:9', { SENTIMENT_RATE_LIMIT: '2', SENTIMENT_BODY_TIMEOUT_MS: '300' }),
      port: 0,
      hostname: '127.0.0.1',
      log: () => {},
    });
    try {
      const slow = partialPost(url, 100, '{"tex');
      const raw = await slow.answer;
      expect(raw).toMatch(/^HTTP\/1\.1 408/);
      expect(raw).toContain('La petición no llegó entera en 0,3 s. Vuelve a intentarlo.');
      slow.socket.destroy();
      const first = await fetch(`${url}/api/sentiment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ texts: ['hola'] }),
      });
      await first.text();
      // Over the allowance: answered without the body, which would otherwise time out as above.
      const limited = partialPost(url, 100, '{"tex');
      expect(await limited.answer).toMatch(/^HTTP\/1\.1 429/);
      limited.socket.destroy();
    } finally {
      await close();
    }
  });
});
