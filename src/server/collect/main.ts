// `npm run collect`: the collectors alone, writing to the store the server reads (DATA_DIR or DATABASE_URL).
// Settings come from the environment; see the README's table and docs/recogida.md.

import { MEASURED_PLATFORM_LABELS } from '../../core/measured/types.ts';
import { leaderPollMsFromEnv } from '../cluster/cluster-settings.ts';
import { openStore } from '../store/open.ts';
import { storeConfigFromEnv } from '../store/store-settings.ts';
import { type CollectConfig, collectConfigFromEnv } from './collect-settings.ts';
import { type Collectors, startCollectors } from './runner.ts';

const log = (message: string) => console.log(`[criptopulso] ${message}`);

let config: CollectConfig;
let storeConfig: ReturnType<typeof storeConfigFromEnv>;
let leaderPollMs: number;
try {
  config = collectConfigFromEnv(process.env);
  storeConfig = storeConfigFromEnv(process.env);
  leaderPollMs = leaderPollMsFromEnv(process.env);
} catch (error) {
  console.error(`[criptopulso] Configuración no válida: ${(error as Error).message}`);
  process.exit(1);
}

if (!config.enabled) {
  log('COLLECT=off: no hay nada que recoger.');
  process.exit(0);
}

let store: Awaited<ReturnType<typeof openStore>>;
try {
  store = await openStore(storeConfig, log);
} catch (error) {
  console.error(`[criptopulso] No se pudo abrir la base de datos: ${(error as Error).message}`);
  process.exit(1);
}
log(`Recogida: guarda en ${store.kind === 'pglite' ? 'PostgreSQL embebido (PGlite)' : 'PostgreSQL'}`);

/** Says what a first pass took, once per start of the collectors. */
async function reportFirstPass(collectors: Collectors): Promise<void> {
  await collectors.firstPass;
  for (const health of collectors.health()) {
    if (!health.enabled) continue;
    log(
      `Recogida: primera pasada de ${MEASURED_PLATFORM_LABELS[health.collector]}: ${health.itemsTaken} ${health.itemsTaken === 1 ? 'texto nuevo' : 'textos nuevos'}${health.lastError ? ` · último error: ${health.lastError}` : ''}`,
    );
  }
  const whales = collectors.whales.health();
  if (whales.enabled) {
    log(
      `Recogida: primera pasada de Ballenas: ${whales.transfersTaken} ${whales.transfersTaken === 1 ? 'transferencia nueva' : 'transferencias nuevas'}${whales.lastError ? ` · último error: ${whales.lastError}` : ''}`,
    );
  }
}

const start = () => {
  const collectors = startCollectors({ config, store, log });
  void reportFirstPass(collectors);
  return collectors;
};
// On a PostgreSQL server other processes may collect too: one at a time, the holder of the leader's lock.
const leading = storeConfig.databaseUrl
  ? (await import('../cluster/collect.ts')).collectWhenLeader({
      databaseUrl: storeConfig.databaseUrl,
      pollMs: leaderPollMs,
      start,
      log,
    })
  : undefined;
const own = leading ? undefined : start();

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log('Recogida: parando (lo que espera en la cola se escribe antes de salir)');
    (leading?.leadership.stop() ?? own?.stop() ?? Promise.resolve())
      .then(() => store.close())
      .finally(() => process.exit(0));
  });
}
