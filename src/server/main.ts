// `npm start` (the API and the built files on one port) and `npm run serve:api` (the API alone, `--api`).
// Settings come from the environment; see the README's table. With them: the database of measured sentiment
// (PGlite in DATA_DIR, or DATABASE_URL), the collectors feeding it (unless COLLECT=off) and its retention.
// A database that cannot be opened leaves the server serving the feed without the measured figures.

import { existsSync } from 'node:fs';
import { type CollectConfig, collectConfigFromEnv } from './collect/config.ts';
import { startCollectors } from './collect/runner.ts';
import { configFromEnv, type ServerConfig } from './config.ts';
import { startNodeServer } from './node.ts';
import { type StoreConfig, storeConfigFromEnv } from './store/config.ts';
import { openStore } from './store/open.ts';
import { startRetention } from './store/retention.ts';
import type { SentimentStore } from './store/types.ts';

const log = (message: string) => console.log(`[criptopulso] ${message}`);

let config: ServerConfig;
let storeConfig: StoreConfig;
let collectConfig: CollectConfig;
try {
  config = configFromEnv(process.env);
  storeConfig = storeConfigFromEnv(process.env);
  collectConfig = collectConfigFromEnv(process.env);
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

let store: SentimentStore | undefined;
try {
  store = await openStore(storeConfig, log);
} catch (error) {
  log(`No se ha podido abrir la base de datos (${(error as Error).message}): el feed se sirve sin las cifras medidas.`);
}
const retention = store ? startRetention(store, storeConfig.retentionDays) : undefined;
const collectors = store && collectConfig.enabled ? startCollectors({ config: collectConfig, store, log }) : undefined;

const server = await startNodeServer({
  config,
  port: Number(process.env.PORT) || 4173,
  hostname: process.env.HOST || undefined,
  staticDir,
  log,
  store,
  collectors,
});

log(
  `Escuchando en ${server.url}${staticDir ? ` (app, demo y bundle desde ${staticDir}/, API en /api)` : ' (solo la API)'}`,
);
log(`Feed: ${server.url}/api/feed · proveedores: ${Object.values(config.providers).join(', ')}`);
log(
  config.openai
    ? `Chat: ${server.url}/api/chat → ${config.openai.baseUrl} (modelo ${config.openai.model})`
    : `Chat: ${server.url}/api/chat con las respuestas locales (OPENAI_BASE_URL no está definida)`,
);
if (store) {
  log(
    `Cifras medidas: base de datos ${store.kind}${collectors ? ', recogiendo textos' : '; COLLECT=off: este servidor no recoge textos'}`,
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
    await collectors?.stop();
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
