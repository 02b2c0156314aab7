// Blockchain.com charts (https://www.blockchain.com/explorer/api/charts_api): `GET /charts/{name}?format=json`
// answers `{ status: "ok", name, unit, period, values: [{ x: unix seconds, y }] }`; `cors=true` lets a browser read
// it. One value per day.

import { METRIC, PERCENT_CHANGE } from '../feed/bounds.ts';
import { checked, type FieldReport, isRecord, numberAt } from './read-fields.ts';

export const chartPath = (name: 'n-unique-addresses' | 'n-transactions') =>
  `/charts/${name}?timespan=5days&format=json&cors=true`;

/** A daily count: the provider's plausibility, tighter than the feed's metric. */
const COUNT = { min: 0, max: Math.min(1e10, METRIC.max) };

/** The chart's latest daily value and its change against the day before, percent. */
export function latestFromChart(
  body: unknown,
  name: string,
  report: FieldReport,
): { value: number; change: number } | undefined {
  const values = isRecord(body) && Array.isArray(body.values) ? body.values.filter(isRecord) : undefined;
  if (!values || values.length < 2) {
    report(`blockchain.com ${name}.values`, 'faltan los dos últimos días');
    return undefined;
  }
  const [before, last] = values
    .slice(-2)
    .map((point, i) => numberAt(point, 'y', `blockchain.com ${name}.values[${i}].y`, COUNT, report));
  if (before === undefined || last === undefined) return undefined;
  const change =
    before > 0 ? checked((last / before - 1) * 100, `blockchain.com ${name} cambio diario`, PERCENT_CHANGE, report) : 0;
  return change === undefined ? undefined : { value: last, change };
}
