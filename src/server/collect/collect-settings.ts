// The collectors' settings, read once from the environment (see the README's table and docs/recogida.md): the
// switch, who is asking, each source's own settings (read by its descriptor in sources.ts) and the whales'.
// A value that cannot be read stops the start with a Spanish message naming the variable.

import packageJson from '../../../package.json' with { type: 'json' };
import type { KnownCoin } from '../../core/coins/table.ts';
import { DEFAULT_BASE_URLS } from '../../core/live/base-urls.ts';
import { MEASURED_PLATFORMS, type MeasuredPlatform } from '../../core/measured/types.ts';
import { DEFAULT_WHALE_MIN_BTC } from '../../core/measured/whales.ts';
import { coinsFromEnv } from '../coin-settings.ts';
import { type Env, httpUrl } from './env.ts';
import { COLLECTOR_SOURCES, type SourceSettings } from './sources.ts';

export type { Env } from './env.ts';

/** Sources whose settings may be missing (off) are optional keys; a source that always has settings is required. */
type PlatformSettings = {
  [P in MeasuredPlatform as undefined extends SourceSettings[P] ? never : P]: SourceSettings[P];
} & {
  [P in MeasuredPlatform as undefined extends SourceSettings[P] ? P : never]?: SourceSettings[P];
};

export type CollectConfig = PlatformSettings & {
  enabled: boolean;
  /** The coins whose mentions are found (COINS). */
  coins: readonly KnownCoin[];
  /** `CriptoPulso/<version> (+<homepage>)`: who is asking, and where to read about it. */
  userAgent: string;
  /** Each HTTP request's limit (body included). */
  timeoutMs: number;
  /** Large Bitcoin transfers from mempool.space (src/server/collect/whale-collector.ts); undefined: off (WHALE_MIN_BTC=off). */
  whales?: { baseUrl: string; minBtc: number; recentMs: number; blockMs: number; maxPages: number; maxBytes: number };
};

export const USER_AGENT = `CriptoPulso/${packageJson.version} (+${packageJson.homepage})`;

function onOff(env: Env): boolean {
  const raw = env.COLLECT?.trim().toLowerCase();
  if (!raw) return true;
  if (['on', '1', 'true', 'yes', 'si', 'sí'].includes(raw)) return true;
  if (['off', '0', 'false', 'no'].includes(raw)) return false;
  throw new Error(`COLLECT=${raw}: se esperaba on u off.`);
}

/** WHALE_MIN_BTC: a positive number of BTC (a comma as the decimal mark is read too), or off. */
function whaleMinBtc(env: Env): number | undefined {
  const raw = env.WHALE_MIN_BTC?.trim();
  if (!raw) return DEFAULT_WHALE_MIN_BTC;
  if (raw.toLowerCase() === 'off') return undefined;
  const value = Number(raw.replace(',', '.'));
  if (!Number.isFinite(value) || value <= 0 || value > 21_000_000) {
    throw new Error(`WHALE_MIN_BTC=${raw}: se esperaba un número de BTC mayor que 0 (por ejemplo 100) u off.`);
  }
  return value;
}

function whales(env: Env): CollectConfig['whales'] {
  const minBtc = whaleMinBtc(env);
  if (minBtc === undefined) return undefined;
  const base = env.MEMPOOL_BASE_URL?.trim();
  return {
    // The same variable the feed's hashrate reads (src/server/api-settings.ts): one mempool.space for the server.
    baseUrl: (base ? httpUrl('MEMPOOL_BASE_URL', base) : DEFAULT_BASE_URLS.mempool).replace(/\/+$/, ''),
    minBtc,
    recentMs: 45_000,
    blockMs: 60_000,
    maxPages: 40,
    maxBytes: 2 * 1024 * 1024,
  };
}

export function collectConfigFromEnv(env: Env): CollectConfig {
  const platforms = Object.fromEntries(
    MEASURED_PLATFORMS.map((platform) => [platform, COLLECTOR_SOURCES[platform].settings(env)]),
  ) as PlatformSettings;
  return {
    enabled: onOff(env),
    coins: coinsFromEnv(env),
    userAgent: USER_AGENT,
    timeoutMs: 20_000,
    ...platforms,
    whales: whales(env),
  };
}
