// The API as one Web-standard handler (Request in, Response out) built on Hono: the same code runs on Node
// (src/server/node.ts) and on edge platforms (src/server/worker.ts).

import { type Context, Hono } from 'hono';
import { cors } from 'hono/cors';
import { formatsFor } from '../core/format.ts';
import { measuredState, stateSummary } from '../core/measured/state.ts';
import type { CollectorHealth, MeasuredPlatform } from '../core/measured/types.ts';
import type { WhalesHealthRecord } from '../core/measured/whales.ts';
import type { ServerConfig } from './api-settings.ts';
import { serverFigures } from './chat/grounding.ts';
import { chatHandler } from './chat/route.ts';
import { allowanceKey, clientAddress } from './client-address.ts';
import type { LeaderStatus } from './cluster/cluster-settings.ts';
import { SharedRateLimiter } from './cluster/limiter.ts';
import { type SharedSql, SharedUpstream } from './cluster/upstream.ts';
import { type Encoder, type Encoding, webGzip } from './encoded.ts';
import { feedHandler } from './feed/route.ts';
import { FeedService } from './feed/service.ts';
import { errorResponse, originAllowed } from './http.ts';
import { MeasuredService, type MeasuredSnapshot } from './metrics/service.ts';
import { type Limiter, RateLimiter } from './rate-limit.ts';
import { sentimentHandler } from './sentiment/route.ts';
import { SentimentHistory } from './series/history.ts';
import { seriesHandler } from './series/route.ts';
import { SeriesService } from './series/service.ts';
import type { SentimentStore, StoreHealth } from './store/types.ts';
import { UpstreamCache } from './upstream.ts';

export interface ApiOptions {
  config: ServerConfig;
  /** The providers' and the assistant's fetch (tests count and fake it). */
  fetch?: typeof fetch;
  now?: () => number;
  log?: (message: string) => void;
  /** Compression of the feed; gzip through CompressionStream unless said (Node adds brotli). */
  encoders?: Partial<Record<Encoding, Encoder>>;
  /** The connection's address, where the platform tells it (Node's socket). */
  clientAddress?: (c: Context) => string | undefined;
  /** The database of measured sentiment (Node only): the feed gets its `measured` part from it. */
  store?: SentimentStore;
  /** The collectors running in this process, for /api/health and the platforms that are on. */
  collectors?: { health(): CollectorHealth[]; whales?: { health(): WhalesHealthRecord } };
  /** Several instances on one PostgreSQL (DATABASE_URL, Node only): shared upstream answers and allowances. */
  cluster?: ClusterOptions;
}

export interface ClusterOptions {
  /** The store's database, where the instances' shared tables are. */
  db: SharedSql;
  /** This instance's name in /api/health (host and process). */
  instance: string;
  /** Whether this instance collects now, and since when; none when it never collects (COLLECT=off). */
  status?: () => LeaderStatus;
  /**
   * The platforms the collecting instance runs, whichever it is: every instance measures the same figures.
   * None when this instance never collects (COLLECT=off): as a single server's, its figures do not name them.
   */
  collecting?: () => readonly MeasuredPlatform[];
}

export interface Api {
  app: Hono;
  cache: UpstreamCache;
  feeds: FeedService;
  /** The measured figures, when there is a store. */
  measured?: MeasuredService;
  /** GET /api/series: a coin's span (with its stored sentiment when there is a store). */
  series: SeriesService;
}

