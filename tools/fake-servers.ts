// Local stand-ins for what the server talks to, for the tests and the benches, speaking the documented formats:
// the four data providers (provider-answers.ts) and an OpenAI-compatible chat server, each with the faults real
// networks have.

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configFromEnv, type ServerConfig } from '../src/server/api-settings.ts';
import { answerFor } from './provider-answers.ts';
import { type Message, refusal, strictTemplateProblem } from './strict-template.ts';

export interface Local {
  url: string;
  close(): Promise<void>;
}

export async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<Local> {
  const server: Server = createServer(handler);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

export type ProviderFault =
  | 'none'
  | 'hang'
  | 'slow'
  | '500'
  | '429'
  | 'malformed'
  | 'wrong-types'
  | 'cut'
  /** A JSON array that never ends, streamed as fast as the reader takes it. */
  | 'endless';

export interface FakeProviders extends Local {
  /** Every request, as path and query. */
  requests: string[];
  fault: ProviderFault;
  /** Requests per path without the query (`/cg/coins/markets`). */
  countOf(path: string): number;
  /** Changes each documented answer before it is sent (a hostile provider's figures), when set. */
  tamper?: (url: string, answer: unknown) => unknown;
  /** Bytes sent in endless answers, until their readers hung up. */
  endlessBytes: number;
}

/** Wrong types where numbers belong, valid JSON all the same. */
function wrongTypes(answer: unknown): unknown {
  return JSON.parse(JSON.stringify(answer), (key, value) =>
    typeof value === 'number' && key !== '' ? String(value) : value,
  );
}

export async function fakeProviders(): Promise<FakeProviders> {
  const state = {
    requests: [] as string[],
    fault: 'none' as ProviderFault,
    tamper: undefined as FakeProviders['tamper'],
    endlessBytes: 0,
  };
  const local = await listen((req, res) => {
    const url = req.url ?? '';
    state.requests.push(url);
    switch (state.fault) {
      case 'hang':
        return;
      case '500':
        return res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"internal"}');
      case '429':
        return res.writeHead(429, { 'retry-after': '120' }).end('Too Many Requests');
      case 'malformed':
        return res.writeHead(200, { 'content-type': 'application/json' }).end('{"data": [');
      case 'cut':
        // Headers and half a body, then the connection drops.
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '5000' });
        res.write('[{"id":"bitcoin","current_price":');
        setTimeout(() => res.destroy(), 10);
        return;
      case 'endless': {
        res.writeHead(200, { 'content-type': 'application/json' });
        const piece = Buffer.from('1234567890,'.repeat(6000));
        const more = () => {
          while (!res.destroyed) {
            state.endlessBytes += piece.byteLength;
            if (!res.write(piece)) return void res.once('drain', more);
          }
        };
        res.write('[');
        more();
        return;
      }
    }
    const documented = answerFor(url);
    const answer = documented !== undefined && state.tamper ? state.tamper(url, documented) : documented;
    if (answer === undefined) return res.writeHead(404).end('{}');
    const body = JSON.stringify(state.fault === 'wrong-types' ? wrongTypes(answer) : answer);
    const send = () => res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    if (state.fault === 'slow') setTimeout(send, 300);
    else send();
  });
  return {
    ...local,
    get requests() {
      return state.requests;
    },
    set requests(list) {
      state.requests = list;
    },
    get fault() {
      return state.fault;
    },
    set fault(fault) {
      state.fault = fault;
    },
    get tamper() {
      return state.tamper;
    },
    set tamper(tamper) {
      state.tamper = tamper;
    },
    get endlessBytes() {
      return state.endlessBytes;
    },
    set endlessBytes(bytes) {
      state.endlessBytes = bytes;
    },
    countOf: (path) => state.requests.filter((url) => url.split('?')[0] === path).length,
  };
}

/** The server's settings with every provider at `providers`, plus `env`. */
export function configWith(providers: string, env: Record<string, string> = {}): ServerConfig {
  return configFromEnv({
    COINGECKO_BASE_URL: `${providers}/cg`,
    ALTERNATIVE_BASE_URL: `${providers}/alt`,
    MEMPOOL_BASE_URL: `${providers}/mp`,
    BLOCKCHAIN_BASE_URL: `${providers}/bc`,
    FEED_TIME_ZONE: 'UTC',
    ...env,
  });
}

