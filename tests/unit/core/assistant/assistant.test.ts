// Asking a partner's assistant: every answer format the chat reads, split at awkward places, and the failures
// real servers have, each turned into the reader's Spanish words.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { askEndpoint, type EndpointOptions } from '../../../../src/core/assistant/endpoint.ts';
import { AssistantError } from '../../../../src/core/assistant/errors.ts';
import { askHandler } from '../../../../src/core/assistant/handler.ts';

afterEach(() => vi.unstubAllGlobals());

/** A streamed body sent in the given pieces (cut anywhere, even inside a UTF-8 character). */
function streamOf(pieces: readonly (string | Uint8Array)[], { end = true } = {}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(typeof piece === 'string' ? encoder.encode(piece) : piece);
      if (end) controller.close();
    },
    // Once what arrived has been read, the connection drops.
    pull(controller) {
      if (!end) controller.error(new TypeError('network error'));
    },
  });
}

const sse = (events: readonly unknown[]) =>
  events.map((e) => `data: ${typeof e === 'string' ? e : JSON.stringify(e)}\n\n`).join('');

const openAiChunk = (content: string | null, finish: string | null = null) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion.chunk',
  created: 1795424093,
  model: 'socio-1',
  choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
});

let sent: { url: string; init: RequestInit }[] = [];
function answerWith(response: () => Response | Promise<Response>) {
  sent = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return new Promise<Response>((resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason ?? new DOMException('', 'AbortError')));
      Promise.resolve(response()).then(resolve, reject);
    });
  });
}

const options = (extra: Partial<EndpointOptions> = {}): EndpointOptions => ({
  endpoint: 'https://asistente.example/v1/chat/completions',
  credentials: 'same-origin',
  timeoutMs: 1000,
  signal: new AbortController().signal,
  ...extra,
});

async function collect(fragments: AsyncIterable<string>): Promise<{ text: string; count: number; error?: unknown }> {
  let text = '';
  let count = 0;
  try {
    for await (const fragment of fragments) {
      text += fragment;
      count += 1;
    }
  } catch (error) {
    return { text, count, error };
  }
  return { text, count };
}

const TURNS = [{ role: 'user' as const, content: '¿Qué tal el bitcoin?' }];

