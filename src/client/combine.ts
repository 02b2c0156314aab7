// A value built from several reads (figures from several providers, or live figures beside sample ones), the
// same object while its parts are the same; its provenance names every provider and the oldest answer. A part
// that cannot be had is sample data in the whole, named as such; only when none can be had does the whole fail.

import type { Awaitable } from '../core/data-source.ts';
import { type Provider, SAMPLE } from '../core/provenance.ts';
import { provenanceOf, setProvenance } from './read-resource.ts';

/**
 * One part of a combined value: its read, what stands in for it (sample data) if it cannot be had, its name in
 * the provenance line then, and the provider that did not answer.
 */
export type Part<T extends object> = readonly [
  read: () => Awaitable<T>,
  sample: () => T,
  label: string,
  provider: Provider,
];

const composites = new Map<string, { parts: readonly object[]; value: object }>();
/** The sample data standing in for a part of a whole, by whole and part. */
const standIns = new Map<string, object>();

export function combine<P extends object[], T extends object>(
  key: string,
  parts: { readonly [K in keyof P]: Part<P[K]> },
  build: (...values: P) => { value: T; sampleParts: string[] },
): Awaitable<T> {
  const all = parts as unknown as readonly Part<object>[];
  const settle = (values: readonly object[], missing: readonly string[]): T => {
    const known = composites.get(key);
    if (known && known.parts.length === values.length && known.parts.every((p, i) => p === values[i])) {
      return known.value as T;
    }
    const { value, sampleParts } = build(...(values as P));
    const sources = values.map((part) => provenanceOf(part) ?? SAMPLE);
    const times = sources.flatMap((source) => (source.updatedAt === undefined ? [] : [source.updatedAt]));
    const states = sources.map((source) => source.state);
    setProvenance(value, {
      // Sample when no part is real; stale when any real part is; live otherwise.
      state: states.every((state) => state === 'sample') ? 'sample' : states.includes('stale') ? 'stale' : 'live',
      providers: [...new Set(sources.flatMap((source) => source.providers))],
      missing: [
        ...new Set([
          ...sources.flatMap((source) => source.missing ?? []),
          ...all.flatMap(([, , label, provider]) => (missing.includes(label) ? [provider] : [])),
        ]),
      ],
      updatedAt: times.length > 0 ? Math.min(...times) : undefined,
      sampleParts: [...new Set([...sampleParts, ...missing, ...sources.flatMap((source) => source.sampleParts ?? [])])],
    });
    composites.set(key, { parts: values, value });
    return value;
  };
  // A part that throws (it failed a moment ago) is sample data at once.
  // The same stand-in each time, so a whole with the same parts stays the same object.
  const standIn = (i: number): object => {
    const [, sample, label] = all[i] as Part<object>;
    const id = `${key} ${label}`;
    let value = standIns.get(id);
    if (!value) {
      value = sample();
      standIns.set(id, value);
    }
    return value;
  };
  let firstError: unknown;
  const reads = all.map(([readPart, , label], i): { value: Awaitable<object>; missing?: string } => {
    try {
      return { value: readPart() };
    } catch (error) {
      firstError ??= error;
      return { missing: label, value: standIn(i) };
    }
  });
  const missingNow = reads.flatMap(({ missing }) => (missing === undefined ? [] : [missing]));
  // Only when no part can be had does the whole fail.
  if (missingNow.length === all.length) throw firstError;
  if (!reads.some(({ value }) => value instanceof Promise)) {
    return settle(
      reads.map(({ value }) => value as object),
      missingNow,
    );
  }
  return Promise.allSettled(reads.map(({ value }) => value)).then((results) => {
    const failure = results.find((result) => result.status === 'rejected');
    if (failure && results.every((result) => result.status === 'rejected')) throw failure.reason;
    const values = results.map((result, i) => (result.status === 'fulfilled' ? result.value : standIn(i)));
    const missing = results.flatMap((result, i) => (result.status === 'rejected' ? [all[i]?.[2] ?? ''] : []));
    return settle(values as object[], [...new Set([...missingNow, ...missing])]);
  });
}