export type ChatFault =
  | 'none'
  | '429'
  | '500'
  | 'silent'
  | 'slow'
  /** A chunk every 200 ms, forever. */
  | 'endless'
  /** Chunks of 1 000 characters as fast as they are read, forever. */
  | 'flood'
  /** One event that never ends: its text streamed forever without a line break. */
  | 'one-event'
  /** A web page, 200 OK. */
  | 'html'
  /** The reply as plain text. */
  | 'plain';

export interface FakeAssistant extends Local {
  fault: ChatFault;
  /** The bodies and authorization headers it received. */
  received: { body: Record<string, unknown>; authorization?: string }[];
  /** Resolves when the latest streamed request's connection closed before its reply ended (the client went away). */
  closedEarly: Promise<void>;
}

const chunk = (content: string, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 1795420800,
    model: 'fake-model',
    choices: [{ index: 0, delta: finish ? {} : { content }, finish_reason: finish }],
  })}\n\n`;

/** The words an OpenAI-compatible fake streams: unlike any local reply. */
export const FAKE_WORDS = ['Según ', 'el ', 'modelo ', 'remoto, ', 'el ', 'mercado ', 'está ', 'tranquilo.'];

export async function fakeAssistant(): Promise<FakeAssistant> {
  let closed!: () => void;
  const state = {
    fault: 'none' as ChatFault,
    received: [] as FakeAssistant['received'],
    closedEarly: new Promise<void>((resolve) => {
      closed = resolve;
    }),
  };
  const local = await listen((req, res) => {
    let text = '';
    req.on('data', (part) => {
      text += part;
    });
    req.on('end', () => {
      const body = JSON.parse(text) as Record<string, unknown>;
      state.received.push({ body, authorization: req.headers.authorization });
      // as strict as vLLM with a Mistral or Llama template: one system message, roles in turn
      const problem = strictTemplateProblem((body.messages ?? []) as Message[]);
      if (problem) return res.writeHead(400, { 'content-type': 'application/json' }).end(refusal(problem));
      if (state.fault === '429') return res.writeHead(429, { 'retry-after': '17' }).end('{"error":{"message":"rate"}}');
      if (state.fault === '500') return res.writeHead(500).end('{"error":{"message":"boom"}}');
      if (state.fault === 'html') {
        return res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end('<!doctype html><script>alert(document.cookie)</script>');
      }
      if (state.fault === 'plain') {
        return res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(FAKE_WORDS.join(''));
      }
      if (body.stream === false) {
        return res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'chatcmpl-fake',
            object: 'chat.completion',
            choices: [
              { index: 0, message: { role: 'assistant', content: FAKE_WORDS.join('') }, finish_reason: 'stop' },
            ],
          }),
        );
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      state.closedEarly = new Promise<void>((resolve) => {
        closed = resolve;
      });
      let finished = false;
      res.on('close', () => {
        if (!finished) closed();
      });
      if (state.fault === 'silent') {
        res.write(chunk(FAKE_WORDS[0] as string));
        return;
      }
      if (state.fault === 'one-event') {
        res.write('data: {"choices":[{"index":0,"delta":{"content":"');
        const piece = 'x'.repeat(16_384);
        const more = () => {
          while (!res.destroyed) if (!res.write(piece)) return void res.once('drain', more);
        };
        more();
        return;
      }
      if (state.fault === 'endless' || state.fault === 'flood') {
        const piece = state.fault === 'flood' ? 'x'.repeat(1000) : 'más ';
        const more = () => {
          while (!res.destroyed) {
            const room = res.write(chunk(piece));
            if (state.fault === 'endless') return void setTimeout(more, 200);
            if (!room) return void res.once('drain', more);
          }
        };
        more();
        return;
      }
      const pause = state.fault === 'slow' ? 200 : 5;
      let i = 0;
      const next = () => {
        if (res.destroyed) return;
        if (i < FAKE_WORDS.length) {
          res.write(chunk(FAKE_WORDS[i++] as string));
          setTimeout(next, pause);
        } else {
          finished = true;
          res.end(`${chunk('', 'stop')}data: [DONE]\n\n`);
        }
      };
      next();
    });
  });
  return {
    ...local,
    get fault() {
      return state.fault;
    },
    set fault(fault) {
      state.fault = fault;
    },
    get received() {
      return state.received;
    },
    get closedEarly() {
      return state.closedEarly;
    },
  };
}
