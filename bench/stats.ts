export interface Summary {
  median: number;
  min: number;
  max: number;
  runs: number;
}

export function summarize(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return { median, min: sorted[0] ?? Number.NaN, max: sorted.at(-1) ?? Number.NaN, runs: sorted.length };
}

/** A figure as the README writes it: Spanish decimal comma, no grouping, no "-0". */
export const figure = (value: number, digits = 0) =>
  value.toLocaleString('es-ES', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
    signDisplay: 'negative',
  });

/** "123 (110–140)" with `digits` decimals. */
export const show = (s: Summary, digits = 0) =>
  `${figure(s.median, digits)} (${figure(s.min, digits)}–${figure(s.max, digits)})`;

export async function repeat<T>(times: number, run: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < times; i++) results.push(await run(i));
  return results;
}
