// mempool.space (https://mempool.space/docs/api/rest): `GET /v1/mining/hashrate/3d` answers
// `{ hashrates: [{ timestamp, avgHashrate }], difficulty: […], currentHashrate, currentDifficulty }`, hash rates
// in hashes per second, one average per day.

import { METRIC, PERCENT_CHANGE } from '../feed/bounds.ts';
import { checked, type FieldReport, isRecord, numberAt } from './read-fields.ts';

export const HASHRATE_PATH = '/v1/mining/hashrate/3d';

/** Hashes per second: the provider's unit, bounded tighter than the feed's metric. */
const HASHES = { min: 1e15, max: 1e24 };

/** The network's hash rate in EH/s, and its change against the day before, percent. */
export function hashrateFrom(body: unknown, report: FieldReport): { value: number; change: number } | undefined {
  if (!isRecord(body)) {
    report('mempool.space hashrate', 'la respuesta no es un objeto');
    return undefined;
  }
  const current = numberAt(body, 'currentHashrate', 'mempool.space currentHashrate', HASHES, report);
  const days = Array.isArray(body.hashrates) ? body.hashrates.filter(isRecord) : [];
  const [before, last] = days
    .slice(-2)
    .map((day, i) => numberAt(day, 'avgHashrate', `mempool.space hashrates[${i}].avgHashrate`, HASHES, report));
  if (current === undefined) return undefined;
  if (before === undefined || last === undefined) report('mempool.space hashrates', 'faltan los dos últimos días');
  const change =
    before && last ? checked((last / before - 1) * 100, 'mempool.space cambio diario', PERCENT_CHANGE, report) : 0;
  const value = checked(current / 1e18, 'mempool.space currentHashrate', METRIC, report);
  return value === undefined || change === undefined ? undefined : { value, change };
}
