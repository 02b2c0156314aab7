// A local Jetstream (Bluesky's keyless WebSocket firehose) that sends new posts at a steady rate, in its documented
// commit format: distinct texts in Spanish and English that name a tracked coin, so the collector keeps every one
// (no near duplicate, no spam). For the tests and benches that need the collectors ingesting at full rate.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';

export interface FakeJetstream {
  /** ws://127.0.0.1:port/subscribe */
  url: string;
  /** Posts sent so far, over every connection. */
  sent(): number;
  /** Connections opened so far. */
  connections(): number;
  close(): Promise<void>;
}

const COINS = ['bitcoin', 'ethereum', 'solana', 'cardano', 'polkadot', '$BTC', '$ETH', '$SOL', '$ADA', '$DOT'];
const WORDS = (
  'mercado precio semana hoy mañana subida caída fuerte débil compra venta volumen análisis gráfico soporte ' +
  'resistencia máximo mínimo tendencia ballenas exchange cartera minería halving staking liquidez noticia ' +
  'regulación fondo inversión riesgo market price week today strong weak buy sell volume chart support ' +
  'resistance high low trend whales wallet mining liquidity news regulation fund risk rally dump pump moon ' +
  'bullish bearish alcista bajista pronto nunca siempre quizá maybe soon never always'
).split(' ');

/** A post nobody else sends: its number spelled into the words picks them, so two posts share few word pairs. */
export function postText(n: number): string {
  // xorshift32 seeded by the post's number: fourteen words of sixty-odd, a different draw for every post.
  let seed = (Math.imul(n + 1, 0x9e3779b1) ^ 0x5bd1e995) >>> 0 || 1;
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) % 1_000_003;
  };
  const words = Array.from({ length: 14 }, () => WORDS[next() % WORDS.length]);
  words.splice(next() % 14, 0, COINS[n % COINS.length] as string);
  return `${words.join(' ')} ${n}`;
}

export async function fakeJetstream(postsPerSecond: number): Promise<FakeJetstream> {
  const http: Server = createServer();
  const wss = new WebSocketServer({ server: http });
  let sent = 0;
  let connections = 0;
  const sockets = new Set<WebSocket>();
  wss.on('connection', (socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  // Ten ticks a second; each sends its share of the rate to every open connection.
  const perTick = Math.max(1, Math.round(postsPerSecond / 10));
  const timer = setInterval(() => {
    for (const socket of sockets) {
      if (socket.readyState !== socket.OPEN) continue;
      for (let i = 0; i < perTick; i++) {
        const n = sent++;
        const nowUs = Date.now() * 1000 + (n % 1000);
        socket.send(
          JSON.stringify({
            did: `did:plc:fake${n % 997}`,
            time_us: nowUs,
            kind: 'commit',
            commit: {
              rev: `3lrev${n}`,
              operation: 'create',
              collection: 'app.bsky.feed.post',
              rkey: `3lfake${n}`,
              record: {
                $type: 'app.bsky.feed.post',
                text: postText(n),
                langs: [n % 2 ? 'es' : 'en'],
                createdAt: new Date().toISOString(),
              },
              cid: `bafyfake${n}`,
            },
          }),
        );
      }
    }
  }, 100);
  await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
  const { port } = http.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/subscribe`,
    sent: () => sent,
    connections: () => connections,
    async close() {
      clearInterval(timer);
      for (const socket of sockets) socket.terminate();
      await new Promise<void>((done) => wss.close(() => done()));
      http.closeAllConnections();
      await new Promise<void>((done) => http.close(() => done()));
    },
  };
}
