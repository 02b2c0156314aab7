// `npm start` (the API and the built files on one port) and `npm run serve:api` (the API alone, `--api`).
// Settings come from the environment; see the README's table. With them: the database of measured sentiment
// (PGlite in DATA_DIR, or DATABASE_URL), the collectors feeding it (unless COLLECT=off) and its retention.
// A database that cannot be opened leaves the server serving the feed without the measured figures.

import { existsSync } from 'node:fs';
import { hostname } from 'node:os';
import { configFromEnv, type ServerConfig } from './api-settings.ts';
import type { ApiOptions } from './app.ts';
import { leaderPollMsFromEnv } from './cluster/cluster-settings.ts';
import { type CollectConfig, collectConfigFromEnv } from './collect/collect-settings.ts';
import { collectingPlatforms, startCollectors } from './collect/runner.ts';
import { startNodeServer } from './node.ts';
import type { Database } from './store/db.ts';
import { openDatabase } from './store/open.ts';
import { startRetention } from './store/retention.ts';
import { SqlStore } from './store/sql.ts';
import { type StoreConfig, storeConfigFromEnv } from './store/store-settings.ts';
import type { SentimentStore } from './store/types.ts';

const log = (message: string) => console.log(`[criptopulso] ${message}`);

let config: ServerConfig;
let storeConfig: StoreConfig;
let collectConfig: CollectConfig;
let leaderPollMs: number;
try {
  config = configFromEnv(process.env);
  storeConfig = storeConfigFromEnv(process.env);
  collectConfig = collectConfigFromEnv(process.env);
  leaderPollMs = leaderPollMsFromEnv(process.env);
} catch (error) {
  console.error(`[criptopulso] Configuración no válida: ${(error as Error).message}`);
  process.exit(1);
}

const apiOnly = process.argv.includes('--api');
const staticDir = apiOnly ? undefined : (process.env.STATIC_DIR ?? 'dist');
if (staticDir && !existsSync(staticDir)) {
  console.error(
    `[criptopulso] No existe ${staticDir}/: ejecuta "npm run build" (o usa --api para servir solo la API).`,
  );
  process.exit(1);
}

let db: Database | undefined;
let store: SentimentStore | undefined;
try {
  db = await openDatabase(storeConfig, log);
  store = new SqlStore(db);
} catch (error) {
  log(`No se ha podido abrir la base de datos (${(error as Error).message}): el feed se sirve sin las cifras medidas.`);
}
const retention = store ? startRetention(store, storeConfig.retentionDays) : undefined;
// On a PostgreSQL server, several instances may share the database: one collects at a time (the leader), all
// serve, and the providers' answers and the rate limits are shared. PGlite is this process's alone.
const databaseUrl = db?.kind === 'postgres' ? storeConfig.databaseUrl : undefined;
const startOwnCollectors = () => startCollectors({ config: collectConfig, store: store as SentimentStore, log });
const leading =
  store && collectConfig.enabled && databaseUrl
    ? (await import('./cluster/collect.ts')).collectWhenLeader({
        databaseUrl,
        pollMs: leaderPollMs,
        start: startOwnCollectors,
        log,
      })
    : undefined;
const ownCollectors = !leading && store && collectConfig.enabled ? startOwnCollectors() : undefined;
const collectors: ApiOptions['collectors'] = leading?.view ?? ownCollectors;
const cluster: ApiOptions['cluster'] =
  db && databaseUrl
    ? {
        db,
        instance: `${hostname()}:${process.pid}`,
        status: leading ? () => leading.leadership.status() : undefined,
        collecting: collectConfig.enabled ? () => collectingPlatforms(collectConfig) : undefined,
      }
    : undefined;

const server = await startNodeServer({
  config,
  port: Number(process.env.PORT) || 4173,
  hostname: process.env.HOST || undefined,
  staticDir,
  log,
  store,
  collectors,
  cluster,
});

log(
  `Escuchando en ${server.url}${staticDir ? ` (app, demo y bundle desde ${staticDir}/, API en /api)` : ' (solo la API)'}`,
);
log(`Feed: ${server.url}/api/feed · proveedores: ${Object.values(config.providers).join(', ')}`);
log(
  `Monedas (COINS): ${config.coins.length}, ${config.coins
    .slice(0, 8)
    .map((coin) => coin.symbol)
    .join(', ')}${config.coins.length > 8 ? '…' : ''}`,
);
log(
  config.openai
    ? `Chat: ${server.url}/api/chat → ${config.openai.baseUrl} (modelo ${config.openai.model})`
    : `Chat: ${server.url}/api/chat con las respuestas locales (OPENAI_BASE_URL no está definida)`,
);
if (store) {
  log(
    `Cifras medidas: base de datos ${store.kind}${leading ? ', recoge la instancia que tiene el bloqueo de PostgreSQL (las demás solo sirven)' : collectors ? ', recogiendo textos' : '; COLLECT=off: este servidor no recoge textos'}`,
  );
}
if (config.allowedOrigins.length > 0) log(`Orígenes permitidos: ${config.allowedOrigins.join(', ')}`);
// Warm the cache: the first reader should not wait for the providers; the measured figures follow the database.
server.api.measured?.start();
server.api.feeds.feed('USD').catch(() => {});

// Collectors stop first (nothing half-written), then the server, then the database.
let stopping = false;
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  try {
    // The leader's collectors stop before its lock goes: the next one starts after these writes.
    await (leading?.leadership.stop() ?? ownCollectors?.stop());
    retention?.();
    server.api.measured?.stop();
    await server.close();
    await store?.close();
  } catch (error) {
    console.error(`[criptopulso] Error al cerrar: ${(error as Error).message}`);
  }
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown());