describe('askEndpoint', () => {
  it('POSTs the OpenAI-compatible request and reads chat.completion.chunk events to [DONE]', async () => {
    const body = sse([openAiChunk('El bit'), openAiChunk('coin sube ✓'), openAiChunk(null, 'stop'), '[DONE]']);
    const bytes = new TextEncoder().encode(body);
    // Cut inside an event and inside the multi-byte ✓.
    const cut = body.indexOf('✓') + 1;
    answerWith(
      () =>
        new Response(streamOf([bytes.slice(0, 17), bytes.slice(17, cut), bytes.slice(cut)]), {
          headers: { 'content-type': 'text/event-stream; charset=utf-8' },
        }),
    );
    const result = await collect(
      askEndpoint(TURNS, options({ model: 'socio-1', headers: { authorization: 'Bearer abc' } })),
    );
    expect(result).toEqual({ text: 'El bitcoin sube ✓', count: 2 });
    const [request] = sent;
    expect(request?.url).toBe('https://asistente.example/v1/chat/completions');
    expect(request?.init.method).toBe('POST');
    expect(request?.init.credentials).toBe('same-origin');
    expect(request?.init.headers).toMatchObject({ 'content-type': 'application/json', authorization: 'Bearer abc' });
    expect(JSON.parse(String(request?.init.body))).toEqual({ messages: TURNS, stream: true, model: 'socio-1' });
  });

  it('reads the AI SDK UI message stream’s text-delta parts', async () => {
    const body = sse([
      { type: 'start', messageId: 'msg-1' },
      { type: 'text-start', id: 't1' },
      { type: 'text-delta', id: 't1', delta: 'Hola, ' },
      { type: 'text-delta', id: 't1', delta: 'lector.' },
      { type: 'text-end', id: 't1' },
      { type: 'finish' },
      '[DONE]',
    ]);
    answerWith(
      () =>
        new Response(streamOf([body]), {
          headers: { 'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1' },
        }),
    );
    expect((await collect(askEndpoint(TURNS, options()))).text).toBe('Hola, lector.');
  });

  it.each([
    ['{ "text": … }', { text: 'Respuesta entera.' }],
    [
      'an OpenAI-compatible completion',
      {
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content: 'Respuesta entera.' } }],
      },
    ],
  ])('reads a JSON answer: %s', async (_, json) => {
    answerWith(() => Response.json(json));
    expect(await collect(askEndpoint(TURNS, options()))).toEqual({ text: 'Respuesta entera.', count: 1 });
  });

  it('streams a text/plain body as it arrives', async () => {
    answerWith(
      () => new Response(streamOf(['Uno, ', 'dos, ', 'tres.']), { headers: { 'content-type': 'text/plain' } }),
    );
    const result = await collect(askEndpoint(TURNS, options()));
    expect(result.text).toBe('Uno, dos, tres.');
    expect(result.count).toBeGreaterThanOrEqual(1);
  });

  it.each([
    [
      'a stream cut before [DONE]',
      () => new Response(streamOf([sse([openAiChunk('Mitad')])]), { headers: { 'content-type': 'text/event-stream' } }),
      'cut',
      'Mitad',
      undefined,
    ],
    [
      'a connection dropped mid-stream',
      () =>
        new Response(streamOf([sse([openAiChunk('Mitad')])], { end: false }), {
          headers: { 'content-type': 'text/event-stream' },
        }),
      'cut',
      'Mitad',
      undefined,
    ],
    [
      'an error event after some text (a server cutting its reply at its limit)',
      () =>
        new Response(
          streamOf([
            sse([openAiChunk('Mitad'), { error: { message: 'La respuesta se ha cortado: pasó de 5 minutos.' } }]),
          ]),
          { headers: { 'content-type': 'text/event-stream' } },
        ),
      'cut',
      'Mitad',
      undefined,
    ],
    [
      'an error event before any text',
      () =>
        new Response(streamOf([sse([{ error: { message: 'upstream failed' } }])]), {
          headers: { 'content-type': 'text/event-stream' },
        }),
      'http',
      '',
      undefined,
    ],
    ['429', () => new Response('{"error":{"message":"rate limited"}}', { status: 429 }), 'rate-limit', '', 429],
    ['500', () => new Response('oops', { status: 500 }), 'http', '', 500],
    [
      'an event that is not JSON',
      () => new Response(streamOf(['data: {"choices": [\n\n']), { headers: { 'content-type': 'text/event-stream' } }),
      'malformed',
      '',
      undefined,
    ],
    [
      'a delta that is not text',
      () =>
        new Response(streamOf([sse([{ choices: [{ delta: { content: 42 } }] }])]), {
          headers: { 'content-type': 'text/event-stream' },
        }),
      'malformed',
      '',
      undefined,
    ],
    ['JSON without text', () => Response.json({ answer: 'x' }), 'malformed', '', undefined],
    ['a refused connection', () => Promise.reject(new TypeError('Failed to fetch')), 'network', '', undefined],
  ] as const)('turns %s into its failure, keeping what arrived', async (_, respond, failure, text, status) => {
    answerWith(respond);
    const result = await collect(askEndpoint(TURNS, options()));
    expect(result.text).toBe(text);
    expect(result.error).toBeInstanceOf(AssistantError);
    expect((result.error as AssistantError).failure).toBe(failure);
    expect((result.error as AssistantError).status).toBe(status);
  });

  it('gives up after the timeout of silence, in Spanish', async () => {
    answerWith(() => new Promise<Response>(() => {}));
    const result = await collect(askEndpoint(TURNS, options({ timeoutMs: 40 })));
    expect((result.error as AssistantError).failure).toBe('timeout');
    expect((result.error as AssistantError).message).toBe('El asistente ha tardado demasiado en responder.');
  });

  it('ends with the abort’s own reason when the reader stops it', async () => {
    const controller = new AbortController();
    answerWith(() => new Promise<Response>(() => {}));
    const asking = collect(askEndpoint(TURNS, options({ signal: controller.signal })));
    controller.abort(new DOMException('Detenido', 'AbortError'));
    expect(((await asking).error as DOMException).name).toBe('AbortError');
  });
});

describe('askHandler', () => {
  const signal = new AbortController().signal;

  it.each([
    ['a string', () => 'Directo.'],
    ['a promise', async () => 'Directo.'],
    [
      'an async iterable',
      async function* () {
        yield 'Dir';
        yield 'ecto.';
      },
    ],
  ])('reads %s', async (_, handler) => {
    expect((await collect(askHandler(handler, TURNS, signal))).text).toBe('Directo.');
  });

  it('gives the handler a copy of the conversation and the signal', async () => {
    const handler = vi.fn((messages: unknown[], _options: { signal: AbortSignal }) => `${messages.length}`);
    await collect(askHandler(handler, TURNS, signal));
    expect(handler.mock.calls[0]?.[0]).toEqual(TURNS);
    expect(handler.mock.calls[0]?.[0]).not.toBe(TURNS);
    expect(handler.mock.calls[0]?.[1].signal).toBe(signal);
  });

  it.each([
    [
      'throws',
      () => {
        throw new Error('caído');
      },
    ],
    ['rejects', () => Promise.reject(new Error('caído'))],
    ['answers a number', () => 42 as unknown as string],
  ])('fails in Spanish when the handler %s', async (_, handler) => {
    const { error } = await collect(askHandler(handler, TURNS, signal));
    expect((error as AssistantError).message).toBe('El asistente no ha podido responder.');
  });
});
