// `npm start` (the API and the built files on one port) and `npm run serve:api` (the API alone, `--api`).
// Settings come from the environment; see the README's table.

import { existsSync } from 'node:fs';
import { configFromEnv, type ServerConfig } from './config.ts';
import { startNodeServer } from './node.ts';

const log = (message: string) => console.log(`[criptopulso] ${message}`);

let config: ServerConfig;
try {
  config = configFromEnv(process.env);
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

const server = await startNodeServer({
  config,
  port: Number(process.env.PORT) || 4173,
  hostname: process.env.HOST || undefined,
  staticDir,
  log,
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
if (config.allowedOrigins.length > 0) log(`Orígenes permitidos: ${config.allowedOrigins.join(', ')}`);
// Warm the cache: the first reader should not wait for the providers.
server.api.feeds.feed('USD').catch(() => {});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close().then(() => process.exit(0));
  });
}