/** A source's address as anyone may read it: no user, password, query or fragment (a feed's token stays private). */
function publicAddress(address: string): string {
  try {
    const url = new URL(address);
    return `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return address;
  }
}

/** The database's state for /api/health: since when, and why while it fails (a Spanish line, never a password). */
const databaseHealth = ({ state, since, error }: StoreHealth) => ({
  state,
  since: new Date(since).toISOString(),
  ...(error ? { error } : {}),
});

const publicHealth = (health: CollectorHealth): CollectorHealth =>
  health.sources
    ? {
        ...health,
        sources: Object.fromEntries(Object.entries(health.sources).map(([key, value]) => [publicAddress(key), value])),
      }
    : health;

/**
 * The measured figures' state as the widgets say it (state.ts): how many texts, the newest one's publication, and
 * the same words ("Aún no hay textos medidos", "Pocos datos: 14 textos (mínimo 20)", "Medido: 252 textos").
 */
function measuredHealth({ figures, stale }: MeasuredSnapshot) {
  // No figures yet: the database has not answered, so nothing can be said of the texts.
  if (!figures)
    return { computedAt: null, stale, state: 'unavailable', summary: 'La base de datos aún no ha respondido' };
  const texts = figures.overall.mentions;
  return {
    computedAt: figures.computedAt,
    stale,
    state: measuredState(texts),
    texts,
    ...(figures.newestItemAt ? { newestItemAt: figures.newestItemAt } : {}),
    summary: stateSummary(texts, formatsFor().formatNumber),
  };
}

function clusterHealth(cluster: ClusterOptions) {
  const status = cluster.status?.();
  return {
    instance: cluster.instance,
    collecting: status?.collecting ?? false,
    since: status ? new Date(status.since).toISOString() : null,
  };
}

export function createApi(options: ApiOptions): Api {
  const { config, cluster } = options;
  const log = options.log ?? (() => {});
  const cache = new UpstreamCache({
    fetch: options.fetch,
    now: options.now,
    timeoutMs: config.upstreamTimeoutMs,
    log,
    shared: cluster ? new SharedUpstream(cluster.db) : undefined,
  });
  const { store, collectors } = options;
  const measured = store
    ? new MeasuredService(store, {
        now: options.now,
        log,
        coins: config.coins.map((coin) => coin.symbol),
        collecting: cluster?.collecting
          ? cluster.collecting
          : collectors
            ? () => collectors.health().flatMap((health) => (health.enabled ? [health.collector] : []))
            : undefined,
      })
    : undefined;
  // One allowance per client across instances when they share PostgreSQL; this process's own otherwise.
  const limiterOf = (name: string, perMinute: number): Limiter =>
    cluster
      ? new SharedRateLimiter(cluster.db, { name, perMinute, now: options.now, log })
      : new RateLimiter(perMinute, options.now);
  const encoders = options.encoders ?? { gzip: webGzip };
  const feeds = new FeedService(config, cache, encoders, log, measured);
  const history = store ? new SentimentHistory(store, { now: options.now, log }) : undefined;
  const series = new SeriesService(config, cache, encoders, log, history, options.now);
  const limiter = limiterOf('chat', config.chat.ratePerMinute);
  const hostOf = (c: Context) =>
    (config.trustProxy > 0 ? c.req.header('x-forwarded-host')?.split(',').at(-1)?.trim() : undefined) ??
    c.req.header('host') ??
    new URL(c.req.url).host;
  // Whose allowance a request spends: an IPv4 address, or an IPv6 address's /64.
  const clientOf = (c: Context): string =>
    allowanceKey(clientAddress((name) => c.req.header(name), options.clientAddress?.(c), config));
  const allowed = config.allowedOrigins;

  const app = new Hono();
  app.onError((error) => {
    log(`Error inesperado: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return errorResponse(500, 'internal_error', 'Error interno del servidor. Vuelve a intentarlo.');
  });

  // The feed is public figures: any page may read it unless the site lists its origins.
  const publicFeed = allowed.length === 0 || allowed.includes('*');
  const feedOrigin = (origin: string | undefined, c: Context) =>
    publicFeed ? '*' : origin && originAllowed(origin, hostOf(c), allowed) ? origin : undefined;
  app.options(
    '/api/feed',
    cors({ origin: (origin, c) => feedOrigin(origin, c) ?? null, allowMethods: ['GET', 'HEAD'], maxAge: 600 }),
  );
  const feedCors = (c: Context): Record<string, string> => {
    const origin = feedOrigin(c.req.header('origin'), c);
    if (publicFeed) return { 'access-control-allow-origin': '*' };
    return origin ? { 'access-control-allow-origin': origin, vary: 'Origin' } : { vary: 'Origin' };
  };
  app.on(['GET', 'HEAD'], '/api/feed', feedHandler(feeds, feedCors, options.now));
  // A coin's span: public figures as the feed, with the feed's CORS.
  app.options(
    '/api/series',
    cors({ origin: (origin, c) => feedOrigin(origin, c) ?? null, allowMethods: ['GET', 'HEAD'], maxAge: 600 }),
  );
  app.on(['GET', 'HEAD'], '/api/series', seriesHandler(series, feedCors, options.now));

  // The chat spends the site's assistant budget: its own pages and the listed origins only.
  app.use(
    '/api/chat',
    cors({
      origin: (origin, c) => (originAllowed(origin, hostOf(c), allowed) ? origin : null),
      allowMethods: ['POST'],
      allowHeaders: ['Content-Type', 'Authorization'],
      maxAge: 600,
    }),
  );
  app.use('/api/chat', async (c, next) => {
    if (!originAllowed(c.req.header('origin'), hostOf(c), allowed)) {
      return errorResponse(403, 'origin_not_allowed', 'Este sitio no puede usar el chat de este servidor.');
    }
    await next();
  });
  app.post(
    '/api/chat',
    chatHandler({ config, limiter, clientOf, fetch: options.fetch, log, figures: serverFigures(feeds) }),
  );

  // Scoring spends the server's CPU: as the chat, its own pages and the listed origins only, with its own allowance
  // of requests and of characters scored.
  const sentimentLimiter = limiterOf('sentiment', config.sentiment.ratePerMinute);
  const charLimiter = limiterOf('sentiment-chars', config.sentiment.charsPerMinute);
  app.use(
    '/api/sentiment',
    cors({
      origin: (origin, c) => (originAllowed(origin, hostOf(c), allowed) ? origin : null),
      allowMethods: ['POST'],
      allowHeaders: ['Content-Type', 'Authorization'],
      maxAge: 600,
    }),
  );
  app.use('/api/sentiment', async (c, next) => {
    if (!originAllowed(c.req.header('origin'), hostOf(c), allowed)) {
      return errorResponse(
        403,
        'origin_not_allowed',
        'Este sitio no puede usar el análisis de sentimiento de este servidor.',
      );
    }
    await next();
  });
  app.post('/api/sentiment', sentimentHandler({ config, limiter: sentimentLimiter, charLimiter, clientOf, log }));

  // What an operator checks: no secrets (collectors report Spanish one-liners, never a source's body or a key).
  app.get('/api/health', (c) => {
    const figures = measured?.read().snapshot;
    return c.json(
      {
        status: 'ok',
        chat: config.openai ? 'proxy' : 'local',
        sampleFallback: config.sampleFallback,
        store: store?.kind ?? null,
        // Whether the database answers: failing while it is away (the figures then come from memory).
        ...(store?.health ? { database: databaseHealth(store.health()) } : {}),
        measured: figures ? measuredHealth(figures) : null,
        // What the feed left out because it failed the published schema (a hostile text, a provider's bad part).
        feed: { dropped: feeds.dropped() },
        collectors: (collectors?.health() ?? []).map(publicHealth),
        // Large Bitcoin transfers: a collector of its own (transfers, not texts); its errors are our own lines.
        ...(collectors?.whales ? { whales: collectors.whales.health() } : {}),
        // Several instances: which one this is, and whether it is the one collecting (since when).
        ...(cluster ? { cluster: clusterHealth(cluster) } : {}),
      },
      200,
      { 'cache-control': 'no-store' },
    );
  });

  const allowedMethods: Record<string, string> = {
    '/api/feed': 'GET, HEAD',
    '/api/series': 'GET, HEAD',
    '/api/chat': 'POST',
    '/api/sentiment': 'POST',
  };
  app.all('/api/*', (c) => {
    const allow = allowedMethods[c.req.path];
    return allow
      ? errorResponse(405, 'method_not_allowed', `Usa ${allow} en ${c.req.path}.`, { allow })
      : errorResponse(
          404,
          'not_found',
          `No existe ${c.req.path}. La API tiene /api/feed, /api/series, /api/chat y /api/sentiment.`,
        );
  });
  return { app, cache, feeds, measured, series };
}
